"""Rendering without a network: escaping, code blocks, splitting below 4,096, buttons, callback data."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from api.schemas import CurrentQuestion, QuestionOut, SessionSummary
from bot.keyboards import AnswerCb, Button, SubmitCb, ToggleCb
from bot.render import split_html, tg_len
from bot.texts import _CATALOGUE, merged, t
from bot.views import history_reply, question_replies, rules_reply
from tests.helpers.telegram_html import parse_html

SID = "f16dcf2289ef4532adf1e83a51fc4340"


def current(question: QuestionOut, position: int = 2, total: int = 10, **extra: object) -> CurrentQuestion:
    return CurrentQuestion(
        session_id=SID, status="active", position=position, total=total, question=question, **extra
    )


def well_formed(html: str) -> str:
    text, error = parse_html(html)
    assert error is None, (error, html[:200])
    return text


def test_everything_is_escaped_and_code_is_fenced() -> None:
    [html] = split_html("", "a < b && c > d `x<y>` **<b>**\n```python\nif a<b and c>d: print('&')\n```")
    assert html.startswith("a &lt; b &amp;&amp; c &gt; d <code>x&lt;y&gt;</code> <b>&lt;b&gt;</b>")
    assert "<pre><code class=\"language-python\">if a&lt;b and c&gt;d: print('&amp;')</code></pre>" in html
    well_formed(html)


def test_a_hostile_language_tag_cannot_inject_markup() -> None:
    [html] = split_html("", '```py"><b>x\ncode\n```')
    assert "<b>" not in html and "&lt;b&gt;" in html
    well_formed(html)


@pytest.mark.parametrize("size", [4000, 4096, 4097, 9000, 30000])
def test_long_text_and_code_split_below_the_limit(size: int) -> None:
    body = ("长" * 50 + "<&>\n") * (size // 54) + "```python\n" + "x = 1 < 2\n" * (size // 10) + "```\nend"
    chunks = split_html("", body)
    assert all(tg_len(chunk) <= 4096 for chunk in chunks)
    text = "".join(well_formed(chunk) for chunk in chunks)
    assert text.count("x = 1 < 2") == size // 10 and text.endswith("end")


def test_a_long_question_is_split_and_only_the_last_part_has_buttons() -> None:
    q = QuestionOut(
        id="q1", type="single", stem="很长的题干。" * 1500, options={"A": "yes", "B": "no"}, points=2
    )
    replies = question_replies(current(q), SID, "zh")
    assert len(replies) >= 3 and all(tg_len(r.html) <= 4096 for r in replies)
    assert replies[0].html.startswith("<b>第 3/10 题</b> · 单选题 · 2 分")
    assert [r.buttons for r in replies[:-1]] == [[] for _ in replies[:-1]]
    assert [b.text for row in replies[-1].buttons for b in row] == ["A. yes", "B. no"]


def test_long_options_are_listed_in_the_text_with_letter_only_buttons() -> None:
    options = {"A": "`torch.compile(model, mode='max-autotune')` 以及其它很长的说明文字", "B": "short"}
    q = QuestionOut(id="q1", type="single", stem="Which?", options=options, points=1)
    [reply] = question_replies(current(q), SID, "en")
    assert reply.html.startswith("<b>Question 3/10</b> · single choice · 1 point")  # not "1 pt"
    assert [b.text for row in reply.buttons for b in row] == ["A", "B"]
    assert "<b>A.</b> <code>torch.compile(model, mode='max-autotune')</code>" in reply.html
    well_formed(reply.html)


def test_multi_select_toggles_and_submit() -> None:
    q = QuestionOut(
        id="q1", type="multi", stem="Pick", options=dict(zip("ABCDEFGH", "12345678", strict=True)), points=3
    )
    [reply] = question_replies(current(q, position=99), SID, "zh")
    datas = [b.data for row in reply.buttons for b in row]
    assert all(len(d.encode()) <= 64 for d in datas)
    assert ToggleCb.unpack(datas[0]) == ToggleCb(s=SID, p=99, m=1)
    assert SubmitCb.unpack(datas[-1]) == SubmitCb(s=SID, p=99, m=0)
    from bot.views import question_keyboard

    toggled = question_keyboard(q, SID, 99, "zh", mask=0b101)
    labels = [b.text for row in toggled for b in row]
    assert labels[0].startswith("✅ A") and labels[1].startswith("☐ B") and labels[2].startswith("✅ C")
    assert SubmitCb.unpack(toggled[-1][0].data).m == 0b101


def test_true_false_buttons_and_time_left() -> None:
    q = QuestionOut(id="q1", type="truefalse", stem="Yes?", points=1)
    deadline = datetime.now(UTC) + timedelta(seconds=95)
    [reply] = question_replies(current(q, deadline=deadline), SID, "zh")
    assert "⏱ 限时 1 分 3" in reply.html  # the limit as shown; the countdown message is what runs
    assert [AnswerCb.unpack(b.data).v for row in reply.buttons for b in row] == ["true", "false"]


def test_the_session_time_left_is_said_as_the_session_s_not_as_a_limit_of_the_question() -> None:
    """An interview with only a total limit: each head said "⏱ 限时 29 分钟", the session's time left
    under the word for the question's own limit, as if each question had a limit of its own."""
    q = QuestionOut(id="q1", type="truefalse", stem="Yes?", points=1)
    now = datetime.now(UTC)
    total = now + timedelta(minutes=29)
    [alone] = question_replies(current(q, deadline=total, session_deadline=total), SID, "zh", now=now)
    assert "⏱ 本场剩余 29 分钟" in alone.html and "限时" not in alone.html, alone.html
    [english] = question_replies(current(q, deadline=total, session_deadline=total), SID, "en", now=now)
    assert "⏱ 29 min left in this interview" in english.html and "to answer" not in english.html
    own = now + timedelta(seconds=90)  # a question's own limit, shorter: both are said, each as its own
    [both] = question_replies(current(q, deadline=own, session_deadline=total), SID, "zh", now=now)
    assert "⏱ 限时 1 分 30 秒 · ⏱ 本场剩余 29 分钟" in both.html, both.html
    [again] = question_replies(
        current(q, deadline=own, session_deadline=total), SID, "en", now=now, again=True
    )
    assert "⏱ 1 min 30 s left · ⏱ 29 min left in this interview" in again.html, again.html
    [untimed] = question_replies(current(q), SID, "zh", now=now)
    assert "⏱" not in untimed.html


