"""The bot and the API together: the clock starts with Begin, /explain shows the explanation of the
last answered question with related material, /lang is kept by the API across restarts, and the answer
that ends a session brings its report (no extra call)."""

from __future__ import annotations

from api.schemas import ErratumOut, Explanation, RelatedItem, RelatedOut
from bot.explain_views import related_replies
from tests.helpers.api_flows import plan_of
from tests.helpers.bot_fixtures import BotHarness
from tests.helpers.bot_flow import begin_interview
from tests.helpers.bot_flows import click_answer, shown_question
from tests.helpers.telegram_html import parse_html


async def summary_of(h: BotHarness, user_id: int) -> dict[str, object]:
    headers = h.api.candidate(user_id)
    items = (await h.api.client.get(f"/v1/candidates/{user_id}/sessions", headers=headers)).json()["items"]
    return dict(items[0])


async def test_reading_the_rules_does_not_count_against_the_first_question(harness: BotHarness) -> None:
    invite = await harness.invite(
        question_count=2,
        types=["truefalse", "single"],
        reveal="each",
        time_limit_s=30,
        total_time_limit_s=120,
    )
    me = harness.candidate(8101)
    start = me.mark()
    me.say(f"/start {invite['token']}")
    rules = await me.reply("共 2 题", start)
    assert "每题限时 30 秒" in rules.text and "总时长 2 分钟" in rules.text
    assert "点击“开始答题”后开始计时" in rules.text
    assert (await summary_of(harness, 8101))["started_at"] is None  # showing the rules started nothing

    harness.api.clock.advance(600)  # ten minutes reading the rules: longer than the whole session
    harness.api.clock.stop()  # the countdown (5 s steps) is read below: no real second moves it
    before = me.mark()
    me.say("B")  # typed before Begin: not an answer, the rules again
    again = await me.reply("共 2 题", before)
    assert again.buttons and (await summary_of(harness, 8101))["answered"] == 0

    me.click(rules, "开始答题")
    first = await me.reply("第 1/2 题", start)
    assert "⏱ 限时 30 秒" in first.text and "时间到" not in first.text
    assert "⏱ 剩余 30 秒" in (await me.reply("⏱ 剩余", start)).text  # the countdown under it
    summary = await summary_of(harness, 8101)
    assert summary["started_at"] is not None and summary["status"] == "active"
    _, question = await shown_question(harness, 8101)
    before = me.mark()
    await me.answered(await click_answer(me, first, question))
    verdict = await me.reply("得分", before)
    assert "✅ 正确" in verdict.text and "超时" not in verdict.text, verdict.text
    await me.reply("第 2/2 题", before)


async def test_the_last_answer_brings_the_report_without_another_call(harness: BotHarness) -> None:
    me, message, _ = await begin_interview(
        harness, 8102, question_count=1, types=["truefalse", "single"], reveal="end"
    )
    _, question = await shown_question(harness, 8102)
    harness.transport.calls.clear()
    start = me.mark()
    await me.answered(await click_answer(me, message, question))
    await me.reply("总分", start)
    calls = [  # the recap under the report reads the transcript: the report itself came with the answer
        call
        for call in harness.transport.calls
        if not call[1].startswith("/v1/candidates/") and not call[1].endswith("/transcript")
    ]
    assert calls[-1][0] == "POST" and calls[-1][1].endswith("/answers"), calls
    assert not any(path.endswith("/current") for _, path in calls[calls.index(calls[-1]) :])


