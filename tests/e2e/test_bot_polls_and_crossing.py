"""Quiz polls and answers that cross the move-on (issue 18), through the fake Bot API.

Practice single-choice and true/false questions that fit Telegram's limits arrive as native quiz polls
(not anonymous, the correct option set); the vote comes back as a ``poll_answer`` update — after a bot
restart too — and is graded through the same API call as a button; other questions keep their buttons
or typed answers, and interviews never get a poll. An answer typed while a timed question's time ran out
is kept, late, with the question it answered, and never counts for the next one."""

from __future__ import annotations

from typing import Any

from tests.helpers.api_flows import plan_of, right_answer, set_plan, start_session, wrong_answer
from tests.helpers.bot_fixtures import BotHarness
from tests.helpers.bot_flow import begin_interview, transcript
from tests.helpers.bot_flows import click_answer
from tests.helpers.fake_telegram import Sent
from tests.helpers.quiz_questions import quiz_ready


def send_poll_calls(harness: BotHarness) -> list[dict[str, Any]]:
    return [call.params for call in harness.tg.calls if call.method == "sendPoll"]


async def next_poll(harness: BotHarness, user_id: int, after: int) -> Sent:
    def found() -> Sent | None:
        return next((m for m in harness.tg.bot_messages(user_id)[after:] if m.poll is not None), None)

    return await harness.tg.wait_for(found)  # type: ignore[no-any-return]


async def test_a_practice_quiz_poll_is_answered_by_a_poll_answer_update(harness: BotHarness) -> None:
    catalog = harness.api.catalog
    single, truefalse = quiz_ready(catalog, ("single",))[0], quiz_ready(catalog, ("truefalse",))[0]
    code = next(q.id for q in catalog if q.type == "code" and q.scorable)
    session = await start_session(harness.api, 1851, mode="practice")
    await set_plan(harness.api, session["id"], [single, truefalse, code])
    me = harness.candidate(1851)
    me.say("/start")  # resumes the practice: its question comes as a quiz poll
    first = await next_poll(harness, 1851, 0)
    [params] = send_poll_calls(harness)
    assert params["type"] == "quiz" and params["is_anonymous"] == "false"
    assert params["question"].startswith("第 1/3 题\n") and len(params["question"]) <= 300
    options = [o["text"] for o in params["options"]]
    assert options == [" ".join(text.split()) for text in catalog[single].options.values()]
    assert int(params["correct_option_id"]) == list(catalog[single].options).index(catalog[single].key)
    assert 0 < len(params["explanation"]) <= 200 and "open_period" not in params  # practice: untimed
    assert first.buttons == []

    await harness.restart()  # the poll → question mapping is the API's: a new process understands the vote
    before = me.mark()
    key_option = int(params["correct_option_id"])
    harness.tg.vote(1851, first, key_option)
    right = await me.reply("✅ 正确", before)
    assert "第 2/3 题" not in right.text  # the next question is a poll of its own
    assert "💡" not in right.text  # the poll shows its explanation itself: not said twice
    second = await next_poll(harness, 1851, before)
    assert first.poll is not None and first.poll["is_closed"]  # moved on: the answered poll is closed
    calls = harness.transport.calls
    assert ("POST", f"/v1/sessions/{session['id']}/answers") in calls  # the same call as a button
    assert any(path.startswith("/v1/polls/") for _, path in calls)

    tf_params = send_poll_calls(harness)[-1]
    assert [o["text"] for o in tf_params["options"]] == ["✔ 对", "✘ 错"]
    wrong_option = 1 - int(tf_params["correct_option_id"])
    before = me.mark()
    harness.tg.vote(1851, second, wrong_option)
    wrong = await me.reply("❌ 错误", before)
    assert "提示" not in wrong.text  # no hint penalty spoken of a zero
    third = await me.reply("第 3/3 题", before)  # a code question: a message to answer by typing
    assert third.poll is None and len(send_poll_calls(harness)) == 2

    record = await transcript(harness, 1851, session["id"])
    entries = [(a["position"], a["answer"], a["verdict"]) for a in record["answers"]]
    wrong_value = "true" if wrong_option == 0 else "false"
    assert entries == [(0, catalog[single].key, "correct"), (1, wrong_value, "incorrect")]


