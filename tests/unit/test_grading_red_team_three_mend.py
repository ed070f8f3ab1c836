"""Holes found in the readings the third red team and the round on batch 61 widened (issue 30), each
beside its nearest right sentences, which must still read right."""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.grading_questions import active_questions, verdict_for, wrong_options

TRUEFALSE = active_questions(QuestionType.TRUEFALSE)


# "不是不对，是错", "不是不对，是不全对": the denial denied read as true, and the other mark said after
# "是" was dropped (true read on every true claim, to confirm); "对，是错" was read so before
@pytest.mark.parametrize(
    "answer",
    ["不是不对，是错", "不是不对，是不全对", "不是错，是不对", "对，是错", "错，是对的", "对，就是错"],
)
def test_the_other_mark_said_after_shi_is_asked_again(answer: str) -> None:
    for question in TRUEFALSE:
        assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)


@pytest.mark.parametrize(
    ("answer", "says"),
    [
        ("不是不对，是对的", True),
        ("不是错，而是对", True),
        ("对，是的", True),
        ("对，是这样", True),
        ("对，就是对的", True),
        ("错，是错的", False),  # "不是不对" read 对: test_grading_red_team_three.py
    ],
)
def test_the_same_mark_said_after_shi_still_reads(answer: str, says: bool) -> None:
    for question in TRUEFALSE:
        assert grade(question, answer).verdict is verdict_for(question, says), (question.id, answer)


SINGLES = active_questions(QuestionType.SINGLE)


# "B 我估计也不对", "B 我看不对", "B 我个人觉得不对": the leaning of one's own before a denial took
# 估计/大概/感觉/觉得/猜 only and no "也", so the key denied read as chosen, to confirm
@pytest.mark.parametrize(
    "template", ["{K} 我估计也不对", "{K} 我看不对", "{K} 我想不对", "{K} 我个人觉得不对", "{K} 我估摸不对"]
)
def test_the_key_denied_after_a_leaning_of_ones_own_is_not_read(template: str) -> None:
    for question in SINGLES:
        answer = template.format(K=question.key_text)
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


@pytest.mark.parametrize(
    "template",
    ["{W} 我看不对，{K}", "{W} 我估计也不对，{K}", "{K} 我看行", "{K}，我看没问题", "{K} 我想不会错"],
)
def test_the_key_beside_a_leaning_still_reads(template: str) -> None:
    for question in SINGLES:
        answer = template.format(K=question.key_text, W=wrong_options(question)[0])
        assert grade(question, answer).verdict is Verdict.CORRECT, (question.id, answer)


# "估计 B 有问题", "B 肯定有问题": "B 有问题" is asked again (chosen and at fault), but with a leaning
# or a certainty before the fault (估计 a choice filler since 9bb376d1) the key read as chosen, to confirm
AT_FAULT = ["估计 {K} 有问题", "{K} 我估计有问题", "大概 {K} 有问题", "{K} 可能有问题", "{K} 肯定有问题"]
ASKING_FAULT = [q for q in SINGLES if q.id == "seed000-13"]  # which operation makes capture fail


@pytest.mark.parametrize("template", AT_FAULT)
def test_the_key_said_at_fault_is_not_read(template: str) -> None:
    for question in (q for q in SINGLES if q not in ASKING_FAULT):
        answer = template.format(K=question.key_text)
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


@pytest.mark.parametrize("template", AT_FAULT)
def test_the_key_said_at_fault_reads_where_the_fault_is_asked(template: str) -> None:
    assert ASKING_FAULT, "no question asks what fails"
    for question in ASKING_FAULT:
        answer = template.format(K=question.key_text)
        assert grade(question, answer).verdict is Verdict.CORRECT, (question.id, answer)


@pytest.mark.parametrize(
    "template", ["{W} 有问题，{K}", "{W} 估计有问题，选 {K}", "{K}，{W} 有问题", "{K} 没问题"]
)
def test_the_key_beside_another_option_at_fault_still_reads(template: str) -> None:
    for question in (q for q in SINGLES if q not in ASKING_FAULT):
        answer = template.format(K=question.key_text, W=wrong_options(question)[0])
        assert grade(question, answer).verdict is Verdict.CORRECT, (question.id, answer)


# "难道不是不对" (isn't it wrong: false) read 对 since fe3fefa8 turned "不是不对" true; "难道是错的"
# (how could it be wrong: true) read 错; a rhetorical 难道 before a mark says the other one
# (after a mark too: "对。难道 还是错的" may doubt the 对 as well as affirm it)
@pytest.mark.parametrize(
    "answer", ["难道不是不对", "难道不是错", "难道是错的", "难道不对", "难道是对的", "对。难道 还是错的"]
)
def test_a_mark_under_a_rhetorical_nandao_is_asked_again(answer: str) -> None:
    for question in TRUEFALSE:
        assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)


