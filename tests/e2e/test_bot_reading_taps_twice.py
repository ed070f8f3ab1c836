"""A reading's buttons tapped twice quickly, through the fake Bot API: both taps carry the message as the
candidate saw it before the first was answered, so the second meets a reading that waits no more. It
changes nothing — the "✔ 确认" the first tap left stays, a discarded reading asks nothing again — and
its answer is one short line, in the session's language."""

from __future__ import annotations

from typing import Any

from tests.helpers.api_flows import plan_of
from tests.helpers.bot_fixtures import BotHarness, Candidate
from tests.helpers.bot_flow import sessions, transcript
from tests.helpers.fake_telegram import Sent

WORDS = {
    "zh": {
        "rules": "共 {} 题",
        "begin": "开始答题",
        "question": "第 {}/{} 题",
        "sentence": "我觉得是 {}，因为其余选项都不对",
        "read": "我理解你的答案是：",
        "confirm": "✅ 确认",
        "confirmed": "✔ 确认",
        "again": "✏️ 重新作答",
    },
    "en": {
        "rules": "{} questions",
        "begin": "Begin ▶",
        "question": "Question {}/{}",
        "sentence": "I think it is {}, because the other options are all wrong",
        "read": "I read your answer as:",
        "confirm": "✅ Confirm",
        "confirmed": "✔ Confirm",
        "again": "✏️ Answer again",
    },
}
CONFIRMED_ALREADY = {"zh": "这个答案已经确认过了。", "en": "That answer is already confirmed."}
GONE = "这个理解已失效（已重新作答、被新的答案取代或本题已结束）。"


async def _reading(
    harness: BotHarness, user_id: int, count: int = 2, language: str = "zh"
) -> tuple[Candidate, Sent, str]:
    """An interview of ``count`` single-choice questions in ``language``, the first answered by a
    sentence: (the candidate, the reading's message, the session id)."""
    words = WORDS[language]
    me = harness.candidate(user_id, language="en" if language == "en" else "zh-hans")
    invite = await harness.invite(question_count=count, types=["single"], reveal="each", language=language)
    start = me.mark()
    me.say(f"/start {invite['token']}")
    me.click(await me.reply(words["rules"].format(count), start), words["begin"])
    await me.reply(words["question"].format(1, count), start)
    session_id = (await sessions(harness, user_id))[0]["id"]
    key = harness.api.catalog[(await plan_of(harness.api, session_id))[0]].key
    before = me.mark()
    me.say(words["sentence"].format(key))
    return me, await me.reply(words["read"], before), session_id


def _taps(me: Candidate, message: Sent, *labels: str) -> list[dict[str, Any]]:
    """Taps in quick succession: each carries ``message`` as it is now, none waits for an answer."""
    return [me.click(message, message.button(label)) for label in labels]


async def _after(me: Candidate, taps: list[dict[str, Any]], before: int) -> tuple[list[str | None], str]:
    """The taps' answers, and what the bot said since ``before`` once they are all handled (one update at
    a time per candidate: /help is answered after them)."""
    notices = [(await me.answered(tap)).get("text") for tap in taps]
    me.say("/help")
    await me.reply("/help", before)
    return notices, "\n".join(m.text for m in me.messages()[before:])


def _labels(message: Sent) -> list[str]:
    return [label for label, _ in message.buttons]


async def test_a_second_tap_on_confirm_keeps_the_confirmed_label(harness: BotHarness) -> None:
    me, prompt, session_id = await _reading(harness, 3201)
    before = me.mark()
    notices, said = await _after(me, _taps(me, prompt, "✅ 确认", "✅ 确认"), before)
    assert said.count("第 2/2 题") == 1, said  # the next question once, not again for the second tap
    assert _labels(prompt) == ["✔ 确认"]
    assert notices == [None, CONFIRMED_ALREADY["zh"]]
    assert len((await transcript(harness, 3201, session_id))["answers"]) == 1


async def test_a_second_tap_after_the_last_answer_ended_the_interview_keeps_the_label(
    harness: BotHarness,
) -> None:
    # the first tap records the last answer and ends the interview: the second meets a finished session
    me, prompt, session_id = await _reading(harness, 3202, count=1)
    before = me.mark()
    notices, said = await _after(me, _taps(me, prompt, "✅ 确认", "✅ 确认", "✏️ 重新作答"), before)
    assert said.count("总分") == 1, said  # the report once
    assert _labels(prompt) == ["✔ 确认"]
    assert notices == [None, CONFIRMED_ALREADY["zh"], CONFIRMED_ALREADY["zh"]]
    assert len((await transcript(harness, 3202, session_id))["answers"]) == 1


async def test_answer_again_tapped_just_after_confirm_keeps_the_confirmed_label(harness: BotHarness) -> None:
    me, prompt, session_id = await _reading(harness, 3203)
    before = me.mark()
    notices, said = await _after(me, _taps(me, prompt, "✅ 确认", "✏️ 重新作答"), before)
    assert "没有记录" not in said and said.count("第 2/2 题") == 1, said
    assert _labels(prompt) == ["✔ 确认"]
    assert notices == [None, CONFIRMED_ALREADY["zh"]]
    [entry] = (await transcript(harness, 3203, session_id))["answers"]
    assert entry["verdict"] == "correct"


async def test_a_second_tap_on_answer_again_asks_nothing_twice(harness: BotHarness) -> None:
    me, prompt, session_id = await _reading(harness, 3204)
    before = me.mark()
    notices, said = await _after(me, _taps(me, prompt, "✏️ 重新作答", "✏️ 重新作答", "✅ 确认"), before)
    assert said.count("第 1/2 题") == 1 and said.count("没有记录") == 1, said
    assert prompt.buttons == []
    assert notices == [None, GONE, GONE]
    assert (await transcript(harness, 3204, session_id))["answers"] == []


async def test_a_second_tap_in_an_english_session_says_so_in_english(harness: BotHarness) -> None:
    me, prompt, session_id = await _reading(harness, 3205, language="en")
    before = me.mark()
    notices, said = await _after(me, _taps(me, prompt, "✅ Confirm", "✅ Confirm"), before)
    assert said.count("Question 2/2") == 1, said
    assert _labels(prompt) == ["✔ Confirm"]
    assert notices == [None, CONFIRMED_ALREADY["en"]]
    assert len((await transcript(harness, 3205, session_id))["answers"]) == 1
