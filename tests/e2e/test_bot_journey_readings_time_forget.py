"""A candidate's interview and practice in Telegram, in Chinese and in English, through the fake Bot
API, with what the other journey (``test_bot_journey_transcript``) leaves out: a typed answer read and
put to them to confirm, "重新作答" and then "确认"; /practice, /review, /hint and /skip typed mid-
interview; a question's time running out; the report's buttons; a practice with a hint and a skip;
the notebook; /forget. Every message is written to a transcript the suite checks for ids, field
names, UTC times and one language mixed into another."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.texts import t
from tests.helpers.bot_fixtures import BotHarness, Candidate
from tests.helpers.bot_flows import click_answer, shown_question
from tests.helpers.transcript import problems, write_transcript

TELEGRAM = {"zh": "zh-hans", "en": "en-US"}


def said(lang: str, key: str, **values: object) -> str:
    """The bot's words for ``key``, as the chat shows them (no HTML)."""
    return re.sub(r"<[^>]+>", "", t(lang, key, **values))


async def send(me: Candidate, text: str, expect: str) -> str:
    before = me.mark()
    me.say(text)
    await me.reply(expect, before)
    return "\n".join(m.text for m in me.messages()[before:])


@pytest.mark.parametrize(("lang", "user"), [("zh", 3121), ("en", 3122)])
async def test_readings_time_and_forget_read_in_one_language(
    harness: BotHarness, tmp_path: Path, lang: str, user: int
) -> None:
    h = harness
    h.api.clock.stop()  # the time runs out when the test moves the clock, never before
    invite = await h.invite(question_count=3, types=["single"], time_limit_s=120, language=lang)
    me = h.candidate(user, language=TELEGRAM[lang])
    question = "第 {n}/3 题" if lang == "zh" else "Question {n}/3"
    me.say(f"/start {invite['token']}")
    rules = await me.reply("共 3 题" if lang == "zh" else "3 questions", 0)
    before = me.mark()
    me.click(rules, rules.buttons[0][1])  # Begin
    await me.reply(question.format(n=1), before)

    # a hedged answer is read and put to the candidate: answer again, then confirm
    hedge = "大概是B吧" if lang == "zh" else "maybe B"
    reading = await me.ask(hedge, said(lang, "reading_prompt", reading="B"))
    assert [label for label, _ in reading.buttons] == [
        "✅ " + said(lang, "reading_confirm"),
        "✏️ " + said(lang, "reading_again"),
    ]
    before = me.mark()
    await me.answered(me.click(reading, reading.buttons[1][1]))  # answer again
    await me.reply(said(lang, "reading_discarded"), before)
    await me.reply(question.format(n=1), before)  # shown again, to answer
    assert reading.buttons == []
    reading = await me.ask(hedge, said(lang, "reading_prompt", reading="B"))
    before = me.mark()
    await me.answered(me.click(reading, reading.buttons[0][1]))  # confirm
    second = await me.reply(question.format(n=2), before)
    assert [label for label, _ in reading.buttons] == ["✔ " + said(lang, "reading_confirm")]

    # what an interview refuses: each says so, and the question stays in view
    for command, key in (
        ("/practice", "practice_after_interview"),
        ("/review", "practice_after_interview"),
        ("/hint", "hints_not_in_interview"),
    ):
        text = await send(me, command, said(lang, key))
        if key == "practice_after_interview":
            assert question.format(n=2) in text, text
    await send(me, "/skip", said(lang, "not_in_interview_skip"))

    # question 2's time runs out: said, and question 3 shown unasked
    before = me.mark()
    h.api.clock.advance(121)
    up = await me.reply(question.format(n=3), before)
    assert said(lang, "time_up") in up.text
    await me.tg.wait_for(lambda: second.buttons == [])
    third = next(m for m in reversed(me.messages()) if question.format(n=3) in m.text)
    before = me.mark()
    await me.answered(await click_answer(me, third, (await shown_question(h, user))[1]))
    report = await me.reply(said(lang, "finished_title"), before)
    assert said(lang, "recap_late") in report.text, report.text

    # all the explanations, once; the button goes
    before = me.mark()
    await me.answered(me.click(report, report.button(said(lang, "all_explanations"))))
    named = "第 {n} 题 ·" if lang == "zh" else "Q{n} ·"
    explained = await me.reply(named.format(n=3), before)
    assert all(named.format(n=n) in explained.text for n in (1, 2)), explained.text
    assert said(lang, "all_explanations") not in [label for label, _ in report.buttons]

    # a practice after it: a hint, a skip, stopped; then the notebook
    await me.ask("/practice", "1/")
    await send(me, "/hint", "1/")
    await send(me, "/skip", said(lang, "skipped"))
    await send(me, "/stop", said(lang, "finished_title"))  # and the practice's report
    await send(me, "/review", "错题本" if lang == "zh" else "notebook")

    # /forget: asked first, then done
    ask = await me.ask("/forget", "？" if lang == "zh" else "?")
    done = (await me.answered(me.click(ask, ask.buttons[0][1])))["text"]
    # one practice, the card its skipped question left, the interview: erased or pseudonymised
    assert re.findall(r"\d+", done) == ["1", "1", "1"], done

    lines = write_transcript(h.tg, user, tmp_path / f"journey-{lang}.txt")
    assert problems(lines, h.api.catalog, lang) == []
