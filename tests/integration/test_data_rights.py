"""Candidate data rights on SQLite and PostgreSQL: the export (/mydata), forgetting (/forget), and an
organisation's retention period applied by the periodic job with the clock moved forward. Bad input (a
retention period out of range, a malformed body, a bad candidate id) is refused before it reaches a store:
those tests run on SQLite alone."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import func, select

from api.services.candidates._data_rights import apply_retention
from api.store.models import Answer, Candidate, InterviewSession, WebhookEvent
from tests.helpers.api_fixtures import Api, api_settings, running_api
from tests.helpers.api_flows import TWO_SHOWN_EACH, make_invite, start
from tests.helpers.data_rights import (
    NAME,
    QUIET,
    USERNAME,
    finished_interview,
    practice_with_a_mistake,
    rights_api,
    rights_index,
    subscribe,
    traces_of,
)
from tests.helpers.fake_index import FakeQuestionIndex
from tests.helpers.polling import polls

__all__ = ["rights_api", "rights_index"]
DAY = 24 * 3600


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_the_export_holds_everything_stored_about_the_candidate(rights_api: Api) -> None:
    api = rights_api
    key = await api.recruiter_key("Acme")
    interview = await finished_interview(api, key, 810001)
    practice = await practice_with_a_mistake(api, 810001)
    chosen = await api.client.patch(
        "/v1/candidates/810001", json={"language": "en"}, headers=api.candidate(810001)
    )
    assert chosen.status_code == 200

    export = await api.client.get("/v1/candidates/810001/data", headers=api.candidate(810001))
    assert export.status_code == 200, export.text
    data = export.json()
    assert data["telegram_id"] == 810001
    assert data["candidate"]["name"] == NAME and data["candidate"]["username"] == USERNAME
    assert data["candidate"]["language"] == "en" and data["candidate"]["language_chosen"] is True
    sessions = {item["session"]["id"]: item for item in data["sessions"]}
    assert set(sessions) == {interview["id"], practice["id"]}
    assert [a["answer"] for a in sessions[interview["id"]]["answers"]] == ["A"]
    assert len(sessions[practice["id"]]["answers"]) == 1
    assert len(data["notebook"]) == 1

    someone_else = await api.client.get("/v1/candidates/810001/data", headers=api.candidate(810002))
    assert someone_else.status_code == 404
    recruiter = await api.client.get("/v1/candidates/810001/data", headers=api.recruiter(key))
    assert recruiter.status_code == 401
    nobody = await api.client.get("/v1/candidates/810009/data", headers=api.candidate(810009))
    assert nobody.status_code == 200
    assert nobody.json()["candidate"] is None and nobody.json()["sessions"] == []


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_a_recruiter_erases_one_session_on_either_store(rights_api: Api) -> None:
    """DELETE /v1/sessions/{id}: the session, its answers and the webhook events that name it go; the
    candidate's other sessions and another candidate's stay; only the owning organisation may."""
    api = rights_api
    key, other = await api.recruiter_key("Acme"), await api.recruiter_key("Globex")
    await subscribe(api, key)
    erased = await finished_interview(api, key, 810011)
    kept_same = await finished_interview(api, key, 810011)
    kept_other = await finished_interview(api, key, 810012)
    path = f"/v1/sessions/{erased['id']}"
    assert (await api.client.delete(path, headers=api.recruiter(other))).status_code == 404
    assert (await api.client.delete(path, headers=api.candidate(810011))).status_code == 401
    assert (await api.client.delete(path, headers=api.recruiter(key))).status_code == 204
    for probe in (path, f"{path}/transcript"):
        assert (await api.client.get(probe, headers=api.recruiter(key))).status_code == 404
    assert (await api.client.delete(path, headers=api.recruiter(key))).status_code == 404
    listed = (await api.client.get("/v1/sessions", headers=api.recruiter(key))).json()["items"]
    assert {item["id"] for item in listed} == {kept_same["id"], kept_other["id"]}
    export = (await api.client.get("/v1/candidates/810011/data", headers=api.candidate(810011))).json()
    assert [item["session"]["id"] for item in export["sessions"]] == [kept_same["id"]]
    async with api.ctx.sessions() as db:
        answers = await db.scalar(
            select(func.count()).select_from(Answer).where(Answer.session_id == erased["id"])
        )
        bodies = (await db.scalars(select(WebhookEvent.body))).all()
    assert answers == 0
    assert bodies and not [body for body in bodies if erased["id"] in body]
    assert [body for body in bodies if kept_other["id"] in body]
    transcript = await api.client.get(
        f"/v1/sessions/{kept_other['id']}/transcript", headers=api.recruiter(key)
    )
    assert transcript.status_code == 200 and [a["answer"] for a in transcript.json()["answers"]] == ["A"]


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_forget_deletes_practice_and_pseudonymises_interviews(rights_api: Api) -> None:
    api = rights_api
    key = await api.recruiter_key("Acme")
    await subscribe(api, key)
    interview = await finished_interview(api, key, 810001)
    await practice_with_a_mistake(api, 810001)
    bystander = await practice_with_a_mistake(api, 810002)
    assert await traces_of(api, 810001)  # the name, the chat id in answer keys, the webhook bodies

    forgotten = await api.client.delete("/v1/candidates/810001", headers=api.candidate(810001))
    assert forgotten.status_code == 200, forgotten.text
    assert forgotten.json() == {
        "practice_sessions_deleted": 1,
        "notebook_cards_deleted": 1,
        "interviews_pseudonymised": 1,
    }
    assert await traces_of(api, 810001) == []
    export = (await api.client.get("/v1/candidates/810001/data", headers=api.candidate(810001))).json()
    assert export["candidate"] is None and export["sessions"] == [] and export["notebook"] == []

    transcript = await api.client.get(
        f"/v1/sessions/{interview['id']}/transcript", headers=api.recruiter(key)
    )
    assert transcript.status_code == 200
    kept = transcript.json()
    assert [a["answer"] for a in kept["answers"]] == ["A"]  # the organisation keeps the answers
    assert kept["session"]["candidate_id"] < 0  # a pseudonym, not the person
    assert kept["session"]["pseudonymised_at"] is not None
    markdown = await api.client.get(
        f"/v1/sessions/{interview['id']}/transcript?format=md", headers=api.recruiter(key)
    )
    assert f"候选人: {kept['session']['candidate_id']}（已化名）" in markdown.text
    page = (
        await api.client.get(
            f"/v1/sessions/{interview['id']}/transcript?format=html", headers=api.recruiter(key)
        )
    ).text
    assert NAME not in page and USERNAME not in page and "810001" not in page
    # the candidate can no longer reach it, and nobody else's data changed
    gone = await api.client.get(f"/v1/sessions/{interview['id']}", headers=api.candidate(810001))
    assert gone.status_code == 404
    other = (await api.client.get("/v1/candidates/810002/data", headers=api.candidate(810002))).json()
    assert [s["session"]["id"] for s in other["sessions"]] == [bystander["id"]] and len(
        other["notebook"]
    ) == 1

    again = await api.client.delete("/v1/candidates/810001", headers=api.candidate(810001))
    assert again.json() == {
        "practice_sessions_deleted": 0,
        "notebook_cards_deleted": 0,
        "interviews_pseudonymised": 0,
    }
    mismatch = await api.client.delete("/v1/candidates/810002", headers=api.candidate(810001))
    assert mismatch.status_code == 404


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_forget_ends_an_interview_in_progress(rights_api: Api) -> None:
    api = rights_api
    key = await api.recruiter_key("Acme")
    invite = await make_invite(api, key, defaults=TWO_SHOWN_EACH, question_count=2, types=["single"])
    session = await start(api, 810003, invite["token"], name=NAME)
    assert (
        await api.client.delete("/v1/candidates/810003", headers=api.candidate(810003))
    ).status_code == 200
    summary = (await api.client.get(f"/v1/sessions/{session['id']}", headers=api.recruiter(key))).json()
    assert summary["status"] == "abandoned" and summary["candidate_id"] < 0
    # the person can start afresh: nothing open is held against them
    again = await start(
        api, 810003, (await make_invite(api, key, defaults=TWO_SHOWN_EACH, question_count=1))["token"]
    )
    assert again["candidate_id"] == 810003


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_retention_pseudonymises_sessions_older_than_the_period(rights_api: Api) -> None:
    api = rights_api
    acme = await api.recruiter_key("Acme")
    beta = await api.recruiter_key("Beta")
    await subscribe(api, acme)
    shown = await api.client.get("/v1/org", headers=api.recruiter(acme))
    assert (
        shown.status_code == 200 and shown.json()["name"] == "Acme" and shown.json()["retention_days"] is None
    )
    set_to = await api.client.patch("/v1/org", json={"retention_days": 30}, headers=api.recruiter(acme))
    assert set_to.status_code == 200 and set_to.json()["retention_days"] == 30
    assert (await api.client.get("/v1/org", headers=api.recruiter(beta))).json()["retention_days"] is None

    old = await finished_interview(api, acme, 810001)
    elsewhere = await finished_interview(api, beta, 810001)  # Beta keeps no retention period
    assert await apply_retention(api.ctx) == 0  # nothing is 30 days old yet

    api.clock.advance(29 * DAY)
    assert await apply_retention(api.ctx) == 0
    api.clock.advance(2 * DAY)  # 31 days after the first interview
    recent = await finished_interview(api, acme, 810002)
    assert await apply_retention(api.ctx) == 1
    assert await apply_retention(api.ctx) == 0  # once only

    transcript = (
        await api.client.get(f"/v1/sessions/{old['id']}/transcript", headers=api.recruiter(acme))
    ).json()
    assert transcript["session"]["candidate_id"] < 0 and [a["answer"] for a in transcript["answers"]] == ["A"]
    mine = (await api.client.get("/v1/candidates/810001/data", headers=api.candidate(810001))).json()
    assert [s["session"]["id"] for s in mine["sessions"]] == [elsewhere["id"]]  # Beta's is still theirs
    assert mine["candidate"]["name"] == NAME  # the person is still Beta's candidate
    fresh = (await api.client.get(f"/v1/sessions/{recent['id']}", headers=api.recruiter(acme))).json()
    assert fresh["candidate_id"] == 810002

    listed = await api.client.get("/v1/sessions", headers=api.recruiter(acme))
    assert {item["candidate_id"] for item in listed.json()["items"]} & {810001} == set()

    off = await api.client.patch("/v1/org", json={"retention_days": None}, headers=api.recruiter(acme))
    assert off.json()["retention_days"] is None
    api.clock.advance(60 * DAY)
    assert await apply_retention(api.ctx) == 0  # turned off: the recent one stays linked


BAD_DAYS: list[Any] = [0, -1, 3651, 10**20, 30.5, "30", "١٢", "３０", True, "3\x000", [30], {"days": 30}]


@pytest.mark.parametrize("days", BAD_DAYS)
async def test_a_bad_retention_period_is_refused_and_changes_nothing(rights_api: Api, days: Any) -> None:
    api = rights_api
    key = api.recruiter(await api.recruiter_key("Acme"))
    assert (await api.client.patch("/v1/org", json={"retention_days": 30}, headers=key)).status_code == 200
    refused = await api.client.patch("/v1/org", json={"retention_days": days}, headers=key)
    assert refused.status_code == 422, refused.text
    assert refused.headers["content-type"].startswith("application/problem+json")
    assert (await api.client.get("/v1/org", headers=key)).json()["retention_days"] == 30


@pytest.mark.parametrize(
    "raw",
    [
        b'{"retention_days": NaN}',
        b'{"retention_days": 1e400}',
        b'{"retention_\\u0000days": 30}',
        b"\x00",
        b"{",
    ],
)
async def test_malformed_org_settings_bodies_are_refused(rights_api: Api, raw: bytes) -> None:
    api = rights_api
    key = api.recruiter(await api.recruiter_key("Acme"))
    refused = await api.client.patch(
        "/v1/org", content=raw, headers={**key, "Content-Type": "application/json"}
    )
    assert 400 <= refused.status_code < 500, refused.text
    assert (await api.client.get("/v1/org", headers=key)).json()["retention_days"] is None
    no_key = await api.client.patch("/v1/org", json={"retention_days": 30})
    assert no_key.status_code == 401


@pytest.mark.postgresql_only  # two replicas on one store: SQLite's is one process's file
async def test_two_replicas_on_postgresql_pseudonymise_each_session_once(
    migrated_database_url: str, tmp_path: Path, api_catalog: Any, rights_index: FakeQuestionIndex
) -> None:
    url = migrated_database_url
    index = rights_index
    one = api_settings(tmp_path / "a", url, **QUIET)
    two = api_settings(tmp_path / "b", url, **QUIET)
    async with running_api(one, index, api_catalog) as first, running_api(two, index, api_catalog) as second:
        key = await first.recruiter_key("Acme")
        invite = await make_invite(
            first, key, defaults=TWO_SHOWN_EACH, question_count=1, types=["single"], max_uses=None
        )
        for number in range(40):
            await start(first, 811000 + number, invite["token"], name=f"{NAME} {number}")
        await first.client.patch("/v1/org", json={"retention_days": 7}, headers=first.recruiter(key))
        for api in (first, second):
            api.clock.advance(8 * DAY)
        done = await asyncio.gather(*(apply_retention(api.ctx) for api in (first, second, first, second)))
        async with first.ctx.sessions() as db:
            pseudonyms = await db.scalar(
                select(func.count()).select_from(Candidate).where(Candidate.telegram_id < 0)
            )
            linked = await db.scalar(
                select(func.count()).select_from(InterviewSession).where(InterviewSession.candidate_id > 0)
            )
    assert sum(done) == 40, done
    assert pseudonyms == 40 and linked == 0


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_the_service_runs_the_retention_job_by_itself(
    migrated_database_url: str, tmp_path: Path, api_catalog: Any, rights_index: FakeQuestionIndex
) -> None:
    """No call from the test: the job started in the app's lifespan notices the moved clock."""
    settings = api_settings(tmp_path, migrated_database_url, **{**QUIET, "retention_interval_s": 0.2})
    async with running_api(settings, rights_index, api_catalog) as api:
        key = await api.recruiter_key("Acme")
        session = await finished_interview(api, key, 810005)
        await api.client.patch("/v1/org", json={"retention_days": 1}, headers=api.recruiter(key))
        path = f"/v1/sessions/{session['id']}"
        api.clock.advance(DAY + 60)
        async for _ in polls(0.1):
            summary = (await api.client.get(path, headers=api.recruiter(key))).json()
            if summary["candidate_id"] != 810005:
                break
        assert summary["candidate_id"] < 0 and summary["answered"] == 1


@pytest.mark.parametrize("who", ["١٢", "１２", "0", "-5", "12%00", "4503599627370496", "abc"])
async def test_a_bad_candidate_id_in_the_path_is_refused(rights_api: Api, who: str) -> None:
    api = rights_api
    for method in ("GET", "DELETE"):
        path = f"/v1/candidates/{who}/data" if method == "GET" else f"/v1/candidates/{who}"
        refused = await api.client.request(method, path, headers=api.candidate(12))
        assert 400 <= refused.status_code < 500 and refused.status_code != 404, (method, refused.text)
