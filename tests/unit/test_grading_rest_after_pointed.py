"""An option ruled out by its words and pointed at, then the rest counted (issue 30: the fifty-seventh
blind batch's "SDE 那个不算，其余四个", read as no answer): "<option's words> 那个不算，其余 N 个" chooses
the rest, to confirm, when N is the number left; "不算" rules a letter out as "不对" does.

The nearest wrong readings stay out: ruling out the key's option chooses the others (graded incorrect),
a wrong count, a hedge or a question on the denial or on the rest, and the option said to count ("算")
never choose the rest.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType, Scoring

SOLVERS = Question(
    id="fx-rest-pointed",
    bank="fx",
    type=QuestionType.MULTI,
    stem="以下哪些方法是确定性的 ODE 求解器？",
    options={"A": "DDIM", "B": "DPM-Solver-2", "C": "Euler–Maruyama 求解 SDE", "D": "Heun 二阶"},
    key="ABD",
    scoring=Scoring.ALL_OR_NOTHING,
)


@pytest.mark.parametrize(
    "answer", ["SDE 那个不算，其余三个", "C 不算，剩下三个", "Euler–Maruyama 这个不对，其余三个"]
)
def test_the_rest_after_an_option_pointed_at_and_ruled_out(answer: str) -> None:
    graded = grade(SOLVERS, answer)
    assert graded.understood.choices == ["A", "B", "D"], (answer, graded.rationale)
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, True), answer


def test_ruling_out_another_option_is_never_the_key() -> None:
    graded = grade(SOLVERS, "DDIM 那个不算，其余三个")
    assert graded.verdict is Verdict.INCORRECT
    assert "A" not in graded.understood.choices


@pytest.mark.parametrize(
    "answer",
    [
        "SDE 那个不算，其余两个",  # a count that is not the rest's
        "SDE 那个不算吧，其余三个",  # a hedge on the denial
        "SDE 那个可能不算，其余三个",
        "SDE 那个算不算，其余三个",  # a question
        "SDE 那个不算，其余三个？",
        "SDE 那个算，其余三个",  # said to count
    ],
)
def test_a_wrong_count_a_hedge_a_question_or_no_denial_is_not_the_rest(answer: str) -> None:
    assert grade(SOLVERS, answer).verdict is not Verdict.CORRECT, answer
