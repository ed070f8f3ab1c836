"""No answer leaks through Telegram (issue 18): during an interview with reveal "each", /explain after
each answer never names a question still planned in it (the real bot, the fake Bot API, the real API)."""

from __future__ import annotations

from tests.helpers.api_flows import plan_of, related_ids, right_answer
from tests.helpers.bot_fixtures import BotHarness
from tests.helpers.bot_flow import begin_interview

TOPIC = "distributed-training"


async def test_explain_mid_interview_never_names_a_planned_question(harness: BotHarness) -> None:
    me, _, session_id = await begin_interview(
        harness, 1811, question_count=6, topics=[TOPIC], types=["single", "truefalse"]
    )
    plan = await plan_of(harness.api, session_id)
    would_have_leaked = 0
    for position in range(len(plan) - 1):
        question = harness.api.catalog[plan[position]]
        ahead = plan[position + 1 :]
        would_have_leaked += len(related_ids(harness.api.ctx.index, question.id, 3) & set(ahead))
        before = me.mark()
        me.say(right_answer(question))
        await me.reply("✅ 正确", before)
        await me.reply(f"第 {position + 2}/6 题", before)
        before = me.mark()
        me.say("/explain")
        explained = await me.reply(f"第 {position + 1} 题解析", before)
        assert "相关" in explained.text  # the related material is there, without the planned questions
        shown = "\n".join(m.text for m in me.messages()[before:])
        stems = [" ".join(harness.api.catalog[qid].stem.split())[:30] for qid in ahead]
        assert not [stem for stem in stems if stem in " ".join(shown.split())], (position, shown)
    assert would_have_leaked, "the index relates these questions to each other: the rule was exercised"
