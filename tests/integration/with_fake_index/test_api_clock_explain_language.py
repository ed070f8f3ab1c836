"""The interview clock starts when the first question is served; /related explains the last answered
question within the reveal rules; the candidate's language lives in the API; the summary carries the
time limits and the answer that ends a session carries the final report (the app on SQLite with the
in-memory index)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import (
    answer,
    current_question,
    make_invite,
    right_answer,
    start,
    start_practice,
)


def at(value: str) -> datetime:
    return datetime.fromisoformat(value.replace("Z", "+00:00"))


async def get(api: Api, telegram_id: int, path: str) -> Any:
    return await api.client.get(path, headers=api.candidate(telegram_id))


async def test_the_clock_starts_when_the_first_question_is_served(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    invite = await make_invite(
        api, key, question_count=2, time_limit_s=30, total_time_limit_s=100, reveal="each"
    )
    session = await start(api, 1101, invite["token"])
    assert session["started_at"] is None and session["deadline"] is None and session["created_at"]
    assert (session["time_limit_s"], session["total_time_limit_s"]) == (30, 100)
    # deadlines are compared with the clock read after the response: only the test's moves move it, not
    # the real seconds a loaded machine spends between the serving and the reading
    api.clock.stop()

    api.clock.advance(300)  # reading the rules for five minutes: longer than the whole limit
    summary = (await get(api, 1101, f"/v1/sessions/{session['id']}")).json()
    assert summary["status"] == "active" and summary["started_at"] is None

    first = (await get(api, 1101, f"/v1/sessions/{session['id']}/current")).json()
    served = api.clock()
    assert abs((at(first["deadline"]) - served).total_seconds() - 30) < 1
    api.clock.advance(10)
    again = (await get(api, 1101, f"/v1/sessions/{session['id']}/current")).json()
    assert again["deadline"] == first["deadline"]  # a later fetch changes nothing
    summary = (await get(api, 1101, f"/v1/sessions/{session['id']}")).json()
    assert abs((at(summary["deadline"]) - served).total_seconds() - 100) < 1
    assert at(summary["started_at"]) > at(summary["created_at"])

    question = api.catalog[first["question"]["id"]]
    result = (await answer(api, 1101, session["id"], question.id, right_answer(question), "c1")).json()
    assert result["timed_out"] is False and result["verdict"] == "correct"
    assert 9_000 <= result["time_taken_ms"] < 30_000
    second = result["next"]  # served with the result: its own 30 s start now
    assert abs((at(second["deadline"]) - api.clock()).total_seconds() - 30) < 1
    api.clock.advance(20)
    later = (await get(api, 1101, f"/v1/sessions/{session['id']}/current")).json()
    assert later["deadline"] == second["deadline"]


async def test_an_answer_before_any_fetch_starts_the_clock_then(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    invite = await make_invite(api, key, question_count=1, time_limit_s=30, reveal="each")
    session = await start(api, 1102, invite["token"])
    api.clock.advance(120)
    recorded = (
        await api.client.get(f"/v1/sessions/{session['id']}/transcript", headers=api.recruiter(key))
    ).json()["answers"]
    assert recorded == []
    # the plan's first question, as a client that never fetched it would learn from a 409
    wrong = await answer(api, 1102, session["id"], "seed999-99", "A", "probe")
    first_id = wrong.json()["current_question_id"]
    question = api.catalog[first_id]
    result = (await answer(api, 1102, session["id"], first_id, right_answer(question), "a1")).json()
    assert result["timed_out"] is False and result["verdict"] == "correct"


async def test_the_answer_that_ends_a_session_carries_the_final_report(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    for reveal, visible in (("end", True), ("never", False)):
        invite = await make_invite(api, key, question_count=1, reveal=reveal)
        tid = 1103 if reveal == "end" else 1104
        session = await start(api, tid, invite["token"])
        current = (await get(api, tid, f"/v1/sessions/{session['id']}/current")).json()
        question = api.catalog[current["question"]["id"]]
        result = (await answer(api, tid, session["id"], question.id, right_answer(question), "k")).json()
        report = result["next"]["report"]
        assert result["next"]["status"] == "finished" and report["status"] == "finished"
        assert (report["score"] == 1.0) if visible else (report["score"] is None)
        assert report["answered"] == 1 and report["total_time_limit_s"] is None
    practice = await start_practice(api, 1105, count=1, types=["single"])
    skipped = await api.client.post(
        f"/v1/sessions/{practice['id']}/skip", json={}, headers=api.candidate(1105)
    )
    assert skipped.json()["next"]["report"]["mode"] == "practice"


async def test_related_explains_the_last_answered_question_only(api: Api) -> None:
    tid = 1201
    session = await start_practice(api, tid, count=4, types=["single", "multi", "truefalse"])
    path = f"/v1/sessions/{session['id']}/related"
    nothing_yet = await get(api, tid, path)
    assert nothing_yet.status_code == 409 and nothing_yet.json()["reason"] == "unanswered"
    current, _ = await current_question(api, tid, session["id"])
    ahead = await api.client.get(path, params={"question_id": current.id}, headers=api.candidate(tid))
    assert ahead.status_code == 409 and ahead.json()["reason"] == "unanswered"  # the key stays hidden
    assert (
        await api.client.get(path, params={"question_id": "nope"}, headers=api.candidate(tid))
    ).status_code == 404

    for position in range(3):
        question, _ = await current_question(api, tid, session["id"])
        skipped = await api.client.post(
            f"/v1/sessions/{session['id']}/skip", json={}, headers=api.candidate(tid)
        )
        assert skipped.status_code == 200
        related = (await get(api, tid, path)).json()
        assert related["question_id"] == question.id and related["position"] == position
        explained = related["explanation"]
        assert explained["question_id"] == question.id and question.key in explained["key"]
        assert explained["explanation"] == question.explanation
        assert [e["corrected"] for e in explained["errata"]] == [e.corrected for e in question.errata]
        assert explained["disputed"] is (question.status == "disputed")
        # related material shares one of the question's topics (the synthetic bank's topics are distinct)
        assert all(i["question_id"] != question.id for i in related["items"])
        assert all(set(api.catalog[i["question_id"]].topics) & set(question.topics) for i in related["items"])
    upcoming, _ = await current_question(api, tid, session["id"])
    assert (await get(api, tid, path)).json()["question_id"] != upcoming.id


async def test_related_in_interviews_follows_the_reveal_policy(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    for tid, reveal in ((1301, "end"), (1302, "each"), (1303, "never")):
        invite = await make_invite(api, key, question_count=2, reveal=reveal)
        session = await start(api, tid, invite["token"])
        path = f"/v1/sessions/{session['id']}/related"
        early = await get(api, tid, path)
        assert early.status_code == 409
        assert early.json()["reason"] == ("unanswered" if reveal == "each" else "interview")
        current = (await get(api, tid, f"/v1/sessions/{session['id']}/current")).json()
        question = api.catalog[current["question"]["id"]]
        await answer(api, tid, session["id"], question.id, right_answer(question), "k1")
        during = await get(api, tid, path)
        if reveal == "each":
            assert during.status_code == 200 and during.json()["explanation"]["key"]
        else:
            assert during.status_code == 409 and during.json()["reason"] == "interview"
        await api.client.post(f"/v1/sessions/{session['id']}/finish", headers=api.candidate(tid))
        after = (await get(api, tid, path)).json()
        assert after["question_id"] == question.id
        assert all(set(api.catalog[i["question_id"]].topics) & set(question.topics) for i in after["items"])
        assert (after["explanation"] is None) is (reveal == "never")


async def test_the_candidate_language_is_kept_by_the_api(api: Api) -> None:
    tid = 1401
    assert (await get(api, tid, f"/v1/candidates/{tid}")).status_code == 404
    other = await api.client.patch(f"/v1/candidates/{tid}", json={"language": "en"}, headers=api.candidate(9))
    assert other.status_code == 404
    bad = await api.client.patch(f"/v1/candidates/{tid}", json={"language": "fr"}, headers=api.candidate(tid))
    assert bad.status_code == 422
    chosen = await api.client.patch(
        f"/v1/candidates/{tid}", json={"language": "en"}, headers=api.candidate(tid)
    )
    assert (
        chosen.status_code == 200 and chosen.json()["language"] == "en" and chosen.json()["language_chosen"]
    )
    assert (await get(api, tid, f"/v1/candidates/{tid}")).json()["language"] == "en"

    # a session start guessing Chinese does not override the choice; grading speaks English
    session = await start_practice(api, tid, count=3, types=["single"])
    assert session["language"] == "en"
    question, _ = await current_question(api, tid, session["id"])
    first = await answer(api, tid, session["id"], question.id, "", "l1")  # unreadable: 422, not recorded
    assert first.status_code == 422 and first.json()["verdict"] == "invalid"
    assert first.json()["rationale"].isascii()

    # switched mid-session: the next rationale is Chinese, the explanation of the last answer too
    switched = await api.client.patch(
        f"/v1/candidates/{tid}", json={"language": "zh"}, headers=api.candidate(tid)
    )
    assert switched.json()["language"] == "zh"
    question, _ = await current_question(api, tid, session["id"])
    second = await answer(api, tid, session["id"], question.id, "", "l2")
    assert second.status_code == 422 and not second.json()["rationale"].isascii()
    assert (await get(api, tid, f"/v1/sessions/{session['id']}")).json()["language"] == "zh"


async def test_a_time_zone_leaves_the_language_a_session_start_gave(api: Api) -> None:
    """A candidate whose Telegram speaks English started in English and never chose a language: setting
    a time zone keeps English (it used to put back the default, Chinese)."""
    tid = 1402
    payload = {"mode": "practice", "candidate": {"telegram_id": tid, "language": "en"}, "count": 2}
    started = await api.client.post("/v1/sessions", json=payload, headers=api.candidate(tid))
    assert started.status_code == 201 and started.json()["language"] == "en"
    zoned = await api.client.patch(
        f"/v1/candidates/{tid}", json={"timezone": "Asia/Tokyo"}, headers=api.candidate(tid)
    )
    assert zoned.status_code == 200, zoned.text
    assert zoned.json()["language"] == "en" and not zoned.json()["language_chosen"]
    assert (await get(api, tid, f"/v1/candidates/{tid}")).json()["language"] == "en"
