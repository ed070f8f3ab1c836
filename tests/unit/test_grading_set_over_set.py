"""One set of letters chosen over another (issue "Grading a typed answer"): "ABDE 而不是 ABD" read E only
(the shared letters chosen and denied), "不是 ABD 而是 ABDE" was asked again. With two bare sets the
contrast says which stands: the set chosen, to confirm, either way round. Not the same set twice, nor a
set against a single option (read as before). Looped over every multiple choice keyed on three or more.
"""

from __future__ import annotations

import pytest

from bank.catalog import Catalog
from bank.grading import Verdict, grade
from bank.model import Question, QuestionType

MULTIS = [q for q in Catalog.load() if q.servable and q.type is QuestionType.MULTI and len(q.key) >= 3]


@pytest.mark.parametrize("question", MULTIS, ids=lambda question: question.id)
def test_the_key_chosen_over_a_subset_reads_to_confirm(question: Question) -> None:
    key, less = question.key, question.key[:-1]
    for answer in (f"{key} 而不是 {less}", f"不是 {less} 而是 {key}", f"{key}，而不是 {less}"):
        result = grade(question, answer)
        assert result.verdict is Verdict.CORRECT and result.needs_confirmation, (question.id, answer)
    for answer in (f"{less} 而不是 {key}", f"不是 {key} 而是 {less}", f"{key} 而不是 {key}"):
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)
