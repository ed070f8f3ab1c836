"""The /forget confirmation tapped twice quickly, through the fake Bot API: the first tap erases and the
message says what was erased; the second finds nothing left to erase and leaves that message as it is
(not "已删除：0 次练习…" over it), saying so in a short line."""

from __future__ import annotations

from tests.helpers.bot_fixtures import BotHarness
from tests.helpers.data_rights import practice_with_a_mistake

DONE = "已删除：1 次练习、错题本 1 题；0 次面试已化名处理。"


async def test_a_second_tap_on_erase_keeps_what_the_first_erased(harness: BotHarness) -> None:
    await practice_with_a_mistake(harness.api, 3901)
    me = harness.candidate(3901)
    ask = await me.ask("/forget", "删除我的数据？")
    data = ask.button("确认删除")
    taps = [me.click(ask, data), me.click(ask, data)]
    notices = [(await me.answered(tap)).get("text") for tap in taps]
    await me.settle()
    assert ask.text == DONE and ask.buttons == []
    assert notices == [DONE, "没有需要删除的练习、错题本或面试记录。"]
