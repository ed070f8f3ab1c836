"""No answer leaks (issue 18): related material never includes a question withheld in one of the
viewer's open sessions — still ahead in an interview (or practice), or answered in an interview that
reveals only at its end — and practice never draws such a question."""

from __future__ import annotations

from api.store.sessions import session_answers
from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import (
    answer,
    current_question,
    get,
    invite,
    plan_of,
    related_ids,
    right_answer,
    start_session,
)

TOPIC = "distributed-training"  # 6 active choice questions: the index relates them to each other


async def test_explain_mid_interview_never_shows_a_question_still_to_come(api: Api) -> None:
    tid = 1801
    token = (await invite(api, question_count=6, topics=[TOPIC], reveal="each"))["token"]
    session = await start_session(api, tid, mode="interview", invite_token=token)
    plan = await plan_of(api, session["id"])
    would_have_leaked = 0
    for position in range(len(plan) - 1):
        question, _ = await current_question(api, tid, session["id"])
        ahead = set(plan[position + 1 :])
        would_have_leaked += len(related_ids(api.ctx.index, question.id, 3) & ahead)
        result = (await answer(api, tid, session["id"], question.id, right_answer(question))).json()
        assert result["verdict"] == "correct"
        related = (await get(api, tid, f"/v1/sessions/{session['id']}/related", k=3)).json()
        assert related["question_id"] == question.id and related["explanation"]["key"]
        shown = {item["question_id"] for item in related["items"]}
        shown |= {item["question_id"] for item in related["explanation"]["related"]}
        assert not shown & ahead, (position, shown & ahead)
        assert related["items"], "related material is still shown (the answered and the unplanned)"
        upcoming = await get(api, tid, f"/v1/sessions/{session['id']}/related", question_id=plan[-1])
        assert upcoming.status_code == 409 and upcoming.json()["reason"] == "unanswered"
    assert would_have_leaked, "the index relates planned questions to each other: the rule was tested"


async def test_practice_during_an_interview_neither_draws_nor_relates_its_questions(api: Api) -> None:
    tid = 1802
    token = (await invite(api, question_count=4, topics=[TOPIC], reveal="end"))["token"]
    interview = await start_session(api, tid, mode="interview", invite_token=token)
    interview_plan = await plan_of(api, interview["id"])
    first, _ = await current_question(api, tid, interview["id"])
    answered = (await answer(api, tid, interview["id"], first.id, right_answer(first))).json()
    assert answered["verdict"] is None  # reveal "end": not shown, so still withheld below

    practice = await start_session(api, tid, mode="practice", topics=[TOPIC], count=6)
    practice_plan = await plan_of(api, practice["id"])
    assert not set(practice_plan) & set(interview_plan)
    would_have_leaked = 0
    for _ in range(3):
        question, _ = await current_question(api, tid, practice["id"])
        would_have_leaked += len(related_ids(api.ctx.index, question.id, 3) & set(interview_plan))
        result = (await answer(api, tid, practice["id"], question.id, right_answer(question))).json()
        in_result = {item["question_id"] for item in result["explanation"]["related"]}
        related = (await get(api, tid, f"/v1/sessions/{practice['id']}/related", k=3)).json()
        in_explain = {item["question_id"] for item in related["items"]}
        assert not (in_result | in_explain) & set(interview_plan)
    assert would_have_leaked

    # once the interview is over its questions are no longer withheld from this candidate's practice
    await api.client.post(f"/v1/sessions/{interview['id']}/finish", headers=api.candidate(tid))
    related = (await get(api, tid, f"/v1/sessions/{practice['id']}/related", k=10)).json()
    practice_ahead = set(practice_plan[3:])
    assert not {item["question_id"] for item in related["items"]} & practice_ahead


async def test_another_candidates_interview_withholds_nothing_from_this_one(api: Api) -> None:
    token = (await invite(api, question_count=6, topics=[TOPIC], reveal="each"))["token"]
    other = await start_session(api, 1803, mode="interview", invite_token=token)
    other_plan = set(await plan_of(api, other["id"]))
    practice = await start_session(api, 1804, mode="practice", topics=[TOPIC], count=6)
    assert set(await plan_of(api, practice["id"])) & other_plan  # drawn from the same small topic


