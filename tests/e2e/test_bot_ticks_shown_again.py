"""A multiple choice shown again mid-interview (/practice, /start typed), through the fake Bot API: the
copy sent carries the boxes the candidate ticked on the first (whose buttons go), and its Submit sends
them. The copy came with every box unticked: the ticks lived only in the first message's buttons."""

from __future__ import annotations

from tests.helpers.bot_fixtures import BotHarness
from tests.helpers.bot_flow import begin_interview, transcript


async def test_a_question_shown_again_keeps_its_ticked_boxes(harness: BotHarness) -> None:
    me, first, session_id = await begin_interview(harness, 3821, question_count=2, types=["multi"])
    me.click(first, first.buttons[1][1])  # B
    await me.tg.wait_for(lambda: any(label.startswith("✅") for label, _ in first.buttons))
    before = me.mark()
    me.say("/practice")
    await me.reply("练习请在面试结束后开始", before)
    me.say("/start")
    again = await me.reply("继续你未完成的面试", before)
    after = me.messages().index(again) + 1  # the copy /start sent (the one /practice sent lost its buttons)
    copy = await me.tg.wait_for(lambda: next((m for m in me.messages()[after:] if m.buttons), None))
    labels = [label for label, _ in copy.buttons]
    assert labels[:2] == ["☐ A", "✅ B"] and first.buttons == [], (again.text, labels)
    before = me.mark()
    me.click(copy, copy.button("提交"))
    await me.reply("第 2/2 题", before)
    [entry] = (await transcript(harness, 3821, session_id))["answers"]
    assert entry["answer"] == "B"
