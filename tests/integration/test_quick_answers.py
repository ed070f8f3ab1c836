"""The answer turn's short way (api/services/quick_answer.py) against the full path, on SQLite and
PostgreSQL: the same scripted interview played on two apps — one serving mid-session answers the short
way, one with it turned off (``IBOT_QUICK_ANSWER_TURNS=0``) — gives the same bytes in every response
and the same rows in the store. The turns the short way must hand on (a replayed key, an unreadable or
late answer, a stale question, the last question) are in the script, and the turns it served are
counted, so the comparison cannot pass by the short way serving nothing."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

import api.routes.quick_answers as quick_route
from api.store.models import Answer, InterviewSession
from bank.model import QuestionType, Status
from tests.helpers.api_fixtures import Api, Clock, api_settings, create_database, running_api
from tests.helpers.api_flows import answer, make_invite, right_answer, set_plan, start, wrong_answer

TELEGRAM_ID = 5151


class FrozenClock(Clock):
    """Time that moves only when told: both apps see the same instants."""

    def __init__(self) -> None:
        super().__init__()
        self.base = datetime(2026, 11, 30, 9, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.base + self.offset


@pytest.fixture
async def second_database(database_url: str, tmp_path: Path, request: pytest.FixtureRequest) -> str:
    """Another fresh database of the same kind as ``database_url``."""
    if database_url.startswith("sqlite"):
        return f"sqlite+aiosqlite:///{tmp_path / 'reference.db'}"
    return await create_database(request.getfixturevalue("postgres_server_url"))


@pytest.fixture
def served(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The idempotency keys of the turns the short way served (it returned a result)."""
    keys: list[str] = []
    real = quick_route.quick_answer

    async def counting(*args: Any) -> Any:
        result = await real(*args)
        if result is not None:
            keys.append(args[4].idempotency_key)
        return result

    monkeypatch.setattr(quick_route, "quick_answer", counting)
    return keys


async def _app(url: str, data_dir: Path, real_index: Any, catalog: Any, *, quick: bool) -> Any:
    settings = api_settings(data_dir, url, quick_answer_turns=quick)
    return running_api(settings, real_index, catalog, clock=FrozenClock())


def _plan(catalog: Any) -> list[str]:
    """Six scorable questions, in a fixed order: four choice, a true/false, and an open one."""
    usable = sorted(
        (q for q in catalog if q.status is not Status.DISPUTED and q.scorable), key=lambda q: q.id
    )
    choice = [q.id for q in usable if q.type.is_choice][:4]
    truefalse = [q.id for q in usable if q.type is QuestionType.TRUEFALSE][:1]
    open_ = [q.id for q in usable if q.type.is_open][:1]
    return choice[:3] + open_ + truefalse + choice[3:]


async def _play(api: Api) -> dict[str, Any]:
    """The script; what it saw (without the ids each app draws)."""
    key = await api.recruiter_key("Acme")
    invite = await make_invite(
        api, key, question_count=6, time_limit_s=60, types=["single", "multi", "truefalse", "short"]
    )
    session = await start(api, TELEGRAM_ID, invite["token"])
    sid = session["id"]
    plan = _plan(api.catalog)
    await set_plan(api, sid, plan)
    q = [api.catalog[question_id] for question_id in plan]
    seen: list[tuple[int, bytes]] = []

    async def turn(seconds: float, question_id: str, text: str, idempotency_key: str) -> None:
        api.clock.advance(seconds)
        body = {"question_id": question_id, "answer": text, "idempotency_key": idempotency_key}
        headers = {**api.candidate(TELEGRAM_ID), "X-Request-ID": f"turn-{len(seen)}"}
        response = await api.client.post(f"/v1/sessions/{sid}/answers", json=body, headers=headers)
        seen.append((response.status_code, _ids_out(response.content)))

    first = await api.client.get(f"/v1/sessions/{sid}/current", headers=api.candidate(TELEGRAM_ID))
    seen.append((first.status_code, _ids_out(first.content)))
    await turn(7, q[0].id, right_answer(q[0]), "k1")  # served short
    await turn(1, q[0].id, right_answer(q[0]), "k1")  # the same key again: replayed (full path)
    await turn(5, q[1].id, wrong_answer(q[1]), "k2")  # served short
    await turn(3, q[2].id, "???", "k3")  # unreadable: asked again (full path)
    await turn(2, q[0].id, right_answer(q[2]), "k4")  # names a question answered before (full path)
    await turn(9, q[2].id, f"  {right_answer(q[2]).lower()} ", "k5")  # served short
    await turn(12, q[3].id, "梯度下降沿着负梯度方向迭代更新参数，学习率控制步长。", "k6")  # open
    await turn(75, q[4].id, right_answer(q[4]), "k7")  # 75 s on a 60 s question: late (full path)
    await turn(4, q[5].id, right_answer(q[5]), "k8")  # the last one: the report (full path)
    transcript = await api.client.get(f"/v1/sessions/{sid}/transcript", headers=api.recruiter(key))
    seen.append((transcript.status_code, _ids_out(transcript.content)))
    async with api.ctx.sessions() as db:
        rows = (
            await db.scalars(select(Answer).where(Answer.session_id == sid).order_by(Answer.position))
        ).all()
        stored = await db.scalar(select(InterviewSession).where(InterviewSession.id == sid))
    different = {"seq", "session_id", "id", "org_id", "invite_id", "created_at"}
    return {
        "responses": seen,
        "answers": [{c: v for c, v in _columns(row).items() if c not in different} for row in rows],
        "session": {c: v for c, v in _columns(stored).items() if c not in different},
    }