async def test_a_stopped_practice_is_scored_on_what_it_showed(api: Api) -> None:
    """Issue 18: /stop scores only the questions shown, lists only their topics, does not count skips
    as answers, and records the practice as stopped (``abandoned``), not finished."""
    tid = 1805
    practice = await start_session(api, tid, mode="practice", count=10)
    plan = await plan_of(api, practice["id"])
    first, _ = await current_question(api, tid, practice["id"])
    assert (await answer(api, tid, practice["id"], first.id, right_answer(first))).status_code == 200
    skipped = await api.client.post(
        f"/v1/sessions/{practice['id']}/skip", json={}, headers=api.candidate(tid)
    )
    assert skipped.status_code == 200
    done = (await api.client.post(f"/v1/sessions/{practice['id']}/finish", headers=api.candidate(tid))).json()
    shown = [api.catalog[qid] for qid in plan[:2]]
    assert done["status"] == "abandoned" and done["answered"] == 1
    assert done["points"] == sum(q.points for q in shown)
    assert {row["topic"] for row in done["per_topic"]} == {t for q in shown for t in (q.topics or ["other"])}


async def test_related_material_shares_a_topic_with_the_question(api: Api) -> None:
    """The index finds questions near in wording on other topics (MAML beside Self-Instruct): only
    those sharing one of the question's topics are related; the question's first topic comes too."""
    from tests.helpers.api_flows import set_plan, start_practice

    asked = "seed001-10"  # MAML for cold-start recommendation
    unfiltered = related_ids(api.ctx.index, asked, 6)
    off_topic = {
        qid for qid in unfiltered if not set(api.catalog[qid].topics) & set(api.catalog[asked].topics)
    }
    session = await start_practice(api, 1809)
    await set_plan(api, session["id"], [asked, "seed000-01"])
    skipped = await api.client.post(
        f"/v1/sessions/{session['id']}/skip", json={"question_id": asked}, headers=api.candidate(1809)
    )
    assert skipped.status_code == 200, skipped.text
    related = (await get(api, 1809, f"/v1/sessions/{session['id']}/related", k=6)).json()
    assert related["topic"] == api.catalog[asked].topics[0]
    shown = {item["question_id"] for item in related["items"]}
    assert not shown & off_topic
    for qid in shown:
        assert set(api.catalog[qid].topics) & set(api.catalog[asked].topics), qid
    assert off_topic, "the index relates off-topic questions to this one: the rule was exercised"


async def test_the_answer_ending_an_interview_explains_it_withholding_an_open_practice(api: Api) -> None:
    """The explanations an interview's last answer makes and keeps for all its answers (reveal "end")
    relate none of the questions ahead in the candidate's open practice: the turn read that practice
    with its session (``api.store.turns``) and does not read it again. Checked as stored (a report
    filters again as it is read, while the practice is open)."""
    tid = 1806
    token = (await invite(api, question_count=3, topics=[TOPIC], reveal="end"))["token"]
    interview = await start_session(api, tid, mode="interview", invite_token=token)
    interview_plan = await plan_of(api, interview["id"])
    practice = await start_session(api, tid, mode="practice", topics=[TOPIC], count=3)
    practice_plan = set(await plan_of(api, practice["id"]))
    assert practice_plan and not practice_plan & set(interview_plan)
    would_have_leaked = sum(len(related_ids(api.ctx.index, q, 3) & practice_plan) for q in interview_plan)
    assert would_have_leaked, "the index relates the two plans' questions: the rule is tested"
    for _ in interview_plan:
        question, _ = await current_question(api, tid, interview["id"])
        replied = await answer(api, tid, interview["id"], question.id, right_answer(question))
        assert replied.status_code == 200, replied.text
    async with api.ctx.sessions() as db:
        stored = await session_answers(db, interview["id"])
    explained = [row.parsed.get("explanation") for row in stored]
    assert len(explained) == len(interview_plan) and all(explained)
    related = {item["question_id"] for explanation in explained for item in explanation["related"]}
    assert related, "related material is still kept (the interview's own and the unplanned)"
    assert not related & practice_plan, related & practice_plan
