"""Honest practice feedback (issue 18), through the fake Bot API: a stopped practice scores only the
questions shown, lists only the questions and topics seen (one stopped before any answer says nothing
was answered), does not count a skip as an answer and is recorded as stopped; an open question's
verdict shows each key point as ✔, ◐ (part credit) or ✘, so that a score above zero never comes with
every point ✘."""

from __future__ import annotations

import pytest

from bot.topics import topic_name
from tests.helpers.api_flows import right_answer, set_plan, start_session
from tests.helpers.bot_fixtures import BotHarness
from tests.helpers.bot_flow import sessions


async def test_a_stopped_practice_scores_and_lists_only_what_was_shown(harness: BotHarness) -> None:
    catalog = harness.api.catalog
    # seed000-01 (pytorch), seed001-02 (recommendation) shown; seed001-04 (deepspeed) never reached
    plan = ["seed000-01", "seed001-02", "seed001-04"]
    assert not set(catalog[plan[2]].topics) & set(catalog[plan[0]].topics + catalog[plan[1]].topics)
    session = await start_session(harness.api, 1871, mode="practice")
    await set_plan(harness.api, session["id"], plan)
    me = harness.candidate(1871)
    me.say("/start")
    await me.reply("第 1/3 题", 0)
    before = me.mark()
    me.say(right_answer(catalog[plan[0]]))
    await me.reply("✅ 正确", before)
    await me.reply("第 2/3 题", before)
    await me.ask("/skip", "第 3/3 题")
    final = await me.ask("/stop", "总分：")
    shown_points = catalog[plan[0]].points + catalog[plan[1]].points
    assert f"总分：{catalog[plan[0]].points:g}/{shown_points:g}" in final.text, final.text
    assert "已作答 1/3 题" in final.text  # the skip is not an answer
    shown_topics = {catalog[plan[0]].topics[0], catalog[plan[1]].topics[0]}  # each counted under its first
    unseen = catalog[plan[2]].topics[0]
    if unseen not in shown_topics:  # never shown: not in the per-topic lines
        assert f"• {topic_name(unseen, 'zh')}：" not in final.text, final.text
    assert f"• {topic_name(catalog[plan[0]].topics[0], 'zh')}：" in final.text, final.text
    assert "第 3 题 未作答" in final.text and "未到达" not in final.text  # on screen when stopped: shown
    assert (await sessions(harness, 1871))[0]["status"] == "abandoned"
    before = me.mark()
    me.say("/explain 3")  # on screen, never answered, and the practice is over: nothing to answer first
    assert (await me.reply("第 3 题", before)).text == "第 3 题没有作答，没有解析可看。"
    before = me.mark()
    me.say("/history")
    assert "练习 · 已停止" in (await me.reply("历史记录", before)).text


@pytest.mark.parametrize(
    ("user", "language", "head", "nothing", "unanswered"),
    [
        (1874, "zh", "第 1/3 题", "没有作答任何题目。", "第 1 题 未作答"),
        (1875, "en", "Question 1/3", "No question was answered.", "Q1 not answered"),
    ],
)
async def test_a_practice_stopped_before_any_answer_says_so_and_lists_only_the_question_shown(
    harness: BotHarness, user: int, language: str, head: str, nothing: str, unanswered: str
) -> None:
    # seen: "未计分：没有一道计分的题（有争议的题不计对错）" and all ten questions "未作答（未到达）"
    plan = ["seed000-01", "seed001-02", "seed001-04"]
    candidate = {"telegram_id": user, "name": "Li", "language": language}
    session = await start_session(harness.api, user, mode="practice", candidate=candidate)
    await set_plan(harness.api, session["id"], plan)
    me = harness.candidate(user, language)
    me.say("/start")
    await me.reply(head, 0)
    final = await me.ask("/stop", nothing)
    lines = final.text.splitlines()
    assert unanswered in lines, final.text  # the question on screen: shown, not answered
    assert not [line for line in lines if line.startswith(("第 2 题", "第 3 题", "Q2", "Q3"))], final.text
    for wrong in ("未计分", "Not scored", "未到达", "not reached", "争议", "disputed"):
        assert wrong not in final.text, final.text


DESIGN = "seed001-20"  # an open design question with six key points


async def marks_for(harness: BotHarness, user: int, answer: str) -> tuple[str, list[str]]:
    """Practise the design question alone, answer it; the verdict's text and its key-point marks."""
    session = await start_session(harness.api, user, mode="practice")
    await set_plan(harness.api, session["id"], [DESIGN])
    me = harness.candidate(user)
    me.say("/start")
    await me.reply("第 1/1 题", 0)
    verdict = await me.ask(answer, "部分正确")
    return verdict.text, [line[:2] for line in verdict.text.splitlines() if line[:2] in ("✔ ", "◐ ", "✘ ")]


async def test_an_open_answer_shows_each_key_point_as_covered_or_missed(harness: BotHarness) -> None:
    key_points = harness.api.catalog[DESIGN].key_points
    # two of the six points, in the rubric's own words; ◐: touched, not covered (part credit)
    text, marks = await marks_for(harness, 1872, "；".join(key_points[:2]))
    assert "✔ " in marks and "✘ " in marks, text
    assert len(marks) == len(key_points), text


async def test_an_answer_that_only_touches_key_points_shows_them_as_partly_covered(
    harness: BotHarness,
) -> None:
    # seen: "部分正确 1.67/10" with all six points ✘ — two points touched earn half credit each
    answer = "用 DeepSpeed-MoE，加 load balancing loss，定期存 checkpoint，用 Prometheus 监控。"
    text, marks = await marks_for(harness, 1873, answer)
    assert "得分 1.6" in text, text  # 2 × ½ of 6 points × 10
    assert len(marks) == len(harness.api.catalog[DESIGN].key_points), text
    assert marks.count("◐ ") == 2 and marks.count("✘ ") == 4, text
    assert "（◐ 部分覆盖：该要点得了部分分）" in text.splitlines(), text
