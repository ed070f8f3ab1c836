"""Read, then confirm, through the fake Bot API: a typed sentence gets "我理解你的答案是：…" with 确认 and
重新作答; the tap on 确认 grades it as read, 重新作答 records nothing and asks again, and the question's
time limit holds across the confirmation (judged by when the answer arrived)."""

from __future__ import annotations

from tests.helpers.api_flows import plan_of, set_plan, start_session
from tests.helpers.bot_fixtures import BotHarness, Candidate
from tests.helpers.bot_flow import begin_interview, transcript


async def _sentence(harness: BotHarness, user_id: int, **invite: int) -> tuple[Candidate, str, str]:
    """An interview of single-choice questions; (the candidate, the session id, the first key)."""
    me, _, session_id = await begin_interview(
        harness, user_id, question_count=2, types=["single"], reveal="each", **invite
    )
    key = harness.api.catalog[(await plan_of(harness.api, session_id))[0]].key
    return me, session_id, str(key)


async def test_a_reasoning_sentence_is_read_back_and_the_tap_grades_it(harness: BotHarness) -> None:
    me, session_id, key = await _sentence(harness, 3101)
    prompt = await me.ask(f"我觉得是 {key}，因为其余选项都不对", "我理解你的答案是：")
    assert prompt.text == f"我理解你的答案是：{key}"
    assert [label for label, _ in prompt.buttons] == ["✅ 确认", "✏️ 重新作答"]
    assert all(len(data.encode()) <= 64 for _, data in prompt.buttons)
    assert (await transcript(harness, 3101, session_id))["answers"] == []  # nothing recorded yet

    before = me.mark()
    await me.answered(me.click(prompt, "✅ 确认"))
    await me.reply("第 2/2 题", before)
    [entry] = (await transcript(harness, 3101, session_id))["answers"]
    assert entry["verdict"] == "correct" and entry["answer"].startswith("我觉得是")
    await me.tg.wait_for(lambda: [label for label, _ in prompt.buttons] == ["✔ 确认"])


async def test_answering_again_records_nothing_and_asks_again(harness: BotHarness) -> None:
    me, session_id, key = await _sentence(harness, 3102)
    prompt = await me.ask(f"应该是 {key} 吧", "我理解你的答案是：")
    before = me.mark()
    await me.answered(me.click(prompt, "✏️ 重新作答"))
    again = await me.reply("第 1/2 题", before)
    assert "没有记录" in "\n".join(m.text for m in me.messages()[before:])
    assert again.buttons and (await transcript(harness, 3102, session_id))["answers"] == []
    await me.tg.wait_for(lambda: prompt.buttons == [])

    before = me.mark()
    me.say(key)  # a bare letter goes straight through
    await me.reply("第 2/2 题", before)
    [entry] = (await transcript(harness, 3102, session_id))["answers"]
    assert entry["answer"] == key and entry["verdict"] == "correct"


async def test_the_time_limit_holds_across_the_confirmation(harness: BotHarness) -> None:
    # the time taken is checked to the second below: only the test's moves advance the clock, not the
    # real seconds a loaded machine spends on the bot's round trips
    harness.api.clock.stop()
    me, session_id, key = await _sentence(harness, 3103, time_limit_s=30, total_time_limit_s=600)
    harness.api.clock.advance(10)
    before = me.mark()
    me.say(f"我选 {key}，理由是它最符合题意")
    prompt = await me.reply("我理解你的答案是：", before)
    timers = harness.dispatcher["conversation"].timers
    harness.api.clock.advance(40)  # the question's time runs out while the prompt waits
    await me.tg.wait_for(lambda: 3103 not in timers.armed)  # the timer fired: the API kept the question
    assert "⏰ 时间到" not in "\n".join(m.text for m in me.messages()[before:])

    before = me.mark()
    await me.answered(me.click(prompt, "✅ 确认"))
    await me.reply("第 2/2 题", before)
    [entry] = (await transcript(harness, 3103, session_id))["answers"]
    assert not entry["timed_out"] and entry["verdict"] == "correct"  # judged when it arrived, in time
    assert 9_000 <= entry["time_taken_ms"] <= 11_000


