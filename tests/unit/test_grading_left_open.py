"""Readings the candidate did not commit to, asked again (``choice/_left_open``), over every question of a
type: an option read though doubted or denied right after it, a choice then a verdict on every option, an
option given on the condition of another, sets set against each other by a slash.

"A yes, B not sure" had been read as B; "I pick A, B, D; all of them wrong" as the key, to confirm; "…→ 前三个
不对" as A; "D unless A" as D; "ABD/AB" as the key; each a reading the candidate did not mean.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.choice._left_open import left_open
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

QUESTIONS = [question for question in curated_catalog() if question.servable]
MULTI = [q for q in QUESTIONS if q.type is QuestionType.MULTI and 2 <= len(q.key) < len(q.options)]
SINGLE = [q for q in QUESTIONS if q.type is QuestionType.SINGLE]


def _chosen(reading: str) -> set[str]:
    return set(reading.split("（")[0].split("、")) - {""}


@pytest.mark.parametrize(
    "template",
    ["{kept} yes, {doubted} not sure", "{kept} 对，{doubted} 不确定", "{doubted} 不确定，{kept} 对",
     "{kept} yes, {doubted} I'm not sure about", "{kept} 选，{doubted} 拿不准"],
)  # fmt: skip
def test_a_doubted_option_is_never_chosen(template: str) -> None:
    for question in MULTI:
        kept, doubted = "、".join(question.key[:-1]), question.key[-1]
        answer = template.format(kept=kept, doubted=doubted)
        result = grade(question, answer)
        assert result.verdict is not Verdict.CORRECT, (question.id, answer)
        assert result.understood.hedged or doubted not in _chosen(result.reading), (question.id, answer)


@pytest.mark.parametrize(
    "template",
    ["I pick {key}; all of them wrong", "选 {key}，都不对", "{key}; they're all wrong", "我选 {key}，全错"],
)
def test_a_choice_then_a_verdict_on_every_option_is_asked_again(template: str) -> None:
    for question in MULTI:
        answer = template.format(key=", ".join(question.key))
        assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)


def test_a_choice_then_the_others_denied_is_still_read() -> None:
    for question in MULTI:
        others = "、".join(sorted(set(question.options) - set(question.key)))
        answer = f"{'、'.join(question.key)}，{others} 都不对"
        result = grade(question, answer)
        assert (result.verdict, _chosen(result.reading)) == (Verdict.CORRECT, set(question.key)), answer


@pytest.mark.parametrize("template", ["{text}，前两个不对", "{text} → 前两个都不对", "{text}；前两个错了"])
def test_options_denied_by_their_place_are_never_chosen(template: str) -> None:
    for question in MULTI:
        answer = template.format(text=question.options["A"])
        result = grade(question, answer)
        assert not {"A", "B"} & _chosen(result.reading), (question.id, answer, result.reading)


def test_a_place_denied_after_reasons_is_never_chosen() -> None:
    question = next(q for q in QUESTIONS if q.id == "seed001-15")  # key ABC; the reasons name A, B, C
    answer = "LPIPS / MS-SSIM 是生成样本两两比，IS 只要个分类器 → 前三个不对"
    assert not {"A", "B", "C"} & _chosen(grade(question, answer).reading)


@pytest.mark.parametrize(
    "template",
    ["{key} unless {other}", "{other} unless {key}", "{key}，除非是 {other}", "{key}, unless it's {other}"],
)
def test_an_option_on_the_condition_of_another_is_asked_again(template: str) -> None:
    for question in SINGLE:
        other = next(letter for letter in question.options if letter != question.key)
        answer = template.format(key=question.key, other=other)
        assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)


@pytest.mark.parametrize("template", ["{key}/{less}", "{less}/{key}", "{key} / {less}"])
def test_sets_set_against_each_other_by_a_slash_are_asked_again(template: str) -> None:
    for question in MULTI:
        answer = template.format(key=question.key, less=question.key[:-1])
        assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)


def test_single_letters_joined_by_slashes_are_still_one_set() -> None:
    for question in MULTI:
        result = grade(question, "/".join(question.key))
        assert (result.verdict, result.needs_confirmation) == (Verdict.CORRECT, False), question.id


@pytest.mark.parametrize("template", ["{a} + {b}?", "{a}、{b}？", "{a} 和 {b}？", "{a} and {b}?"])
def test_a_list_offered_with_a_question_mark_is_read_whole_or_asked_again(template: str) -> None:
    for question in MULTI:
        first, second = question.key[0], question.key[1]
        answer = template.format(a=question.options[first], b=question.options[second])
        result = grade(question, answer)
        assert result.verdict is Verdict.INVALID or {first, second} <= _chosen(result.reading), answer


@pytest.mark.parametrize(("answer", "reading"), [("rollout + LRP + Chefer？", ""), ("rollout + LRP?", "")])
def test_names_offered_with_a_question_mark_never_read_as_one(answer: str, reading: str) -> None:
    question = next(q for q in QUESTIONS if q.id == "seed001-13")  # A rollout, B LRP, D Chefer
    assert grade(question, answer).reading == reading, answer


def test_letters_offered_with_a_question_mark_are_still_tentative() -> None:
    for question in MULTI:
        result = grade(question, f"{question.key}？")
        assert (result.verdict, result.needs_confirmation) == (Verdict.CORRECT, True), question.id


def test_one_option_alone_doubted_is_left_to_the_other_readers() -> None:
    for question in SINGLE:  # "B 不确定": tentative, read as before (not this rule's)
        assert not left_open(question, f"{question.key} 不确定", [question.key], hedged=False), question.id