def test_callback_data_over_64_bytes_is_refused() -> None:
    with pytest.raises(ValueError):
        Button("x", "a:" + "s" * 70)


def test_rules_show_count_limits_and_reveal_policy() -> None:
    now = datetime.now(UTC)
    session = SessionSummary(
        id=SID,
        mode="interview",
        status="active",
        position=0,
        total=10,
        candidate_id=1,
        title="ML <Eng>",
        reveal="never",
        created_at=now,
        time_limit_s=90,
        total_time_limit_s=1800,
    )
    reply = rules_reply(session, "en")
    assert (
        "ML &lt;Eng&gt;" in reply.html
        and "10 questions" in reply.html
        and "1 min 30 s per question" in reply.html
    )
    assert "30 min in total" in reply.html and "recruiter only" in reply.html
    assert "The clock starts when you press Begin." in reply.html
    well_formed(reply.html)


def test_the_catalogue_is_complete_and_well_formed_in_both_languages() -> None:
    for key, (zh, en) in _CATALOGUE.items():
        assert zh and en, key
        for text in (zh, en):
            well_formed(text.replace("{", "").replace("}", ""))
    assert t("en", "your_answer", answer="<A>") == "Your answer: &lt;A&gt;"


def test_an_adaptive_interview_promises_no_total() -> None:
    from api.schemas import CurrentQuestion
    from bot.quiz import question_head

    fixed = CurrentQuestion(session_id="s", status="active", position=2, total=10)
    adaptive = CurrentQuestion(session_id="s", status="active", position=2, total=3, adaptive=True)
    assert "/10" in question_head(fixed, "zh") and "第" in question_head(fixed, "zh")
    assert question_head(adaptive, "zh") == "<b>第 3 题</b>"
    assert question_head(adaptive, "en") == "<b>Question 3</b>"


