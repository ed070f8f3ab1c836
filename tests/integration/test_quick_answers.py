"""The answer turn's short way (api/services/quick_answer.py) against the full path, on SQLite and
PostgreSQL: the same scripted interview played on two apps — one serving answers the short way, one
with it turned off (``IBOT_QUICK_ANSWER_TURNS=0``) — gives the same bytes in every response and the
same rows in the store (answers, sessions, cards, item tallies). The turns the short way must hand on
(a replayed key, an unreadable or late answer, a stale question) and those it now serves too (the last
answer with the report, flagged answers) are in the script, and the turns it served are counted, so
the comparison cannot pass by the short way serving nothing."""

from __future__ import annotations

import functools
import re
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import orjson
import pytest
from sqlalchemy import select, update

import api.routes.quick_answers as quick_route
from api.services.answers import advance, fill_answer
from api.store.models import Answer, InterviewSession, ItemTally, NotebookCard, WebhookEvent
from api.store.turn_writes import GUARDED
from bank.model import QuestionType, Status
from tests.helpers.api_fixtures import Api, Clock, api_settings, create_database, running_api
from tests.helpers.api_flows import (
    answer,
    current_question,
    make_invite,
    right_answer,
    set_plan,
    start,
    start_practice,
    wrong_answer,
)
from tests.helpers.fake_api import fake_index
from tests.helpers.webhooks import finished_interview, subscribe

__all__ = ["fake_index"]  # a fixture
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
    # any answer right in less time than it takes to read its question is flagged (``quick_correct``)
    settings = api_settings(data_dir, url, quick_answer_turns=quick, quick_correct_min_chars=1)
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


class Script:
    """A candidate's turns on one app, as the two apps must see them alike."""

    def __init__(self, api: Api) -> None:
        self.api = api
        self.seen: list[tuple[int, bytes]] = []
        self.sessions: list[str] = []

    async def begin(self, session: dict[str, Any], plan: list[str]) -> None:
        self.sessions.append(session["id"])
        await set_plan(self.api, session["id"], plan)
        await self.get(f"/v1/sessions/{session['id']}/current")

    async def get(self, path: str, key: str | None = None) -> None:
        headers = self.api.recruiter(key) if key else self.api.candidate(TELEGRAM_ID)
        response = await self.api.client.get(path, headers={**headers, "X-Request-ID": f"r-{len(self.seen)}"})
        self.seen.append((response.status_code, _ids_out(response.content)))

    async def post(self, path: str, body: dict[str, Any] | None = None) -> None:
        headers = {**self.api.candidate(TELEGRAM_ID), "X-Request-ID": f"r-{len(self.seen)}"}
        response = await self.api.client.post(
            f"/v1/sessions/{self.sessions[-1]}{path}", json=body, headers=headers
        )
        self.seen.append((response.status_code, _ids_out(response.content)))

    async def turn(self, seconds: float, question_id: str, text: str, idempotency_key: str) -> None:
        self.api.clock.advance(seconds)
        await self.post(
            "/answers", {"question_id": question_id, "answer": text, "idempotency_key": idempotency_key}
        )

    async def outcome(self) -> dict[str, Any]:
        """What it saw, and what the store holds (without the ids each app draws)."""
        different = {"seq", "session_id", "id", "org_id", "invite_id", "created_at"}
        async with self.api.ctx.sessions() as db:
            answers = (
                await db.scalars(
                    select(Answer).where(Answer.session_id.in_(self.sessions)).order_by(Answer.seq)
                )
            ).all()
            sessions = (
                await db.scalars(
                    select(InterviewSession)
                    .where(InterviewSession.id.in_(self.sessions))
                    .order_by(InterviewSession.seq)
                )
            ).all()
            cards = (await db.scalars(select(NotebookCard).order_by(NotebookCard.seq))).all()
            tallies = (await db.scalars(select(ItemTally))).all()
        return {
            "responses": self.seen,
            "answers": [_columns(row, different) for row in answers],
            "sessions": [_columns(row, different) for row in sessions],
            "cards": [_columns(row, {"seq"}) for row in cards],
            "tallies": sorted(
                (_columns(row, different) for row in tallies), key=lambda row: sorted(row.items())
            ),
        }


