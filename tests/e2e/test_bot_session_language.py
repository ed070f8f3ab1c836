"""While a session is open the bot speaks the session's language, whatever the candidate's own (finding
7): an English-speaking candidate on a Chinese invite reads only Chinese — the rules, the questions, the
reading to confirm and its buttons, the verdicts and the report — not the API's Chinese inside the bot's
English sentences; once the session is over, the bot speaks the candidate's language again. The converse
for a Chinese-speaking candidate on an English invite. Through the real aiogram bot and the fake Bot API."""

from __future__ import annotations

import re

from tests.helpers.api_flows import plan_of
from tests.helpers.bot_fixtures import BotHarness, Candidate
from tests.helpers.bot_flow import sessions
from tests.helpers.fake_telegram import Sent

# what only the English catalogue says, and what only the Chinese one says (the bot's own words)
ENGLISH = re.compile(
    r"Question \d|Begin ▶|✅ Confirm|Answer again|I read your answer|Score |✅ Correct|❌ Incorrect|Finished!"
)
CHINESE = re.compile(
    r"第 \d+/\d+ 题|开始答题|✅ 确认|重新作答|我理解你的答案是|得分 |总分：|✅ 正确|❌ 错误|完成！"
)


def _seen(messages: list[Sent]) -> str:
    """Every text and button label the candidate can read in ``messages``."""
    return "\n".join(m.text + "\n" + "\n".join(label for label, _ in m.buttons) for m in messages)


async def _interview(h: BotHarness, me: Candidate, language: str, rules: str, begin: str) -> int:
    """Open an invite in ``language`` and press Begin; the index of the first message of the session."""
    invite = await h.invite(question_count=2, types=["single"], reveal="each", language=language)
    start = me.mark()
    me.say(f"/start {invite['token']}")
    me.click(await me.reply(rules, start), begin)
    return start


async def _first_key(h: BotHarness, user_id: int) -> str:
    session_id = (await sessions(h, user_id))[0]["id"]
    return str(h.api.catalog[(await plan_of(h.api, session_id))[0]].key)


async def test_an_english_candidate_on_a_chinese_invite_reads_only_chinese_until_it_ends(
    harness: BotHarness,
) -> None:
    me = harness.candidate(7301, language="en")
    before_any = me.mark()
    me.say("/help")  # no session: their own language
    assert "Interview bot" in (await me.reply("/practice", before_any)).text

    start = await _interview(harness, me, "zh", "共 2 题", "开始答题")
    await me.reply("第 1/2 题", start)
    key = await _first_key(harness, 7301)
    before = me.mark()
    me.say(f"我觉得是 {key}，因为其余选项都不对")
    prompt = await me.reply("我理解你的答案是：", before)
    assert [label for label, _ in prompt.buttons] == ["✅ 确认", "✏️ 重新作答"]
    me.say("/help")  # a command mid-session: the session's language too
    await me.reply("面试中", before)
    await me.answered(me.click(prompt, "✅ 确认"))
    second = await me.reply("第 2/2 题", before)
    me.click(second, second.buttons[0][1])
    await me.reply("总分", before)

    during = me.messages()[start:]
    assert not ENGLISH.search(_seen(during)), _seen(during)
    assert (await sessions(harness, 7301))[0]["status"] == "finished"

    after = me.mark()
    me.say("/help")  # the session is over: English again
    helped = await me.reply("/practice", after)
    assert "Interview bot" in helped.text and not CHINESE.search(helped.text), helped.text


async def test_a_chinese_candidate_on_an_english_invite_reads_only_english_until_it_ends(
    harness: BotHarness,
) -> None:
    me = harness.candidate(7302)  # a Chinese Telegram client
    start = await _interview(harness, me, "en", "2 questions", "Begin ▶")
    await me.reply("Question 1/2", start)
    key = await _first_key(harness, 7302)
    before = me.mark()
    me.say(f"I think it is {key}, because the other options are all wrong")
    prompt = await me.reply("I read your answer as:", before)
    assert [label for label, _ in prompt.buttons] == ["✅ Confirm", "✏️ Answer again"]
    await me.answered(me.click(prompt, "✅ Confirm"))
    second = await me.reply("Question 2/2", before)
    me.click(second, second.buttons[0][1])
    await me.reply("Score:", before)

    during = me.messages()[start:]
    assert not CHINESE.search(_seen(during)), _seen(during)

    after = me.mark()
    me.say("/help")  # over: Chinese again
    helped = await me.reply("/practice", after)
    assert "面试机器人" in helped.text and not ENGLISH.search(helped.text), helped.text


async def test_a_restarted_bot_speaks_the_open_sessions_language_from_its_first_reply(
    harness: BotHarness,
) -> None:
    """A new process (or another replica) knows nothing of the session: it looks it up with the
    candidate's language, so even the first reply after the restart is in the session's language."""
    me = harness.candidate(7303, language="en")
    invite = await harness.invite(question_count=2, types=["single"], reveal="each", language="zh")
    rules = await me.ask(f"/start {invite['token']}", "共 2 题")
    await harness.restart()  # the language cache is gone with the process
    before = me.mark()
    me.click(rules, "开始答题")
    first = await me.reply("第 1/2 题", before)
    assert not ENGLISH.search(_seen([first])), first.text


async def test_english_chosen_mid_interview_is_spoken_from_the_next_reply(harness: BotHarness) -> None:
    """/lang mid-session switches the open session too (the API grades and explains in it from then on):
    the bot's own words follow at once, not a reply later, so "我理解你的答案是" never frames a reading
    of an English session."""
    me = harness.candidate(7304)
    start = await _interview(harness, me, "zh", "共 2 题", "开始答题")
    await me.reply("第 1/2 题", start)
    key = await _first_key(harness, 7304)
    chooser = await me.ask("/lang", "请选择语言")
    await me.answered(me.click(chooser, "English"))
    await me.tg.wait_for(lambda: chooser.text == "Language set to English.")

    before = me.mark()
    me.say(f"I think it is {key}, because the other options are all wrong")
    prompt = await me.tg.wait_for(lambda: me.messages()[before:] and me.messages()[before])
    assert prompt.text.startswith("I read your answer as: "), prompt.text
    assert [label for label, _ in prompt.buttons] == ["✅ Confirm", "✏️ Answer again"]
    assert (await sessions(harness, 7304))[0]["language"] == "en"