async def test_interviews_never_get_quiz_polls(harness: BotHarness) -> None:
    me, first, session_id = await begin_interview(
        harness, 1852, question_count=2, types=["single", "truefalse"], reveal="each"
    )
    plan = await plan_of(harness.api, session_id)
    before = me.mark()
    await me.answered(await click_answer(me, first, harness.api.catalog[plan[0]]))
    second = await me.reply("第 2/2 题", before)
    assert second.buttons and second.poll is None
    before = me.mark()
    await me.answered(await click_answer(me, second, harness.api.catalog[plan[1]], right=False))
    await me.reply("逐题回顾", before)
    assert send_poll_calls(harness) == []


async def test_a_typed_answer_crossing_the_move_on_stays_with_its_question(harness: BotHarness) -> None:
    me, _, session_id = await begin_interview(
        harness, 1853, question_count=2, types=["single"], reveal="each", time_limit_s=30
    )
    plan = await plan_of(harness.api, session_id)
    shown = ("POST", f"/v1/sessions/{session_id}/shown")
    await me.tg.wait_for(lambda: harness.transport.calls.count(shown) == 1)  # question 1's message id
    typed = right_answer(harness.api.catalog[plan[0]])
    in_flight = harness.tg.send_text(1853, typed, hold=True)  # typed while question 1 was on screen

    before = me.mark()
    harness.api.clock.advance(31)
    moved = await me.reply("⏰ 时间到：本题未作答", before)
    assert "第 2/2 题" in moved.text
    await me.tg.wait_for(lambda: harness.transport.calls.count(shown) == 2)

    before = me.mark()
    harness.tg.push(in_flight)  # ... and reaches the bot only now
    late = await me.reply("第 1 题的时间已到", before)
    assert "已记在第 1 题下" in late.text and "得 0 分" in late.text and "不算作第 2 题" in late.text
    assert "正确" not in late.text and "错误" not in late.text
    record = await transcript(harness, 1853, session_id)
    [entry] = record["answers"]
    assert entry["position"] == 0 and entry["timed_out"] and entry["answer"] == typed
    assert entry["points_awarded"] == 0

    before = me.mark()
    me.say(wrong_answer(harness.api.catalog[plan[1]]))  # question 2 is still open, and counts now
    await me.reply("❌ 错误", before)
    record = await transcript(harness, 1853, session_id)
    assert [(a["position"], a["verdict"]) for a in record["answers"]][1] == (1, "incorrect")


async def test_the_second_part_of_a_split_answer_is_never_the_next_questions(harness: BotHarness) -> None:
    """An untimed question: Telegram splits a long text into two messages; the bot reads the first as the
    answer and moves on, and the second — sent before the next question's message — is refused as
    belonging to the question already closed, not read as an answer to the next (review53 finding 14)."""
    me, _, session_id = await begin_interview(harness, 1854, question_count=2, types=["single"], reveal="end")
    plan = await plan_of(harness.api, session_id)
    shown = ("POST", f"/v1/sessions/{session_id}/shown")
    await me.tg.wait_for(lambda: harness.transport.calls.count(shown) == 1)  # untimed: recorded all the same

    before = me.mark()
    me.say(right_answer(harness.api.catalog[plan[0]]))  # the first part
    second_part = harness.tg.send_text(1854, "B", hold=True)  # sent on its heels, before question 2 was
    await me.reply("第 2/2 题", before)
    await me.tg.wait_for(lambda: harness.transport.calls.count(shown) == 2)

    before = me.mark()
    harness.tg.push(second_part)
    refused = await me.reply("不算作第 2 题", before)
    assert "我理解你的答案是" not in refused.text and "确认" not in refused.text
    record = await transcript(harness, 1854, session_id)
    assert [a["position"] for a in record["answers"]] == [0]  # question 2 still unanswered

    await me.ask(wrong_answer(harness.api.catalog[plan[1]]), "完成！")
    record = await transcript(harness, 1854, session_id)
    assert [(a["position"], a["verdict"]) for a in record["answers"]] == [(0, "correct"), (1, "incorrect")]
