"""The scale-out topology of deploy/compose.yaml as plain processes on loopback: a real PostgreSQL, a
``chroma run`` server indexed by ``interview-bot index``, two ``interview-bot api`` replicas, and the bot
(``interview-bot bot``) in webhook mode behind a round-robin proxy, talking to the fake Telegram server.
Interviews alternate between the replicas request by request; every transcript is checked.

The replicas start once for the module (``topology_replicas``); each test works in organisations,
invites and candidates of its own."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.helpers.bot_fixtures import TOKEN
from tests.helpers.fake_telegram import FakeTelegram, Sent
from tests.helpers.ports import free_port
from tests.helpers.topology import (
    SERVICE_TOKEN,
    WEBHOOK_SECRET,
    Replicas,
    admin,
    process_env,
    round_robin,
    started,
    wait_for_port,
)

pytestmark = pytest.mark.slow
SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token"


def candidate_headers(telegram_id: int) -> dict[str, str]:
    return {"Authorization": f"Bearer {SERVICE_TOKEN}", "X-Telegram-User-Id": str(telegram_id)}


async def recruiter_key(database_url: str, root: Path, org: str) -> str:
    """Through the command line, against PostgreSQL (as an operator would; in a thread, since the
    command runs its own event loop)."""
    env = process_env(IBOT_DATABASE_URL=database_url, IBOT_DATA_DIR=str(root))
    await asyncio.to_thread(admin, ["create-org", org, "--create"], env)
    issued = json.loads(await asyncio.to_thread(admin, ["create-key", "--org", org, "--json"], env))
    assert issued["org"] == org
    return str(issued["key"])


def choose(question: dict[str, Any]) -> str:
    if question["type"] == "truefalse":
        return "对"
    options = question.get("options") or {}
    return sorted(options)[0] if options else "A"


class Alternating:
    """Sends each request of one candidate to the next replica in turn."""

    def __init__(self, clients: list[httpx.AsyncClient]) -> None:
        self.clients = clients
        self.turn = 0
        self.used: list[int] = []

    def next(self) -> httpx.AsyncClient:
        replica = self.turn % len(self.clients)
        self.turn += 1
        self.used.append(replica)
        return self.clients[replica]


async def interview_over_http(
    clients: list[httpx.AsyncClient], telegram_id: int, invite_token: str, offset: int
) -> tuple[str, list[tuple[str, str]]]:
    """One candidate's whole interview, each request on the other replica; returns what was answered."""
    route = Alternating(clients)
    route.turn = offset
    headers = candidate_headers(telegram_id)
    body = {
        "mode": "interview",
        "invite_token": invite_token,
        "candidate": {"telegram_id": telegram_id, "name": f"Candidate {telegram_id}", "language": "zh"},
    }
    started_session = await route.next().post("/v1/sessions", json=body, headers=headers)
    assert started_session.status_code == 201, started_session.text
    session_id = started_session.json()["id"]
    answered: list[tuple[str, str]] = []
    while True:
        current = await route.next().get(f"/v1/sessions/{session_id}/current", headers=headers)
        assert current.status_code == 200, current.text
        question = current.json()["question"]
        if question is None:
            break
        answer = choose(question)
        payload = {
            "question_id": question["id"],
            "answer": answer,
            "idempotency_key": f"{telegram_id}-{len(answered)}",
        }
        graded = await route.next().post(f"/v1/sessions/{session_id}/answers", json=payload, headers=headers)
        assert graded.status_code == 200, graded.text
        answered.append((question["id"], answer))
        # a retry of the same answer on the other replica is a replay: the first result, nothing recorded
        replay = await route.next().post(f"/v1/sessions/{session_id}/answers", json=payload, headers=headers)
        assert replay.status_code == 200 and replay.json()["replayed"] is True
        assert {**replay.json(), "replayed": False} == graded.json()
    assert set(route.used) == {0, 1}
    return session_id, answered


