"""A misspelt true/false word asked to oneself and replied to ("falsee? no", blind batch 79): read as the
word spelt right is ("false? no"), never as the bare reply.
"""

from __future__ import annotations

from bank.grading import grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
CLAIM = QUESTIONS["seed002-42"]  # key false


def test_a_misspelt_mark_asked_then_answered_is_read_as_spelt() -> None:
    for typed, spelt in [("falsee", "false"), ("Fasle", "false"), ("truee", "true"), ("Ture", "true")]:
        for reply in ["no", "yes", "nope"]:
            graded, plain = grade(CLAIM, f"{typed}? {reply}"), grade(CLAIM, f"{spelt}? {reply}")
            assert graded.understood.truth == plain.understood.truth, (typed, reply, graded)
            assert graded.verdict == plain.verdict and graded.needs_confirmation, (typed, reply)
