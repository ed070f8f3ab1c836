"""The third red team on the reader of typed answers (issue 30): holes found by families of sentences
over the bank's active questions, each beside its nearest right sentence, which must still read right.
"""

from __future__ import annotations

import re

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.grading_questions import active_questions, read_correct, verdict_for, wrong_options

CHOICES = active_questions(QuestionType.SINGLE, QuestionType.MULTI)
SINGLES = active_questions(QuestionType.SINGLE)


# "！B": the full-width "!" a Chinese keyboard types negates as "!B" does (it read as the bare key)
@pytest.mark.parametrize("template", ["！{K}", "！ {K}", "！！{K}"])
def test_key_negated_by_a_full_width_sign_on_every_choice(template: str) -> None:
    assert read_correct(CHOICES, template) == []


@pytest.mark.parametrize("template", ["{K}！", "{K}!", "选{K}！"])
def test_an_exclamation_closing_the_key_still_reads(template: str) -> None:
    assert read_correct(CHOICES, template) == [q.id for q in CHOICES]


# "B，但是 A": a turn to another option named bare read as the option before it (a wrong answer read as
# the key, to confirm); asked again on every choice, whichever of the two is the key
TURNED = [
    "{X}，但是 {Y}",
    "{X}但是{Y}",
    "我想选 {X}，但是 {Y}",
    "{X}，不过 {Y}",
    "{X}，可是{Y}。",
]


@pytest.mark.parametrize("template", TURNED)
def test_a_turn_to_another_option_named_bare_is_asked_again(template: str) -> None:
    for question in CHOICES:
        other = wrong_options(question)[0]
        for first, then in ((question.key_text, other), (other, question.key_text)):
            answer = template.format(X=first, Y=then)
            assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)


@pytest.mark.parametrize(
    "template",
    [
        "{K}，但是 {W} 不对",
        "不是 {W}，是 {K}",
        "{K}，但是 {K} 要开 fullgraph",
        "选 {K}，不过 {W} 我也犹豫过",
    ],
)
def test_the_key_with_the_other_option_said_of_after_the_turn_still_reads(template: str) -> None:
    for question in SINGLES:
        answer = template.format(K=question.key_text, W=wrong_options(question)[0])
        assert grade(question, answer).verdict is Verdict.CORRECT, (question.id, answer)


def _place(question: Question) -> int:
    return list(question.options).index(question.key_text) + 1


# "第 3 题选 B": the question's number (the bot numbers its questions so) read as the third option, the
# letter dropped: a wrong option read as the key at that place, to confirm
@pytest.mark.parametrize("template", ["第 {P} 题选 {W}", "第{P}题 {W}", "第{P}道题：{W}", "第{N}题选{W}"])
def test_a_question_number_is_no_option_place(template: str) -> None:
    numerals = "一二三四五六七八"
    for question in SINGLES:
        place = _place(question)
        answer = template.format(P=place, N=numerals[place - 1], W=wrong_options(question)[0])
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


@pytest.mark.parametrize("template", ["第 {P} 题选 {K}", "第{P}个", "选第{P}项", "第{P}个选项"])
def test_the_key_after_a_question_number_or_at_its_place_still_reads(template: str) -> None:
    for question in SINGLES:
        answer = template.format(P=_place(question), K=question.key_text)
        assert grade(question, answer).verdict is Verdict.CORRECT, (question.id, answer)


TRUEFALSE = active_questions(QuestionType.TRUEFALSE)


# "不是不对", "并非不正确", "没有不对": a denial denied, not wrong, true; it read as the denial, false (bare
# for "不是不对": the key of every false claim, correct with no confirmation)
@pytest.mark.parametrize(
    "answer", ["不是不对", "并非不正确", "并不是不对", "没有不对", "没有不正确", "不是不成立"]
)
def test_a_denial_denied_reads_true(answer: str) -> None:
    for question in TRUEFALSE:
        graded = grade(question, answer)
        assert graded.verdict is verdict_for(question, True), (question.id, answer, graded.reading)


