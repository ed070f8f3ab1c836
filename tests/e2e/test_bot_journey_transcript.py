"""A reviewer's script: a candidate's whole journey in Telegram — an interview from a deep link with the
edge cases a person tries (a sticker, commands the interview refuses, a typed answer to a choice
question, a double tap, an old Begin button, "不会，跳过" to a design question), the end of it, a
practice with hints and explanations, the notebook and history — every message written to a transcript
(``IBOT_TRANSCRIPT_DIR`` keeps it; else the test's own directory) that the suite then checks for
internal ids, field names, UTC times and one language mixed into another."""

from __future__ import annotations

import os
from pathlib import Path

from tests.helpers.api_flows import set_plan, start_practice
from tests.helpers.bot_fixtures import BotHarness, Candidate
from tests.helpers.bot_flow import begin_interview
from tests.helpers.bot_flows import click_answer
from tests.helpers.transcript import problems, write_transcript

USER = 3101
INTERVIEW = [
    "seed001-08",
    "seed002-43",
    "seed001-19",
    "seed002-31",
]  # single (key erratum), t/f, design, multi
PRACTICE = ["seed000-30", "seed002-41", "seed000-16"]  # calc with hints, t/f, multi


def transcript_path(tmp_path: Path, name: str) -> Path:
    kept = os.environ.get("IBOT_TRANSCRIPT_DIR")
    folder = Path(kept) if kept else tmp_path
    folder.mkdir(parents=True, exist_ok=True)
    return folder / name


async def said(me: Candidate, text: str, expect: str) -> str:
    """Send ``text``; the text of everything the bot sent up to its reply containing ``expect``."""
    before = me.mark()
    me.say(text)
    await me.reply(expect, before)
    return "\n".join(m.text for m in me.messages()[before:])


async def fixed_plan(h: BotHarness, me: Candidate, session_id: str, plan: list[str]) -> None:
    """Fix the interview's questions (the first was drawn at Begin) and show question 1 again."""
    from api.store.sessions import get_session

    async with h.api.ctx.sessions.begin() as db:
        session = await get_session(db, session_id)
        assert session is not None and session.position == 0
        session.plan = list(plan)
    await said(me, "/start", "第 1/4 题")


