"""A whole interview in Telegram, click by click: the real aiogram bot polling a fake Bot API server,
the real API in-process (SQLite, the real question index)."""

from __future__ import annotations

from tests.helpers.bot_fixtures import BotHarness
from tests.helpers.bot_flow import begin_interview, sessions
from tests.helpers.bot_flows import click_answer, shown_question

CHOICE = ["single", "multi", "truefalse"]


async def test_whole_interview_by_clicks_with_score_breakdown_and_chart(harness: BotHarness) -> None:
    invite = await harness.invite(question_count=4, types=CHOICE, reveal="end", total_time_limit_s=1800)
    me = harness.candidate(5001)
    start = me.mark()
    me.say(f"/start {invite['token']}")
    rules = await me.reply("共 4 题", start)
    assert (
        "ML engineer" in rules.text and "总时长 30 分钟" in rules.text and "全部答完后显示成绩" in rules.text
    )
    begin = me.click(rules, "开始答题")
    assert (await me.answered(begin)).get("text") is None  # answered, silently
    for number in range(1, 5):
        message = await me.reply(f"第 {number}/4 题", start)
        # only a total limit: the session's time left, said as the session's, not as a limit of this one
        assert "⏱ 本场剩余" in message.text and "限时" not in message.text, message.text
        current, question = await shown_question(harness, 5001)
        assert current["position"] == number - 1
        before = me.mark()
        last_click = await click_answer(me, message, question, right=number != 2)
        await me.answered(last_click)
        await me.tg.wait_for(lambda message=message: any("你的答案" in t for t, _ in message.buttons))
        await me.reply("已记录", before)  # reveal=end: nothing graded until the end
    summary = await me.reply("总分", start)
    assert "完成" in summary.text and "按主题" in summary.text and "(75%)" not in summary.text
    chart = await me.tg.wait_for(lambda: next((m for m in me.messages() if m.photo), None))
    assert chart.photo[:8] == b"\x89PNG\r\n\x1a\n" and chart.text == "各主题得分率"
    assert rules.buttons == []  # Begin no longer offered

    # A second click on an answered question: "already answered", nothing recorded.
    answered_question = next(m for m in me.messages() if "第 1/4 题" in m.text)
    again = me.click(answered_question, answered_question.buttons[0][1])
    reply = await me.answered(again)
    assert reply["text"] == "这道题已经作答过了：第一次的答案有效。" and reply.get("show_alert") in (
        None,
        False,
        "false",
    )
    assert any("你的答案" in label for label, _ in answered_question.buttons)  # the label stays
    headers = harness.api.candidate(5001)
    sessions = (await harness.api.client.get("/v1/candidates/5001/sessions", headers=headers)).json()["items"]
    assert sessions[0]["answered"] == 4 and sessions[0]["status"] == "finished"


async def test_hidden_results_say_the_recruiter_will_receive_them(harness: BotHarness) -> None:
    invite = await harness.invite(
        question_count=2, types=["truefalse", "single"], reveal="never", language="en"
    )
    me = harness.candidate(5002, language="en-US")
    start = me.mark()
    me.say(f"/start {invite['token']}")
    rules = await me.reply("2 questions", start)
    assert "Your results go to the recruiter only." in rules.text
    me.click(rules, "Begin")
    for number in (1, 2):
        message = await me.reply(f"Question {number}/2", start)
        _, question = await shown_question(harness, 5002)
        letter = question.key if question.type == "single" else {"true": "T", "false": "F"}[question.key]
        me.say(letter)  # a choice question may also be answered by typing
        await me.reply("Recorded", me.messages().index(message))
    final = await me.reply("recruiter will receive", start)
    assert "Score" not in final.text
    assert not any(m.photo for m in me.messages())
    before = me.mark()
    me.say(f"/start {invite['token']}")  # the same link again
    await me.reply("already taken the interview", before)


async def test_typed_answers_for_calculation_questions(harness: BotHarness) -> None:
    invite = await harness.invite(question_count=2, types=["calc", "code"], reveal="each")
    me = harness.candidate(5003)
    start = me.mark()
    me.say(f"/start {invite['token']}")
    me.click(await me.reply("共 2 题", start), "开始答题")
    for number in (1, 2):
        message = await me.reply(f"第 {number}/2 题", start)
        _, question = await shown_question(harness, 5003)
        assert message.buttons == [] and ("计算题" in message.text or "代码题" in message.text)
        before = me.mark()
        if question.type == "calc":
            me.say(" ".join(f"{p.value:g} {p.unit or ''}".strip() for p in question.numeric))
        else:
            key = question.key  # several blanks: one line each
            me.say(key if isinstance(key, str) else "\n".join(key))
        verdict = await me.reply("得分", before)
        assert "✅ 正确" in verdict.text, verdict.text
    await me.reply("总分", start)


async def test_bad_invite_and_text_outside_a_session_get_help(harness: BotHarness) -> None:
    me = harness.candidate(5004)
    start = me.mark()
    me.say("/start no-such-invite-token")
    await me.reply("邀请链接无效", start)
    me.say("hello?")
    helped = await me.reply("我没有听懂", start)
    assert "/practice" in helped.text
    me.say("/whatever")
    await me.tg.wait_for(lambda: sum("我没有听懂" in m.text for m in me.messages()) == 2)
    assert set(harness.tg.commands) == {"", "zh", "en"}
    harness.tg.send_text(5004, "/help", group=-100123)  # groups are not served
    harness.tg.send_text(5004, "/help")
    await me.tg.wait_for(lambda: sum("/practice" in m.text for m in me.messages()) == 3)
    assert harness.tg.bot_messages(-100123) == []
    assert any(c["command"] == "practice" for c in harness.tg.commands["en"])


async def test_an_adaptive_interview_promises_no_number_of_questions(harness: BotHarness) -> None:
    # the session's total is what is planned so far (one question): the rules said "共 1 题。"
    key = await harness.api.recruiter_key("Acme")
    body = {"mode": "adaptive", "max_questions": 8, "reveal": "each", "title": "Adaptive"}
    invite = await harness.api.client.post("/v1/invites", json=body, headers=harness.api.recruiter(key))
    me = harness.candidate(5007)
    me.say(f"/start {invite.json()['token']}")
    rules = await me.reply("Adaptive", 0)
    assert "题数不固定" in rules.text and "共 1 题" not in rules.text, rules.text
    me.click(rules, "开始答题")
    assert "/" not in (await me.reply("第 1 题", 0)).text.splitlines()[0]  # nor does the question's head
    before = me.mark()
    me.say("/history")  # nor the history: "0/1" read as "none of one question"
    line = (await me.reply("面试 · 进行中", before)).text.splitlines()[-1]
    assert " · 面试 · 进行中 · 已答 0 题" in line and "/1" not in line, line


async def test_a_second_invite_mid_interview_says_why_the_first_goes_on(harness: BotHarness) -> None:
    # the API keeps one interview open at a time: the new link opens nothing, and the candidate is told
    # so rather than finding the other job's question in its place without a word
    me, _, session_id = await begin_interview(harness, 5006, question_count=2, types=["single"])
    other = await harness.invite(question_count=2, title="Data engineer")
    before = me.mark()
    me.say(f"/start {other['token']}")
    said = await me.reply("未完成的面试", before)
    assert said.text == "你还有一场未完成的面试：请先完成它，再打开新的邀请链接。"
    await me.reply("第 1/2 题", before)
    assert [s["id"] for s in await sessions(harness, 5006)] == [session_id]
