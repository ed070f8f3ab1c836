"""An answer for one case ("在单卡下是 A", "在单卡下对") or on a premise the candidate adds ("A，前提是 batch
够大", "对，前提是 batch 够大"): asked again, as "如果…就 A" is (a red team found each read as the choice or
the verdict, to confirm). The stem's own case said again ("在同等条件下对", "正确（其他条件都不变的前提
下）") keeps the reading. Every single, multiple and true/false question of the bank.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

SERVED = [q for q in curated_catalog() if q.servable]
CHOICES = [q for q in SERVED if q.type in (QuestionType.SINGLE, QuestionType.MULTI)]
TRUEFALSE = [q for q in SERVED if q.type is QuestionType.TRUEFALSE]


@pytest.mark.parametrize("question", CHOICES, ids=lambda q: q.id)
def test_a_choice_for_one_case_is_asked_again(question) -> None:  # type: ignore[no-untyped-def]
    for letters in {question.key_text, *question.options}:
        for answer in (f"在单卡下是 {letters}", f"在单卡下选 {letters}", f"{letters}，前提是 batch 够大"):
            verdict = grade(question, answer).verdict  # another stays graded, as "如果…就 B" is
            assert (
                verdict is Verdict.INVALID if letters == question.key_text else verdict is not Verdict.CORRECT
            )
    assert grade(question, f"在同等条件下是 {question.key_text}").verdict is Verdict.CORRECT


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_a_verdict_for_one_case_is_asked_again(question) -> None:  # type: ignore[no-untyped-def]
    right = "对" if question.key_text == "true" else "错"
    for answer in (f"{right}，前提是 batch 够大", f"在单卡下{right}", f"在 batch 大的时候{right}"):
        assert grade(question, answer).verdict is Verdict.INVALID, answer
    for answer in ("在同等条件下对", "在其他条件不变时，对", "正确（其他条件都不变的前提下）"):
        assert grade(question, answer).understood.truth is True, answer