@pytest.mark.parametrize(("answer", "says"), [("对，难道还有疑问", True), ("错，难道有人会这么做", False)])
def test_a_mark_before_a_rhetorical_question_of_another_thing_still_reads(answer: str, says: bool) -> None:
    for question in TRUEFALSE:
        assert grade(question, answer).verdict is verdict_for(question, says), (question.id, answer)


# "第 2 题是 A，第 3 题是 B": two questions answered by number read the last letter as a correction (the
# key, to confirm, where it is last) since 1112db5d took "第 N 题" as no option's place
@pytest.mark.parametrize(
    "template",
    [
        "第 2 题是 {W}，第 3 题是 {K}",
        "第二题是{W}，第三题是{K}",
        "第1题{W}，第2题{K}",
        "第2个问题是{W}，第3个问题是{K}",
        "第一问{W}，第二问{K}",
        "第 1 小题 {W}，第 2 小题 {K}",
    ],
)
def test_two_questions_answered_by_number_are_asked_again(template: str) -> None:
    for question in SINGLES:
        answer = template.format(K=question.key_text, W=wrong_options(question)[0])
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


@pytest.mark.parametrize(
    "template",
    [
        "第 3 题选 {K}",
        "第 3 题选 {K}，第三题我确定",
        "{K}。第 3 题我不会",
        "第 3 个问题选 {K}",
        "第 11 题选 {K}，第十一题我确定",  # 十 read as ten, not a digit of its own
        "第十题选 {K}，第 10 题就是 {K}",
    ],
)
def test_one_question_answered_by_number_still_reads(template: str) -> None:
    for question in SINGLES:
        answer = template.format(K=question.key_text)
        assert grade(question, answer).verdict is Verdict.CORRECT, (question.id, answer)


CHOICES = active_questions(QuestionType.SINGLE, QuestionType.MULTI)


# "B 吗 🤔" (a question, as "B 吗" is) and "B 吧 🤔 不对" (taken back) read the key, to confirm, since
# 20799e36 kept a reading to confirm beside a doubting sign wherever the sign stood
@pytest.mark.parametrize("template", ["{K} 吗 🤔", "是 {K} 吗 🤔", "{K} 吧 🤔 不对", "{K} 呢 🤔"])
def test_a_doubting_sign_keeps_no_question_or_answer_taken_back(template: str) -> None:
    for question in CHOICES:
        answer = template.format(K=question.key_text)
        assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)


@pytest.mark.parametrize(
    "template", ["{K} 吧 🤔", "{K} 吧 🤔🤔", "{K} 吧 🤷\u200d♂️", "{K} 吧 🤔。", "{K}？🤔"]
)
def test_a_tentative_answer_closed_by_a_doubting_sign_still_reads_to_confirm(template: str) -> None:
    for question in CHOICES:
        graded = grade(question, template.format(K=question.key_text))
        assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, True), question.id


# "不是不对吧", "不是错？", "没有不对吧": the negated mark with a tag or asked read as the bare denial (错,
# to confirm; the key of every false claim), while "不是不对" reads 对 since fe3fefa8; asked so, it is
# also "isn't it wrong?" (it is): the way it is meant is not read
@pytest.mark.parametrize(
    "answer", ["不是不对吧", "不是不对？", "不是错吧", "不是错？", "没有不对吧", "嗯，不是错吧"]
)
def test_a_negated_mark_asked_or_tagged_is_asked_again(answer: str) -> None:
    for question in TRUEFALSE:
        assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)


@pytest.mark.parametrize(
    ("answer", "says"),
    [("错，不是对的吧", False), ("对，不是错的吧", True), ("不是，错吧", False), ("没错吧", True)],
)
def test_a_mark_beside_a_negated_one_tagged_still_reads(answer: str, says: bool) -> None:
    for question in TRUEFALSE:
        assert grade(question, answer).verdict is verdict_for(question, says), (question.id, answer)


# "不是不对啊", "不是错啊": with another tag than 吧 the bare denial was read (错: the key of every false
# claim, unconfirmed), though "it is not wrong!" means 对; "isn't it wrong?" too, so it is asked again
@pytest.mark.parametrize(
    "answer", ["不是不对啊", "不是错啊", "没有不对呀", "不是不对哦", "不是不对啦", "并非不正确啊"]
)
def test_a_negated_mark_with_another_tag_is_asked_again(answer: str) -> None:
    for question in TRUEFALSE:
        assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)


@pytest.mark.parametrize(("answer", "says"), [("错，不是对的啊", False), ("对，不是错的啊", True)])
def test_a_mark_beside_a_negated_one_with_another_tag_still_reads(answer: str, says: bool) -> None:
    for question in TRUEFALSE:
        assert grade(question, answer).verdict is verdict_for(question, says), (question.id, answer)