@pytest.mark.parametrize(
    ("answer", "says"), [("不对", False), ("不是错", True), ("没有错", True), ("不是对的", False)]
)
def test_a_single_negation_still_reads_as_before(answer: str, says: bool) -> None:
    for question in TRUEFALSE:
        assert grade(question, answer).verdict is verdict_for(question, says), (question.id, answer)


# "对，但是错": a turn straight to the other mark, read as the opening one (to confirm); both said, asked
# again. A turn that qualifies, or says the same mark again, keeps the opening verdict.
@pytest.mark.parametrize(
    "answer", ["对，但是错", "错，但是对", "对，不过错", "错，可是对。", "对，但是错了吧", "正确，但是错误"]
)
def test_a_turn_straight_to_the_other_mark_is_asked_again(answer: str) -> None:
    for question in TRUEFALSE:
        assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)


@pytest.mark.parametrize(
    ("answer", "says"), [("对，但是对", True), ("对，但是要看情况", True), ("错，但是不绝对", False)]
)
def test_a_turn_that_qualifies_keeps_the_opening_mark(answer: str, says: bool) -> None:
    for question in TRUEFALSE:
        assert grade(question, answer).verdict is verdict_for(question, says), (question.id, answer)


MULTIS = active_questions(QuestionType.MULTI)


# "ABD 全错", "A、B、D 全部不对", "ABD 四项全部不对": a list denied with "全" (as with "都") read as chosen,
# to confirm, on every multiple choice; the list is ruled out now
@pytest.mark.parametrize(
    "template", ["{K}全错", "{K} 全部不对", "{K} 四项全部不对", "{S}全都错", "{K}全不对", "{K}全是错的"]
)
def test_a_list_denied_with_quan_is_ruled_out(template: str) -> None:
    for question in MULTIS:
        key = question.key_text.strip()
        answer = template.format(K=key, S="、".join(key))
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


@pytest.mark.parametrize("template", ["{K}全对", "{K} 全部正确", "{S}全都选", "{K}都对"])
def test_a_list_affirmed_with_quan_still_reads(template: str) -> None:
    for question in MULTIS:
        key = question.key_text.strip()
        answer = template.format(K=key, S="、".join(key))
        assert grade(question, answer).verdict is Verdict.CORRECT, (question.id, answer)


# "对or错", "yes and no", "对和错": both marks joined by a word the opening run did not part on, read as the
# first (to confirm); both said, asked again, as "对、错" is
@pytest.mark.parametrize(
    "answer", ["对or错", "错 or 对", "对and错", "yes and no", "对和错", "错与对", "对跟错", "对&错", "对+错"]
)
def test_both_marks_joined_by_a_word_are_asked_again(answer: str) -> None:
    for question in TRUEFALSE:
        assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)


@pytest.mark.parametrize(
    ("answer", "says"), [("对 and 对", True), ("true and correct", True), ("错，和 fp16 无关", False)]
)
def test_one_mark_with_a_joined_word_still_reads(answer: str, says: bool) -> None:
    for question in TRUEFALSE:
        assert grade(question, answer).verdict is verdict_for(question, says), (question.id, answer)


# "一半 464 GB", "1/2 464 GB": the half said just before the key's figure (by then "50% 464 GB"), read as
# the bare figure, correct with no confirmation; the figure is what is halved, as in "一半的 464 GB"
@pytest.mark.parametrize(
    "answer", ["一半 464 GB", "一半464GB", "1/2 464 GB", "二分之一 464 GB", "50% 464 GB"]
)
def test_the_half_said_before_the_figure_takes_it(answer: str) -> None:
    question = next(q for q in active_questions(QuestionType.CALC) if q.id == "seed000-30")
    assert grade(question, answer).verdict is not Verdict.CORRECT, answer


@pytest.mark.parametrize(
    ("question_id", "answer"),
    [
        ("seed000-30", "464 GB"),
        ("seed000-30", "50%，464 GB"),
        ("seed000-31", "98.7% 11.47M"),
        ("seed000-31", "11.47M 98.7%"),
    ],
)
def test_a_figure_after_another_share_still_reads(question_id: str, answer: str) -> None:
    question = next(q for q in active_questions(QuestionType.CALC) if q.id == question_id)
    assert grade(question, answer).verdict is Verdict.CORRECT, answer