async def _interview(api: Api, reveal: str) -> dict[str, Any]:
    key = await api.recruiter_key("Acme")
    invite = await make_invite(
        api,
        key,
        question_count=6,
        time_limit_s=60,
        reveal=reveal,
        types=["single", "multi", "truefalse", "short"],
    )
    script = Script(api)
    plan = _plan(api.catalog)
    await script.begin(await start(api, TELEGRAM_ID, invite["token"]), plan)
    q = [api.catalog[question_id] for question_id in plan]
    await script.turn(7, q[0].id, right_answer(q[0]), "k1")  # served short
    await script.turn(1, q[0].id, right_answer(q[0]), "k1")  # the same key again: replayed (full path)
    await script.turn(5, q[1].id, wrong_answer(q[1]), "k2")  # served short
    await script.turn(3, q[2].id, "???", "k3")  # unreadable: asked again (full path)
    await script.turn(2, q[0].id, right_answer(q[2]), "k4")  # names a question answered before (full path)
    await script.turn(9, q[2].id, f"  {right_answer(q[2]).lower()} ", "k5")  # served short
    await script.turn(12, q[3].id, "梯度下降沿着负梯度方向迭代更新参数，学习率控制步长。", "k6")  # open
    await script.turn(75, q[4].id, right_answer(q[4]), "k7")  # 75 s on a 60 s question: late (full path)
    await script.turn(4, q[5].id, right_answer(q[5]), "k8")  # the last one: served short (the report)
    await script.get(f"/v1/sessions/{script.sessions[0]}/transcript", key)
    return await script.outcome()


async def _practice(api: Api) -> dict[str, Any]:
    """Two practice runs: new cards (a mistake, a right answer after a hint), then the same questions
    again (cards rescheduled), and the notebook."""
    script = Script(api)
    q = [
        api.catalog[question_id]
        for question_id in _plan(api.catalog)
        if api.catalog[question_id].type.is_choice
    ]
    await script.begin(
        await start_practice(api, TELEGRAM_ID, count=4, types=["single", "multi"]), [x.id for x in q]
    )
    await script.turn(6, q[0].id, right_answer(q[0]), "p1")  # served short: no card
    await script.post("/hint")
    await script.turn(8, q[1].id, right_answer(q[1]), "p2")  # served short: a new card (hint)
    await script.turn(4, q[2].id, wrong_answer(q[2]), "p3")  # served short: a new card (mistake)
    await script.turn(5, q[3].id, right_answer(q[3]), "p4")  # the last one: served short
    again = [q[2].id, q[0].id, q[1].id]
    await script.begin(await start_practice(api, TELEGRAM_ID, count=3, types=["single", "multi"]), again)
    await script.turn(9, q[2].id, right_answer(q[2]), "p5")  # served short: its card rescheduled
    await script.turn(3, q[0].id, wrong_answer(q[0]), "p6")  # served short: a new card
    await script.turn(2, q[1].id, right_answer(q[1]), "p7")  # the last one: served short
    await script.get(f"/v1/candidates/{TELEGRAM_ID}/notebook")
    return await script.outcome()


SCRIPTS = {
    "interview": (functools.partial(_interview, reveal="end"), {"k1", "k2", "k5", "k8"}, {"k6"}),
    "interview-each": (functools.partial(_interview, reveal="each"), {"k1", "k2", "k5", "k8"}, {"k6"}),
    "practice": (_practice, {"p1", "p2", "p3", "p4", "p5", "p6", "p7"}, set()),
}


def _ids_out(content: bytes) -> bytes:
    """Without the ids each app draws for itself (sessions, invites, organisations: 32 hex digits)."""
    return re.sub(rb"\b[0-9a-f]{32}\b", b"<id>", content)


