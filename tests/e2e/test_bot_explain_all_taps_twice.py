"""The "查看全部解析" button under a finished interview's report, tapped twice quickly, through the fake
Bot API: the first tap sends every explanation and takes the button away; the second finds them sent
and says so in a short line, sending nothing (both quick taps carry the report's buttons as first
shown)."""

from __future__ import annotations

from tests.helpers.bot_fixtures import BotHarness
from tests.helpers.bot_flow import begin_interview

SENT = "全部解析已发送，见上方。"


async def test_all_explanations_tapped_twice_are_sent_once(harness: BotHarness) -> None:
    me, first, _ = await begin_interview(harness, 3811, question_count=1, types=["single"], reveal="each")
    before = me.mark()
    me.click(first, first.buttons[0][1])
    report = await me.reply("总分", before)
    data = report.button("查看全部解析")
    before = me.mark()
    taps = [me.click(report, data), me.click(report, data)]
    notices = [(await me.answered(tap)).get("text") for tap in taps]
    await me.settle()
    said = [m.text for m in me.messages()[before:]]
    assert sum("第 1 题" in text for text in said) == 1, said
    assert notices == [None, SENT]
    assert data not in [d for _, d in report.buttons]  # no later tap, by this bot or a restarted one


async def test_once_sent_the_button_goes_so_no_restarted_bot_sends_them_again(harness: BotHarness) -> None:
    """The bot's memory of explanations sent is per process: after a restart, a tap on the report's
    button, still there, sent every explanation again. The API keeps no record of them being read, so
    the button goes with the first tap (a quick second one is the memory's); the practice button
    beside it stays."""
    me, _, _ = await begin_interview(harness, 3812, question_count=1, types=["single"], reveal="each")
    before = me.mark()
    me.say("不知道")  # a wrong answer: the report offers the topic to practise too
    report = await me.reply("总分", before)
    practise = report.button("练习")
    before = me.mark()
    me.click(report, report.button("查看全部解析"))
    await me.reply("第 1 题", before)
    await me.settle()
    assert [data for _, data in report.buttons] == [practise], report.buttons
