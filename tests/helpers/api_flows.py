"""The candidate's and the recruiter's steps through the HTTP API, as every API, bot and hardening test
takes them: invites, starts, the question on screen, answers (right and wrong ones for a bank question),
and what the store holds that a candidate never sees (a session's plan). One module: the three that
grew apart (``interview_calls``, ``candidate_api``) are folded in here."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from tests.helpers.api_fixtures import Api

CHOICE_TYPES = ["single", "multi", "truefalse"]
WRONG = ("incorrect", "partial")  # a wrong pick scores partial where the bank grants subset credit
INVITE = {"question_count": 3, "types": CHOICE_TYPES, "reveal": "end", "title": "ML engineer"}
TWO_SHOWN_EACH = {
    "question_count": 2,
    "types": ["single", "truefalse"],
    "reveal": "each",
    "title": "ML engineer",
}


def right_answer(question: Any) -> str:
    if question.type == "truefalse":
        return {"true": "对", "false": "错"}.get(question.key, question.key)
    return str(question.key_text)


def wrong_answer(question: Any) -> str:
    if question.type == "truefalse":
        return "错" if question.key == "true" else "对"
    outside = [label for label in question.options if label not in question.key]
    return outside[0] if outside else question.key[0]  # every option right: a proper subset is wrong


async def make_invite(
    api: Api, key: str, *, defaults: dict[str, Any] = INVITE, **body: Any
) -> dict[str, Any]:
    response = await api.client.post("/v1/invites", json={**defaults, **body}, headers=api.recruiter(key))
    assert response.status_code == 201, response.text
    return dict(response.json())


async def invite(api: Api, **body: Any) -> dict[str, Any]:
    """An invite of organisation Acme (its key made here), every grade shown as it is given."""
    return await make_invite(api, await api.recruiter_key("Acme"), **{"reveal": "each", **body})


async def start(
    api: Api, telegram_id: int, token: str, expect: int = 201, **candidate: Any
) -> dict[str, Any]:
    """An interview from the invite ``token``; ``candidate``: more of the candidate's fields."""
    body = {
        "mode": "interview",
        "invite_token": token,
        "candidate": {"telegram_id": telegram_id, "name": "Li", **candidate},
    }
    response = await api.client.post("/v1/sessions", json=body, headers=api.candidate(telegram_id))
    assert response.status_code == expect, response.text
    return dict(response.json())


async def start_session(api: Api, telegram_id: int, **body: Any) -> dict[str, Any]:
    """Any session (``body``: mode, invite token …); resuming an open one (200) is fine too."""
    payload = {"candidate": {"telegram_id": telegram_id, "name": "Li", "language": "zh"}, **body}
    response = await api.client.post("/v1/sessions", json=payload, headers=api.candidate(telegram_id))
    assert response.status_code in (200, 201), response.text
    return dict(response.json())


async def start_practice(api: Api, telegram_id: int, expect: int = 201, **body: Any) -> dict[str, Any]:
    payload = {"mode": "practice", "candidate": {"telegram_id": telegram_id, "language": "zh"}, **body}
    response = await api.client.post("/v1/sessions", json=payload, headers=api.candidate(telegram_id))
    assert response.status_code == expect, response.text
    return dict(response.json())


async def get(api: Api, telegram_id: int, path: str, **params: Any) -> Any:
    return await api.client.get(path, params=params, headers=api.candidate(telegram_id))


async def current_question(api: Api, telegram_id: int, session_id: str) -> Any:
    """The bank's question on screen (with its key) and the API's view of it."""
    view = (await get(api, telegram_id, f"/v1/sessions/{session_id}/current")).json()
    return api.catalog[view["question"]["id"]], view


async def question_view(api: Api, telegram_id: int, session_id: str) -> dict[str, Any]:
    """The question on screen as the candidate gets it (no key)."""
    response = await get(api, telegram_id, f"/v1/sessions/{session_id}/current")
    assert response.status_code == 200, response.text
    return dict(response.json()["question"])


async def answer(
    api: Api,
    telegram_id: int,
    session_id: str,
    question_id: str,
    text: str,
    key: str | None = None,
    *,
    confirm: bool = True,
) -> Any:
    """The response to an answer (any status); ``key``: its idempotency key (default: one per question).
    A reading the API asks to confirm (202) is confirmed, as the candidate who meant it would
    (``confirm=False``: the 202 itself)."""
    key = key or f"{session_id}:{question_id}"
    body = {"question_id": question_id, "answer": text, "idempotency_key": key}
    path, headers = f"/v1/sessions/{session_id}/answers", api.candidate(telegram_id)
    response = await api.client.post(path, json=body, headers=headers)
    if response.status_code != 202 or not confirm:
        return response
    pending = response.json()["confirmation"]["id"]
    confirmation = {"question_id": question_id, "confirm": pending, "idempotency_key": key}
    return await api.client.post(path, json=confirmation, headers=headers)