async def test_a_whole_journey_reads_clean(harness: BotHarness, tmp_path: Path) -> None:
    h = harness
    me, _, session_id = await begin_interview(
        h, USER, question_count=4, reveal="each", time_limit_s=600, types=["single", "truefalse"]
    )
    await fixed_plan(h, me, session_id, INTERVIEW)
    q1 = next(m for m in reversed(me.messages()) if "第 1/4 题" in m.text)
    countdowns = [m for m in me.messages() if m.text.startswith("⏱ 剩余")]
    assert len(countdowns) == 1  # the first question's countdown went when it was shown again

    # a sticker: one short line, the question stays in view
    before = me.mark()
    h.tg.send_media(USER, "sticker")
    sticker = await me.reply("贴纸", before)
    assert len(sticker.text.splitlines()) == 1
    # help and advice name only what works in an interview
    helped = await said(me, "/help", "面试中")
    assert not any(command in helped for command in ("/skip", "/hint", "/stop", "/practice"))
    assert "/skip" not in await said(me, "/explain", "请先作答当前题目")
    await said(me, "/skip", "面试中不能跳过")

    # a typed answer to the choice question: echoed as read, its buttons give way to it
    text = await said(me, "选C", "第 2/4 题")
    assert "你的答案：C" in text
    await me.tg.wait_for(lambda: [label for label, _ in q1.buttons] == ["✅ 你的答案：C"])
    # the old Begin button shows nothing twice
    rules = next(m for m in me.messages() if "共 4 题" in m.text)
    assert rules.buttons == []
    # question 2 (true/false), answered wrong: one vocabulary; a second tap keeps the label
    q2 = next(m for m in reversed(me.messages()) if "第 2/4 题" in m.text)
    before = me.mark()
    await me.answered(await click_answer(me, q2, h.api.catalog[INTERVIEW[1]], right=False))
    verdict = (await me.reply("第 3/4 题", before)).text
    assert "❌ 错误" in verdict and "参考答案：错" in verdict and "这个说法" not in verdict
    await me.tg.wait_for(lambda: [label for label, _ in q2.buttons] == ["❌ 你的答案：对"])
    notice = await me.answered(me.click(q2, q2.buttons[0][1]))
    assert notice["text"] == "这道题已经作答过了：第一次的答案有效。"
    assert [label for label, _ in q2.buttons] == ["❌ 你的答案：对"]
    # question 3 (design): "I don't know" is read as a give-up, one line; the model answer waits for /explain
    verdict = await said(me, "不会，跳过", "第 4/4 题")
    assert "没有作答（表示不会）。" in verdict and "❌ 错误  得分 0/10" in verdict
    assert "需求量化（先给公式" not in verdict and "评分要点" not in verdict
    q4 = next(m for m in reversed(me.messages()) if "第 4/4 题" in m.text)
    before = me.mark()
    await me.answered(await click_answer(me, q4, h.api.catalog[INTERVIEW[3]]))
    final = await me.reply("完成", before)
    await me.tg.wait_for(lambda: any(m.photo for m in me.messages()[before:]))
    assert len([m for m in me.messages() if m.text.startswith("⏱ ")]) <= 1  # one countdown at a time
    # the end names each question with its verdict, counts each once, in Chinese, suggests what next
    assert (
        "第 1 题 ✅ 正确 · 使用 int8 量化部署" in final.text and "第 2 题 ❌ 错误 · 在 RLHF 中" in final.text
    )
    topic_lines = [line for line in final.text.splitlines() if line.startswith("• ")]
    assert sum(int(line.split("：")[1].split("/")[1].split("（")[0]) for line in topic_lines) == 13
    assert "• 量化：2/2（100%）" in final.text and "quantization" not in final.text
    assert "建议下一步：练习「" in final.text
    labels = [label for label, _ in final.buttons]
    assert labels[0] == "查看全部解析" and labels[1].startswith("练习「")
    before = me.mark()
    await me.answered(me.click(final, "查看全部解析"))
    everything = await me.reply("第 4 题", before)
    assert all(f"第 {n} 题" in everything.text for n in (1, 2, 3, 4))
    explained = await said(me, "/explain 1", "第 1 题解析")
    assert "注：本题原答案 B 有误，已更正为 C。" in explained and "勘误" not in explained
    await said(me, "/explain ２", "第 2 题解析")  # full-width, as a Chinese IME types it: read as 2
    for unreadable in ("/explain 0", "/explain -1", "/explain 三", "/explain 99999999999999999999"):
        await said(me, unreadable, "没有这一题：这次的题号从 1 到 4。")  # never the last question explained

    # practice: hints, a wrong number, /explain, /stop; then the notebook and history
    session = await start_practice(h.api, USER)
    await set_plan(h.api, session["id"], PRACTICE)
    await said(me, "/start", "第 1/3 题")
    assert "累计扣本题 25% 的分" in await said(me, "/hint", "提示 1/")
    assert "累计扣本题 50% 的分" in await said(me, "/hint", "提示 2/")
    text = await said(me, "42 GB", "❌ 错误")
    assert "你的答案：42 GB" in text
    await said(me, "/explain", "第 1 题解析")
    await said(me, "/stop", "完成")
    await said(me, "/review", "错题本")
    await said(me, "/history", "历史记录")
    await said(me, "/help", "/practice")
    final = next(m for m in reversed(me.messages()) if "建议下一步" in m.text)
    before = me.mark()
    await me.answered(me.click(final, "练习「"))  # the suggested practice starts
    await me.reply("第 1/", before)

    lines = write_transcript(h.tg, USER, transcript_path(tmp_path, "journey-zh.txt"))
    assert problems(lines, h.api.catalog, "zh") == []


async def test_an_english_practice_reads_english_in_the_bots_own_words(
    harness: BotHarness, tmp_path: Path
) -> None:
    h = harness
    me = h.candidate(3102, language="en")
    session = await start_practice(h.api, 3102, candidate={"telegram_id": 3102, "language": "en"})
    await set_plan(h.api, session["id"], PRACTICE)
    await said(me, "/start", "Question 1/3")
    await said(me, "/hint", "Hint 1/")
    await said(me, "42 GB", "Incorrect")
    await said(me, "/skip", "Skipped")
    await said(me, "/explain 1", "Question 1: explanation")
    await said(me, "/stop", "Finished")
    await said(me, "/history", "Past sessions")
    lines = write_transcript(h.tg, 3102, transcript_path(tmp_path, "journey-en.txt"))
    assert problems(lines, h.api.catalog, "en") == []