async def test_answering_again_after_the_time_ran_out_closes_the_question(harness: BotHarness) -> None:
    me, session_id, key = await _sentence(harness, 3104, time_limit_s=30, total_time_limit_s=600)
    prompt = await me.ask(f"我选 {key}，理由是它最符合题意", "我理解你的答案是：")
    timers = harness.dispatcher["conversation"].timers
    harness.api.clock.advance(40)
    await me.tg.wait_for(lambda: 3104 not in timers.armed)

    before = me.mark()
    me.click(prompt, "✏️ 重新作答")
    await me.reply("⏰ 时间到：本题未作答", before)  # no second chance past the limit
    [entry] = (await transcript(harness, 3104, session_id))["answers"]
    assert entry["timed_out"] and entry["skipped"] and entry["answer"] == ""


async def test_answering_again_a_reading_already_replaced_asks_nothing_again(harness: BotHarness) -> None:
    # the candidate typed a sentence, then the bare letter (recorded: question 2 is shown), then tapped
    # 重新作答 under the old reading: "没有记录，请重新作答" with question 2 again would say the answer
    # just given was not kept
    me, session_id, key = await _sentence(harness, 3105)
    before = me.mark()
    me.say(f"应该是 {key} 吧")
    prompt = await me.reply("我理解你的答案是：", before)
    me.say(key)
    await me.reply("第 2/2 题", before)
    again = prompt.buttons[1][1]

    before = me.mark()
    notice = await me.answered(me.click(prompt, again))
    assert notice["text"] == "这个理解已失效（已重新作答、被新的答案取代或本题已结束）。"
    await me.settle()
    said = "\n".join(m.text for m in me.messages()[before:])
    assert "没有记录" not in said and "第 2/2 题" not in said
    [entry] = (await transcript(harness, 3105, session_id))["answers"]
    assert entry["answer"] == key and entry["verdict"] == "correct"
    await me.tg.wait_for(lambda: prompt.buttons == [])


async def test_confirming_after_the_practice_was_stopped_says_it_is_over(harness: BotHarness) -> None:
    # the API refuses the confirmation of a stopped session (409, status_now): nothing was answered, so
    # "这道题已经作答过了" would be untrue
    single = next(q for q in harness.api.catalog if q.type == "single" and q.scorable)
    session = await start_session(harness.api, 3106, mode="practice")
    await set_plan(harness.api, session["id"], [single.id])
    me = harness.candidate(3106)
    me.say("/start")
    await me.reply("第 1/1 题", 0)
    before = me.mark()
    me.say(f"我觉得是 {single.key}，因为其余选项都不对")
    prompt = await me.reply("我理解你的答案是：", before)
    me.say("/stop")
    await me.reply("练习已结束", before)

    before = me.mark()
    notice = await me.answered(me.click(prompt, "✅ 确认"))
    assert notice["text"] == "这次作答已经结束，没有记录这次点击。"
    await me.settle()
    assert "作答过了" not in "\n".join(m.text for m in me.messages()[before:])
    assert (await transcript(harness, 3106, session["id"]))["answers"] == []
    await me.tg.wait_for(lambda: prompt.buttons == [])


async def test_answering_again_after_the_interview_time_ran_out_asks_nothing_again(
    harness: BotHarness,
) -> None:
    # the reading arrived in time and waited; the interview's total time ran out (the timer said so, with
    # the report); a tap on 重新作答 then drew "请重新作答" and the whole report a second time
    me, session_id, key = await _sentence(harness, 3107, time_limit_s=600, total_time_limit_s=60)
    before = me.mark()
    me.say(f"我选 {key}，理由是它最符合题意")
    prompt = await me.reply("我理解你的答案是：", before)
    harness.api.clock.advance(120)
    await me.reply("本次作答已超时结束", before)

    before = me.mark()
    notice = await me.answered(me.click(prompt, "✏️ 重新作答"))
    assert notice["text"] == "本次作答时间已结束，这条消息没有被记录。"
    await me.settle()
    said = "\n".join(m.text for m in me.messages()[before:])
    assert "请重新作答" not in said and "本次作答已超时结束" not in said, said
    assert (await transcript(harness, 3107, session_id))["answers"] == []
