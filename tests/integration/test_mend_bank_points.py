"""Migration 0027: an organisation question stored before points were checked — inf, nan and 1e400
(written ``null``), a weight over 1,000, a figure no finite number — is mended, so the organisation's
banks, topics and invites answer again instead of 500."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import text

from api.store.engine import make_engine, migrate
from bank.model import Question
from tests.helpers.api_fixtures import api_settings, running_api
from tests.helpers.banks import drop_test_banks, wait_ready

pytestmark = pytest.mark.both_stores  # tests of store behaviour: SQLite and PostgreSQL

T = datetime(2026, 1, 1, tzinfo=UTC)
RAW = "__raw__"


def _stored(qid: str, raw_points: str | None, **fields: Any) -> str:
    """A question's JSON as an old release stored it: ``raw_points`` the bare token in the text."""
    question = {"type": "single", "options": {"A": "甲", "B": "乙"}, "key": "A", **fields}
    data = Question.model_validate({"id": f"b1-{qid}", "bank": "b1", "stem": f"{qid}？", **question})
    dumped = data.model_dump(mode="json")
    if raw_points is not None:
        dumped["points"] = RAW
    return json.dumps(dumped, ensure_ascii=False).replace(f'"{RAW}"', raw_points or "")


async def _store_old_bank(database_url: str) -> None:
    engine = make_engine(database_url)
    rows = {
        "q1": _stored("q1", None, points=2),
        "q2": _stored("q2", "null"),  # inf, nan or 1e400 through the JSON encoder of the day
        "q3": _stored("q3", "1e400"),
        "q4": _stored("q4", "5000"),
        "q5": _stored("q5", None, type="calc", key="2", options={}, numeric=[{"value": 2}])
        .replace('"value":2.0', '"value":null')
        .replace('"value": 2.0', '"value": null'),
    }
    if engine.dialect.name == "sqlite":  # PostgreSQL's json refuses the token
        rows["q6"] = _stored("q6", "NaN")
    try:
        await migrate(engine, "0026_unreached_disputed")
        async with engine.begin() as connection:
            await connection.execute(
                text("INSERT INTO orgs (id, name, created_at) VALUES ('o1', 'Acme', :t)"), {"t": T}
            )
            await connection.execute(
                text(
                    "INSERT INTO org_banks (id, org_id, name, format, status, total, indexed, topics, error,"
                    " revision, created_at, updated_at) VALUES ('b1', 'o1', 'old', 'yaml', 'ready', :n, :n,"
                    " '[]', '', 1, :t, :t)"
                ),
                {"n": len(rows), "t": T},
            )
            for position, (qid, data) in enumerate(rows.items()):
                await connection.execute(
                    text(
                        "INSERT INTO bank_questions (bank_id, question_id, position, status, data)"
                        " VALUES ('b1', :id, :p, 'active', :data)"
                    ),
                    {"id": f"b1-{qid}", "p": position, "data": data},
                )
            await _store_old_session(connection, rows["q1"], rows["q4"])
    finally:
        await engine.dispose()


async def _store_old_session(connection: Any, first: str, heavy: str) -> None:
    """An expired interview that drew q1 (answered, 2 points) and q4 (5000 points, not reached)."""
    await connection.execute(
        text(
            "INSERT INTO candidates (telegram_id, name, username, language, created_at)"
            " VALUES (7, 'c', 'c', 'zh', :t)"
        ),
        {"t": T},
    )
    await connection.execute(
        text(
            "INSERT INTO sessions (id, mode, status, candidate_id, org_id, plan, position, reveal, language,"
            " topics, review, hints_used, begun, started_at, shown_at, finished_at, plan_points,"
            " points_awarded, answered, questions) VALUES ('s1', 'interview', 'expired', 7, 'o1', :plan, 1,"
            " 'each', 'zh', '[]', false, 0, true, :t, :t, :t, 5002, 2, 1, :q)"
        ),
        {"t": T, "plan": '["b1-q1", "b1-q4"]', "q": f'{{"b1-q1": {first}, "b1-q4": {heavy}}}'},
    )
    await connection.execute(
        text(
            "INSERT INTO answers (session_id, position, question_id, idempotency_key, answer, verdict, score,"
            " points, points_awarded, hints_used, shown_at, answered_at, shown, parsed, rationale, grader,"
            " skipped, timed_out, time_taken_ms) VALUES ('s1', 0, 'b1-q1', 'k', 'A', 'correct', 1, 2, 2, 0,"
            " :t, :t, '{}', '{}', '', 'exact', false, false, 0)"
        ),
        {"t": T},
    )


async def test_questions_stored_with_unreadable_points_are_mended_and_reads_answer(
    database_url: str, tmp_path: Path, real_index: Any, api_catalog: Any
) -> None:
    await _store_old_bank(database_url)
    settings = api_settings(tmp_path, database_url)
    async with running_api(settings, real_index, api_catalog) as api:  # its start migrates to the head
        try:
            acme = api.recruiter(await api.recruiter_key("Acme"))
            listed = await api.client.get("/v1/banks", headers=acme)
            assert listed.status_code == 200, listed.text
            bank = await wait_ready(api.client, acme, "b1")  # indexed again, with the statuses below
            questions = {q["id"].removeprefix("b1-"): q for q in bank["items"]}
            # a weight that reads is kept; one over 1,000 is 1,000 and still served, said in its note
            assert (questions["q1"]["status"], questions["q1"]["points"]) == ("active", 2)
            assert (questions["q4"]["status"], questions["q4"]["points"]) == ("active", 1000)
            assert "5000" in questions["q4"]["status_note"]
            # none to read: set aside, never served, with what was stored and what to do
            unreadable = ["q2", "q3", "q5", *(["q6"] if "q6" in questions else [])]
            for qid in unreadable:
                question = questions[qid]
                assert question["status"] == "draft", question
                assert "重新上传" in question["status_note"]
                assert question["errata"][-1]["corrected"] == "draft"
            assert "无穷大" in questions["q2"]["status_note"]
            assert "Infinity" in questions["q3"]["status_note"]
            assert "数值答案" in questions["q5"]["status_note"]
            assert "NaN" in questions.get("q6", {"status_note": "NaN"})["status_note"]
            session = await api.client.get("/v1/sessions/s1", headers=acme)
            assert session.status_code == 200, session.text
            # q4 counts 1,000 now in the plan as in the copy: 2 of 1,002
            assert (session.json()["points"], session.json()["points_awarded"]) == (1002, 2)
            async with api.ctx.sessions() as db:  # and so does the score in SQL (lists, CSV, ATS)
                assert (await db.execute(text("SELECT plan_points FROM sessions"))).scalar() == 1002
            topics = await api.client.get("/v1/topics", headers=acme)
            assert topics.status_code == 200, topics.text
            invite = await api.client.post(
                "/v1/invites", json={"question_count": 2, "banks": ["b1"]}, headers=acme
            )
            assert invite.status_code == 201, invite.text
        finally:
            await drop_test_banks(api)
