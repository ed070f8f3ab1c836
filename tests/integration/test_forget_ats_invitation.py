"""The invitation e-mail an ATS's test was sent as (the outbox's ``ats.invitation`` event: the person's
name and address in its headers, their name in its greeting) goes with the person: ``/forget``, the
retention sweep and a recruiter's erasure of the session taken from it leave no copy of it in the store,
on SQLite and PostgreSQL. Another person's invitation, sent from the same test, stays."""

from __future__ import annotations

import pytest

from api.services.candidates._data_rights import apply_retention
from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import make_invite, start
from tests.helpers.data_rights import mail_api, rights_index, store_holding
from tests.helpers.greenhouse import GreenhouseClient
from tests.helpers.smtp import Mailbox
from tests.helpers.webhooks import outbox_settled
from tests.integration.test_ats import BASE

__all__ = ["mail_api", "rights_index"]
pytestmark = pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL

TID = 813001
PERSON = {"first_name": "Weiming", "last_name": "Zhang", "email": "zhang.weiming@example.com"}
BYSTANDER = {"first_name": "Mei", "last_name": "Lin", "email": "mei.lin@example.com"}
DAY = 24 * 3600


async def invited_and_started(api: Api, box: Mailbox) -> tuple[str, str]:
    """Two people sent the same test by e-mail (both delivered); the first starts it. Returns the key and
    the started session's id."""
    key = await api.recruiter_key("Acme")
    test = await make_invite(api, key, question_count=1, types=["single"], title="ML screen")
    greenhouse = GreenhouseClient(api.client, BASE, key)
    sent = await greenhouse.send_test(test["id"], PERSON)
    await greenhouse.send_test(test["id"], BYSTANDER)
    assert await outbox_settled(api, "email") == {"delivered": 2}
    assert sorted(mail.recipients[0] for mail in box.messages()) == [BYSTANDER["email"], PERSON["email"]]
    session = await start(api, TID, sent["test_url"].split("start=")[-1], name="Li")
    before = await store_holding(api, PERSON["email"])
    assert any(trace.startswith("webhook_events.body") for trace in before), before
    return key, str(session["id"])


async def assert_only_the_bystander_is_left(api: Api) -> None:
    assert await store_holding(api, PERSON["email"], "Weiming") == []
    assert "webhook_events.body: mei.lin@example.com" in await store_holding(api, BYSTANDER["email"])


async def test_forget_leaves_no_invitation_e_mail(mail_api: tuple[Api, Mailbox]) -> None:
    api, box = mail_api
    await invited_and_started(api, box)
    forgotten = await api.client.delete(f"/v1/candidates/{TID}", headers=api.candidate(TID))
    assert forgotten.status_code == 200 and forgotten.json()["interviews_pseudonymised"] == 1
    await assert_only_the_bystander_is_left(api)


async def test_retention_leaves_no_invitation_e_mail(mail_api: tuple[Api, Mailbox]) -> None:
    api, box = mail_api
    key, _ = await invited_and_started(api, box)
    patched = await api.client.patch("/v1/org", json={"retention_days": 1}, headers=api.recruiter(key))
    assert patched.status_code == 200, patched.text
    api.clock.advance(2 * DAY)
    assert await apply_retention(api.ctx) == 1
    await assert_only_the_bystander_is_left(api)


async def test_erasing_the_session_leaves_no_invitation_e_mail(mail_api: tuple[Api, Mailbox]) -> None:
    api, box = mail_api
    key, session_id = await invited_and_started(api, box)
    erased = await api.client.delete(f"/v1/sessions/{session_id}", headers=api.recruiter(key))
    assert erased.status_code == 204, erased.text
    await assert_only_the_bystander_is_left(api)
