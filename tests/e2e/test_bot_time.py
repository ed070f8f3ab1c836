"""Time is visible and final (issue 18), through the fake Bot API with the clock moved forward: a live
countdown under each timed question, "⏰ 时间到" at expiry with the question's buttons closed and the
next question shown, late answers labelled late (not wrong) under both reveal policies, nothing recorded
after a session's total time, and timers re-armed from the API after a restart."""

from __future__ import annotations

from tests.helpers.api_flows import plan_of, right_answer
from tests.helpers.bot_fixtures import BotHarness
from tests.helpers.bot_flow import begin_interview, sessions, transcript

ONE_LETTER = ["single", "truefalse"]


async def test_the_countdown_runs_and_time_up_closes_the_question_and_moves_on(harness: BotHarness) -> None:
    # the countdown shows 5 s steps: real seconds passing on a slow machine would move it past the
    # values below, so only the test's moves do
    harness.api.clock.stop()
    me, first, session_id = await begin_interview(
        harness, 1821, question_count=2, types=ONE_LETTER, time_limit_s=90, total_time_limit_s=600
    )
    assert "⏱ 限时 1 分 30 秒" in first.text and first.buttons
    countdown = await me.reply("⏱ 剩余", me.messages().index(first))
    assert countdown.text == "⏱ 剩余 1 分 30 秒"
    harness.api.clock.advance(40)  # 50 s left: shown to the 5 s step
    await me.tg.wait_for(lambda: countdown.text == "⏱ 剩余 50 秒")
    harness.api.clock.advance(30)
    await me.tg.wait_for(lambda: countdown.text == "⏱ 剩余 20 秒")
    edits = countdown.edits
    assert edits == 2, "one edit per change of the shown value: far below Telegram's 1 message/s"

    before = me.mark()
    harness.api.clock.advance(25)  # past the 90 s
    up = await me.reply("⏰ 时间到：本题未作答", before)
    assert "第 2/2 题" in up.text and up.buttons  # the next question, in the same message
    await me.tg.wait_for(lambda: first.buttons == [] and countdown.text == "⏰ 时间到")
    assert sum("⏰ 时间到：" in m.text for m in me.messages()) == 1
    [entry] = (await transcript(harness, 1821, session_id))["answers"]
    assert entry["skipped"] and entry["timed_out"] and entry["answer"] == ""


async def test_a_late_answer_says_late_not_wrong_under_both_policies(harness: BotHarness) -> None:
    for user_id, reveal in ((1822, "each"), (1823, "end")):
        me, _, session_id = await begin_interview(
            harness, user_id, question_count=2, types=ONE_LETTER, reveal=reveal, time_limit_s=30
        )
        timers = harness.dispatcher["conversation"].timers
        await me.tg.wait_for(lambda timers=timers, user_id=user_id: user_id in timers.armed)
        timers.disarm(user_id)  # the replica that showed it is gone: no timer fires
        plan = await plan_of(harness.api, session_id)
        harness.api.clock.advance(45)
        late = await me.ask(right_answer(harness.api.catalog[plan[0]]), "⏰ 时间已到")
        assert "已记录" in late.text and "得 0 分" in late.text and "不算答错" in late.text
        assert "错误" not in late.text and "得分" not in late.text and "已记录。\n" not in late.text
        [entry] = (await transcript(harness, user_id, session_id))["answers"]
        assert entry["timed_out"] and entry["answer"] == right_answer(harness.api.catalog[plan[0]])


async def test_after_the_total_limit_nothing_is_recorded(harness: BotHarness) -> None:
    me, first, session_id = await begin_interview(
        harness, 1824, question_count=3, types=["multi"], total_time_limit_s=60
    )
    toggle = next(data for _, data in first.buttons if data.startswith("t:"))
    before = me.mark()
    harness.api.clock.advance(61)
    over = await me.reply("本次作答已超时结束", before)
    assert "⏰ 时间到" in "\n".join(m.text for m in me.messages()[before:])
    await me.tg.wait_for(lambda: first.buttons == [])
    assert "已记录" not in over.text
    # the recap lists every question: the one on screen when the time ran out was reached, not answered;
    # the ones after it never reached
    assert "第 1 题 未作答" in over.text and "第 1 题 未作答（未到达）" not in over.text, over.text
    for n in (2, 3):
        assert f"第 {n} 题 未作答（未到达）" in over.text, over.text

    reply = await me.ask("还在吗？", "没有被记录")
    assert reply.text == "本次作答时间已结束，这条消息没有被记录。"
    click = harness.tg.click(1824, first, toggle)  # a stale toggle on the expired question
    notice = await me.answered(click)
    assert notice["text"] == "本次作答时间已结束，这条消息没有被记录。"
    assert first.buttons == []
    record = await transcript(harness, 1824, session_id)
    assert record["answers"] == [] and record["session"]["status"] == "expired"


async def test_timers_are_rearmed_from_the_api_after_a_restart(harness: BotHarness) -> None:
    me, _, session_id = await begin_interview(
        harness, 1825, question_count=2, types=ONE_LETTER, time_limit_s=30
    )
    await me.reply("⏱ 剩余", 0)
    await harness.restart()  # a new process: no timer in memory
    before = me.mark()
    harness.api.clock.advance(31)
    up = await me.reply("⏰ 时间到：本题未作答", before)
    assert "第 2/2 题" in up.text
    assert (await sessions(harness, 1825))[0]["position"] == 1
    [entry] = (await transcript(harness, 1825, session_id))["answers"]
    assert entry["timed_out"] and entry["skipped"]
