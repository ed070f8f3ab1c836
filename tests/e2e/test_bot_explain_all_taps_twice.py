"""The "查看全部解析" button under a finished interview's report, tapped twice quickly and once more
later, through the fake Bot API: the first tap sends every explanation; the others find them sent and
say so in a short line, sending nothing (both quick taps carry the report's buttons as first shown)."""

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
    later = (await me.answered(me.click(report, data))).get("text")
    await me.settle()
    said = [m.text for m in me.messages()[before:]]
    assert sum("第 1 题" in text for text in said) == 1, said
    assert notices == [None, SENT] and later == SENT
