"""``/forget`` and the retention sweep leave nothing of the person in any column of the store, on SQLite
and PostgreSQL, for a candidate who left every kind of trace: sent a test by an ATS (e-mail, handle,
name, application id), an answer held for confirmation (its key holds the chat id), xAPI statements
waiting for the LRS (their learner is one account per person), a forwarded message and an edited
answer. Before, the export shows all of it to the candidate."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from api.services.candidates._data_rights import apply_retention
from api.services.outbox import actor_name
from api.store.models import InterviewSession, WebhookEvent
from tests.helpers.api_fixtures import Api, api_settings, running_api
from tests.helpers.api_flows import answer, current_question, make_invite, set_plan, start
from tests.helpers.data_rights import (
    NAME,
    QUIET,
    USERNAME,
    finished_interview,
    rights_index,
    store_holding,
    subscribe,
    traces_of,
)
from tests.helpers.fake_index import FakeQuestionIndex
from tests.helpers.greenhouse import basic

__all__ = ["rights_index"]
pytestmark = pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL

TID = 812001
EMAIL, APPLICATION = "zhang.weiming@example.com", "77123456"
HANDLE = USERNAME  # the ATS names the Telegram handle the test is for
CALC, SENTENCE = "seed000-30", "我算出来是 464 GB"  # right, read from a sentence: held to confirm
FORWARDED, EDITED = "转发来的一段话", "改过的答案 B"
DAY = 24 * 3600


@pytest.fixture
async def xapi_api(
    migrated_database_url: str, tmp_path: Path, api_catalog: Any, rights_index: FakeQuestionIndex
) -> AsyncIterator[Api]:
    """The real app whose xAPI statements wait in the outbox (the LRS is not reached in the test)."""
    settings = api_settings(tmp_path, migrated_database_url, **QUIET, xapi_url="http://127.0.0.1:9/lrs")
    async with running_api(settings, rights_index, api_catalog) as running:
        yield running


async def every_trace(api: Api) -> str:
    """An interview sent by an ATS with an answer held, a finished one with an edited answer, and a
    forwarded message: returns the held interview's id."""
    key = await api.recruiter_key("Acme")
    await subscribe(api, key)
    await finished_interview(api, key, TID)  # its answer's key: msg:<TID>:41
    edited = {"kind": "edited", "idempotency_key": f"msg:{TID}:41", "text": EDITED}
    signal = await api.client.post(f"/v1/candidates/{TID}/signals", json=edited, headers=api.candidate(TID))
    assert signal.status_code == 200 and signal.json()["refused"], signal.text
    test = await make_invite(api, key, question_count=2, title="ML screen")
    person = {"first_name": "Weiming", "last_name": "Zhang", "email": EMAIL, "telegram": HANDLE}
    body = {"partner_test_id": test["id"], "candidate": person, "greenhouse_application_id": int(APPLICATION)}
    response = await api.client.post(
        "/v1/ats/greenhouse/send_test", json=body, headers={"Authorization": basic(key)}
    )
    assert response.status_code == 200, response.text
    sent = response.json()
    session = await start(api, TID, sent["test_url"].split("start=")[-1], name=NAME, username=USERNAME)
    await set_plan(api, session["id"], [CALC, "seed000-01"])
    await current_question(api, TID, session["id"])
    held = await answer(api, TID, session["id"], CALC, SENTENCE, f"msg:{TID}:55", confirm=False)
    assert held.status_code == 202, held.text
    forwarded = {"kind": "forwarded", "text": FORWARDED}
    signal = await api.client.post(
        f"/v1/candidates/{TID}/signals", json=forwarded, headers=api.candidate(TID)
    )
    assert signal.status_code == 200 and signal.json()["refused"], signal.text
    return str(session["id"])


async def learners(api: Api) -> dict[str, set[str]]:
    """The xAPI learner of each session's statements."""
    async with api.ctx.sessions() as db:
        rows = (
            await db.execute(
                select(WebhookEvent.session_id, WebhookEvent.body).where(
                    WebhookEvent.type.startswith("xapi.")
                )
            )
        ).all()
    found: dict[str, set[str]] = {}
    for session_id, body in rows:
        found.setdefault(str(session_id), set()).add(json.loads(body)["actor"]["account"]["name"])
    return found


async def test_the_export_shows_what_the_ats_sent_the_held_answer_and_the_flagged_texts(
    xapi_api: Api,
) -> None:
    api = xapi_api
    held = await every_trace(api)
    export = await api.client.get(f"/v1/candidates/{TID}/data", headers=api.candidate(TID))
    assert export.status_code == 200, export.text
    data = export.json()
    [ats] = data["ats"]
    assert (ats["session_id"], ats["email"], ats["telegram_username"]) == (held, EMAIL, HANDLE)
    assert (ats["name"], ats["application_id"]) == ("Weiming Zhang", APPLICATION)
    assert [(h["session_id"], h["question_id"], h["answer"]) for h in data["held_answers"]] == [
        (held, CALC, SENTENCE)
    ]
    assert sorted((f["kind"], f["text"]) for f in data["flagged_texts"]) == [
        ("edited", EDITED),
        ("forwarded", FORWARDED),
    ]


async def test_forget_leaves_no_column_naming_the_person(xapi_api: Api) -> None:
    api = xapi_api
    await every_trace(api)
    before = await traces_of(api, TID, EMAIL, HANDLE, APPLICATION, f"msg:{TID}:55")
    for where in ("ats_assignments.email", "sessions.pending", "webhook_events.body"):
        assert any(trace.startswith(where) for trace in before), (where, before)

    forgotten = await api.client.delete(f"/v1/candidates/{TID}", headers=api.candidate(TID))
    assert forgotten.status_code == 200 and forgotten.json()["interviews_pseudonymised"] == 2

    assert await traces_of(api, TID, EMAIL, HANDLE, APPLICATION, f"msg:{TID}:55") == []
    await assert_statements_name_their_pseudonyms(api)


async def test_retention_leaves_no_column_linking_the_sessions_to_the_person(xapi_api: Api) -> None:
    api = xapi_api
    await every_trace(api)
    key = await api.recruiter_key("Acme")
    assert (
        await api.client.patch("/v1/org", json={"retention_days": 30}, headers=api.recruiter(key))
    ).status_code == 200
    api.clock.advance(31 * DAY)
    assert await apply_retention(api.ctx) == 2

    # the candidate's own record stays (they still use the bot); nothing else names them
    left = await traces_of(api, TID, EMAIL, HANDLE, APPLICATION, f"msg:{TID}:55")
    assert {trace.split(":")[0] for trace in left} == {
        "candidates.telegram_id",
        "candidates.name",
        "candidates.username",
    }
    assert await store_holding(api, NAME, skip=frozenset({"candidates"})) == []
    await assert_statements_name_their_pseudonyms(api)


async def assert_statements_name_their_pseudonyms(api: Api) -> None:
    """Each pseudonymised session's statements, sent or waiting, name its own pseudonym's learner: two
    sessions of the person are not linkable through them."""
    async with api.ctx.sessions() as db:
        owners = dict((await db.execute(select(InterviewSession.id, InterviewSession.candidate_id))).all())
    found = await learners(api)
    assert len(found) == 2 and all(owners[session] < 0 for session in found)
    assert found == {session: {actor_name(api.ctx.service_token, owners[session])} for session in found}
