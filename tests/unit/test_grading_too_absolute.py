""" "Too absolute" said of a true/false claim ("太绝对", "过于绝对") judges its wording: a reason as much
as a false mark, so the answer is never bare, beside another mark too ("太绝对 错", "错 太绝对"), as
"太绝对了" already was (issue 30: the fifty-fourth blind batch labels each to confirm). Only the
confirmation changes: a true mark beside it still contradicts it, and "不太绝对" is no mark.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType

ALWAYS = Question(
    id="fx-always",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="更大的 batch size 一定能让训练更快收敛。",
    key="false",
)
TRUE_KEY = ALWAYS.model_copy(update={"key": "true"})


@pytest.mark.parametrize("answer", ["太绝对", "太绝对 错", "错 太绝对", "过于绝对，错", "太绝对了"])
def test_too_absolute_is_false_to_confirm(answer: str) -> None:
    graded = grade(ALWAYS, answer)
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, True), answer
    assert grade(TRUE_KEY, answer).verdict is Verdict.INCORRECT, answer


@pytest.mark.parametrize("answer", ["错", "错 ❌"])
def test_a_plain_false_mark_stays_bare(answer: str) -> None:
    assert not grade(ALWAYS, answer).needs_confirmation, answer


@pytest.mark.parametrize("answer", ["对，太绝对", "不太绝对"])
def test_a_true_mark_or_a_denial_beside_it_reads_no_answer(answer: str) -> None:
    assert grade(ALWAYS, answer).verdict is Verdict.INVALID, answer
    assert grade(TRUE_KEY, answer).verdict is Verdict.INVALID, answer
