"""The round on blind batch 58 (issue "Grading a typed answer"): classes the batch met.

- A conclusion drawn with a double or heavy arrow ("768+1280=2048 维 ⇒ C", "⟹ C"): read as "→" is, the
  option after it chosen, to confirm. Not another option after it (that one is read), nor the option
  denied after it ("⇒ 不是 C"), nor two options after it.
Looped over every single choice of the bank.
"""

from __future__ import annotations

import pytest

from bank.catalog import Catalog
from bank.grading import Verdict, grade
from bank.model import Question, QuestionType

BANK = [q for q in Catalog.load() if q.servable]
SINGLES = [q for q in BANK if q.type is QuestionType.SINGLE]


def _other(question: Question) -> str:
    return next(letter for letter in question.options if letter not in question.key)


@pytest.mark.parametrize("question", SINGLES, ids=lambda question: question.id)
def test_a_double_arrow_concludes_as_an_arrow_does(question: Question) -> None:
    for arrow in ("⇒", "⟹"):
        result = grade(question, f"先算一下维度 {arrow} {question.key}")
        assert result.verdict is Verdict.CORRECT, (question.id, arrow, result)
        assert result.needs_confirmation, (question.id, arrow)
        wrong = grade(question, f"先算一下维度 {arrow} {_other(question)}")
        assert wrong.verdict is not Verdict.CORRECT, (question.id, arrow, wrong)
        for unread in (
            f"先算一下维度 {arrow} 不是 {question.key}",
            f"先算一下维度 {arrow} {question.key} 或 {_other(question)}",
        ):
            assert grade(question, unread).verdict is not Verdict.CORRECT, (question.id, unread)
