"""Helpers for the console tests: sign in through the form, fill forms with their CSRF token, and let a
candidate take an interview through the candidate API (the bot's side)."""

from __future__ import annotations

import html
import re
from collections.abc import Collection
from typing import Any

import httpx

from tests.helpers.api_flows import right_answer, wrong_answer

CSRF = re.compile(r'name="csrf" value="([^"]*)"')


def csrf_of(page: str) -> str:
    found = CSRF.search(page)
    assert found, "no CSRF field on the page"
    return html.unescape(found.group(1))


async def sign_in(client: httpx.AsyncClient, key: str) -> str:
    """Sign in through the form; returns the session's CSRF token (from the next page)."""
    form = await client.get("/console/login")
    assert form.status_code == 200, form.text
    response = await client.post("/console/login", data={"key": key, "csrf": csrf_of(form.text)})
    assert response.status_code == 303 and response.headers["location"] == "/console/sessions", response.text
    page = await client.get("/console/invites")
    assert page.status_code == 200
    return csrf_of(page.text)


def candidate_headers(service_token: str, telegram_id: int) -> dict[str, str]:
    return {"Authorization": f"Bearer {service_token}", "X-Telegram-User-Id": str(telegram_id)}


async def take_interview(
    client: httpx.AsyncClient,
    service_token: str,
    catalog: Any,
    invite_token: str,
    telegram_id: int,
    name: str,
    *,
    right: int | None = None,
    answers: list[str] | None = None,
    wrong_on: Collection[str] = (),
) -> tuple[str, list[str]]:
    """Start from the invite, answer every question (the first ``right`` correctly, the rest wrongly, or
    ``answers`` as given; the questions of ``wrong_on`` wrongly wherever they come), and return the
    session id and the answers as recorded. An answer the grader
    cannot read is not recorded (the same question is asked again): then the right answer is sent."""
    headers = candidate_headers(service_token, telegram_id)
    body = {
        "mode": "interview",
        "invite_token": invite_token,
        "candidate": {"telegram_id": telegram_id, "name": name},
    }
    started = await client.post("/v1/sessions", json=body, headers=headers)
    assert started.status_code == 201, started.text
    session_id = started.json()["id"]
    recorded: list[str] = []
    attempt = 0
    while True:
        current = (await client.get(f"/v1/sessions/{session_id}/current", headers=headers)).json()
        if current["question"] is None:
            return session_id, recorded
        position = current["position"]
        question = catalog[current["question"]["id"]]
        if len(recorded) > position:  # the previous try was not read: answer plainly
            recorded.pop()
            text = right_answer(question)
        elif question.id in wrong_on:
            text = wrong_answer(question)
        elif answers is not None:  # "{right}" stands for the right answer
            text = answers[position].replace("{right}", right_answer(question))
        else:
            text = right_answer(question) if right is None or position < right else wrong_answer(question)
        attempt += 1
        reply = await client.post(
            f"/v1/sessions/{session_id}/answers",
            json={"question_id": question.id, "answer": text, "idempotency_key": f"k{attempt}"},
            headers=headers,
        )
        if reply.status_code == 202:  # a reading to confirm: confirmed, as the candidate meant it
            confirmation = {"confirm": reply.json()["confirmation"]["id"], "idempotency_key": f"k{attempt}"}
            reply = await client.post(
                f"/v1/sessions/{session_id}/answers", json=confirmation, headers=headers
            )
        assert reply.status_code in (200, 422), reply.text  # 422: unreadable, asked again
        recorded.append(text)


# --- a real HTTP server for the browser tests ------------------------------------------------------

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",  # as root the sandbox must be off
    "--headless",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


async def page_under_policy(
    browser: Any, url_glob: str, page_html: str, policy: str
) -> tuple[Any, list[str]]:
    """A new page of ``browser`` on which ``url_glob`` answers ``page_html`` under the content security
    policy ``policy``, and the console messages in which the browser refused something under it."""
    page = await browser.new_page()
    refused: list[str] = []
    page.on(
        "console",
        lambda message: refused.append(message.text) if "Content Security" in message.text else None,
    )

    async def serve(route: Any) -> None:
        headers = {"Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": policy}
        await route.fulfill(status=200, body=page_html, headers=headers)

    await page.route(url_glob, serve)
    return page, refused


class ThreadedServer:
    """The app served by uvicorn on a free loopback port, in a background thread."""

    def __init__(self, app: Any) -> None:
        import uvicorn

        from tests.helpers.ports import free_port

        self.port = free_port()
        config = uvicorn.Config(app, host="127.0.0.1", port=self.port, log_level="warning", lifespan="on")
        self.server = uvicorn.Server(config)
        self.thread: Any = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def __enter__(self) -> ThreadedServer:
        import threading
        import time

        self.thread = threading.Thread(target=self.server.run, daemon=True)
        self.thread.start()
        deadline = time.monotonic() + 60
        while not self.server.started:
            if time.monotonic() > deadline or not self.thread.is_alive():
                raise RuntimeError("the console server did not start")
            time.sleep(0.05)
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=30)
