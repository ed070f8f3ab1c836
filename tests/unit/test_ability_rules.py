"""Which answers count toward calibration and abilities (api/services/scoring/), and the prior scale."""

from __future__ import annotations

from typing import NamedTuple

import pytest

from api.services.scoring._ability import PRIOR_SCALE, Parameters, counts, estimate, prior_for
from bank.model import Question, QuestionType, Status


class Row(NamedTuple):
    question_id: str
    points: float
    points_awarded: float
    verdict: str
    timed_out: bool


def question(qid: str = "q1", status: Status = Status.ACTIVE, difficulty: int = 3) -> Question:
    return Question(
        id=qid,
        bank="test",
        type=QuestionType.SINGLE,
        stem="Which?",
        options={"A": "a", "B": "b"},
        key="A",
        status=status,
        difficulty=difficulty,
    )


@pytest.mark.parametrize(
    ("row", "status", "expected"),
    [
        (Row("q1", 1.0, 1.0, "correct", False), Status.ACTIVE, True),
        (Row("q1", 1.0, 0.5, "partial", False), Status.ACTIVE, True),
        (Row("q1", 1.0, 0.0, "invalid", True), Status.ACTIVE, True),  # late, or its time ran out: 0
        (Row("q1", 1.0, 0.0, "ungraded", False), Status.ACTIVE, False),  # a key disputed when answered
        (Row("q1", 1.0, 0.0, "invalid", False), Status.ACTIVE, True),  # skipped: 0, as in the points
        (Row("q1", 1.0, 1.0, "correct", False), Status.DISPUTED, False),
        (Row("q1", 1.0, 1.0, "correct", False), Status.DRAFT, False),
        (Row("q1", 0.0, 0.0, "correct", False), Status.ACTIVE, False),  # worth nothing: says nothing
    ],
)
def test_what_counts(row: Row, status: Status, expected: bool) -> None:
    assert counts(row, question(status=status)) is expected


def test_a_question_no_longer_in_the_bank_does_not_count() -> None:
    assert not counts(Row("gone", 1.0, 1.0, "correct", False), None)


def test_harder_ratings_are_harder_on_the_prior_scale() -> None:
    assert prior_for(question(difficulty=1)).b_mean < prior_for(question()).b_mean == 0.0
    assert prior_for(question(difficulty=5)).b_mean > 0.0


def test_no_counting_answer_means_no_ability_and_partial_credit_counts_in_part() -> None:
    questions = {"q1": question("q1"), "q2": question("q2")}
    assert estimate(Parameters(), [Row("q1", 1.0, 1.0, "ungraded", False)], questions) is None
    right = estimate(Parameters(), [Row("q1", 1.0, 1.0, "correct", False)] * 1, questions)
    half = estimate(Parameters(), [Row("q1", 2.0, 1.0, "partial", False)], questions)
    wrong = estimate(Parameters(), [Row("q1", 1.0, 0.0, "incorrect", False)], questions)
    assert right is not None and half is not None and wrong is not None
    assert wrong.theta < half.theta < right.theta and right.scale == PRIOR_SCALE


def test_calibrated_parameters_replace_the_prior() -> None:
    questions = {"q1": question("q1")}
    answers = [Row("q1", 1.0, 1.0, "correct", False)]
    easy = estimate(Parameters("calibration-1", {"q1": (1.0, -2.0)}), answers, questions)
    hard = estimate(Parameters("calibration-1", {"q1": (1.0, 2.0)}), answers, questions)
    assert easy is not None and hard is not None and easy.theta < hard.theta
    assert hard.scale == "calibration-1"


def test_skipping_the_questions_one_is_unsure_of_never_raises_theta() -> None:
    # left out of θ while they cost their points, skips ranked a candidate who skipped four hard
    # questions above one who tried them and got them wrong, and far above their points
    questions = {f"q{n}": question(f"q{n}", difficulty=1 + n % 5) for n in range(10)}
    right = [Row(f"q{n}", 1.0, 1.0, "correct", False) for n in range(6)]
    tried = right + [Row(f"q{n}", 1.0, 0.0, "incorrect", False) for n in range(6, 10)]
    skipped = right + [Row(f"q{n}", 1.0, 0.0, "invalid", False) for n in range(6, 10)]
    timed_out = right + [Row(f"q{n}", 1.0, 0.0, "invalid", True) for n in range(6, 10)]
    by_trying, by_skipping, by_waiting = (
        estimate(Parameters(), rows, questions) for rows in (tried, skipped, timed_out)
    )
    assert by_trying is not None and by_skipping is not None and by_waiting is not None
    assert by_skipping.theta == by_trying.theta == by_waiting.theta
    assert by_skipping.answered == 10
