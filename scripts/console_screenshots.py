"""Screenshots of every console page at desktop (1280 px) and phone (390 px) width.

    python scripts/console_screenshots.py --out shots/ [--index-dir DIR] [--lang zh|en]

Serves the app on a throwaway SQLite store with the real bank and index, seeds an organisation, an
invite and four candidates who take it through the candidate API, then visits every page in headless
Chromium (Debian's ``/usr/bin/chromium``). ``--index-dir`` reuses a built index (the test suite keeps
one in ``.pytest_cache/d/ibot-api-index``); otherwise the bank is embedded first (a minute or more).
"""

from __future__ import annotations

import argparse
import asyncio
import socket
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import httpx
import uvicorn

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.helpers.console import CHROMIUM, CHROMIUM_ARGS

WIDTHS = {"desktop": (1280, 900), "phone": (390, 844)}
SERVICE_TOKEN = "screenshots-service-token-0123456789"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def make_key(url: str, org: str) -> str:
    from api.store.engine import make_engine, migrate, sessionmaker_for
    from api.store.orgs import create_key, create_org

    engine = make_engine(url)
    try:
        await migrate(engine)
        async with sessionmaker_for(engine).begin() as db:
            await create_org(db, org)
            return str((await create_key(db, org)).key)
    finally:
        await engine.dispose()


def answer_for(question: Any, right: bool) -> str:
    if question.type.value == "truefalse":
        return (
            ("对" if question.key == "true" else "错")
            if right
            else ("错" if question.key == "true" else "对")
        )
    if right:
        return str(question.key)
    wrong = [label for label in question.options if label not in question.key]
    return wrong[0] if wrong else str(question.key)


SAMPLE_BANK = (
    "id,type,stem,A,B,C,D,key,explanation,topics\n"
    "rb-1,single,Which joint controller loop runs fastest?,position,velocity,current,trajectory,C,"
    "The current loop is innermost.,control\n"
    "rb-2,truefalse,An IMU alone gives drift-free position.,,,,,false,It drifts without correction.,sensing\n"
)


def take(http: httpx.Client, catalog: Any, token: str, telegram_id: int, name: str, rights: int) -> str:
    headers = {"Authorization": f"Bearer {SERVICE_TOKEN}", "X-Telegram-User-Id": str(telegram_id)}
    body = {
        "mode": "interview",
        "invite_token": token,
        "candidate": {"telegram_id": telegram_id, "name": name},
    }
    session_id = http.post("/v1/sessions", json=body, headers=headers).json()["id"]
    retry = False
    while (current := http.get(f"/v1/sessions/{session_id}/current", headers=headers).json())["question"]:
        question = catalog[current["question"]["id"]]
        right = retry or current["position"] < rights
        reply = http.post(
            f"/v1/sessions/{session_id}/answers",
            json={
                "question_id": question.id,
                "answer": answer_for(question, right),
                "idempotency_key": f"k{current['position']}-{retry}",
            },
            headers=headers,
        )
        reply.raise_for_status()
        retry = reply.json().get("recorded") is False  # not read as an answer: asked again
    return str(session_id)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("console-screenshots"))
    parser.add_argument("--index-dir", type=Path, default=Path(".pytest_cache/d/ibot-api-index"))
    parser.add_argument("--lang", choices=["zh", "en"], default="zh")
    args = parser.parse_args()

    from playwright.sync_api import sync_playwright
    from pydantic import SecretStr

    from api.app import create_app
    from api.settings import Settings
    from bank.library import load_full_catalog
    from retrieval import open_index

    args.out.mkdir(parents=True, exist_ok=True)
    data = Path(tempfile.mkdtemp(prefix="ibot-shots-"))
    database = f"sqlite+aiosqlite:///{data / 'store.db'}"
    catalog = load_full_catalog(None)
    index = open_index(args.index_dir)
    if index.needs_sync(list(catalog)):
        print(f"embedding the bank into {args.index_dir} …")
        index.sync(list(catalog))
    settings = Settings(data_dir=data, database_url=database, service_token=SecretStr(SERVICE_TOKEN))
    key = asyncio.run(make_key(database, "Acme Robotics"))
    app = create_app(settings, index=index, catalog=catalog)
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.05)
    url = f"http://127.0.0.1:{port}"
    http = httpx.Client(base_url=url, timeout=60)
    recruiter = {"Authorization": f"Bearer {key}"}
    invite = http.post(
        "/v1/invites",
        json={
            "title": "LLM 推理工程师",
            "question_count": 5,
            "types": ["single", "multi", "truefalse"],
            "max_uses": 20,
        },
        headers=recruiter,
    ).json()
    sessions = [
        take(http, catalog, invite["token"], 7000 + n, name, rights)
        for n, (name, rights) in enumerate((("王芳", 5), ("李雷", 4), ("Han Meimei", 2), ("赵强", 1)))
    ]
    question_id = next(q.id for q in catalog if q.errata and q.type.value == "single")
    bank = http.post(
        "/v1/banks",
        params={"name": "Robotics"},
        content=SAMPLE_BANK.encode(),
        headers={**recruiter, "Content-Type": "text/csv"},
    ).json()
    pages = {
        "invites": "/console/invites",
        "sessions": "/console/sessions",
        "session": f"/console/sessions/{sessions[1]}",
        "report": f"/console/invites/{invite['id']}/report",
        "questions": "/console/questions?q=KV%20cache",
        "question": f"/console/questions/{question_id}",
        "banks": "/console/banks",
        "bank": f"/console/banks/{bank['id']}",
    }
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for label, (width, height) in WIDTHS.items():
                context = browser.new_context(
                    viewport={"width": width, "height": height},
                    locale="zh-CN" if args.lang == "zh" else "en-GB",
                )
                page = context.new_page()
                page.goto(f"{url}/console/login")
                page.screenshot(path=args.out / f"login-{label}.png", full_page=True)
                page.fill("#key", key)
                page.click("button[type=submit]")
                page.wait_for_url("**/console/sessions")
                for name, path in pages.items():
                    page.goto(url + path)
                    page.screenshot(path=args.out / f"{name}-{label}.png", full_page=True)
                # the invite form's result: link, copy button and QR code
                page.goto(f"{url}/console/invites")
                page.fill("#title", "Backend engineer")
                page.fill("#question_count", "3")
                page.click("form[action='/console/invites'] button[type=submit]")
                page.screenshot(path=args.out / f"invite-created-{label}.png", full_page=True)
                context.close()
            browser.close()
    finally:
        while http.get(f"/v1/banks/{bank['id']}", headers=recruiter).json()["status"] == "indexing":
            time.sleep(0.5)
        index.drop_bank(bank["id"])  # the sample bank leaves the reused index again
        server.should_exit = True
        thread.join(timeout=30)
    print(f"wrote {len(list(args.out.glob('*.png')))} screenshots to {args.out}")


if __name__ == "__main__":
    main()
