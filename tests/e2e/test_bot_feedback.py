"""Honest, readable feedback (issue 18), through the fake Bot API: a verdict with a short takeaway, a
recap of every question at the end (✔/✘/late, time taken), /explain N after the end with at most two
related items, no doubled marks, and English mode saying up front that questions are in Chinese."""

from __future__ import annotations

from tests.helpers.api_flows import plan_of, right_answer, set_plan, start_session, wrong_answer
from tests.helpers.bot_fixtures import BotHarness
from tests.helpers.bot_flow import begin_interview


async def test_verdicts_with_takeaways_then_a_recap_and_explain_n(harness: BotHarness) -> None:
    me, first, session_id = await begin_interview(
        harness, 1831, question_count=3, types=["single"], reveal="each", time_limit_s=120
    )
    plan = await plan_of(harness.api, session_id)
    questions = [harness.api.catalog[qid] for qid in plan]

    before = me.mark()
    me.click(first, next(d for _, d in first.buttons if d.endswith(":" + wrong_answer(questions[0]))))
    wrong = await me.reply("❌ 错误", before)
    assert questions[0].key in wrong.text
    takeaway = next(line for line in wrong.text.splitlines() if line.startswith("💡 "))
    assert 0 < len(takeaway) - 2 <= 200 and "/explain" in wrong.text
    assert "第 2/3 题" in wrong.text  # the next question in the same message
    await me.tg.wait_for(lambda: any("你的答案：" in label for label, _ in first.buttons))
    assert [label for label, _ in first.buttons] == [f"❌ 你的答案：{wrong_answer(questions[0])}"]

    right = await me.ask(right_answer(questions[1]), "✅ 正确")
    verdict = right.text.split("第 3/3 题")[0]  # the next question's own text may say 正确 too
    assert verdict.count("正确") == 1, right.text  # no "✅ 正确 … 正确：A"

    before = me.mark()
    harness.api.clock.advance(121)  # the third runs out of time
    final = await me.reply("逐题回顾", before)
    lines = final.text.splitlines()
    names = [" ".join(q.stem.split())[:10] for q in questions]
    assert any(line.startswith(f"第 1 题 ❌ 错误 · {names[0]}") for line in lines), final.text
    assert any(line.startswith(f"第 2 题 ✅ 正确 · {names[1]}") for line in lines), final.text
    # timed out: its time taken stops at its deadline (120 s), not at the timer's report
    assert any(line.startswith("第 3 题 ⏰ 超时 · ") and line.endswith("（2 分钟）") for line in lines)
    assert final.buttons[0][0] == "查看全部解析"

    explained = await me.ask("/explain 1", "第 1 题解析")
    assert questions[0].id not in explained.text
    assert questions[0].key in explained.text
    bullets = [line for line in explained.text.splitlines() if line.startswith("• ")]
    assert len(bullets) <= 2 and all(not line.endswith(" …") for line in bullets)
    before = me.mark()
    me.say("/explain 9")  # not "nothing related was found": there is no question 9 to relate to
    assert (await me.reply("题号", before)).text == "没有这一题：这次的题号从 1 到 3。"


async def test_true_false_answer_button_is_not_doubled(harness: BotHarness) -> None:
    me, first, _ = await begin_interview(harness, 1832, question_count=1, types=["truefalse"], reveal="end")
    me.click(first, "✔ 对")
    await me.tg.wait_for(lambda: any("你的答案" in label for label, _ in first.buttons))
    assert [label for label, _ in first.buttons] == ["你的答案：对"]  # no verdict shown before the end


async def test_english_mode_says_up_front_that_questions_are_in_chinese(harness: BotHarness) -> None:
    me = harness.candidate(1833, language="en")
    invite = await harness.invite(question_count=1, types=["truefalse"], language="en")  # English
    rules = await me.ask(f"/start {invite['token']}", "1 question.")
    assert rules.text.startswith("Note: the questions are in Chinese")
    learner = harness.candidate(1834, language="en")
    learner.say("/practice")
    await learner.reply("questions are in Chinese", 0)


async def test_a_hint_penalty_is_spoken_of_only_when_there_is_a_score_to_cut(harness: BotHarness) -> None:
    """After a hint, a wrong answer reads "❌ 错误" with no penalty of a zero; a right one says what the
    hint cost."""
    hinted = [q.id for q in harness.api.catalog if q.type == "single" and q.scorable and q.hints][:2]
    session = await start_session(harness.api, 1835, mode="practice")
    await set_plan(harness.api, session["id"], hinted)
    me = harness.candidate(1835)
    me.say("/start")
    await me.reply("第 1/2 题", 0)
    for position, answer_with in enumerate((wrong_answer, right_answer)):
        question = harness.api.catalog[hinted[position]]
        before = me.mark()
        me.say("/hint")
        assert "累计扣本题 25% 的分" in (await me.reply("💡 提示 1/", before)).text
        verdict = await me.ask(answer_with(question), "❌ 错误" if position == 0 else "✅ 正确")
        if position == 0:
            assert "提示" not in verdict.text and "50%" not in verdict.text and "−" not in verdict.text
        else:
            assert "提示" in verdict.text, verdict.text