def _columns(row: Any, leave_out: set[str]) -> dict[str, Any]:
    return {c.key: getattr(row, c.key) for c in row.__table__.columns if c.key not in leave_out}


@pytest.mark.parametrize("script", list(SCRIPTS))
async def test_the_short_way_stores_and_says_what_the_full_path_does(
    script: str,
    database_url: str,
    second_database: str,
    tmp_path: Path,
    real_index: Any,
    api_catalog: Any,
    served: list[str],
) -> None:
    play, must, may = SCRIPTS[script]
    async with await _app(database_url, tmp_path / "quick", real_index, api_catalog, quick=True) as quick:
        short = await play(quick)
    assert must <= set(served) <= must | may, served
    served_by_quick = list(served)
    async with await _app(second_database, tmp_path / "full", real_index, api_catalog, quick=False) as full:
        reference = await play(full)
    assert served == served_by_quick  # the reference app served every turn the full way
    for (status, body), (expected_status, expected_body) in zip(
        short["responses"], reference["responses"], strict=True
    ):
        at = next((i for i, (a, b) in enumerate(zip(body, expected_body, strict=False)) if a != b), None)
        assert (status, body) == (expected_status, expected_body), (
            (body[at - 150 : at + 80], expected_body[at - 150 : at + 80]) if at else None
        )
    for part in ("answers", "sessions", "cards", "tallies"):
        assert short[part] == reference[part], part
    assert short["answers"] and (script != "practice" or len(short["cards"]) == 3)
    assert script == "practice" or short["tallies"]  # the interview's end was counted
    flagged = [row["idempotency_key"] for row in short["answers"] if row["flags"]]
    assert script == "practice" or set(flagged) & set(served), flagged  # flags kept the short way too


async def test_a_session_moved_meanwhile_is_not_written(api: Api) -> None:
    """The write is guarded: a session another request moved on since it was read is left as that
    request left it, and the turn is handed to the full path (nothing half written)."""
    key = await api.recruiter_key("Acme")
    invite = await make_invite(api, key, question_count=3)
    session = await start(api, 6161, invite["token"])
    question, _ = await current_question(api, 6161, session["id"])
    turns = api.ctx.answer_turns
    found = await turns.find(session["id"], "kx", shown=False)
    assert found is not None and not found.key_used
    stale = found.session
    before = {name: getattr(stale, name) for name in GUARDED}
    moved = await answer(api, 6161, session["id"], question.id, right_answer(question), "k1")  # meanwhile
    assert moved.status_code == 200
    row = Answer(
        verdict="correct", score=1.0, points=1.0, points_awarded=1.0, rationale="", parsed={}, grader="rules"
    )
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


