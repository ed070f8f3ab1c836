"""The four conventions decided on 6 December for what is a bare answer (issue "Grading a typed answer":
a typed answer that is more than a bare committed answer is graded only after the candidate confirms),
each read as decided and beside the nearest forms that must not change.

- A figure written in Chinese numerals ("十六", "百分之五十", "三十五 GB", "肆拾捌", "俩") is more than
  bare: read as the figure it is, to confirm, on choices and calculations alike. An Arabic figure stays
  bare ("16", "50%", "35GB", "464 GB", "32 分之 1", "1147 万"), and the reading never changes.
"""

from __future__ import annotations

import pytest

from bank.catalog import Catalog
from bank.grading import Verdict, grade

QUESTIONS = {question.id: question for question in Catalog.load() if question.servable}


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
