"""A question that leaves the bank while it is on an interview candidate's screen (the public bank
rebuilt under a running API, say): the answer to it is not recorded, the question is passed over (not
scored), the candidate is told so and shown the next question at once — never left before a question
that takes no answer and a "/skip" an interview refuses, and never with the text typed for it recorded
as the answer to the next one, which they have not seen."""

from __future__ import annotations

from typing import Any

import pytest

from tests.helpers.api_flows import leave_the_bank
from tests.helpers.bot_fixtures import BotHarness
from tests.helpers.bot_flow import begin_interview, sessions, transcript


async def answers(h: BotHarness, user_id: int, session_id: str) -> list[tuple[int, str, bool]]:
    """The session's recorded answers: (position, answer, skipped)."""
    rows: list[dict[str, Any]] = (await transcript(h, user_id, session_id))["answers"]
    return [(a["position"], a["answer"], a["skipped"]) for a in rows]


async def test_a_tap_on_a_removed_question_says_so_and_shows_the_next(
    harness: BotHarness, monkeypatch: pytest.MonkeyPatch
) -> None:
    me, first, session_id = await begin_interview(harness, 7101, question_count=3, types=["single"])
    await leave_the_bank(harness.api, session_id, monkeypatch)
    before = me.mark()
    alert = await me.answered(me.click(first, first.buttons[0][1]))
    # not "第 1 题已经跳过" (the candidate skipped nothing) nor "请发送 /skip" (refused in an interview)
    assert alert["text"] == "第 1 题已从题库中移除，不计分；这次的答案没有被记录。", alert
    await me.reply("第 2/3 题", before)  # at once: no /start needed to find the way on
    assert first.buttons == []
    assert await answers(harness, 7101, session_id) == [(0, "", True)]


async def test_an_answer_typed_to_a_removed_question_is_not_the_next_ones(
    harness: BotHarness, monkeypatch: pytest.MonkeyPatch
) -> None:
    invite = await harness.invite(question_count=3, types=["single"], language="en")
    me = harness.candidate(7102, language="en-US")
    me.say(f"/start {invite['token']}")
    me.click(await me.reply("3 questions", 0), "Begin")
    await me.reply("Question 1/3", 0)
    session_id = (await sessions(harness, 7102))[0]["id"]
    await leave_the_bank(harness.api, session_id, monkeypatch)
    before = me.mark()
    me.say("A")
    said = await me.reply("removed from the bank", before)
    assert (
        said.text == "Question 1 was removed from the bank and is not scored; this answer was not recorded."
    )
    await me.reply("Question 2/3", before)
    # "A" was typed for the question that left: recorded for none, least of all for question 2
    assert await answers(harness, 7102, session_id) == [(0, "", True)]


async def test_the_last_question_removed_ends_the_interview_at_once(
    harness: BotHarness, monkeypatch: pytest.MonkeyPatch
) -> None:
    me, _, session_id = await begin_interview(harness, 7103, question_count=1, types=["single"])
    await leave_the_bank(harness.api, session_id, monkeypatch)
    before = me.mark()
    me.say("B")
    await me.reply("第 1 题已从题库中移除", before)
    await me.reply("完成", before)  # the session's end, shown: nothing left to answer
    assert (await sessions(harness, 7103))[0]["status"] == "finished"
    assert await answers(harness, 7103, session_id) == [(0, "", True)]


async def test_a_tap_after_a_bot_restart_says_the_question_was_removed(
    harness: BotHarness, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A new bot process has no memory of the screen: it asks the API where the session is, finds the
    tapped question behind it, and read the API's record of it (passed over) as a skip: "第 1 题已经
    跳过", though the candidate skipped nothing and the API says "vanished" of an answer to it."""
    me, first, session_id = await begin_interview(harness, 7104, question_count=3, types=["single"])
    await leave_the_bank(harness.api, session_id, monkeypatch)
    await harness.restart()
    before = me.mark()
    alert = await me.answered(me.click(first, first.buttons[0][1]))
    assert alert["text"] == "第 1 题已从题库中移除，不计分；这次的答案没有被记录。", alert
    await me.reply("第 2/3 题", before)
    assert first.buttons == []
    assert await answers(harness, 7104, session_id) == [(0, "", True)]


async def test_an_answer_typed_after_a_bot_restart_is_not_the_next_ones(
    harness: BotHarness, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A new bot process asks the API for the question to answer: the API passes the removed one over
    and names question 2, which the candidate has never seen — and "B", typed for question 1, was
    recorded as question 2's answer. The chat's message order says question 1 was on screen."""
    me, _, session_id = await begin_interview(harness, 7105, question_count=3, types=["single"])
    await leave_the_bank(harness.api, session_id, monkeypatch)
    await harness.restart()
    before = me.mark()
    me.say("B")
    said = await me.reply("已从题库中移除", before)
    assert said.text == "第 1 题已从题库中移除，不计分；这次的答案没有被记录。"
    second = await me.reply("第 2/3 题", before)
    assert await answers(harness, 7105, session_id) == [(0, "", True)]
    before = me.mark()
    me.say("C")  # typed once question 2 is on screen: its answer
    await me.reply("第 3/3 题", before)
    assert await answers(harness, 7105, session_id) == [(0, "", True), (1, "C", False)], second.text


async def test_the_time_running_out_on_a_removed_question_shows_the_next(
    harness: BotHarness, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The question's timer records its timeout; for a question that left the bank the API refused it
    ("not the current question": it had passed it over) and the bot said nothing — the candidate sat
    before a question that took no answer while the next one's clock ran unseen."""
    harness.api.clock.stop()
    me, first, session_id = await begin_interview(
        harness, 7106, question_count=3, types=["single"], time_limit_s=60
    )
    await leave_the_bank(harness.api, session_id, monkeypatch)
    before = me.mark()
    harness.api.clock.advance(61)
    said = await me.reply("已从题库中移除", before)
    assert said.text == "第 1 题已从题库中移除，不计分。"  # no answer was given: none is "not recorded"
    await me.reply("第 2/3 题", before)
    await me.tg.wait_for(lambda: first.buttons == [])  # the removed question takes no answer
    assert await answers(harness, 7106, session_id) == [(0, "", True)]


async def test_skip_in_a_practice_skips_the_removed_question_not_the_next(
    harness: BotHarness, monkeypatch: pytest.MonkeyPatch
) -> None:
    """/skip asked the API for the question to skip: it passed the removed one over and named the next,
    which the candidate had never seen, and that one was skipped ("已跳过", question 3 shown)."""
    from tests.helpers.api_flows import set_plan, start_practice

    session = await start_practice(harness.api, 7107)
    await set_plan(harness.api, session["id"], ["seed002-43", "seed002-44", "seed002-45"])
    me = harness.candidate(7107)
    await me.ask("/start", "第 1/3 题")
    await leave_the_bank(harness.api, session["id"], monkeypatch)
    before = me.mark()
    me.say("/skip")
    await me.reply("已从题库中移除", before)
    await me.reply("第 2/3 题", before)
    assert await answers(harness, 7107, session["id"]) == [(0, "", True)]
