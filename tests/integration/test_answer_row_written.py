"""An answer row is written by one explicit INSERT (``store.insert_answer``), not by the ORM's flush: on
SQLite and PostgreSQL the stored row holds every column — the turn's own, the grade's and each
column's default — as the turn's result reports it, the row the turn kept is the stored one (no
column left to load), and what the answer means beyond its row is still written with it: the item
tallies of the session it ended."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import pytest
from sqlalchemy import inspect, select

from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import current_question, invite, right_answer, start, wrong_answer

pytestmark = pytest.mark.both_stores


async def _stored_rows(api: Api, session_id: str) -> list[dict[str, Any]]:
    from api.store.models import Answer

    async with api.ctx.sessions() as db:
        rows = (await db.scalars(select(Answer).where(Answer.session_id == session_id))).all()
        return sorted(
            ({attr.key: getattr(row, attr.key) for attr in inspect(Answer).column_attrs} for row in rows),
            key=lambda row: row["position"],
        )


async def test_the_answer_row_holds_every_column_and_its_effects_are_written(api: Api) -> None:
    from api.store.models import Answer, ItemTally

    token = (await invite(api, question_count=2, reveal="end"))["token"]
    session = await start(api, 9801, token)
    sent: list[tuple[Any, str]] = []
    for position, answer_of in enumerate((right_answer, wrong_answer)):
        question, _ = await current_question(api, 9801, session["id"])
        api.clock.advance(3)
        text = answer_of(question)
        body = {"question_id": question.id, "answer": text, "idempotency_key": f"k{position}"}
        response = await api.client.post(
            f"/v1/sessions/{session['id']}/answers", json=body, headers=api.candidate(9801)
        )
        assert response.status_code == 200, response.text
        sent.append((question, text))

    rows = await _stored_rows(api, session["id"])
    assert [row["position"] for row in rows] == [0, 1]
    for row, (question, text), verdict in zip(rows, sent, ("correct", "incorrect"), strict=True):
        assert set(row) == {attr.key for attr in inspect(Answer).column_attrs}
        assert isinstance(row["seq"], int)
        assert (row["session_id"], row["question_id"], row["answer"]) == (session["id"], question.id, text)
        assert row["idempotency_key"] == f"k{row['position']}"
        assert row["verdict"] == verdict and row["grader"] == "rules" and row["rationale"]
        assert row["points"] > 0 and row["points_awarded"] == (row["points"] if verdict == "correct" else 0)
        assert row["shown"]["id"] == question.id  # the question as it was shown
        assert "explanation" in row["parsed"]  # made when the session ended (reveal at the end)
        assert (row["hints_used"], row["skipped"], row["timed_out"]) == (0, False, False)
        assert (row["regrade"], row["flags"]) == (None, None)  # the columns' defaults
        assert isinstance(row["answered_at"], datetime) and isinstance(row["shown_at"], datetime)
        assert row["time_taken_ms"] >= 3000  # the test clock moved 3 s while the question was on screen

    async with api.ctx.sessions() as db:
        sums = select(ItemTally.question_id, ItemTally.n, ItemTally.correct)
        # each question's sums ("": the rows that count sessions)
        tallied = (await db.execute(sums.where(ItemTally.question_id != ""))).all()
    assert sorted(tallied) == sorted(
        (question.id, 1, 1 if n == 0 else 0) for n, (question, _text) in enumerate(sent)
    )


async def test_a_row_written_by_its_insert_is_kept_as_stored_in_its_turn(api: Api) -> None:
    """The row ``insert_answer`` keeps is the stored one, out of the ORM session's identity map (nothing of
    it to flush), every column loaded and unchanged, and belongs to the session's transaction for its
    effects (``effects.keep_outside``)."""
    from api.store import effects
    from api.store import sessions as store
    from api.store.models import Answer, Candidate, InterviewSession, new_row

    async with api.ctx.sessions() as db:
        db.add(Candidate(telegram_id=9802))
        plan_session = InterviewSession(mode="practice", candidate_id=9802, plan=["q1"], topics=[])
        db.add(plan_session)
        await db.flush()
        row = new_row(
            Answer,
            verdict="correct",
            score=1.0,
            points=1.0,
            points_awarded=1.0,
            session_id=plan_session.id,
            position=0,
            question_id="q1",
            idempotency_key="k",
            shown_at=plan_session.shown_at,
        )
        await store.insert_answer(db, row)
        state = inspect(row)
        assert state.detached and state.key is not None and not state.unloaded and not state.modified
        assert row not in db and not db.dirty and effects.holds(db.sync_session, row)
        stored = await db.get(Answer, row.seq)
        assert stored is not None and stored is not row and stored.idempotency_key == "k"
        await db.commit()
    rows = await _stored_rows(api, plan_session.id)
    assert rows[0]["seq"] == row.seq and rows[0]["answer"] == "" and rows[0]["shown"] == {}
