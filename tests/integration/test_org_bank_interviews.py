"""Interviews drawn from an organisation's uploaded bank, over HTTP with the real index (what is stored on
PostgreSQL too): drawn only from that bank, a bank replaced under a running session (and uploads racing
under one name), key corrections that regrade with the transcript showing both, a session waiting for a
bank still indexing, draft and disputed questions never drawn."""

from __future__ import annotations

import asyncio

import pytest

from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import post_answer, question_view
from tests.helpers.api_flows import start as start_interview
from tests.helpers.banks import (
    ZEPHYR,
    csv_bank,
    upload,
    upload_ready,
    wait_ready,
)


async def test_an_interview_drawn_only_from_an_uploaded_bank(api: Api) -> None:
    acme = api.recruiter(await api.recruiter_key("Acme"))
    bank = await upload_ready(api.client, acme, "zephyr", ZEPHYR, "text/csv")
    keys = {q["id"]: q["key"] for q in bank["items"]}
    response = await api.client.post(
        "/v1/invites",
        json={"question_count": 4, "banks": [bank["id"]], "topics": ["zephyr"], "reveal": "each"},
        headers=acme,
    )
    assert response.status_code == 201, response.text
    assert response.json()["banks"] == [bank["id"]]
    session = await start_interview(api, 4501, response.json()["token"])
    seen = []
    for _ in range(4):
        question = await question_view(api, 4501, session["id"])
        assert question["id"] in keys and "key" not in question
        seen.append(question["id"])
        key = keys[question["id"]]
        result = await post_answer(api, 4501, session["id"], question["id"], {"true": "对"}.get(key, key))
        assert result["verdict"] == "correct", result
    assert sorted(seen) == sorted(keys)
    transcript = (await api.client.get(f"/v1/sessions/{session['id']}/transcript", headers=acme)).json()
    assert transcript["session"]["score"] == 1.0
    assert {a["question_id"] for a in transcript["answers"]} == set(keys)


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_replacing_a_bank_keeps_a_running_session_intact(api: Api) -> None:
    acme = api.recruiter(await api.recruiter_key("Acme"))
    bank = await upload_ready(api.client, acme, "zephyr", ZEPHYR, "text/csv")
    by_id = {q["id"]: q for q in bank["items"]}
    invite = await api.client.post(
        "/v1/invites", json={"question_count": 4, "banks": [bank["id"]], "reveal": "each"}, headers=acme
    )
    session = await start_interview(api, 4601, invite.json()["token"])
    first = await question_view(api, 4601, session["id"])

    replacement = ZEPHYR.replace("Which", "Replaced: which").replace(",B,Set in", ",C,Set in")
    replacement = "\n".join(line for line in replacement.splitlines() if not line.startswith("zq-4")) + "\n"
    replaced = await upload(api.client, acme, "zephyr", replacement, "text/csv")
    assert replaced.status_code == 201 and replaced.json()["id"] == bank["id"]  # same bank, replaced
    now = await wait_ready(api.client, acme, bank["id"])
    assert len(now["items"]) == 3 and all(
        q["stem"].startswith(("Replaced", "zephyrgate")) for q in now["items"]
    )

    for position in range(4):  # the session still shows and grades the questions it was given
        question = await question_view(api, 4601, session["id"])
        if position == 0:
            assert question == first
        original = by_id[question["id"]]
        assert question["stem"] == original["stem"]
        key = original["key"]
        result = await post_answer(api, 4601, session["id"], question["id"], {"true": "对"}.get(key, key))
        assert result["verdict"] == "correct", result
    transcript = (await api.client.get(f"/v1/sessions/{session['id']}/transcript", headers=acme)).json()
    assert {a["question"]["stem"] for a in transcript["answers"]} == {q["stem"] for q in bank["items"]}

    assert (await api.client.delete(f"/v1/banks/{bank['id']}", headers=acme)).status_code == 204
    assert (await api.client.get(f"/v1/banks/{bank['id']}", headers=acme)).status_code == 404
    kept = (await api.client.get(f"/v1/sessions/{session['id']}/transcript", headers=acme)).json()
    assert [a["question"]["stem"] for a in kept["answers"]] == [
        a["question"]["stem"] for a in transcript["answers"]
    ]
    refused = await api.client.post(
        "/v1/invites", json={"question_count": 1, "banks": [bank["id"]]}, headers=acme
    )
    assert refused.status_code == 422


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_a_key_correction_regrades_old_answers_and_the_transcript_shows_both(api: Api) -> None:
    acme = api.recruiter(await api.recruiter_key("Acme"))
    wrong_key = csv_bank(
        "kq-1,single,Which zephyrgate port is the admin port?,7001,7002,7003,7004,A,,zephyr",  # truly: C
    )
    bank = await upload_ready(api.client, acme, "keyed", wrong_key, "text/csv")
    question_id = bank["items"][0]["id"]
    invite = await api.client.post(
        "/v1/invites", json={"question_count": 1, "banks": [bank["id"]], "max_uses": 5}, headers=acme
    )
    sessions = []
    for telegram_id, text in ((4701, "C"), (4702, "A")):
        session = await start_interview(api, telegram_id, invite.json()["token"])
        await post_answer(api, telegram_id, session["id"], question_id, text)
        sessions.append(session["id"])
    before = (await api.client.get(f"/v1/sessions/{sessions[0]}/transcript", headers=acme)).json()
    assert before["answers"][0]["verdict"] == "incorrect"

    patch = {
        "key": "C",
        "erratum": {"what": "the key said 7001", "why": "the admin port is 7003 (zephyrgate.conf)"},
    }
    corrected = await api.client.patch(
        f"/v1/banks/{bank['id']}/questions/{question_id}", json=patch, headers=acme
    )
    assert corrected.status_code == 200, corrected.text
    assert corrected.json()["key"] == "C" and corrected.json()["source_key"] == "A"
    assert corrected.json()["errata"][-1]["problem"] == "the key said 7001"
    regrade = await api.client.post(f"/v1/banks/{bank['id']}/questions/{question_id}/regrade", headers=acme)
    assert regrade.status_code == 200, regrade.text
    assert regrade.json() | {} == {
        "question_id": question_id,
        "answers": 2,
        "regraded": 2,
        "changed": 2,
        "skipped": 0,
    }
    right, wrong = [
        (await api.client.get(f"/v1/sessions/{sid}/transcript", headers=acme)).json() for sid in sessions
    ]
    entry = right["answers"][0]
    assert (entry["verdict"], entry["original"]["verdict"]) == ("correct", "incorrect")
    assert entry["errata"][0]["corrected"] == "C" and "7003" in entry["errata"][0]["justification"]
    assert right["session"]["score"] == 1.0
    assert (wrong["answers"][0]["verdict"], wrong["answers"][0]["original"]["verdict"]) == (
        "incorrect",
        "correct",
    )
    markdown = (
        await api.client.get(f"/v1/sessions/{sessions[0]}/transcript", params={"format": "md"}, headers=acme)
    ).text
    assert "原评分： 错误" in markdown and "7003" in markdown  # the session's language: Chinese

    disputed = {"status": "disputed", "erratum": {"what": "two ports are admin ports", "why": "ambiguous"}}
    assert (
        await api.client.patch(f"/v1/banks/{bank['id']}/questions/{question_id}", json=disputed, headers=acme)
    ).status_code == 200
    await api.client.post(f"/v1/banks/{bank['id']}/questions/{question_id}/regrade", headers=acme)
    wrong = (await api.client.get(f"/v1/sessions/{sessions[1]}/transcript", headers=acme)).json()
    assert wrong["answers"][0]["verdict"] == "ungraded"  # a disputed key marks no one wrong
    assert wrong["answers"][0]["original"]["verdict"] == "correct"  # the first grade is kept


