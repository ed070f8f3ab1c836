"""The buttons that begin a practice, tapped twice quickly, through the fake Bot API: "提前复习 ▶" under
the notebook and "练习「…」" under a finished interview's report. The first begins it and shows its
first question; the second finds it begun and says so in a short line — no "继续你未完成的练习" and no
second copy of the question."""

from __future__ import annotations

from typing import Any

from tests.e2e.test_bot_review import miss_three, notebook
from tests.helpers.api_flows import plan_of
from tests.helpers.bot_fixtures import BotHarness, Candidate
from tests.helpers.bot_flow import begin_interview, sessions
from tests.helpers.fake_telegram import Sent

BEGUN = "已经开始了：当前题目在上方（发送 /start 可再次显示）。"


async def _twice(me: Candidate, message: Sent, label: str) -> tuple[list[Any], str]:
    """Two quick taps on ``label``: their answers, and what the bot said once both are handled (one
    update at a time per candidate: /help is answered after them)."""
    data = message.button(label)
    before = me.mark()
    taps = [me.click(message, data), me.click(message, data)]
    notices = [(await me.answered(tap)).get("text") for tap in taps]
    me.say("/help")
    await me.reply("/help", before)
    return notices, "\n".join(m.text for m in me.messages()[before:])


async def test_review_ahead_tapped_twice_begins_once(harness: BotHarness) -> None:
    me = harness.candidate(3801)
    await miss_three(harness, me)
    cards = len(await notebook(harness, 3801))
    shown = await me.ask("/review", f"错题本：{cards} 张卡片")
    notices, said = await _twice(me, shown, "提前复习")
    assert said.count(f"🔁 复习 · 第 1/{cards} 题") == 1 and "继续" not in said, said
    assert notices == [None, BEGUN]
    assert shown.buttons == []


async def test_practise_topic_tapped_twice_begins_once(harness: BotHarness) -> None:
    me, first, session_id = await begin_interview(
        harness, 3802, question_count=1, types=["single"], reveal="each"
    )
    key = str(harness.api.catalog[(await plan_of(harness.api, session_id))[0]].key)
    wrong = next(data for _, data in first.buttons if not data.endswith(f":{key}"))
    before = me.mark()
    me.click(first, wrong)  # a miss: the report suggests practising its topic
    report = await me.reply("建议下一步", before)
    topic = next(label for label, _ in report.buttons if label.startswith("练习「"))
    notices, said = await _twice(me, report, topic)
    assert said.count("第 1/") == 1 and "继续" not in said, said
    assert notices[1] == BEGUN
    assert [s["status"] for s in await sessions(harness, 3802) if s["mode"] == "practice"] == ["active"]