def _ids_out(content: bytes) -> bytes:
    """Without the ids each app draws for itself (sessions, invites, organisations: 32 hex digits)."""
    return re.sub(rb"\b[0-9a-f]{32}\b", b"<id>", content)


def _columns(row: Any) -> dict[str, Any]:
    return {column.key: getattr(row, column.key) for column in row.__table__.columns}


async def test_the_short_way_stores_and_says_what_the_full_path_does(
    database_url: str,
    second_database: str,
    tmp_path: Path,
    real_index: Any,
    api_catalog: Any,
    served: list[str],
) -> None:
    async with await _app(database_url, tmp_path / "quick", real_index, api_catalog, quick=True) as quick:
        short = await _play(quick)
    assert served and set(served) <= {"k1", "k2", "k5", "k6"}, served
    assert {"k1", "k2", "k5"} <= set(served)
    served_by_quick = list(served)
    async with await _app(second_database, tmp_path / "full", real_index, api_catalog, quick=False) as full:
        reference = await _play(full)
    assert served == served_by_quick  # the reference app served every turn the full way
    for (status, body), (expected_status, expected_body) in zip(
        short["responses"], reference["responses"], strict=True
    ):
        at = next((i for i, (a, b) in enumerate(zip(body, expected_body, strict=False)) if a != b), None)
        assert (status, body) == (expected_status, expected_body), (
            (body[at - 150 : at + 80], expected_body[at - 150 : at + 80]) if at else None
        )
    assert short["answers"] == reference["answers"]
    assert short["session"] == reference["session"]
    assert [row["verdict"] for row in short["answers"]][:2] == ["correct", "incorrect"]


async def test_a_session_moved_meanwhile_is_not_written(api: Api) -> None:
    """The write is guarded: a session another request moved on since it was read is left as that
    request left it, and the turn is handed to the full path (nothing half written)."""
    from api.services.answers import advance

    key = await api.recruiter_key("Acme")
    invite = await make_invite(api, key, question_count=3)
    session = await start(api, 6161, invite["token"])
    current = (
        await api.client.get(f"/v1/sessions/{session['id']}/current", headers=api.candidate(6161))
    ).json()
    turns = api.ctx.answer_turns
    found = await turns.find(session["id"], "kx", shown=False)
    assert found is not None and not found.key_used
    stale = found.session
    before = {"position": stale.position, "hints_used": stale.hints_used, "shown_at": stale.shown_at}
    question = api.catalog[current["question"]["id"]]
    moved = await answer(api, 6161, session["id"], question.id, right_answer(question), "k1")  # meanwhile
    assert moved.status_code == 200
    row = Answer(
        verdict="correct", score=1.0, points=1.0, points_awarded=1.0, rationale="", parsed={}, grader="rules"
    )
    from api.services.answers import fill_answer

    fill_answer(stale, question, row, answer="A", key="kx", now=api.clock())
    advance(stale, api.clock() + timedelta(seconds=1))
    assert await turns.save(before, stale, row) is False
    async with api.ctx.sessions() as db:
        keys = (
            await db.scalars(select(Answer.idempotency_key).where(Answer.session_id == session["id"]))
        ).all()
        position = await db.scalar(
            select(InterviewSession.position).where(InterviewSession.id == session["id"])
        )
    assert list(keys) == ["k1"] and position == 1


async def test_the_short_way_writes_in_few_statements(
    tmp_path: Path, real_index: Any, api_catalog: Any
) -> None:
    """SQLite: one read, then an immediate transaction of the session moved on and the answer inserted
    (the ORM's unit of work is not involved: the engine sees no statement at all)."""
    from sqlalchemy import event

    async with running_api(
        api_settings(tmp_path, f"sqlite+aiosqlite:///{tmp_path / 'db.sqlite3'}"), real_index, api_catalog
    ) as api:
        key = await api.recruiter_key("Acme")
        invite = await make_invite(api, key)
        session = await start(api, 9101, invite["token"])
        current = (
            await api.client.get(f"/v1/sessions/{session['id']}/current", headers=api.candidate(9101))
        ).json()
        question = api.catalog[current["question"]["id"]]
        await api.ctx.answer_turns.find("warm", "up", shown=False)  # the turn's connection, opened
        statements: list[str] = []
        orm: list[str] = []

        def seen(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
            orm.append(statement)

        api.ctx.answer_turns._sqlite.set_trace_callback(
            lambda sql: statements.append(" ".join(sql.split()[:3]))
        )
        event.listen(api.ctx.engine.sync_engine, "before_cursor_execute", seen)
        try:
            result = await answer(api, 9101, session["id"], question.id, right_answer(question), "k1")
        finally:
            event.remove(api.ctx.engine.sync_engine, "before_cursor_execute", seen)
            api.ctx.answer_turns._sqlite.set_trace_callback(None)
    assert result.status_code == 200 and result.json()["next"]["status"] == "active"
    assert orm == []
    assert statements == [
        "SELECT sessions.seq, sessions.id,",
        "BEGIN IMMEDIATE",
        "UPDATE sessions SET",
        "INSERT INTO answers",
        "COMMIT",
    ], statements
