"""Every state answers for itself (issue 18), through the fake Bot API: practice commands in an
interview, unknown commands in a practice, an edited answer, a click on "✔ 你的答案", /stop closing the
last keyboard, Telegram failing (not "the service is unavailable"), and error texts in the /lang
language."""

from __future__ import annotations

from tests.helpers.api_flows import right_answer, set_plan, start_session
from tests.helpers.bot_fixtures import BotHarness, Candidate
from tests.helpers.bot_flow import begin_interview, sessions, transcript
from tests.helpers.bot_flows import shown_question
from tests.helpers.fake_telegram import Sent


async def test_practice_commands_in_an_interview_say_so(harness: BotHarness) -> None:
    me, _, _ = await begin_interview(harness, 1841, question_count=2, types=["single"])
    for command, expected in (
        ("/skip", "面试中不能跳过题目"),
        ("/stop", "面试不能中途结束"),
        ("/foo", "你正在进行面试"),
    ):
        reply = await me.ask(command, expected)
        assert "没有进行中的练习" not in reply.text and "没有进行中的面试或练习" not in reply.text
    before = me.mark()
    me.say("/practice")
    await me.reply("你正在面试中", before)
    await me.reply("第 1/2 题", before)  # the question again, after the word of why
    assert (await sessions(harness, 1841))[0]["mode"] == "interview"  # no practice was opened


async def skip_to_buttons(me: Candidate, message: Sent) -> Sent:
    """Skip practice questions until one with buttons is on screen."""
    while not message.buttons:
        message = await me.ask("/skip", " 题")
    return message


async def test_unknown_commands_edits_answered_clicks_and_stop_in_a_practice(harness: BotHarness) -> None:
    # a practice of a multiple choice (buttons), a code question (typed) and another multiple choice:
    # single-choice and true/false questions would come as quiz polls, without buttons
    multi = [q.id for q in harness.api.catalog if q.type == "multi" and q.scorable][:2]
    code = next(q.id for q in harness.api.catalog if q.type == "code" and q.scorable)
    await set_plan(
        harness.api,
        (await start_session(harness.api, 1842, mode="practice"))["id"],
        [multi[0], code, multi[1]],
    )
    me = harness.candidate(1842)
    start = me.mark()
    me.say("/practice")
    question = await skip_to_buttons(me, await me.reply("第 1/3 题", start))
    before = me.mark()
    me.say("/foo")
    assert "你正在进行练习" in (await me.reply("没有听懂", before)).text

    # answered by a click (single-choice and true/false practice questions that fit come as quiz polls:
    # this is one with buttons, often a multiple choice): "✔ 你的答案" replaces the buttons; clicking it
    # keeps that record
    before = me.mark()
    if any(data.startswith("m:") for _, data in question.buttons):  # one toggle, then Submit
        await me.answered(me.click(question, next(d for _, d in question.buttons if d.startswith("t:"))))
        await me.tg.wait_for(lambda: any("✅" in label for label, _ in question.buttons))
        me.click(question, "提交")
    else:
        me.click(question, question.buttons[0][1])
    await me.tg.wait_for(lambda: any("你的答案" in label for label, _ in question.buttons))
    record_button = question.buttons
    notice = await me.answered(me.tg.click(1842, question, question.buttons[0][1]))
    assert notice["text"] == "这道题已经作答过了：第一次的答案有效。"
    assert question.buttons == record_button

    # a typed answer, then edited: the first answer stands and the candidate is told so
    next_question = await me.reply(" 题", before)
    _, on_screen_question = await shown_question(harness, 1842)
    typed_answer = right_answer(on_screen_question)  # readable for any type (unreadable ones are re-asked)
    before = me.mark()
    update = me.say(typed_answer)
    await me.reply(" 题", before)
    typed = next(m for m in me.tg.messages[1842] if m.message_id == update["message"]["message_id"])
    before = me.mark()
    me.tg.edit_text(1842, typed, "changed my mind")
    await me.reply("已提交的答案不能修改", before)
    session_id = (await sessions(harness, 1842))[0]["id"]
    answers = (await transcript(harness, 1842, session_id))["answers"]
    assert any(a["answer"] == typed_answer for a in answers)
    assert not any(a["answer"] == "changed my mind" for a in answers)
    assert next_question is not None

    # /stop closes the question on screen: its keyboard goes, or its quiz poll closes
    current, _ = await shown_question(harness, 1842)
    head = f"第 {current['position'] + 1}/3 题"
    on_screen = next(m for m in reversed(me.messages()) if head in m.text and (m.buttons or m.poll))
    await me.ask("/stop", "练习已结束")
    await me.tg.wait_for(lambda: on_screen.buttons == [] and (on_screen.poll or {}).get("is_closed", True))


async def test_telegram_failing_is_not_the_service_being_down_and_errors_follow_lang(
    harness: BotHarness,
) -> None:
    me = harness.candidate(1843)  # Telegram says zh-hans
    start = me.mark()
    me.say("/lang")
    me.click(await me.reply("请选择语言", start), "English")
    await me.tg.wait_for(lambda: any("Language set to English" in m.text for m in me.messages()))
    harness.tg.inject_error("sendMessage", 500, times=1)
    failed = await me.ask("/help", "could not be delivered")
    assert "unavailable" not in failed.text and "服务" not in failed.text
