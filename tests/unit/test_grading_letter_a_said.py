"""A yes or no closing the clause of "A" that opens an item: said of the letter, not the article ("B, A
yes" had dropped A, blind batch 79); "a yes-or-no call", "C is a yes" keep it the article.
"""

from __future__ import annotations

from bank.grading import grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
MULTI = QUESTIONS["seed001-15"]  # key A, B, C


def test_a_yes_closing_the_clause_of_a_is_said_of_the_letter() -> None:
    for answer in ["B, A yes", "B, C, A yes", "B, C, a yes.", "C, B, A yes!"]:
        graded = grade(MULTI, answer)
        assert "A" in (graded.understood.choices or []), (answer, graded)
        assert graded.needs_confirmation, answer


def test_a_as_an_article_or_asked_is_not_chosen() -> None:
    for answer in [
        "B, A yes? no",
        "B, a yes-or-no call",
        "B is a no-brainer",
        "B, A no",
        "C is a yes, B too",
    ]:
        graded = grade(MULTI, answer)
        assert "A" not in (graded.understood.choices or []), (answer, graded)
