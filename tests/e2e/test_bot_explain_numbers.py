"""``/explain N`` for an N that names no question of the session — 0, -1, a full-width digit past the
end, a number past the last question, a word — says in one line what is wrong: the numbers that exist.
Through the real aiogram bot and the fake Bot API, in both languages."""

from __future__ import annotations

import pytest

from tests.helpers.api_flows import set_plan, start_session
from tests.helpers.bot_fixtures import BotHarness, Candidate

NOT_A_QUESTION = ("/explain 0", "/explain -1", "/explain ９", "/explain 99", "/explain abc", "/explain 三")
LINE = {
    "zh": "没有这一题：这次的题号从 1 到 3。",
    "en": "No such question: this session's questions are numbered 1 to 3.",
}
QUESTION = {"zh": "第 1/3 题", "en": "Question 1/3"}


async def _practice(harness: BotHarness, user_id: int, language: str) -> Candidate:
    """A practice session of three single-choice questions in ``language``, its first on screen."""
    singles = [q.id for q in harness.api.catalog if q.type == "single" and q.scorable][:3]
    candidate = {"telegram_id": user_id, "name": "Li", "language": language}
    session = await start_session(harness.api, user_id, mode="practice", candidate=candidate)
    await set_plan(harness.api, session["id"], singles)
    me = harness.candidate(user_id, language="en" if language == "en" else "zh-hans")
    me.say("/start")
    await me.reply(QUESTION[language], 0)
    return me


@pytest.mark.parametrize("language", ["zh", "en"])
async def test_a_number_of_no_question_says_which_numbers_exist(harness: BotHarness, language: str) -> None:
    user_id = 3401 if language == "zh" else 3402
    me = await _practice(harness, user_id, language)
    for command in NOT_A_QUESTION:
        before = me.mark()
        me.say(command)
        await me.settle()
        said = [m.text for m in me.messages()[before:-1]]
        assert said == [LINE[language]], (command, said)
