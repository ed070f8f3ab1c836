"""A metric's name at a cut-off written with its initial ("P@k" for "Precision@k", "R@k" for "Recall@k")
names that option, when no other option's name at a cut-off has the same initial (blind batch 80: "除了 P@k
和 R@k" was not read). An initial two options share, or one of no option, names nothing.
"""

from __future__ import annotations

from bank.catalog import Catalog
from bank.grading import Verdict, grade

QUESTION = next(
    question for question in Catalog.load() if question.id == "seed001-15"
)  # D Precision@k, E Recall@k


def test_an_initial_at_a_cut_off_names_its_option() -> None:
    for answer, chosen in [
        ("除了 P@k 和 R@k", ["A", "B", "C"]),
        ("P@k 和 R@k", ["D", "E"]),
        ("除了 P@k", ["A", "B", "C", "E"]),
    ]:
        graded = grade(QUESTION, answer)
        assert (graded.understood.choices, graded.needs_confirmation) == (chosen, True), answer


def test_a_shared_or_unknown_initial_names_nothing() -> None:
    shared = QUESTION.model_copy(update={"options": {**QUESTION.options, "C": "Perplexity@k"}})
    assert grade(shared, "P@k").verdict is Verdict.INVALID
    assert grade(QUESTION, "N@k").verdict is Verdict.INVALID