@pytest.mark.parametrize("meanwhile", ["nothing", "answer", "points"])
async def test_a_session_end_over_rows_changed_meanwhile_is_not_written(api: Api, meanwhile: str) -> None:
    """The last answer writes the explanations of answers it read before its transaction: if one of
    them changed since (an answer typed after its time ran out), or the session's points did (a
    regrade), nothing is written and the full path serves the turn. Nothing changed: all is written."""
    key = await api.recruiter_key("Acme")
    invite = await make_invite(api, key, question_count=2, types=["single", "multi"])
    session = await start(api, 6262, invite["token"])
    first, _ = await current_question(api, 6262, session["id"])
    assert (await answer(api, 6262, session["id"], first.id, right_answer(first), "k1")).status_code == 200
    last, _ = await current_question(api, 6262, session["id"])
    turns = api.ctx.answer_turns
    found = await turns.find(session["id"], "k2", shown=False)
    assert found is not None
    stale = found.session
    before = {name: getattr(stale, name) for name in GUARDED}
    end = await turns.session_end(stale)
    assert [row.question_id for row in end.answers] == [first.id]
    async with api.ctx.sessions() as db:
        if meanwhile == "nothing":
            pass
        elif meanwhile == "answer":
            changed = update(Answer).where(Answer.session_id == session["id"])
            await db.execute(changed.values(parsed={"typed_after_time_up": True}))
        else:
            changed = update(InterviewSession).where(InterviewSession.id == session["id"])
            await db.execute(changed.values(points_awarded=InterviewSession.points_awarded + 0.5))
        await db.commit()
    row = Answer(
        verdict="correct", score=1.0, points=1.0, points_awarded=1.0, rationale="", parsed={}, grader="rules"
    )
    fill_answer(stale, last, row, answer="A", key="k2", now=api.clock())
    advance(stale, api.clock())
    assert stale.status == "finished"
    end.explained.append((end.answers[0].seq, {**end.answers[0].parsed, "explanation": {"kept": True}}))
    assert await turns.save(before, stale, row, None, end) is (meanwhile == "nothing")
    async with api.ctx.sessions() as db:
        keys = (
            await db.scalars(select(Answer.idempotency_key).where(Answer.session_id == session["id"]))
        ).all()
        status = await db.scalar(select(InterviewSession.status).where(InterviewSession.id == session["id"]))
        tallies = (await db.scalars(select(ItemTally))).all()
        parsed = await db.scalar(select(Answer.parsed).where(Answer.idempotency_key == "k1"))
    if meanwhile == "nothing":
        assert list(keys) == ["k1", "k2"] and status == "finished" and tallies
        assert parsed["explanation"] == {"kept": True}
    else:
        assert list(keys) == ["k1"] and status == "active" and not tallies
        assert "explanation" not in parsed


async def test_a_session_end_a_webhook_subscribes_to_is_the_full_paths(
    database_url: str, tmp_path: Path, fake_index: Any, api_catalog: Any, served: list[str]
) -> None:
    """The outbox event of a session's end is written by the full path: the last answer goes there when
    one of the organisation's webhooks subscribes to ``session.finished``, and is served short when
    they subscribe to other events only."""
    settings = api_settings(
        tmp_path, database_url, outbound_allow_private=True, quick_correct_min_chars=100_000
    )
    # nothing listens at the webhook's address (deliveries fail at once, and wait for a retry long after
    # the test): what is checked is what the turns wrote, not what was delivered
    url = "http://127.0.0.1:9/hooks"
    async with running_api(settings, fake_index, api_catalog) as api:
        key = await api.recruiter_key("Acme")
        await subscribe(api, key, url, ["session.started"])
        await finished_interview(api, key, 7101)
        await subscribe(api, key, url, ["session.finished"])
        await finished_interview(api, key, 7102)
        async with api.ctx.sessions() as db:
            events = (await db.scalars(select(WebhookEvent.type))).all()
    assert served == ["k-7101"]
    assert sorted(events) == ["session.finished", "session.started", "session.started"]


