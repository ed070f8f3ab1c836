"""An answer button tapped twice quickly, through the fake Bot API: both taps carry the question's
buttons as first shown, so the second meets a question answered already. It records nothing, says so in
a short line (not an alert), and leaves the label the first tap set ("✅ 你的答案：A") — also when the
first tap answered the last question and ended the interview (not "这次作答已经结束")."""

from __future__ import annotations

from typing import Any

from tests.helpers.bot_fixtures import BotHarness, Candidate
from tests.helpers.bot_flow import begin_interview, transcript
from tests.helpers.fake_telegram import Sent

ANSWERED = "这道题已经作答过了：第一次的答案有效。"


async def _after(me: Candidate, taps: list[dict[str, Any]], before: int) -> tuple[list[Any], str]:
    """The taps' answers (text, alert), and what the bot said since ``before`` once they are handled
    (one update at a time per candidate: /help is answered after them)."""
    answers = [await me.answered(tap) for tap in taps]
    await me.settle()
    notices = [(a.get("text"), a.get("show_alert")) for a in answers]
    return notices, "\n".join(m.text for m in me.messages()[before:])


def _labels(message: Sent) -> list[str]:
    return [label for label, _ in message.buttons]


async def test_a_second_tap_on_an_option_keeps_the_answer_label(harness: BotHarness) -> None:
    me, first, session_id = await begin_interview(
        harness, 3601, question_count=2, types=["single"], reveal="each"
    )
    a, b = first.buttons[0][1], first.buttons[1][1]
    before = me.mark()
    notices, said = await _after(me, [me.click(first, a), me.click(first, a), me.click(first, b)], before)
    assert said.count("第 2/2 题") == 1, said
    assert len(_labels(first)) == 1 and "你的答案：A" in _labels(first)[0], first.buttons
    assert notices[1:] == [(ANSWERED, "false")] * 2
    [entry] = (await transcript(harness, 3601, session_id))["answers"]
    assert entry["answer"] == "A"


async def test_a_second_tap_on_the_last_question_keeps_its_label_after_the_end(harness: BotHarness) -> None:
    me, first, session_id = await begin_interview(
        harness, 3602, question_count=1, types=["single"], reveal="each"
    )
    data = first.buttons[0][1]
    before = me.mark()
    notices, said = await _after(me, [me.click(first, data), me.click(first, data)], before)
    assert said.count("总分") == 1, said
    assert len(_labels(first)) == 1 and "你的答案：A" in _labels(first)[0], first.buttons
    assert notices[1] == (ANSWERED, "false")
    assert len((await transcript(harness, 3602, session_id))["answers"]) == 1


async def test_a_second_submit_of_a_multiple_choice_keeps_the_answer_label(harness: BotHarness) -> None:
    me, first, session_id = await begin_interview(
        harness, 3603, question_count=2, types=["multi"], reveal="each"
    )
    me.click(first, first.buttons[0][1])  # A selected: the buttons now carry it
    await me.tg.wait_for(lambda: any("☑" in label or "✅" in label for label in _labels(first)))
    submit = next(data for label, data in first.buttons if data.startswith("m:"))
    before = me.mark()
    notices, said = await _after(me, [me.click(first, submit), me.click(first, submit)], before)
    assert said.count("第 2/2 题") == 1, said
    assert len(_labels(first)) == 1 and "你的答案：A" in _labels(first)[0], first.buttons
    assert notices[1] == (ANSWERED, "false")
    assert len((await transcript(harness, 3603, session_id))["answers"]) == 1