def answers_graded(metrics: str) -> float:
    """The replica's ``ibot_answers_total``, over every mode and verdict (Prometheus text format)."""
    return sum(
        float(line.rsplit(" ", 1)[1])
        for line in metrics.splitlines()
        if line.startswith("ibot_answers_total")
    )


async def test_interviews_alternate_between_two_api_replicas_on_postgresql(
    topology_replicas: Replicas, tmp_path: Path
) -> None:
    database_url = topology_replicas.database_url
    key = await recruiter_key(database_url, tmp_path, "Acme")
    recruiter = {"Authorization": f"Bearer {key}"}
    clients = [httpx.AsyncClient(base_url=url, timeout=60) for url in topology_replicas.urls]
    try:
        graded_before = [answers_graded((await client.get("/metrics")).text) for client in clients]
        invite = await clients[0].post(
            "/v1/invites",
            json={
                "question_count": 4,
                "types": ["single", "truefalse"],
                "reveal": "end",
                "title": "Scale",
                "max_uses": None,
            },
            headers=recruiter,
        )
        assert invite.status_code == 201, invite.text
        token, invite_id = invite.json()["token"], invite.json()["id"]
        candidates = range(71001, 71007)
        results = await asyncio.gather(
            *(interview_over_http(clients, who, token, n) for n, who in enumerate(candidates))
        )
        # the other replica lists every session of the invite, finished, with every answer as typed
        listed = await clients[1].get("/v1/sessions", params={"invite_id": invite_id}, headers=recruiter)
        assert listed.status_code == 200
        assert {item["id"] for item in listed.json()["items"]} == {sid for sid, _ in results}
        for session_id, answered in results:
            transcripts = [
                (await client.get(f"/v1/sessions/{session_id}/transcript", headers=recruiter)).json()
                for client in clients
            ]
            assert transcripts[0] == transcripts[1]  # the same evidence from either replica
            transcript = transcripts[0]
            assert transcript["session"]["status"] == "finished"
            assert [(a["question_id"], a["answer"]) for a in transcript["answers"]] == answered
            assert len(answered) == 4
            assert all(a["verdict"] in ("correct", "incorrect", "partial") for a in transcript["answers"])
            assert [a["position"] for a in transcript["answers"]] == [0, 1, 2, 3]
        # another organisation sees none of it, on either replica
        other = {"Authorization": f"Bearer {await recruiter_key(database_url, tmp_path, 'Globex')}"}
        for client in clients:
            response = await client.get(f"/v1/sessions/{results[0][0]}", headers=other)
            assert response.status_code == 404
        # both replicas did grading work (for these interviews: the replicas outlive this test)
        for client, before in zip(clients, graded_before, strict=True):
            assert answers_graded((await client.get("/metrics")).text) > before
    finally:
        for client in clients:
            await client.aclose()


# --------------------------------------------------------------------------- the bot in webhook mode


class WebhookCandidate:
    """A Telegram user whose updates Telegram delivers to the bot's webhook (with the secret)."""

    def __init__(self, tg: FakeTelegram, hook: httpx.AsyncClient, url: str, user_id: int) -> None:
        self.tg, self.hook, self.url, self.user_id = tg, hook, url, user_id

    async def deliver(self, update: dict[str, Any]) -> None:
        self.tg.updates.remove(update)  # delivered by webhook, never by getUpdates
        response = await self.hook.post(self.url, json=update, headers={SECRET_HEADER: WEBHOOK_SECRET})
        assert response.status_code == 200, response.text

    async def say(self, text: str) -> None:
        await self.deliver(self.tg.send_text(self.user_id, text))

    async def click(self, message: Sent, label: str) -> None:
        await self.deliver(self.tg.click(self.user_id, message, message.button(label)))

    async def reply(self, contains: str, after: int = 0, timeout: float = 60) -> Sent:
        def found() -> Sent | None:
            return next((m for m in self.tg.bot_messages(self.user_id)[after:] if contains in m.text), None)

        return await self.tg.wait_for(found, timeout, chat=self.user_id)  # type: ignore[no-any-return]

    async def interview(self, token: str, count: int) -> None:
        await self.say(f"/start {token}")
        rules = await self.reply(f"共 {count} 题")
        await self.click(rules, "开始答题")
        for number in range(1, count + 1):
            question = await self.reply(f"第 {number}/{count} 题")
            await self.click(question, "对")  # the true button ("✔ 对")
        await self.reply("总分")