def test_hard_line_breaks_inside_a_sentence_are_joined_for_a_phone() -> None:
    from bot.render import unwrap

    wrapped = "相当于每个 rank\n在本地执行了多少步？\n"
    assert unwrap(wrapped) == "相当于每个 rank 在本地执行了多少步？\n"
    assert unwrap("第一行\n第二行。") == "第一行第二行。"
    kept = "请回答：\nA. 一\nB. 二\n\n- 列表\n- 二"
    assert unwrap(kept) == kept  # sentence ends, options, blank lines and list items stay
    code = "看代码\n```python\nx = 1\n```"
    assert unwrap(code) == code


def test_explain_shows_nothing_related_while_the_answers_are_withheld() -> None:
    from api.schemas import Explanation, RelatedItem, RelatedOut
    from bot.explain_views import related_replies

    item = RelatedItem(question_id="q2", kind="explanation", title="Another", explanation="Its method.")
    withheld = related_replies(RelatedOut(question_id="q1", position=0, topic="rlhf", items=[item]), "zh")
    assert len(withheld) == 1 and "不向你公开" in withheld[0].html
    assert "Its method" not in withheld[0].html and withheld[0].buttons == []
    shown = related_replies(
        RelatedOut(
            question_id="q1",
            position=0,
            topic="rlhf",
            explanation=Explanation(question_id="q1", key="A", explanation="Because."),
            items=[item],
        ),
        "zh",
    )
    assert "Its method" in shown[-1].html and "q2" not in shown[-1].html
    assert [[b.text for b in row] for row in shown[-1].buttons] == [["练习「RLHF」 ▶"]]


def test_rules_say_when_each_question_has_the_limit_of_its_type() -> None:
    session = SessionSummary(
        id=SID,
        mode="interview",
        status="active",
        position=0,
        total=3,
        candidate_id=1,
        created_at=datetime.now(UTC),
        time_limit_s=60,
        time_limits_by_type=True,
    )
    text = rules_reply(session, "zh").html
    assert "每题限时按题型而定" in text and "每题限时 1 分钟" not in text and "不限时" not in text


def test_a_text_written_in_two_parts_of_the_catalogue_is_refused() -> None:
    assert merged({"a": ("甲", "A")}, {"b": ("乙", "B")}) == {"a": ("甲", "A"), "b": ("乙", "B")}
    with pytest.raises(ValueError, match="texts written twice: a"):
        merged({"a": ("甲", "A")}, {"a": ("另一个", "another")})


def test_history_gives_a_score_only_to_a_session_that_ended() -> None:
    # "练习 · 进行中 · 0/10 · 0%": a score over questions still to come read as a score of nothing
    now = datetime.now(UTC)
    common = {"mode": "practice", "total": 10, "candidate_id": 1, "created_at": now}
    going = SessionSummary(id=SID, status="active", position=3, answered=3, score=0.2, **common)
    ended = SessionSummary(id=SID[::-1], status="finished", position=10, answered=10, score=0.65, **common)
    lines = history_reply([going, ended], "zh").html.splitlines()
    assert lines[1].endswith("3/10"), lines
    assert lines[2].endswith("10/10 · 65%"), lines


def test_history_counts_answers_as_the_report_does() -> None:
    """A practice stopped after two answers and a skip: its report said "已作答 2/10 题" and the
    history "3/10", the questions passed (a skip, a time-out) counted as answered."""
    now = datetime.now(UTC)
    common = {"mode": "practice", "total": 10, "candidate_id": 1, "created_at": now}
    stopped = SessionSummary(id=SID, status="abandoned", position=3, answered=2, score=0.31, **common)
    going = SessionSummary(id=SID[::-1], status="active", position=3, answered=2, adaptive=True, **common)
    lines = history_reply([stopped, going], "zh").html.splitlines()
    assert lines[1].endswith("已停止 · 2/10 · 31%"), lines
    assert lines[2].endswith("已答 2 题"), lines