async def post_answer(
    api: Api, telegram_id: int, session_id: str, question_id: str, text: str, key: str | None = None
) -> dict[str, Any]:
    """An answer that must be taken (200): its result (``key``: as for ``answer``)."""
    response = await answer(api, telegram_id, session_id, question_id, text, key)
    assert response.status_code == 200, response.text
    return dict(response.json())


async def set_plan(api: Api, session_id: str, question_ids: list[str]) -> None:
    """Fix which questions a fresh session asks (in the store), so a test can pick them."""
    from api.services.questions import session_questions
    from api.services.sessions._totals import plan_points
    from api.store.sessions import get_session

    async with api.ctx.sessions.begin() as db:
        session = await get_session(db, session_id)
        assert session is not None and session.position == 0
        session.plan = list(question_ids)
        # the session's questions: the public bank's and the organisation's it holds copies of
        session.plan_points = plan_points(session_questions(api.ctx, session), list(question_ids))


async def plan_of(api: Api, session_id: str) -> list[str]:
    """The question ids a session has planned, in order (the store's, not shown to candidates)."""
    from api.store.sessions import get_session

    async with api.ctx.sessions.begin() as db:
        session = await get_session(db, session_id)
        assert session is not None
        return list(session.plan)


async def leave_the_bank(api: Api, session_id: str, monkeypatch: pytest.MonkeyPatch) -> str:
    """The session's question on screen leaves the public bank (a deploy that rebuilt the bank without
    it, under a running session): gone from the API's catalog for this test only. Its id."""
    from api.store.sessions import get_session

    async with api.ctx.sessions() as db:
        row = await get_session(db, session_id)
        assert row is not None
        on_screen = row.plan[row.position]
        assert on_screen not in (row.questions or {})  # a public question: the session holds no copy
    monkeypatch.delitem(api.ctx.catalog._by_id, on_screen)
    return on_screen


def related_ids(index: Any, question_id: str, k: int) -> set[str]:
    """What the index relates to a question, before any rule of what a candidate may see."""
    return {item.question_id for item in index.related(question_id, k)}


async def wait_until_blocked_on_a_lock(api: Api, timeout: float = 30.0, statements: int = 1) -> None:
    """Until a statement of ``api``'s PostgreSQL database waits for a lock (``statements``: that many at
    once); an error after ``timeout``."""
    from sqlalchemy import text  # here: every pytest process loads this module (tests/helpers/console.py)

    async with api.ctx.engine.connect() as watcher:
        for _ in range(int(timeout / 0.05)):
            waiting = await watcher.scalar(
                text(
                    "SELECT count(*) FROM pg_stat_activity "
                    "WHERE wait_event_type = 'Lock' AND datname = current_database()"
                )
            )
            if waiting >= statements:
                return
            # a transaction sees one snapshot of pg_stat_activity: end it, so the next poll sees anew
            await watcher.rollback()
            await asyncio.sleep(0.05)
        activity = text("SELECT state, wait_event_type, wait_event, query FROM pg_stat_activity")
        rows = (await watcher.execute(activity)).all()
    raise AssertionError(f"no statement waited for a lock: {rows}")


async def wait_until_a_writer_waits(api: Api, timeout: float = 30.0, writers: int = 1) -> None:
    """Until a transaction waits for one the test holds open (``writers``: that many wait): for a row
    lock (PostgreSQL: or for one another waiting transaction holds), or queued for the writer lock of
    ``api``'s process (SQLite: ``api.store.writer``); an error after ``timeout``."""
    from api.store import writer

    engine = api.ctx.engine
    if engine.dialect.name == "postgresql":
        await wait_until_blocked_on_a_lock(api, timeout, writers)
        return
    for _ in range(int(timeout / 0.01)):
        if writer.queued(engine.sync_engine) >= writers:
            return
        await asyncio.sleep(0.01)
    raise AssertionError("no transaction queued for the writer lock")


async def while_the_row_is_held(
    api: Api,
    session_id: str,
    request: Callable[[], Awaitable[Any]],
    change: Callable[[Any, Any], Awaitable[Any]],
) -> Any:
    """The response to ``request``, sent while a transaction the test holds has the session (read, and
    on PostgreSQL locked) and the writer lock (SQLite); ``change(db, row)`` writes in that transaction,
    which commits once the request waits for it."""
    from api.store import writer
    from api.store.sessions import get_session

    async with api.ctx.sessions() as holding:
        row = await get_session(holding, session_id, for_update=True)  # PostgreSQL: the request reads after
        assert row is not None and row.status == "active"
        await writer.hold(holding)  # SQLite: the request has read the row, and writes after this commit
        pending = asyncio.create_task(request())
        await wait_until_a_writer_waits(api)
        await change(holding, row)
        await holding.commit()
    return await pending
