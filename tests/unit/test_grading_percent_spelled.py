"""A percent sign said as a word ("98.7 percent", "fifty per cent"): read as the figure, to confirm.

Found in blind batch 75: "1146.88万 / 98.7 percent" (labelled correct, to confirm) was taken for a bare
pair of figures. The word is read as "%", as "百分之九十八点七" is read as "98.7%", and like it asks the
candidate to confirm the reading; the sign itself ("98.7%", "98.7 %") stays bare. A wrong figure said so
stays wrong.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {q.id: q for q in curated_catalog()}


@pytest.mark.parametrize(
    ("question_id", "answer", "verdict"),
    [
        ("seed000-31", "1146.88万 / 98.7 percent", Verdict.CORRECT),
        ("seed000-31", "11.47M, 98.7 per cent", Verdict.CORRECT),
        ("seed000-31", "11.47M / 98.7 Percent", Verdict.CORRECT),
        ("seed000-31", "22.94M / 97.3 percent", Verdict.INCORRECT),  # the source's doubled figures
        ("seed001-08", "50 percent", Verdict.CORRECT),
        ("seed001-08", "fifty percent", Verdict.CORRECT),
        ("seed001-08", "37.5 percent", Verdict.INCORRECT),
    ],
)
def test_a_percent_said_as_a_word_is_read_to_confirm(question_id: str, answer: str, verdict: Verdict) -> None:
    graded = grade(QUESTIONS[question_id], answer)
    assert graded.verdict is verdict
    assert graded.needs_confirmation is True


@pytest.mark.parametrize(
    ("question_id", "answer"),
    [("seed000-31", "1146.88万 / 98.7%"), ("seed000-31", "11.47M，98.7 %"), ("seed001-08", "50%")],
)
def test_the_sign_itself_stays_bare(question_id: str, answer: str) -> None:
    graded = grade(QUESTIONS[question_id], answer)
    assert graded.verdict is Verdict.CORRECT
    assert graded.needs_confirmation is False


def test_a_hedge_said_in_words_is_still_a_hedge() -> None:
    graded = grade(QUESTIONS["seed001-08"], "50 percent or 37.5 percent")
    assert graded.verdict is not Verdict.CORRECT