def test_english_counts_take_the_nouns_number() -> None:
    """An invite of one question read "1 questions."; an answer marked on one key point that it missed,
    "None of the 1 points the answer is marked on were covered"."""
    from api.schemas import AnswerResult, RubricPoint
    from bot.verdicts import rubric_lines

    now = datetime.now(UTC)
    session = SessionSummary(
        id=SID, mode="interview", status="active", position=0, total=1, candidate_id=1, created_at=now
    )
    assert "1 question." in rules_reply(session, "en").html
    assert "共 1 题。" in rules_reply(session, "zh").html
    missed = [RubricPoint(point="显存按参数量估算", covered=False)]
    for points, said in ((missed, "0 of 1 key point;"), (missed * 2, "0 of 2 key points;")):
        result = AnswerResult.model_construct(revealed=True, verdict="incorrect", rubric=points)
        assert said in rubric_lines(result, "en")[0], rubric_lines(result, "en")


def test_a_fill_ins_key_names_its_blanks_in_english() -> None:
    """A fill-in's key comes from the API as "空 1：`P('x', None)`；空 2：`P(None, 'y')`" (the bank's
    words for its blanks): an English candidate who missed it read "Key: 空 1：P('x', None)；空 2：…"."""
    from api.schemas import AnswerResult, Explanation
    from bot.verdicts import CJK, result_reply_html

    key = "空 1：`P('x', None)`；空 2：`P(None, 'y')`"
    explained = Explanation(question_id="q1", key=key, explanation="")
    result = AnswerResult.model_construct(
        revealed=True, recorded=True, verdict="incorrect", explanation=explained, rubric=[]
    )
    english = well_formed(result_reply_html(result, "en"))
    assert "Key: blank 1: P('x', None); blank 2: P(None, 'y')" in english and not CJK.search(english)
    assert "空 1：P('x', None)；空 2：P(None, 'y')" in well_formed(result_reply_html(result, "zh"))


def test_a_hints_cost_says_it_is_taken_off() -> None:
    """The second hint read "💡 Hint 2/3 (50% of this question's score in all):", which says neither
    that the 50% is lost nor that it counts both hints: as easily read as what the hint is worth."""
    from api.schemas import HintOut
    from bot.views import hint_reply

    hint = HintOut(
        session_id=SID, question_id="q1", hint="看显存", hints_used=2, hints_available=3, penalty=0.5
    )
    assert hint_reply(hint, "en").html.startswith("💡 Hint 2/3 (50% off this question's score so far):\n")
    assert hint_reply(hint, "zh").html.startswith("💡 提示 2/3（累计扣本题 50% 的分）：\n")


def test_times_of_an_hour_or_more_are_said_in_hours() -> None:
    """A two-hour interview's rules read "120 min in total.", a week's "10080 min"; its countdown
    "119 min 59 s left"."""
    from bot.views import duration

    said = {seconds: duration(seconds, "en") for seconds in (59, 90, 3540, 3600, 3660, 7199, 7 * 24 * 3600)}
    assert said == {
        59: "59 s",
        90: "1 min 30 s",
        3540: "59 min",
        3600: "1 h",
        3660: "1 h 1 min",
        7199: "1 h 59 min",
        7 * 24 * 3600: "168 h",
    }
    assert duration(7200, "zh") == "2 小时" and duration(5400, "zh") == "1 小时 30 分钟"


def test_an_english_head_counts_points_with_their_noun_and_the_notebook_reads_on() -> None:
    """The head read "single choice · 2 pt" in English; the notebook "最早一张 2026-12-06 01:16（北京时间）
    到期", a space after the zone's closing bracket."""
    from bot.views import notebook_reply

    q = QuestionOut(id="q1", type="single", stem="Which?", options={"A": "a", "B": "b"}, points=2)
    [reply] = question_replies(current(q), SID, "en")
    assert " · 2 points" in reply.html
    due = datetime(2026, 12, 5, 17, 16, tzinfo=UTC)
    assert "最早一张 2026-12-06 01:16（北京时间）到期。" in notebook_reply(2, due, "zh").html
    assert "the first falls due 2026-12-05 17:16 (UTC)." in notebook_reply(2, due, "en").html


def test_a_review_question_begins_its_english_line_with_a_capital() -> None:
    """A notebook card's head read "🔁 review · Question 3/10 · …" in English."""
    q = QuestionOut(id="q1", type="truefalse", stem="Yes?", points=1)
    [reply] = question_replies(current(q, review=True), SID, "en")
    assert reply.html.startswith("🔁 Review · <b>Question 3/10</b>"), reply.html[:60]