async def test_a_session_waits_for_a_bank_still_indexing(api: Api) -> None:
    from sqlalchemy import update

    from api.services import banks
    from api.store.models import OrgBank

    acme = api.recruiter(await api.recruiter_key("Acme"))
    bank = await upload_ready(api.client, acme, "zephyr", ZEPHYR, "text/csv")
    # "ready" is recorded once the questions can be drawn and again when the indexing task ends: let it
    # end, or its last record could land after the status set below and undo it
    await banks.indexing.drain(api.ctx)
    invite = await api.client.post(
        "/v1/invites", json={"question_count": 2, "banks": [bank["id"]], "max_uses": 2}, headers=acme
    )
    assert invite.status_code == 201, invite.text
    async with api.ctx.sessions.begin() as db:  # as while a replacement of the bank is being indexed
        await db.execute(update(OrgBank).where(OrgBank.id == bank["id"]).values(status="indexing", indexed=1))
    body = {"mode": "interview", "invite_token": invite.json()["token"], "candidate": {"telegram_id": 4801}}
    waiting = await api.client.post("/v1/sessions", json=body, headers=api.candidate(4801))
    assert waiting.status_code == 503 and waiting.headers["retry-after"] == "5"
    assert waiting.json()["reason"] == "bank_indexing" and "1/4" in waiting.json()["detail"]
    async with api.ctx.sessions.begin() as db:
        await db.execute(update(OrgBank).where(OrgBank.id == bank["id"]).values(status="ready", indexed=4))
    started = await api.client.post("/v1/sessions", json=body, headers=api.candidate(4801))
    assert started.status_code == 201, started.text  # the refused start used none of the invite's uses
    assert (await api.client.get(f"/v1/invites/{invite.json()['id']}", headers=acme)).json()["uses"] == 1


