"""A whole interview through the HTTP API (SQLite, real index): invites, answers,
idempotent replay, reveal policies, transcripts, resume after a restart."""

from __future__ import annotations

import asyncio
import csv
import io
import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from tests.helpers.api_fixtures import Api, api_settings, running_api
from tests.helpers.api_flows import (
    CHOICE_TYPES,
    WRONG,
    answer,
    make_invite,
    right_answer,
    start,
    wrong_answer,
)

SVG_NS = "http://www.w3.org/2000/svg"  # the inline chart's namespace, not a link


async def test_full_interview_with_grades_revealed_at_the_end(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    invite = await make_invite(api, key, max_uses=5)
    assert invite["deep_link"] == f"https://t.me/acme_interview_bot?start={invite['token']}"
    assert len(invite["token"]) <= 64 and all(c.isalnum() or c in "_-" for c in invite["token"])

    session = await start(api, 1001, invite["token"])
    assert (session["mode"], session["status"], session["position"], session["total"]) == (
        "interview",
        "active",
        0,
        3,
    )
    seen = []
    for position in range(3):
        current = (
            await api.client.get(f"/v1/sessions/{session['id']}/current", headers=api.candidate(1001))
        ).json()
        assert current["position"] == position and current["status"] == "active"
        shown = current["question"]
        assert set(shown) >= {"id", "type", "stem", "options", "points"} and "key" not in shown
        question = api.catalog[shown["id"]]
        assert question.status == "active" and question.type in CHOICE_TYPES
        text = right_answer(question) if position != 1 else wrong_answer(question)
        response = await answer(api, 1001, session["id"], shown["id"], f"  {text} ", f"k{position}")
        assert response.status_code == 200, response.text
        result = response.json()
        assert result["revealed"] is False and result["verdict"] is None and result["explanation"] is None
        seen.append(shown["id"])
    assert len(set(seen)) == 3
    final = (
        await api.client.get(f"/v1/sessions/{session['id']}/current", headers=api.candidate(1001))
    ).json()
    assert final["status"] == "finished" and final["question"] is None
    assert final["report"]["score"] is not None  # "end": revealed once finished

    summary = (await api.client.get(f"/v1/sessions/{session['id']}", headers=api.recruiter(key))).json()
    assert summary["status"] == "finished" and summary["answered"] == 3
    assert summary["points"] == sum(api.catalog[q].points for q in seen)
    assert summary["per_topic"] and {"topic", "score"} <= set(summary["per_topic"][0])

    transcript = (
        await api.client.get(f"/v1/sessions/{session['id']}/transcript", headers=api.recruiter(key))
    ).json()
    assert [a["question_id"] for a in transcript["answers"]] == seen
    first, second = transcript["answers"][0], transcript["answers"][1]
    assert first["answer"].strip() == right_answer(api.catalog[seen[0]]) and first["answer"].startswith("  ")
    assert first["verdict"] == "correct" and first["score"] == 1.0 and first["rationale"]
    assert second["verdict"] in WRONG and second["score"] < 1.0
    assert abs(summary["points_awarded"] - sum(a["points_awarded"] for a in transcript["answers"])) < 1e-6
    assert first["question"]["stem"] == api.catalog[seen[0]].stem and first["time_taken_ms"] >= 0
    assert first["explanation"]["key"] and first["explanation"]["question_id"] == seen[0]
    assert all(r["question_id"] for r in first["explanation"]["related"])

    for fmt, media in (("md", "text/markdown"), ("csv", "text/csv"), ("html", "text/html")):
        response = await api.client.get(
            f"/v1/sessions/{session['id']}/transcript", params={"format": fmt}, headers=api.recruiter(key)
        )
        assert response.status_code == 200 and response.headers["content-type"].startswith(media)
        assert seen[0] in response.text
    rows = list(
        csv.DictReader(
            io.StringIO(
                (
                    await api.client.get(
                        f"/v1/sessions/{session['id']}/transcript",
                        params={"format": "csv"},
                        headers=api.recruiter(key),
                    )
                ).text
            )
        )
    )
    assert [row["verdict"] for row in rows] == [first["verdict"], second["verdict"], "correct"]
    page = (
        await api.client.get(
            f"/v1/sessions/{session['id']}/transcript", params={"format": "html"}, headers=api.recruiter(key)
        )
    ).text
    assert '<svg class="chart"' in page and "<script" not in page
    assert "http://" not in page.replace(SVG_NS, "")


async def test_reveal_each_replay_and_wrong_question(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    invite = await make_invite(api, key, reveal="each", question_count=2)
    session = await start(api, 2002, invite["token"])
    current = (
        await api.client.get(f"/v1/sessions/{session['id']}/current", headers=api.candidate(2002))
    ).json()
    qid = current["question"]["id"]
    question = api.catalog[qid]
    wrong_q = await answer(api, 2002, session["id"], "seed999-99", "A", "x")
    assert wrong_q.status_code == 409 and wrong_q.headers["content-type"] == "application/problem+json"
    first = await answer(api, 2002, session["id"], qid, right_answer(question), "same-key")
    assert first.status_code == 200 and first.json()["verdict"] == "correct" and first.json()["revealed"]
    replay = await answer(api, 2002, session["id"], qid, wrong_answer(question), "same-key")
    assert replay.status_code == 200 and replay.json()["replayed"] is True
    assert {k: v for k, v in replay.json().items() if k not in ("replayed", "next")} == {
        k: v for k, v in first.json().items() if k not in ("replayed", "next")
    }
    again = await answer(api, 2002, session["id"], qid, right_answer(question), "another-key")
    assert again.status_code == 409  # one attempt per question
    open_qid = first.json()["next"]["question"]["id"]  # the key used again for the open question: a replay
    reused = await answer(api, 2002, session["id"], open_qid, right_answer(api.catalog[open_qid]), "same-key")
    assert reused.status_code == 200 and reused.json()["replayed"] is True
    assert reused.json()["question_id"] == qid and reused.json()["next"]["question"]["id"] == open_qid
    transcript = (
        await api.client.get(f"/v1/sessions/{session['id']}/transcript", headers=api.recruiter(key))
    ).json()
    assert len(transcript["answers"]) == 1 and transcript["answers"][0]["answer"] == right_answer(question)
    hint = await api.client.post(f"/v1/sessions/{session['id']}/hint", headers=api.candidate(2002))
    assert hint.status_code == 409  # no hints in an interview
    # the detail in the request's language, as every problem's; the prompt in the session's (Chinese)
    assert hint.json()["detail"] == "no hints in an interview" and hint.json()["reason"] == "interview"
    assert hint.json()["prompt"] == "面试模式不提供提示。"
    zh = {**api.candidate(2002), "Accept-Language": "zh"}
    assert (await api.client.post(f"/v1/sessions/{session['id']}/hint", headers=zh)).json()["detail"] == (
        "面试模式不提供提示"
    )


async def test_reveal_never_hides_grades_from_the_candidate(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    invite = await make_invite(api, key, reveal="never", question_count=1)
    session = await start(api, 3003, invite["token"])
    current = (
        await api.client.get(f"/v1/sessions/{session['id']}/current", headers=api.candidate(3003))
    ).json()
    question = api.catalog[current["question"]["id"]]
    result = (await answer(api, 3003, session["id"], question.id, right_answer(question), "k")).json()
    assert result["verdict"] is None and result["next"]["status"] == "finished"
    mine = (
        await api.client.get(f"/v1/sessions/{session['id']}/transcript", headers=api.candidate(3003))
    ).json()
    assert mine["answers"][0]["verdict"] is None and mine["session"]["score"] is None
    theirs = (
        await api.client.get(f"/v1/sessions/{session['id']}/transcript", headers=api.recruiter(key))
    ).json()
    assert theirs["answers"][0]["verdict"] == "correct" and theirs["session"]["score"] == 1.0


async def test_expired_exhausted_revoked_and_unknown_invites(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    expired = await make_invite(api, key, expires_at=(api.clock() + timedelta(minutes=1)).isoformat())
    api.clock.advance(120)
    problem = await start(api, 4004, expired["token"], expect=410)
    assert problem["reason"] == "expired" and problem["status"] == 410
    once = await make_invite(api, key, max_uses=1)
    await start(api, 4004, once["token"])
    assert (await start(api, 4005, once["token"], expect=410))["reason"] == "exhausted"
    revoked = await make_invite(api, key)
    deleted = await api.client.delete(f"/v1/invites/{revoked['id']}", headers=api.recruiter(key))
    assert deleted.status_code == 204
    assert (await start(api, 4006, revoked["token"], expect=410))["reason"] == "revoked"
    await start(api, 4006, "no-such-token", expect=404)
    listed = (await api.client.get("/v1/invites", headers=api.recruiter(key))).json()
    by_id = {item["id"]: item for item in listed["items"]}
    assert by_id[once["id"]]["uses"] == 1 and by_id[revoked["id"]]["revoked"] is True


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_an_invite_that_would_expire_before_its_first_use_is_refused(api: Api) -> None:
    """An expiry already past (or now) is a typo the recruiter hears of at once (422 naming it), not
    from candidates turned away (410); nothing is created."""
    key = api.recruiter(await api.recruiter_key("Acme"))
    for past in (api.clock() - timedelta(hours=7), api.clock(), datetime(2020, 1, 1, tzinfo=UTC)):
        body = {"question_count": 1, "expires_at": past.isoformat()}
        refused = await api.client.post("/v1/invites", json=body, headers=key)
        assert refused.status_code == 422 and "expires_at" in refused.text, refused.text
    assert (await api.client.get("/v1/invites", headers=key)).json()["items"] == []
    # a minute ahead: still soon, and not already past when a busy machine takes a second to serve it
    soon = {"question_count": 1, "expires_at": (api.clock() + timedelta(minutes=1)).isoformat()}
    assert (await api.client.post("/v1/invites", json=soon, headers=key)).status_code == 201


async def test_late_answers_are_recorded_as_timed_out_and_total_limit_expires(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    invite = await make_invite(
        api, key, question_count=3, time_limit_s=30, total_time_limit_s=100, reveal="each"
    )
    session = await start(api, 5005, invite["token"])
    current = (
        await api.client.get(f"/v1/sessions/{session['id']}/current", headers=api.candidate(5005))
    ).json()
    assert current["deadline"] is not None
    question = api.catalog[current["question"]["id"]]
    api.clock.advance(45)
    late = (await answer(api, 5005, session["id"], question.id, right_answer(question), "late")).json()
    assert late["timed_out"] is True and late["score"] == 0.0 and late["verdict"] == "invalid"
    api.clock.advance(120)
    current = (
        await api.client.get(f"/v1/sessions/{session['id']}/current", headers=api.candidate(5005))
    ).json()
    assert current["status"] == "expired" and current["question"] is None
    on_screen = api.catalog[late["next"]["question"]["id"]]  # shown when the time ran out
    last = await answer(api, 5005, session["id"], on_screen.id, right_answer(on_screen), "after-expiry")
    assert last.status_code == 409 and last.json()["status_now"] == "expired"  # nothing recorded after
    skip = await api.client.post(f"/v1/sessions/{session['id']}/skip", json={}, headers=api.candidate(5005))
    assert skip.status_code == 409
    transcript = (
        await api.client.get(f"/v1/sessions/{session['id']}/transcript", headers=api.recruiter(key))
    ).json()
    assert [a["question_id"] for a in transcript["answers"]] == [question.id]
    entry = transcript["answers"][0]
    assert (
        entry["timed_out"] and entry["answer"] == right_answer(question) and entry["time_taken_ms"] >= 45_000
    )
    assert transcript["session"]["status"] == "expired"


async def test_resume_after_a_restart(api: Api, tmp_path: Any, real_index: Any, api_catalog: Any) -> None:
    key = await api.recruiter_key("Acme")
    invite = await make_invite(api, key, question_count=2)
    session = await start(api, 6006, invite["token"])
    current = (
        await api.client.get(f"/v1/sessions/{session['id']}/current", headers=api.candidate(6006))
    ).json()
    question = api.catalog[current["question"]["id"]]
    await answer(api, 6006, session["id"], question.id, right_answer(question), "k1")
    settings = api_settings(tmp_path, api.settings.database_url)
    async with running_api(settings, real_index, api_catalog) as restarted:  # a second process, same store
        resumed = await start(restarted, 6006, invite["token"], expect=200)
        assert resumed["id"] == session["id"] and resumed["position"] == 1 and resumed["resumed"] is True
        mine = (
            await restarted.client.get("/v1/candidates/6006/sessions", headers=api.candidate(6006))
        ).json()
        assert [item["id"] for item in mine["items"]] == [session["id"]]
        other = uuid.uuid4().int % 10**9
        assert (
            await restarted.client.get("/v1/candidates/6006/sessions", headers=api.candidate(other))
        ).status_code == 404
    finished = await api.client.post(f"/v1/sessions/{session['id']}/finish", headers=api.candidate(6006))
    assert finished.json()["status"] == "finished"
    again = await start(api, 6006, invite["token"], expect=409)  # one attempt per invite
    assert again["session_id"] == session["id"]


async def test_a_question_removed_from_the_bank_is_passed_over(
    api: Api, tmp_path: Any, real_index: Any, api_catalog: Any
) -> None:
    from bank.catalog import Catalog
    from bank.model import Bank

    key = await api.recruiter_key("Acme")
    invite = await make_invite(api, key, question_count=2, reveal="each")
    session = await start(api, 7070, invite["token"])
    current = (
        await api.client.get(f"/v1/sessions/{session['id']}/current", headers=api.candidate(7070))
    ).json()
    gone = current["question"]["id"]
    smaller = Catalog(
        Bank(id=b.id, title=b.title, questions=[q for q in b.questions if q.id != gone])
        for b in api_catalog.banks
    )
    async with running_api(api_settings(tmp_path, api.settings.database_url), real_index, smaller) as changed:
        now = (
            await changed.client.get(f"/v1/sessions/{session['id']}/current", headers=api.candidate(7070))
        ).json()
        assert now["position"] == 1 and now["question"]["id"] != gone
        transcript = (
            await changed.client.get(f"/v1/sessions/{session['id']}/transcript", headers=api.recruiter(key))
        ).json()
    (entry,) = transcript["answers"]
    assert entry["question_id"] == gone and entry["skipped"] and entry["points"] == 0.0


async def test_a_mid_session_answer_is_one_transaction_of_few_statements(api: Api) -> None:
    """The answer turn's statements, counted: the session locked with the idempotency key looked up in
    the same statement, the answer inserted, the session advanced; nothing read twice, nothing lazy."""
    from sqlalchemy import event

    key = await api.recruiter_key("Acme")
    invite = await make_invite(api, key)
    session = await start(api, 9101, invite["token"])
    current = (
        await api.client.get(f"/v1/sessions/{session['id']}/current", headers=api.candidate(9101))
    ).json()
    question = api.catalog[current["question"]["id"]]
    # read at leisure: a right answer to a long question within moments is flagged, and its flag's
    # webhook check is a statement more (the plan is drawn at random: this failed now and then)
    api.clock.advance(120)
    statements: list[str] = []
    request = asyncio.current_task()  # the app runs in it (httpx's ASGI transport)

    def seen(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        if asyncio.current_task() is request:  # not the webhook worker's poll, woken by an earlier commit
            statements.append(" ".join(statement.split()[:4]))

    event.listen(api.ctx.engine.sync_engine, "before_cursor_execute", seen)
    try:
        result = await answer(api, 9101, session["id"], question.id, right_answer(question), "k1")
    finally:
        event.remove(api.ctx.engine.sync_engine, "before_cursor_execute", seen)
    assert result.status_code == 200 and result.json()["next"]["status"] == "active"
    # on either store: no other turn held the session, so its key as first looked up holds; SQLite took
    # no row lock, so the turn's first write is the session's compare-and-set (``turns.claim_session``)
    if api.ctx.engine.dialect.name == "sqlite":
        expected = ["SELECT sessions.seq", "UPDATE sessions SET", "INSERT INTO answers"]
    else:
        expected = ["SELECT sessions.seq", "INSERT INTO answers", "UPDATE sessions SET"]
    assert len(statements) == len(expected) and all(map(str.startswith, statements, expected)), statements