@pytest.mark.parametrize("last", [False, True])
async def test_the_short_way_writes_in_few_statements(
    last: bool, tmp_path: Path, real_index: Any, api_catalog: Any
) -> None:
    """SQLite: one read, then an immediate transaction of the session moved on and the answer inserted
    (the ORM's unit of work is not involved: the engine sees no statement at all). The last answer also
    reads the session's answers, the invite's title and the candidate's open sessions, and writes the
    explanations (one executemany) and the tallies (one statement) after its checks."""
    from sqlalchemy import event

    async with running_api(
        api_settings(tmp_path, f"sqlite+aiosqlite:///{tmp_path / 'db.sqlite3'}"), real_index, api_catalog
    ) as api:
        key = await api.recruiter_key("Acme")
        invite = await make_invite(api, key, question_count=2 if last else 5)
        session = await start(api, 9101, invite["token"])
        question, _ = await current_question(api, 9101, session["id"])
        if last:
            await answer(api, 9101, session["id"], question.id, wrong_answer(question), "k0")
            question, _ = await current_question(api, 9101, session["id"])
        await api.ctx.answer_turns.find("warm", "up", shown=False)  # the turn's connection, opened
        api.clock.advance(120)  # read at leisure: a quick right answer to a long question would be flagged
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
    assert result.status_code == 200 and result.json()["next"]["status"] == ("finished" if last else "active")
    assert orm == []
    if not last:
        assert statements == [
            "SELECT sessions.seq, sessions.id,",
            "BEGIN IMMEDIATE",
            "SAVEPOINT turn",  # each turn's writes, in the transaction turns share (shared_commit.py)
            "UPDATE sessions SET",
            "INSERT INTO answers",
            "RELEASE turn",
            "COMMIT",
        ], statements
        return
    assert result.json()["next"]["report"]["answered"] == 2
    assert statements == [
        "SELECT sessions.seq, sessions.id,",
        "SELECT answers.seq, answers.question_id,",
        "SELECT invites.title FROM",
        "SELECT other.mode, other.reveal,",
        "BEGIN IMMEDIATE",
        "SAVEPOINT turn",
        "UPDATE sessions SET",
        "INSERT INTO answers",
        "SELECT webhooks.events FROM",
        "SELECT answers.seq, answers.question_id,",
        "UPDATE answers SET",  # the first answer's explanation (executemany: one per row)
        "INSERT INTO item_tallies",
        "RELEASE turn",
        "COMMIT",
    ], statements


async def test_requests_the_api_refuses_are_refused_alike(api: Api, served: list[str]) -> None:
    """What the short way does not serve reaches the API's own route unchanged: a missing or wrong
    token, a bad candidate id, a malformed or oversized body, another content type, another candidate's
    session — the same status and problem either way."""
    key = await api.recruiter_key("Acme")
    invite = await make_invite(api, key, question_count=3)
    session = await start(api, 7171, invite["token"])
    sid = session["id"]
    question, _ = await current_question(api, 7171, sid)
    good = {"question_id": question.id, "answer": right_answer(question), "idempotency_key": "k"}
    token = api.candidate(7171)["Authorization"]
    me = {"Authorization": token, "X-Telegram-User-Id": "7171"}
    cases: list[tuple[dict[str, Any], bytes]] = [
        ({}, orjson.dumps(good)),
        ({**me, "Authorization": "Bearer nope"}, orjson.dumps(good)),
        ({**me, "X-Telegram-User-Id": "٧١٧١".encode()}, orjson.dumps(good)),
        ({**me, "X-Telegram-User-Id": "7172"}, orjson.dumps(good)),
        (me, b'{"question_id": '),
        (me, orjson.dumps({**good, "answer": "a\x00b"})),
        (me, orjson.dumps({**good, "idempotency_key": ""})),
        ({**me, "Content-Type": "text/plain"}, orjson.dumps(good)),
    ]

    async def outcomes() -> list[tuple[int, bytes]]:
        seen = []
        for n, (headers, body) in enumerate(cases):
            sent = {"Content-Type": "application/json", **headers, "X-Request-ID": f"bad-{n}"}
            response = await api.client.post(f"/v1/sessions/{sid}/answers", content=body, headers=sent)
            seen.append((response.status_code, response.content))
        return seen

    short = await outcomes()
    api.ctx.answer_turns, turns = None, api.ctx.answer_turns
    try:
        full = await outcomes()
    finally:
        api.ctx.answer_turns = turns
    assert short == full
    assert [status for status, _ in short] == [401, 401, 422, 404, 422, 422, 422, 422], short
    assert served == []
    api.clock.advance(120)  # read at leisure: a quick right answer to a long question would be flagged
    charset = {**api.candidate(7171), "Content-Type": "application/json; charset=utf-8"}
    answered = await api.client.post(
        f"/v1/sessions/{sid}/answers", content=orjson.dumps(good), headers=charset
    )
    assert answered.status_code == 200 and served == ["k"]