async def test_draft_and_disputed_questions_are_never_drawn(api: Api) -> None:
    """The plan draws active questions only: a question set to ``draft`` or ``disputed`` (with its
    erratum) leaves new interviews, and coming back to ``active`` brings it back."""
    acme = api.recruiter(await api.recruiter_key("Acme"))
    bank = await upload_ready(api.client, acme, "zephyr", ZEPHYR, "text/csv")
    by_stem = {name: q["id"] for q in bank["items"] for name in ("zq-1", "zq-2") if q["id"].endswith(name)}
    held = {by_stem["zq-1"]: "draft", by_stem["zq-2"]: "disputed"}
    for question_id, status in held.items():
        body = {"status": status, "erratum": {"what": f"set to {status}", "why": "under review"}}
        patched = await api.client.patch(
            f"/v1/banks/{bank['id']}/questions/{question_id}", json=body, headers=acme
        )
        assert patched.status_code == 200 and patched.json()["status"] == status, patched.text
    await wait_ready(api.client, acme, bank["id"])
    invite = await api.client.post(
        "/v1/invites", json={"question_count": 2, "banks": [bank["id"]], "max_uses": 3}, headers=acme
    )
    assert invite.status_code == 201, invite.text
    for telegram_id in (4901, 4902):
        session = await start_interview(api, telegram_id, invite.json()["token"])
        plan = []
        for _ in range(2):
            question = await question_view(api, telegram_id, session["id"])
            plan.append(question["id"])
            readable = "true" if question["type"] == "truefalse" else "A"  # an answer that is recorded
            await post_answer(api, telegram_id, session["id"], question["id"], readable)
        assert not set(plan) & set(held), plan
    too_many = await api.client.post(
        "/v1/invites", json={"question_count": 3, "banks": [bank["id"]]}, headers=acme
    )
    assert too_many.status_code == 422, too_many.text  # only two active questions remain
    back = {"status": "active", "erratum": {"what": "reviewed", "why": "the key is right"}}
    assert (
        await api.client.patch(f"/v1/banks/{bank['id']}/questions/{by_stem['zq-1']}", json=back, headers=acme)
    ).status_code == 200
    await wait_ready(api.client, acme, bank["id"])
    again = await api.client.post(
        "/v1/invites", json={"question_count": 3, "banks": [bank["id"]]}, headers=acme
    )
    assert again.status_code == 201, again.text


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_uploads_under_one_name_at_once_leave_one_whole_bank(api: Api) -> None:
    """Several uploads of the same name at the same moment, for a new name and then over an existing
    bank: each is stored whole or refused (409), never a 500, and one bank holds exactly one version."""
    acme = api.recruiter(await api.recruiter_key("Acme"))

    def version(n: int) -> str:
        return ZEPHYR.replace("zephyrgate", f"zephyrgate-v{n}")

    for first in (1, 5):  # a name not yet used, then the same name again
        responses = await asyncio.gather(
            *(upload(api.client, acme, "racing", version(n), "text/csv") for n in range(first, first + 4))
        )
        assert {r.status_code for r in responses} <= {201, 409}, [r.text for r in responses]
        stored = [r for r in responses if r.status_code == 201]
        assert stored and len({r.json()["id"] for r in stored}) == 1
        listed = (await api.client.get("/v1/banks", headers=acme)).json()["items"]
        assert [b["name"] for b in listed] == ["racing"]
        bank = await wait_ready(api.client, acme, stored[0].json()["id"])
        versions = {q["stem"].split("zephyrgate-v", 1)[1].split()[0] for q in bank["items"]}
        assert len(bank["items"]) == 4 and len(versions) == 1, versions  # one upload's questions, whole
