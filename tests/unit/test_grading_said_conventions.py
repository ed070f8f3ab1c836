"""The four conventions decided on 6 December for what is a bare answer (issue "Grading a typed answer":
a typed answer that is more than a bare committed answer is graded only after the candidate confirms),
each read as decided and beside the nearest forms that must not change.

- A figure written in Chinese numerals ("十六", "百分之五十", "三十五 GB", "肆拾捌", "俩") is more than
  bare: read as the figure it is, to confirm, on choices and calculations alike. An Arabic figure stays
  bare ("16", "50%", "35GB", "464 GB", "32 分之 1", "1147 万"), and the reading never changes.
- Blanks numbered in digits ("blank#1=x blank#2=y", "空1 `x`，空2 `y`", "(1) x (2) y", "①x ②y") on a code
  question with that many blanks, in order, each fill bare: a bare code fill, read blank by blank
  ("blank#1=" was read as no fill at all). Not out of order ("空2 … 空1 …": to confirm), not numbered in
  words ("空一 …", as blind-26 labels it), not a fill with a verb ("空1 填 x"); a wrong fill stays wrong.
  Plain digits number the blanks too ("1. nvme 2. cpu", as blind-65 labels it) when they run 1 to the
  blank count in order, the first opening the answer.
- A label word and a colon before an otherwise bare answer ("答：C", "Ans: C", "选：C", "选项：C", "最终：C")
  is bare. A label that is a sentence ("我选：C", "I'd go with C"), "答案 C" with no colon, a hedge or a
  reason after the answer ("选：C 吧", "选：C，因为 …") and a figure in Chinese numerals stay to confirm.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}


@pytest.mark.parametrize(
    ("question", "answer", "verdict"),
    [
        ("seed000-11", "十六", Verdict.CORRECT),
        ("seed000-11", "三十二", Verdict.INCORRECT),
        ("seed001-08", "百分之五十", Verdict.CORRECT),
        ("seed001-08", "百分之二十五", Verdict.INCORRECT),
        ("seed001-08", "一半", Verdict.CORRECT),
        ("seed000-08", "三十五 GB", Verdict.CORRECT),
        ("seed000-04", "肆拾捌", Verdict.CORRECT),
        ("seed002-10", "三十二分之一", Verdict.CORRECT),
        ("seed002-13", "两百六", Verdict.CORRECT),
        ("seed000-04", "Ｂ：四十八", Verdict.CORRECT),
        ("seed000-30", "四百六十四 GB", Verdict.CORRECT),
        ("seed000-30", "四百六十四G", Verdict.CORRECT),
        ("seed000-30", "九百二十八 GB", Verdict.INCORRECT),
    ],
)
def test_a_figure_in_chinese_numerals_is_to_confirm(question: str, answer: str, verdict: Verdict) -> None:
    graded = grade(QUESTIONS[question], answer)
    assert graded.verdict is verdict
    assert graded.needs_confirmation


@pytest.mark.parametrize(
    ("question", "answer", "verdict"),
    [
        ("seed000-11", "16", Verdict.CORRECT),
        ("seed000-11", "32", Verdict.INCORRECT),
        ("seed001-08", "50%", Verdict.CORRECT),
        ("seed000-08", "35GB", Verdict.CORRECT),
        ("seed002-10", "1/32", Verdict.CORRECT),
        ("seed002-10", "32 分之 1", Verdict.CORRECT),
        ("seed000-04", "B：48", Verdict.CORRECT),
        ("seed000-30", "464 GB", Verdict.CORRECT),
        ("seed000-11", "A", Verdict.CORRECT),
    ],
)
def test_an_arabic_figure_stays_bare(question: str, answer: str, verdict: Verdict) -> None:
    graded = grade(QUESTIONS[question], answer)
    assert graded.verdict is verdict
    assert not graded.needs_confirmation


@pytest.mark.parametrize(
    ("question", "answer", "verdict"),
    [
        ("seed000-27", "blank#1=P('x', None) blank#2=P(None, 'y')", Verdict.CORRECT),
        ("seed000-27", "blank #1: P('x', None); blank #2: P(None, 'y')", Verdict.CORRECT),
        ("seed000-29", "blank#1=nvme blank#2=nvme", Verdict.CORRECT),
        ("seed000-29", "blank#1=nvme blank#2=cpu", Verdict.PARTIAL),
        ("seed000-27", "空1 `P('x', None)`，空2 `P(None, 'y')`", Verdict.CORRECT),
        ("seed000-27", "(1) `P('x', None)` (2) `P(None, 'y')`", Verdict.CORRECT),
        ("seed000-29", "空1：nvme 空2：nvme", Verdict.CORRECT),
        ("seed000-29", "①nvme ②nvme", Verdict.CORRECT),
    ],
)
def test_blanks_numbered_in_order_are_a_bare_fill(question: str, answer: str, verdict: Verdict) -> None:
    graded = grade(QUESTIONS[question], answer)
    assert (graded.verdict, graded.needs_confirmation) == (verdict, False)


@pytest.mark.parametrize(
    ("question", "answer", "verdict"),
    [
        ("seed000-29", "空2：nvme 空1：cpu", Verdict.PARTIAL),
        ("seed000-29", "blank#2=nvme blank#1=cpu", Verdict.PARTIAL),
        ("seed000-27", "空2 `P(None, 'y')`，空1 `P('x', None)`", Verdict.CORRECT),
        ("seed000-27", "空一 `P('x', None)`，空二 `P(None, 'y')`", Verdict.CORRECT),
        ("seed000-29", "空1 填 nvme，空2 填 nvme", Verdict.CORRECT),
    ],
)
def test_blanks_out_of_order_in_words_or_with_a_verb_are_to_confirm(
    question: str, answer: str, verdict: Verdict
) -> None:
    graded = grade(QUESTIONS[question], answer)
    assert (graded.verdict, graded.needs_confirmation) == (verdict, True)


def test_a_numbered_list_that_numbers_the_blanks_in_order_is_a_bare_fill() -> None:
    graded = grade(QUESTIONS["seed000-29"], "1. nvme 2. nvme")  # as blind-65 labels "1. nvme 2. cpu"
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, False)
    graded = grade(QUESTIONS["seed000-29"], "2. nvme 1. nvme")  # out of order: to confirm
    assert graded.needs_confirmation


@pytest.mark.parametrize(
    "answer", ["答：C", "答案：C", "Answer: C", "Ans: C", "选：C", "选项：C", "最终：C", "Final: C"]
)
def test_a_label_word_and_a_colon_before_a_bare_answer_is_bare(answer: str) -> None:
    graded = grade(QUESTIONS["seed000-03"], answer)
    assert (graded.verdict, graded.needs_confirmation, graded.reading) == (Verdict.CORRECT, False, "C")


def test_a_labelled_wrong_answer_stays_wrong() -> None:
    graded = grade(QUESTIONS["seed000-03"], "最终：A")
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.INCORRECT, False)


@pytest.mark.parametrize(
    "answer", ["我选：C", "I'd go with C", "答案 C", "选：C 吧", "选：C，因为 2048 维", "选：C?"]
)
def test_a_sentence_a_hedge_or_a_reason_after_a_label_is_to_confirm(answer: str) -> None:
    graded = grade(QUESTIONS["seed000-03"], answer)
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, True)


def test_a_labelled_figure_in_chinese_numerals_is_to_confirm() -> None:
    assert grade(QUESTIONS["seed000-30"], "最终：四百六十四 GB").needs_confirmation
    assert not grade(QUESTIONS["seed000-30"], "最终：464 GB").needs_confirmation
