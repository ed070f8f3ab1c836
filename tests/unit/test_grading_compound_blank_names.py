"""Blanks labelled by a compound name of the code around them ("offload_param → nvme，offload_optimizer →
nvme"), and numbered parts that are not one per blank ("1) nvme 2) nvme 3) 两个都要配 nvme_path").

Found by this stop's helpers: a name holding "_" called no blank (only its parts did: "param → nvme"),
so "offload_param → nvme" was read as the fill; and numbered parts beyond the blanks were glued into one
fill. A compound name on a blank's line or the line opening it calls that blank, by a colon or an arrow;
a name further off ("zero_optimization", around both) calls none. Numbered parts more or fewer than the
blanks say no fill per blank: asked again.
"""

from __future__ import annotations

import re

from bank.grading import Verdict, grade
from bank.grading.code._blank_fills import blank_contexts
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

CODE = [q for q in curated_catalog() if q.servable and q.type is QuestionType.CODE]
SEVERAL = [q for q in CODE if len(q.blanks) > 1 and isinstance(q.key, list)]
QUESTIONS = {q.id: q for q in CODE}


def _owners(question: Question) -> list[str] | None:
    """Per blank, a compound name on its line or the one opening it, found in no other blank's."""
    lines = ["\n".join(context.splitlines()[-2:]) for context in blank_contexts(question.stem)]
    found = [set(re.findall(r"[A-Za-z]\w*_\w+", line)) for line in lines]
    owners = [
        sorted(names - set().union(*(other for j, other in enumerate(found) if j != i)))
        for i, names in enumerate(found)
    ]
    return [names[0] for names in owners] if all(owners) else None


def test_fills_called_by_compound_names_read_as_their_blanks() -> None:
    tried = 0
    for question in SEVERAL:
        owners = _owners(question)
        if owners is None or grade(question, "，".join(question.key)).verdict is not Verdict.CORRECT:
            continue
        tried += 1
        for mark in ("→", ":"):
            answer = "，".join(
                f"{owner} {mark} {fill}" for owner, fill in zip(owners, question.key, strict=True)
            )
            assert grade(question, answer).verdict is Verdict.CORRECT, (question.id, answer)
            swapped = "，".join(
                f"{owner} {mark} {fill}" for owner, fill in zip(owners[::-1], question.key, strict=True)
            )
            if list(question.key) != list(question.key)[::-1]:
                assert grade(question, swapped).verdict is not Verdict.CORRECT, (question.id, swapped)
    assert tried, "no question with blanks under compound names"


def test_a_name_around_every_blank_calls_none() -> None:
    question = QUESTIONS["seed000-29"]
    for answer in (
        "zero_optimization → nvme，offload_optimizer → cpu",
        "nvme_path → nvme，offload_param → cpu",
    ):
        assert grade(question, answer).verdict is not Verdict.CORRECT, answer
    graded = grade(question, "offload_optimizer → nvme，offload_param → cpu")
    assert graded.verdict is Verdict.PARTIAL, graded  # each blank by its own name, whatever the order


def test_numbered_parts_not_one_per_blank_are_asked_again() -> None:
    for question in CODE:
        count = max(1, len(question.blanks))
        fills = list(question.key) if isinstance(question.key, list) else [question.key_text]
        more = " ".join(f"{n}) {fill}" for n, fill in enumerate([*fills, "两个都要配好"], 1))
        assert grade(question, more).verdict is Verdict.INVALID, (question.id, more)
        if count == 1:
            split = f"1) {question.key_text} 2) use_reentrant=False"
            assert grade(question, split).verdict is Verdict.INVALID, (question.id, split)
        else:
            each = " ".join(f"{n}) {fill}" for n, fill in enumerate(fills, 1))
            assert grade(question, each).verdict is Verdict.CORRECT, (question.id, each)
