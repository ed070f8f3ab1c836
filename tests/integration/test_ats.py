"""The Greenhouse-shaped assessment API end to end, on SQLite and PostgreSQL, driven by a client written
from Greenhouse's public description of its Assessment Partner API (not from this product's code): list
the tests, send one to a candidate by e-mail or Telegram handle, poll its status until ``complete``
with the score; basic auth per organisation, another organisation's tests and results out of reach.
(The completion callback: tests/integration/test_ats_callback.py.)"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest

from tests.helpers.api_fixtures import Api, api_settings, running_api
from tests.helpers.api_flows import answer, make_invite, question_view, right_answer, start
from tests.helpers.fake_api import fake_index
from tests.helpers.fake_index import FakeQuestionIndex
from tests.helpers.greenhouse import GreenhouseClient
from tests.helpers.smtp import mailbox

__all__ = ["fake_index"]


BASE = "/v1/ats/greenhouse"


@pytest.fixture
async def ats_api(
    migrated_database_url: str, tmp_path: Path, fake_index: FakeQuestionIndex, api_catalog: Any
) -> AsyncIterator[Api]:
    with mailbox() as box:  # a test sent to an e-mail address is mailed (tests/integration/test_ats_mail.py)
        settings = api_settings(
            tmp_path,
            migrated_database_url,
            smtp_url=box.url,
            smtp_starttls=False,
            mail_from="ibot@example.com",
        )
        async with running_api(settings, fake_index, api_catalog) as running:
            yield running


def _token(test_url: str) -> str:
    return parse_qs(urlsplit(test_url).query)["start"][0]


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_greenhouse_lists_sends_and_reads_a_completed_score(ats_api: Api) -> None:
    api = ats_api
    key = await api.recruiter_key("Acme")
    invite = await make_invite(
        api, key, question_count=2, types=["single"], title="Backend screen", reveal="end"
    )
    greenhouse = GreenhouseClient(api.client, BASE, key)
    tests = await greenhouse.list_tests()
    assert tests == [{"partner_test_id": invite["id"], "partner_test_name": "Backend screen"}]
    candidate = {"first_name": "Mei", "last_name": "Lin", "email": "mei@example.com"}
    sent = await greenhouse.send_test(invite["id"], candidate)
    interview_id = sent["partner_interview_id"]
    assert sent["test_url"].startswith("https://t.me/")
    assert (await greenhouse.test_status(interview_id))["partner_status"] == "sent"
    assert [t["partner_test_id"] for t in await greenhouse.list_tests()] == [invite["id"]]  # no copy listed

    session = await start(api, 740001, _token(sent["test_url"]))  # the candidate follows the link
    assert (await greenhouse.test_status(interview_id))["partner_status"] == "started"
    right = 0
    for number in range(2):
        question = await question_view(api, 740001, session["id"])
        text = right_answer(api.catalog.get(question["id"])) if number == 0 else "Z"
        right += number == 0
        done = await answer(api, 740001, session["id"], question["id"], text)
        assert done.status_code in (200, 422), done.text
        if done.status_code == 422:  # "Z" is no option: answer a wrong letter instead
            wrong = next(o for o in question["options"] if o not in api.catalog.get(question["id"]).key_text)
            done = await answer(api, 740001, session["id"], question["id"], wrong)
            assert done.status_code == 200, done.text
    status = await greenhouse.test_status(interview_id)
    transcript = (
        await api.client.get(f"/v1/sessions/{session['id']}/transcript", headers=api.recruiter(key))
    ).json()
    awarded = sum(a["points_awarded"] for a in transcript["answers"])
    total = sum(a["points"] for a in transcript["answers"])
    assert status["partner_status"] == "complete"
    assert status["partner_score"] == pytest.approx(round(100 * awarded / total, 1))
    assert 0 < status["partner_score"] < 100
    assert status["partner_profile_url"].endswith(f"/console/sessions/{session['id']}")
    assert status["metadata"]["answered"] == 2 and status["metadata"]["session_id"] == session["id"]
    await start(api, 740002, _token(sent["test_url"]), expect=410)  # single use: nobody else takes it


async def test_a_telegram_handle_is_enough_and_bad_requests_are_refused(ats_api: Api) -> None:
    api = ats_api
    key = await api.recruiter_key("Acme")
    invite = await make_invite(api, key, question_count=1, types=["single"], title="Quick")
    greenhouse = GreenhouseClient(api.client, BASE, key)
    sent = await greenhouse.send_test(invite["id"], {"first_name": "Wu", "telegram": "@wu_dev"})
    assert (await greenhouse.test_status(sent["partner_interview_id"]))["partner_status"] == "sent"
    token = _token(sent["test_url"])  # a forwarded link: only @wu_dev may take the test
    await start(api, 740010, token, expect=403, username="someone_else")
    await start(api, 740011, token, expect=403)
    await start(api, 740012, token, username="Wu_Dev")
    assert (await greenhouse.test_status(sent["partner_interview_id"]))["partner_status"] == "started"
    await greenhouse.send_test(invite["id"], {"first_name": "Nobody"}, expect=422)
    await greenhouse.send_test(invite["id"], {"email": "not-an-address"}, expect=422)
    await greenhouse.send_test(invite["id"], {"telegram": "@no"}, expect=422)
    await greenhouse.send_test("nonesuch", {"email": "a@example.com"}, expect=404)
    await greenhouse.test_status("nonesuch", expect=404)
    anonymous = await api.client.get(f"{BASE}/list_tests")
    assert anonymous.status_code == 401
    wrong = GreenhouseClient(api.client, BASE, "ibk_wrong_key")
    assert (await api.client.get(f"{BASE}/list_tests", headers=wrong.headers)).status_code == 401


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_an_organisation_sees_only_its_own_tests_and_results(ats_api: Api) -> None:
    api = ats_api
    acme_key, globex_key = await api.recruiter_key("Acme"), await api.recruiter_key("Globex")
    invite = await make_invite(api, acme_key, question_count=1, types=["single"], title="Acme only")
    acme = GreenhouseClient(api.client, BASE, acme_key)
    globex = GreenhouseClient(api.client, BASE, globex_key)
    sent = await acme.send_test(invite["id"], {"email": "x@example.com"})
    assert await globex.list_tests() == []
    await globex.send_test(invite["id"], {"email": "y@example.com"}, expect=404)
    await globex.test_status(sent["partner_interview_id"], expect=404)
    revoked = await api.client.delete(f"/v1/invites/{invite['id']}", headers=api.recruiter(acme_key))
    assert revoked.status_code in (200, 204)
    assert await acme.list_tests() == []
    await acme.send_test(invite["id"], {"email": "z@example.com"}, expect=422)


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_the_result_counts_answered_as_the_summary_does_a_skip_apart(ats_api: Api) -> None:
    api = ats_api
    key = await api.recruiter_key("Acme")
    invite = await make_invite(api, key, question_count=2, types=["single"], title="Skips")
    greenhouse = GreenhouseClient(api.client, BASE, key)
    sent = await greenhouse.send_test(invite["id"], {"email": "skip@example.com"})
    session = await start(api, 740020, _token(sent["test_url"]))
    skipped = await api.client.post(
        f"/v1/sessions/{session['id']}/skip", json={}, headers=api.candidate(740020)
    )
    assert skipped.status_code == 200, skipped.text
    question = await question_view(api, 740020, session["id"])
    done = await answer(
        api, 740020, session["id"], question["id"], right_answer(api.catalog.get(question["id"]))
    )
    assert done.status_code == 200, done.text
    status = await greenhouse.test_status(sent["partner_interview_id"])
    summary = (await api.client.get(f"/v1/sessions/{session['id']}", headers=api.recruiter(key))).json()
    assert status["partner_status"] == "complete" and summary["answered"] == 1
    assert status["metadata"]["answered"] == summary["answered"]
    assert status["metadata"]["points"] == summary["points_awarded"]
    assert status["metadata"]["max_points"] == summary["points"]


async def test_a_refused_caller_is_challenged_for_http_basic(ats_api: Api) -> None:
    """A 401 names the scheme the resource takes (RFC 9110, 11.6.1): the ATS routes take HTTP basic, as
    Greenhouse sends it, but answered a missing or unknown key with the recruiter API's "Bearer"."""
    wrong = GreenhouseClient(ats_api.client, BASE, "ibk_wrong_key").headers
    refusals = [
        await ats_api.client.get(f"{BASE}/list_tests"),
        await ats_api.client.get(f"{BASE}/test_status?partner_interview_id=x", headers=wrong),
        await ats_api.client.post(f"{BASE}/send_test", json={"partner_test_id": "x"}, headers=wrong),
    ]
    assert [(r.status_code, r.headers.get("www-authenticate")) for r in refusals] == [(401, "Basic")] * 3
    recruiter = await ats_api.client.get("/v1/invites")  # the recruiter API's own stays Bearer
    assert (recruiter.status_code, recruiter.headers.get("www-authenticate")) == (401, "Bearer")