# "B X", "AD x": the cross typed as a Latin x after the letters read them as chosen, to confirm; crossed
# out, asked again, as "B ×" is
@pytest.mark.parametrize("template", ["{K} X", "{K} x", "{K} X。", "选 {K} x"])
def test_letters_crossed_with_a_latin_x_are_asked_again(template: str) -> None:
    assert read_correct(CHOICES, template) == []


@pytest.mark.parametrize("template", ["{K}", "{K} ✓", "{K} x2 的显存够", "{K}，x 轴切分"])
def test_letters_beside_an_x_that_is_no_cross_still_read(template: str) -> None:
    assert read_correct(CHOICES, template) == [q.id for q in CHOICES]


# "很多人会选 B", "大家都选 B": the crowd's choice reported read as the candidate's own, to confirm; asked
# again, as "有人选 B" is. The candidate's own choice after it reads.
@pytest.mark.parametrize(
    "template", ["很多人会选{K}", "大家都选 {K}", "大多数人选{K}", "一般人会选 {K}", "不少人选{K}"]
)
def test_the_crowds_choice_is_not_the_candidates(template: str) -> None:
    assert read_correct(SINGLES, template) == []


@pytest.mark.parametrize(
    "template",
    ["很多人会选 {W}，我选 {K}", "大家好，我选 {K}", "跟大家一样，选 {K}", "大家都选 {W}，但 {K} 才对"],
)
def test_the_candidates_own_choice_beside_the_crowd_still_reads(template: str) -> None:
    for question in SINGLES:
        answer = template.format(K=question.key_text, W=wrong_options(question)[0])
        assert grade(question, answer).verdict is Verdict.CORRECT, (question.id, answer)


# "不是 A，而是 B": the option after "而是" (rather) was not read, the answer asked again as only ruling
# out A (a right answer lost); it is the decision, as after "是" ("不是 A，是 B")
@pytest.mark.parametrize(
    "template", ["不是 {W}，而是 {K}", "不是{W}而是{K}", "选的不是 {W} 而是 {K}", "{W} 不对，而是 {K}"]
)
def test_the_option_after_er_shi_is_the_decision(template: str) -> None:
    for question in SINGLES:
        answer = template.format(K=question.key_text, W=wrong_options(question)[0])
        graded = grade(question, answer)
        assert graded.verdict is Verdict.CORRECT, (question.id, answer)
        assert graded.needs_confirmation, (question.id, answer)


@pytest.mark.parametrize("template", ["不是 {K}，而是 {W}", "{K}，而是 {W}", "不是 {W}，而是 {K} 或 {W}"])
def test_another_option_after_er_shi_is_not_the_key(template: str) -> None:
    for question in SINGLES:
        answer = template.format(K=question.key_text, W=wrong_options(question)[0])
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


# "B 最不像", "B 的可能性为 0": the option said least likely, or given no chance, read as chosen (to
# confirm) on every single choice; ruled out now (where no option is the figure 0, which "0" may name)
NO_ZERO_OPTION = [
    q for q in SINGLES if not any(re.search(r"(?<![\d.])0(?![\d.])", text) for text in q.options.values())
]


@pytest.mark.parametrize(
    "template",
    ["{K}最不像", "{K} 最不可能", "{K}的可能性为0", "{K} 概率是零", "{K} 的概率为 0%", "{K}最不对"],
)
def test_an_option_said_least_likely_is_ruled_out(template: str) -> None:
    assert read_correct(NO_ZERO_OPTION, template) == []


@pytest.mark.parametrize("template", ["{K}的可能性为0.9", "{K} 最像", "{K}最合适", "选 {K}，{W} 的可能性为0"])
def test_an_option_said_likely_still_reads(template: str) -> None:
    for question in SINGLES:
        answer = template.format(K=question.key_text, W=wrong_options(question)[0])
        assert grade(question, answer).verdict is Verdict.CORRECT, (question.id, answer)
