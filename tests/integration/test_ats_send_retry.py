"""An ATS that sends the same test again (a retry after a timeout, a lost answer) gets the first
sending back, on SQLite and PostgreSQL: Greenhouse's ``url`` names its take-home test, one per test it
sends, so a second send_test with the same ``url``, test and candidate answers the first's
``partner_interview_id`` and ``test_url`` with no second invite, assignment or e-mail; the same ``url``
with another test or candidate is 409 ``send_test_conflict``. Retries at once make one sending too."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from sqlalchemy import event, func, select

from api.store.models import AtsAssignment, Invite
from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import make_invite, start
from tests.helpers.data_rights import mail_api, rights_index
from tests.helpers.greenhouse import TAKE_HOME_TESTS, GreenhouseClient, basic
from tests.helpers.smtp import Mailbox
from tests.helpers.webhooks import outbox_settled

__all__ = ["mail_api", "rights_index"]
pytestmark = pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL

BASE = "/v1/ats/greenhouse"
MEI = {"first_name": "Mei", "last_name": "Lin", "email": "mei.lin@example.com"}
URL = f"https://app.greenhouse.example{TAKE_HOME_TESTS}/12345"


async def sendings(api: Api) -> tuple[int, int]:
    """How many assignments and invites the store holds."""
    async with api.ctx.sessions() as db:
        assignments = await db.scalar(select(func.count()).select_from(AtsAssignment))
        invites = await db.scalar(select(func.count()).select_from(Invite))
    return int(assignments or 0), int(invites or 0)


async def send(api: Api, key: str, test_id: str, candidate: dict[str, Any], url: str = URL) -> Any:
    body = {"partner_test_id": test_id, "candidate": candidate, "greenhouse_application_id": 9001, "url": url}
    return await api.client.post(f"{BASE}/send_test", json=body, headers={"Authorization": basic(key)})


async def test_the_same_sending_again_answers_the_first(mail_api: tuple[Api, Mailbox]) -> None:
    api, box = mail_api
    key = await api.recruiter_key("Acme")
    test = await make_invite(api, key, question_count=1, types=["single"], title="ML screen")
    first = await send(api, key, test["id"], MEI)
    assert first.status_code == 200, first.text
    before = await sendings(api)
    again = await send(api, key, test["id"], {**MEI, "phone_number": "+86 10 0000"})  # ignored fields
    assert again.status_code == 200, again.text
    assert again.json() == first.json()
    assert await sendings(api) == before
    assert await outbox_settled(api, "email") == {"delivered": 1}
    assert len(box.messages()) == 1

    # still the first's once the candidate has taken it (its invite used up)
    await start(api, 816001, first.json()["test_url"].split("start=")[-1])
    assert (await send(api, key, test["id"], MEI)).json() == first.json()

    other_test = await make_invite(api, key, question_count=1, types=["single"], title="Other")
    for conflicting in (
        await send(api, key, test["id"], {**MEI, "email": "someone.else@example.com"}),
        await send(api, key, test["id"], {**MEI, "first_name": "May"}),
        await send(api, key, other_test["id"], MEI),
    ):
        assert conflicting.status_code == 409, conflicting.text
        assert conflicting.json()["reason"] == "send_test_conflict"
    assert await sendings(api) == (before[0], before[1] + 1)  # only the other test's invite

    # another take-home test (another url) is another sending; another organisation's url is its own
    elsewhere = await send(api, key, test["id"], MEI, url=f"{URL}6")
    assert elsewhere.status_code == 200 and elsewhere.json() != first.json()
    other_key = await api.recruiter_key("Globex")
    other = await make_invite(api, other_key, question_count=1, types=["single"], title="Globex screen")
    assert (await send(api, other_key, other["id"], MEI)).status_code == 200


async def test_retries_at_once_make_one_sending(mail_api: tuple[Api, Mailbox]) -> None:
    api, _ = mail_api
    key = await api.recruiter_key("Acme")
    test = await make_invite(api, key, question_count=1, types=["single"], title="ML screen")
    before = await sendings(api)
    replies = await asyncio.gather(*(send(api, key, test["id"], MEI) for _ in range(4)))
    assert [reply.status_code for reply in replies] == [200] * 4, [reply.text for reply in replies]
    assert len({reply.json()["partner_interview_id"] for reply in replies}) == 1
    assert await sendings(api) == (before[0] + 1, before[1] + 1)
    assert await outbox_settled(api, "email") == {"delivered": 1}


async def test_without_a_url_every_request_is_a_sending(mail_api: tuple[Api, Mailbox]) -> None:
    api, _ = mail_api
    key = await api.recruiter_key("Acme")
    test = await make_invite(api, key, question_count=1, types=["single"], title="ML screen")
    greenhouse = GreenhouseClient(api.client, BASE, key)
    first = await greenhouse.send_test(test["id"], MEI)
    second = await greenhouse.send_test(test["id"], MEI)
    assert first["partner_interview_id"] != second["partner_interview_id"]


async def test_the_earlier_sending_is_looked_up_by_an_index(mail_api: tuple[Api, Mailbox]) -> None:
    """The lookup of an earlier sending for a url goes through an index of the url (migration 0028), not
    through every test the organisation was sent; the longest url, in characters that are not ASCII
    (past a PostgreSQL B-tree entry's limit), is stored and found again."""
    api, _ = mail_api
    key = await api.recruiter_key("Acme")
    test = await make_invite(api, key, question_count=1, types=["single"], title="ML screen")
    varied = (chr(0x4E00 + (n * 7919) % 20000) for n in range(2048 - len(URL) - 1))  # hardly compressible
    longest = URL + "/" + "".join(varied)
    lookups: list[tuple[str, Any]] = []

    def seen(_conn: Any, _cursor: Any, statement: str, parameters: Any, *_args: Any) -> None:
        if "ats_assignments.callback_url =" in statement:
            lookups.append((statement, parameters))

    engine = api.ctx.engine.sync_engine
    event.listen(engine, "before_cursor_execute", seen)
    try:
        first = await send(api, key, test["id"], MEI, url=longest)
        assert first.status_code == 200, first.text
        assert (await send(api, key, test["id"], MEI, url=longest)).json() == first.json()
    finally:
        event.remove(engine, "before_cursor_execute", seen)
    assert len(lookups) == 2
    statement, parameters = lookups[0]
    async with api.ctx.engine.connect() as connection:
        if connection.dialect.name == "sqlite":
            plan = str(
                (await connection.exec_driver_sql(f"EXPLAIN QUERY PLAN {statement}", parameters)).all()
            )
            assert "USING INDEX ix_ats_assignments_org_callback" in plan, plan
        else:  # on a table this small a sequential scan is cheapest: the index is what remains
            await connection.exec_driver_sql("SET enable_seqscan = off")
            plan = str((await connection.exec_driver_sql(f"EXPLAIN {statement}", parameters)).all())
            assert "ix_ats_assignments_callback_hash" in plan, plan