async def test_explain_shows_the_explanation_of_the_last_answered_question(harness: BotHarness) -> None:
    me = harness.candidate(8103)
    await me.ask("/practice", "第 1/10 题")
    before = me.mark()
    me.say("/explain")  # nothing answered yet: the current question's key is not shown
    await me.reply("请先作答或发送 /skip", before)

    _, question = await shown_question(harness, 8103)
    await me.ask("/skip", "第 2/10 题")
    before = me.mark()
    me.say("/explain")
    await me.reply("第 1 题解析", before)
    await me.reply("相关", before)  # the last part (a long explanation may take more than one message)
    text = "\n".join(m.text for m in me.messages()[before:])
    html = "\n".join(m.html for m in me.messages()[before:])
    assert question.id not in text and "参考答案" in text  # no internal ids
    if any(erratum.field == "key" for erratum in question.errata):
        assert "注：本题" in text
    assert "勘误" not in text
    if "```" in question.explanation:
        assert "<pre><code" in html
    lines = [line for line in text.splitlines() if line.startswith("• ")]
    assert lines and not any("[seed" in line for line in lines)  # cited by their stems, not ids
    assert len(set(lines)) == len(lines)

    # an interview explains nothing before its end (reveal=end)
    other, _, _ = await begin_interview(
        harness, 8104, question_count=2, types=["truefalse", "single"], reveal="end"
    )
    await other.ask("/explain", "面试结束后才能查看解析")


async def test_explain_mid_interview_offers_no_practice_it_cannot_start(harness: BotHarness) -> None:
    # reveal=each: question 1 is explained once answered; its "练习「…」 ▶" button answered "你正在面试中"
    # and sent the question on screen again (and in the terminal chat took over the number keys)
    me, first, session_id = await begin_interview(
        harness, 8106, question_count=2, types=["single"], reveal="each"
    )
    question = harness.api.catalog[(await plan_of(harness.api, session_id))[0]]
    before = me.mark()
    await me.answered(await click_answer(me, first, question))
    await me.reply("第 2/2 题", before)
    before = me.mark()
    me.say("/explain")
    await me.reply("第 1 题解析", before)
    await me.settle()
    labels = [label for m in me.messages()[before:] for label, _ in m.buttons]
    assert not any(label.startswith("练习「") for label in labels), labels


async def test_the_language_choice_survives_a_bot_restart(harness: BotHarness) -> None:
    me = harness.candidate(8105)  # a Chinese Telegram client
    chooser = await me.ask("/lang", "请选择语言")
    me.click(chooser, "English")
    await me.tg.wait_for(lambda: chooser.text == "Language set to English.")
    headers = harness.api.candidate(8105)
    stored = (await harness.api.client.get("/v1/candidates/8105", headers=headers)).json()
    assert stored["language"] == "en" and stored["language_chosen"] is True

    await harness.restart()  # a new process with no memory: the next message is English
    await me.ask("hello", "I did not understand that")
    await me.ask("/practice", "Question 1/")


def test_explanations_render_escaped_with_code_and_without_repeating_stems() -> None:
    stem = "Which optimiser keeps <two> moments?"
    related = RelatedOut(
        question_id="seed001-02",
        position=1,
        explanation=Explanation(
            question_id="seed001-02",
            key="B",
            explanation="Adam keeps m & v:\n```python\nm = b1*m + (1-b1)*g  # a<b\n```\nDone.",
            errata=[ErratumOut(field="key", source="C", corrected="B", justification="C is SGD <momentum>")],
            disputed=True,
        ),
        items=[
            RelatedItem(
                question_id="seed002-03", kind="question", title=stem, explanation=stem + " A. x B. y"
            ),
            RelatedItem(
                question_id="seed002-03", kind="explanation", title=stem, explanation="Because Adam."
            ),
            RelatedItem(
                question_id="seed003-04", kind="explanation", title="Other", explanation="RMSProp <v>."
            ),
        ],
    )
    [reply] = related_replies(related, "en")
    text, error = parse_html(reply.html)
    assert error is None, error
    assert '<pre><code class="language-python">m = b1*m + (1-b1)*g  # a&lt;b</code></pre>' in reply.html
    assert "Question 2: explanation" in text and "Key: B" in text and "seed001-02" not in text
    assert "Note: this question's original key C was wrong; it is now B." in text
    assert "SGD <momentum>" not in text  # the curator's why stays with the recruiter
    assert "disputed" in text and "Adam keeps m & v:" in text
    assert text.count(stem) == 1  # the related question's stem once, with its explanation paired
    assert "seed002-03" not in text and "Explained: Because Adam." in text
    assert "seed003-04" not in text and "RMSProp <v>." in text