async def test_the_bot_in_webhook_mode_behind_a_proxy_over_two_replicas(
    topology_replicas: Replicas, fake_tg: FakeTelegram, tmp_path: Path
) -> None:
    async with round_robin(topology_replicas.urls) as proxy:
        port = free_port()
        hook_url = f"http://127.0.0.1:{port}/telegram/webhook"
        env = process_env(
            IBOT_DATA_DIR=str(tmp_path),
            IBOT_API_URL=proxy.url,
            IBOT_SERVICE_TOKEN=SERVICE_TOKEN,
            IBOT_TELEGRAM_TOKEN=TOKEN,
            IBOT_TELEGRAM_API_URL=fake_tg.base_url,
            IBOT_WEBHOOK_URL=hook_url,
            IBOT_WEBHOOK_SECRET=WEBHOOK_SECRET,
        )
        log = tmp_path / "bot.log"
        with started(["bot", "--webhook-port", str(port)], env, tmp_path, log) as bot:
            await asyncio.to_thread(wait_for_port, port, bot, log)
            await fake_tg.wait_for(lambda: fake_tg.webhook is not None, timeout=60)
            assert fake_tg.webhook is not None
            assert fake_tg.webhook["url"] == hook_url and fake_tg.webhook["secret_token"] == WEBHOOK_SECRET
            assert fake_tg.polls == 0  # webhook mode never long-polls
            async with httpx.AsyncClient(timeout=30) as hook:
                probe = fake_tg.send_text(72000, "/help")
                fake_tg.updates.remove(probe)
                assert (await hook.post(hook_url, json=probe)).status_code == 403
                wrong = await hook.post(hook_url, json=probe, headers={SECRET_HEADER: "x" * 32})
                assert wrong.status_code == 403
                key = await recruiter_key(topology_replicas.database_url, tmp_path, "Initech")
                recruiter = {"Authorization": f"Bearer {key}"}
                async with httpx.AsyncClient(base_url=proxy.url, timeout=60) as api:
                    invite = await api.post(
                        "/v1/invites",
                        json={
                            "question_count": 3,
                            "types": ["truefalse"],
                            "reveal": "end",
                            "title": "Hook",
                            "max_uses": None,
                        },
                        headers=recruiter,
                    )
                    assert invite.status_code == 201, invite.text
                    people = [WebhookCandidate(fake_tg, hook, hook_url, who) for who in (72001, 72002, 72003)]
                    await asyncio.gather(*(p.interview(invite.json()["token"], 3) for p in people))
                    assert fake_tg.bot_messages(72000) == []  # the refused update was never handled
                    served: set[int] = set()
                    for person in people:
                        sessions = await api.get(
                            f"/v1/candidates/{person.user_id}/sessions",
                            headers=candidate_headers(person.user_id),
                        )
                        (session,) = sessions.json()["items"]
                        assert session["status"] == "finished"
                        transcript = (
                            await api.get(f"/v1/sessions/{session['id']}/transcript", headers=recruiter)
                        ).json()
                        assert transcript["session"]["status"] == "finished"
                        assert len(transcript["answers"]) == 3
                        assert all(a["verdict"] in ("correct", "incorrect") for a in transcript["answers"])
                        served.update(proxy.replicas_for(session["id"]))
                    # The proxy alternates globally, and the bot makes few calls per answer, so one
                    # interview may happen to land on one replica; together they must use both.
                    assert served == {0, 1}
            assert bot.poll() is None, log.read_text()[-3000:]
        assert all(status < 500 for *_, status in proxy.served)
