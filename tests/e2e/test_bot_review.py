"""The mistake notebook works (issue 18), through the fake Bot API: right after three misses /review
shows the notebook (how many cards, when the first is due) and offers "review ahead", which replaces the
open practice; review questions are marked; each review answer offers Again/Hard/Good/Easy, which FSRS
schedules; once cards fall due (the clock moved forward) /review serves them."""

from __future__ import annotations

import math
from datetime import UTC, datetime
from typing import Any

from bot.views import interval_text
from tests.helpers.api_flows import right_answer, wrong_answer
from tests.helpers.bot_fixtures import BotHarness, Candidate
from tests.helpers.bot_flow import sessions
from tests.helpers.bot_flows import shown_question, type_answer

CHOICE = ("single", "multi", "truefalse")


async def miss_three(h: BotHarness, me: Candidate, misses: int = 3) -> list[str]:
    """A practice with three (``misses``) choice questions answered wrong (others skipped)."""
    await me.ask("/practice", "第 1/10 题")
    missed: list[str] = []
    while len(missed) < misses:
        view, question = await shown_question(h, me.user_id)
        before = me.mark()
        if question.type in CHOICE:
            me.say(wrong_answer(question))
            missed.append(question.id)
        else:
            me.say("/skip")
        await me.reply(f"第 {view['position'] + 2}/10 题", before)
    return missed


async def notebook(h: BotHarness, user_id: int) -> dict[str, dict[str, Any]]:
    response = await h.api.client.get(f"/v1/candidates/{user_id}/notebook", headers=h.api.candidate(user_id))
    return {card["question_id"]: card for card in response.json()}


async def test_review_shows_the_notebook_reviews_ahead_and_rates(harness: BotHarness) -> None:
    me = harness.candidate(1851)
    missed = await miss_three(harness, me)
    cards = len(await notebook(harness, 1851))  # the misses, and the skipped questions too
    assert set(missed) <= set(await notebook(harness, 1851)) and cards <= 10
    practice_id = next(s["id"] for s in await sessions(harness, 1851) if s["status"] == "active")

    shown = await me.ask("/review", f"错题本：{cards} 张卡片")
    assert "暂时没有到期" in shown.text and "（北京时间）" in shown.text and "UTC" not in shown.text
    assert [label for label, _ in shown.buttons] == ["提前复习 ▶"]
    assert any(s["id"] == practice_id and s["status"] == "active" for s in await sessions(harness, 1851))

    before = me.mark()
    await me.answered(me.click(shown, "提前复习"))
    await me.reply(f"提前复习错题本中的 {cards} 张卡片", before)
    await me.reply(f"🔁 复习 · 第 1/{cards} 题", before)
    states = {s["id"]: s["status"] for s in await sessions(harness, 1851)}
    assert states[practice_id] == "abandoned"  # replaced by the review, not resumed later

    cards_before = await notebook(harness, 1851)
    _, question = await shown_question(harness, 1851)
    assert question.id in cards_before
    before = me.mark()
    await type_answer(me, right_answer(question))
    verdict = await me.reply("✅ 正确", before)
    labels = [label for label, _ in verdict.buttons]
    labels_data = [data for _, data in verdict.buttons]
    assert [label.split(" · ")[0] for label in labels] == ["重来", "困难", "良好", "简单"]
    assert all(" · " in label for label in labels), labels  # each with when it brings the card back
    await me.reply(f"🔁 复习 · 第 2/{cards} 题", before)
    by_verdict = datetime.fromisoformat((await notebook(harness, 1851))[question.id]["due"])
    clicked_after = harness.api.clock()
    notice = await me.answered(me.click(verdict, "简单"))
    rated_before = harness.api.clock()
    assert notice["text"].startswith("已安排：下次复习 ")
    await me.tg.wait_for(lambda: [label for label, _ in verdict.buttons] == ["✔ " + notice["text"]])
    cards_after = await notebook(harness, 1851)
    due_after = datetime.fromisoformat(cards_after[question.id]["due"])
    assert due_after > by_verdict  # "Easy" reschedules further than the verdict's own "Good"
    # the card is due the button's interval after the rating, which fell between the two readings of
    # the clock: the label names one of the whole-second intervals that window allows
    shortest = math.floor((due_after - rated_before).total_seconds())
    longest = math.ceil((due_after - clicked_after).total_seconds())
    allowed = {"简单 · " + interval_text(s, "zh") for s in range(shortest, longest + 1)}
    assert labels[3] in allowed, (labels[3], allowed)  # the button said when
    assert (due_after - datetime.fromisoformat(cards_before[question.id]["due"])).total_seconds() > 12 * 3600

    rated = verdict.buttons
    again = await me.answered(harness.tg.click(1851, verdict, labels_data[0]))  # a quick second tap
    assert again["text"] == "这一步已经处理过了。"  # a second rating changes nothing
    await me.settle()
    assert verdict.buttons == rated  # the first rating's label stays
    assert (await notebook(harness, 1851))[question.id]["due"] == cards_after[question.id]["due"]


async def test_due_cards_are_reviewed_without_asking(harness: BotHarness) -> None:
    me = harness.candidate(1852)
    missed = await miss_three(harness, me)
    cards = len(await notebook(harness, 1852))
    harness.api.clock.advance(2 * 24 * 3600)  # the cards fall due
    before = me.mark()
    me.say("/review")
    await me.reply(f"错题本中有 {cards} 题到期", before)
    await me.reply(f"🔁 复习 · 第 1/{cards} 题", before)
    _, question = await shown_question(harness, 1852)
    assert question.id in await notebook(harness, 1852) and set(missed) <= set(await notebook(harness, 1852))


async def test_an_empty_notebook_starts_nothing(harness: BotHarness) -> None:
    me = harness.candidate(1853)
    me.say("/review")
    await me.reply("错题本是空的", 0)
    assert await sessions(harness, 1853) == []


async def test_each_of_the_four_ratings_schedules_the_card_its_own_way(harness: BotHarness) -> None:
    """Again, Hard, Good and Easy, one per review answer: FSRS puts each card further out in that order,
    and Again brings it back within the day."""
    me = harness.candidate(1854)
    await miss_three(harness, me, misses=4)
    cards = len(await notebook(harness, 1854))
    before = me.mark()
    me.say("/review")
    await me.answered(me.click(await me.reply("错题本：", before), "提前复习"))
    intervals: dict[str, float] = {}
    for number, rating in enumerate(("重来", "困难", "良好", "简单"), start=1):
        await me.reply(f"🔁 复习 · 第 {number}/{cards} 题", before)
        _, question = await shown_question(harness, 1854)
        before = me.mark()
        await type_answer(me, right_answer(question))
        verdict = await me.reply("✅ 正确", before)
        notice = await me.answered(me.click(verdict, rating))
        assert notice["text"].startswith("已安排：下次复习 ")
        due = datetime.fromisoformat((await notebook(harness, 1854))[question.id]["due"])
        due = due if due.tzinfo else due.replace(tzinfo=UTC)
        intervals[rating] = (due - harness.api.clock()).total_seconds()
    assert intervals["重来"] < intervals["困难"] < intervals["良好"] < intervals["简单"], intervals
    assert intervals["重来"] < 3600 and intervals["简单"] > 12 * 3600, intervals
