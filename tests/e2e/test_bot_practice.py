"""Practice in Telegram: /practice, answers with grades and explanations, /hint, /skip, /explain,
/stop, /history, /review and /lang — the real bot against the fake Bot API server and the real API."""

from __future__ import annotations

from tests.helpers.bot_fixtures import BotHarness
from tests.helpers.bot_flows import click_answer, shown_question, type_answer


async def test_a_whole_practice_session(harness: BotHarness) -> None:
    me = harness.candidate(6001)
    start = me.mark()
    me.say("/practice")
    first = await me.reply("第 1/10 题", start)

    # /hint: the ladder, with its cost (only for questions that have hints)
    _, question = await shown_question(harness, 6001)
    hint = await me.ask("/hint", "提示")
    if question.hints:
        assert "提示 1/" in hint.text and "累计扣本题" in hint.text and question.hints[0][:10] in hint.text
    else:
        assert "没有更多提示" in hint.text

    # answer the first question (by clicking when it has buttons, else typing the key)
    before = me.mark()
    if first.buttons:
        await me.answered(await click_answer(me, first, question, right=True))
    else:
        await type_answer(me, question.key_text)
    graded = await me.reply("得分", before)
    assert any(v in graded.text for v in ("✅ 正确", "🟡 部分正确")), graded.text
    if question.explanation:
        assert "解析" in graded.text
    await me.reply("第 2/10 题", before)

    # /skip records a skip and shows the next question
    before = me.mark()
    me.say("/skip")
    await me.reply("已跳过", before)
    await me.reply("第 3/10 题", before)

    # /explain: related material for the last answered question
    before = me.mark()
    me.say("/explain")
    explained = await me.tg.wait_for(lambda: me.messages()[before:] and me.messages()[before:][0])
    assert "相关题目" in explained.text or "没有找到相关内容" in explained.text

    # /practice again resumes the open practice, it does not start a second one
    before = me.mark()
    me.say("/practice")
    await me.reply("继续你未完成的练习", before)
    await me.reply("第 3/10 题", before)

    # /stop: the summary of what was done
    before = me.mark()
    me.say("/stop")
    await me.reply("练习已结束", before)
    await me.reply("完成", before)

    # /history lists the session
    history = await me.ask("/history", "历史记录")
    assert "练习" in history.text and "已停止" in history.text  # stopped by /stop, not finished

    # after the practice, typed text is not an answer: help instead of silence
    await me.ask("42", "我没有听懂")


async def test_language_switch_and_review(harness: BotHarness) -> None:
    me = harness.candidate(6002)
    chooser = await me.ask("/lang", "请选择语言")
    me.click(chooser, "English")
    await me.tg.wait_for(lambda: chooser.text == "Language set to English.")  # the chooser, edited
    assert chooser.buttons == []
    await me.ask("/review", "Your mistake notebook is empty")  # nothing is started instead
    await me.ask("/practice", "Question 1/")
    await me.ask("/hint", "int")  # "Hint 1/…" or "No more hints."
    await me.ask("/stop", "Practice ended.")

    await harness.restart()  # a new process: the language comes back from the API's record
    await me.ask("/help", "Interview bot")


async def test_practice_commands_outside_a_practice(harness: BotHarness) -> None:
    me = harness.candidate(6003, language="en")
    for command, expected in [
        ("/hint", "No practice"),
        ("/skip", "No practice"),
        ("/stop", "No practice"),
        ("/explain", "No practice"),
        ("/history", "Nothing yet"),
        ("/help", "/practice"),
    ]:
        await me.ask(command, expected)


async def test_review_brings_back_a_missed_question_when_it_is_due(harness: BotHarness) -> None:
    me = harness.candidate(6004)
    first = await me.ask("/practice", "第 1/10 题")
    _, missed = await shown_question(harness, 6004)
    before = me.mark()
    if first.buttons:
        await me.answered(await click_answer(me, first, missed, right=False))
    else:
        me.say("不知道")
    await me.reply("第 2/10 题", before)
    await me.ask("/stop", "练习已结束")

    harness.api.clock.advance(3 * 24 * 3600)  # the card falls due
    before = me.mark()
    me.say("/review")
    await me.reply("错题本中有 1 题到期", before)
    await me.reply("第 1/", before)
    _, shown = await shown_question(harness, 6004)
    assert shown.id == missed.id
