"""The calibration pass reads an organisation's answers again only when its finished interviews changed
since its last pass (api/services/scoring/_calibration.py): an organisation whose finished interviews
have no answer that counts gets no calibration, and was read in full every pass (every 60 s, for ever).
Counted as statements on the answers table, on SQLite and PostgreSQL."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from sqlalchemy import event, select

from api.services.scoring import CalibrationWorker
from api.store.models import Org
from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import make_invite, start
from tests.helpers.data_rights import rights_api, rights_index

__all__ = ["rights_api", "rights_index"]
pytestmark = pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL

_ANSWERS = re.compile(r"\bFROM answers\b", re.IGNORECASE)


@contextmanager
def answer_reads(api: Api) -> Iterator[list[str]]:
    """The statements that read the answers table while the block runs."""
    seen: list[str] = []

    def note(_conn: Any, _cursor: Any, statement: str, *_: Any) -> None:
        if _ANSWERS.search(statement):
            seen.append(statement)

    engine = api.ctx.engine.sync_engine
    event.listen(engine, "before_cursor_execute", note)
    try:
        yield seen
    finally:
        event.remove(engine, "before_cursor_execute", note)


async def finished_with_nothing_counted(api: Api, key: str, telegram_id: int) -> None:
    """An interview finished at once: finished, with no answer that counts."""
    invite = await make_invite(api, key, question_count=1, types=["single"])
    session = await start(api, telegram_id, invite["token"])
    finished = await api.client.post(
        f"/v1/sessions/{session['id']}/finish", headers=api.candidate(telegram_id)
    )
    assert finished.status_code == 200, finished.text
    assert finished.json()["status"] == "finished"


async def test_a_pass_with_nothing_new_reads_no_answers(rights_api: Api) -> None:
    api = rights_api
    key = await api.recruiter_key("Acme")
    await finished_with_nothing_counted(api, key, 817001)
    worker, acme = CalibrationWorker(api.ctx), await org_id(api, "Acme")

    with answer_reads(api) as first:
        assert await worker.run_pass() == [acme]
    assert first, "the first pass reads the organisation's answers"
    with answer_reads(api) as second:
        assert await worker.run_pass() == []
    assert second == []  # nothing finished since: not read again

    await finished_with_nothing_counted(api, key, 817002)
    with answer_reads(api) as third:
        assert await worker.run_pass() == [acme]
    assert third, "another finished interview: read again"
    with answer_reads(api) as fourth:
        assert await worker.run_pass() == []
    assert fourth == []


async def org_id(api: Api, name: str) -> str:
    async with api.ctx.sessions() as db:
        found = await db.scalar(select(Org.id).where(Org.name == name))
    assert found is not None
    return str(found)
