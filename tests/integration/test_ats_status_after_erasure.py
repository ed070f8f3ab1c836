"""What an ATS reads of a sent test once the session taken from it is gone or pseudonymised, on SQLite
and PostgreSQL: a recruiter's erasure of the session (``DELETE /v1/sessions/{id}``) answers
``partner_status`` ``erased`` (never ``sent`` again, as if the test had not been taken), with no score
and no profile; ``/forget`` and the retention sweep keep the session, pseudonymised, so the ATS still
reads how it ended."""

from __future__ import annotations

import pytest

from api.services.candidates._data_rights import apply_retention
from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import make_invite, start
from tests.helpers.data_rights import rights_api, rights_index
from tests.helpers.greenhouse import GreenhouseClient

__all__ = ["rights_api", "rights_index"]
pytestmark = pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL

BASE = "/v1/ats/greenhouse"
TID = 815001
HANDLE = "mei_lin_ml"
DAY = 24 * 3600


async def sent_and_started(api: Api) -> tuple[str, GreenhouseClient, str, str]:
    """A test sent to a Telegram handle, started by that person: (key, client, partner id, session id)."""
    key = await api.recruiter_key("Acme")
    test = await make_invite(api, key, question_count=1, types=["single"], title="ML screen")
    greenhouse = GreenhouseClient(api.client, BASE, key)
    sent = await greenhouse.send_test(test["id"], {"first_name": "Mei", "telegram": f"@{HANDLE}"})
    session = await start(api, TID, sent["test_url"].split("start=")[-1], username=HANDLE)
    status = await greenhouse.test_status(sent["partner_interview_id"])
    assert status["partner_status"] == "started"
    return key, greenhouse, sent["partner_interview_id"], str(session["id"])


async def test_an_erased_session_reads_erased_not_sent(rights_api: Api) -> None:
    api = rights_api
    key, greenhouse, interview_id, session_id = await sent_and_started(api)
    erased = await api.client.delete(f"/v1/sessions/{session_id}", headers=api.recruiter(key))
    assert erased.status_code == 204, erased.text
    status = await greenhouse.test_status(interview_id)
    assert status == {
        "partner_status": "erased",
        "partner_profile_url": None,
        "partner_score": None,
        "metadata": {},
    }


async def test_forget_keeps_how_the_session_ended(rights_api: Api) -> None:
    api = rights_api
    _, greenhouse, interview_id, _ = await sent_and_started(api)
    forgotten = await api.client.delete(f"/v1/candidates/{TID}", headers=api.candidate(TID))
    assert forgotten.status_code == 200 and forgotten.json()["interviews_pseudonymised"] == 1
    status = await greenhouse.test_status(interview_id)
    assert status["partner_status"] == "abandoned"  # closed: nobody can answer for a pseudonym
    assert status["metadata"]["session_id"]


async def test_retention_keeps_how_the_session_ended(rights_api: Api) -> None:
    api = rights_api
    key, greenhouse, interview_id, _ = await sent_and_started(api)
    patched = await api.client.patch("/v1/org", json={"retention_days": 1}, headers=api.recruiter(key))
    assert patched.status_code == 200, patched.text
    api.clock.advance(2 * DAY)
    assert await apply_retention(api.ctx) == 1
    assert (await greenhouse.test_status(interview_id))["partner_status"] in ("abandoned", "expired")
