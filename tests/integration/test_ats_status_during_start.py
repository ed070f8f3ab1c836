"""An ATS's status request read while its test is being started, on SQLite and PostgreSQL: the start
(the invite's use taken and the session added, one transaction) commits between any two statements of
the request, and the status is ``started`` every time — never ``erased``, the final status of a test
whose session was deleted (tests/integration/test_ats_status_after_erasure.py), which would tell an ATS
that polls to stop following a test the candidate is taking.

The start is forced in before the request's first statement, then before its second, and so on (a
``before_cursor_execute`` hook runs it there and waits for its commit), one sent test each time."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from sqlalchemy import event
from sqlalchemy.util import await_only

from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import make_invite, start
from tests.helpers.data_rights import rights_api, rights_index
from tests.helpers.greenhouse import GreenhouseClient

__all__ = ["rights_api", "rights_index"]
pytestmark = pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL

BASE = "/v1/ats/greenhouse"
TID = 815101


async def status_with_a_hook(
    api: Api, greenhouse: GreenhouseClient, interview_id: str, hook: Callable[[], None]
) -> str:
    """The test's status, ``hook()`` called before each statement the request runs."""

    def before(*_args: Any) -> None:
        hook()

    event.listen(api.ctx.engine.sync_engine, "before_cursor_execute", before)
    try:
        return str((await greenhouse.test_status(interview_id))["partner_status"])
    finally:
        event.remove(api.ctx.engine.sync_engine, "before_cursor_execute", before)


async def test_a_test_started_during_the_status_request_reads_started(rights_api: Api) -> None:
    api = rights_api
    key = await api.recruiter_key("Acme")
    test = await make_invite(api, key, question_count=1, types=["single"], title="ML screen")
    greenhouse = GreenhouseClient(api.client, BASE, key)

    async def sent(number: int) -> tuple[str, str]:
        handle = f"cand_{number}"
        reply = await greenhouse.send_test(test["id"], {"first_name": "Mei", "telegram": f"@{handle}"})
        return reply["partner_interview_id"], reply["test_url"].split("start=")[-1]

    interview_id, _ = await sent(0)
    statements = 0

    def count() -> None:
        nonlocal statements
        statements += 1

    assert await status_with_a_hook(api, greenhouse, interview_id, count) == "sent"
    assert statements >= 2  # authentication, then the test's own reads

    for before_statement in range(1, statements + 1):
        interview_id, token = await sent(before_statement)
        seen = 0
        started = False

        def start_there(number: int = before_statement, token: str = token) -> None:
            nonlocal seen, started
            seen += 1
            if seen == number and not started:
                started = True  # the start's own statements pass through here too
                await_only(start(api, TID + number, token, username=f"cand_{number}"))

        status = await status_with_a_hook(api, greenhouse, interview_id, start_there)
        assert started
        assert status == "started", f"started before statement {before_statement} of {statements}: {status}"
