"""An answer turn's session row is read by the turn's one Core statement (``turns.turn_state``) and kept
out of the request's unit of work (``effects.keep_outside``): it holds the row as stored, its changes
are written by the turn's own statements (the claim) and never by the flush, what its changes mean (a
close's event and tallies) is noted in the turn's transaction all the same, and ``turns.attach`` puts
it in the unit of work where a turn leaves its changes to the flush."""

from __future__ import annotations

import pytest
from sqlalchemy import inspect, select

from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import current_question, invite, start

pytestmark = pytest.mark.both_stores


async def _started(api: Api, telegram_id: int) -> tuple[str, str]:
    token = (await invite(api, question_count=2, reveal="end"))["token"]
    session = await start(api, telegram_id, token)
    question, _ = await current_question(api, telegram_id, session["id"])
    return session["id"], question.id


async def test_the_turns_session_is_the_row_as_stored_out_of_the_unit_of_work(api: Api) -> None:
    from api.store import effects
    from api.store.models import InterviewSession
    from api.store.turns import turn_state

    session_id, question_id = await _started(api, 9811)
    keys = [attr.key for attr in inspect(InterviewSession).column_attrs]
    async with api.ctx.sessions() as db:
        session = (await turn_state(db, session_id, "k", question_id)).session
        assert session is not None
        state = inspect(session)
        assert state.detached and not state.modified and not state.unloaded  # every column, unchanged
        assert session not in db and effects.holds(db.sync_session, session)
        loaded = await db.get(InterviewSession, session.seq)  # the same row, as the ORM loads it
        assert loaded is not session
        assert {key: getattr(session, key) for key in keys} == {key: getattr(loaded, key) for key in keys}


async def test_its_changes_go_to_the_flush_only_once_attached_and_its_close_is_noted(api: Api) -> None:
    from api.store import effects
    from api.store.models import InterviewSession
    from api.store.turns import attach, turn_state

    session_id, question_id = await _started(api, 9812)
    status_of = select(InterviewSession.status).where(InterviewSession.id == session_id)
    async with api.ctx.sessions() as db:
        session = (await turn_state(db, session_id, "k", question_id)).session
        assert session is not None
        session.close("abandoned", api.ctx.now())
        noted = effects.current(db.sync_session)
        assert noted is not None and noted.closed == [session]  # its effects, in this transaction
        assert [event for event, row in noted.events if row is session] == ["abandoned"]
        await db.flush()
        assert await db.scalar(status_of) == "active"  # kept out: the flush writes nothing of it
        attach(db, session)
        assert session in db and inspect(session).persistent
        await db.commit()
    async with api.ctx.sessions() as db:
        assert await db.scalar(status_of) == "abandoned"


def test_a_row_kept_outside_a_rolled_back_unit_of_work_is_freed_with_it() -> None:
    """The effects noted of a row kept outside hold the row, and the registry of such rows must not hold
    their unit of work: a refusal (or any error) after a close was noted rolls the transaction back, and
    the row, the unit of work and its noted effects must all go once the request lets go of them."""
    import gc
    import weakref

    from sqlalchemy import create_engine

    from api.store import effects
    from api.store.models import InterviewSession
    from api.store.models.base import stored_row

    columns = [attribute.key for attribute in inspect(InterviewSession).column_attrs]
    db = effects.UnitOfWork(bind=create_engine("sqlite://"))
    row = stored_row(InterviewSession, [(column, None) for column in columns])
    effects.keep_outside(db, row)
    effects.session_over(row)  # noted in db's transaction, which then rolls back
    assert effects.holds(db, row) and list(effects.kept_outside(db)) == [row]
    db.rollback()
    db.close()
    gone_row, gone_db = weakref.ref(row), weakref.ref(db)
    del row, db
    gc.collect()
    assert gone_row() is None and gone_db() is None


async def test_a_transactions_connection_is_handed_out_again_until_the_transaction_ends(api: Api) -> None:
    from api.store import connection

    async with api.ctx.sessions() as db:
        first = await connection.of(db)
        assert await connection.of(db) is first  # the turn's statements share it
        assert await db.connection() is first  # the transaction's own, as the session hands it out
        await db.commit()
        assert first.closed
        second = await connection.of(db)  # the next transaction's
        assert second is not first and not second.closed
        assert await db.connection() is second
        await db.rollback()
        third = await connection.of(db)
        assert third is not second and await db.connection() is third
