"""A doubt overruled, then the choice undone or kept open after it (issue "Grading a typed answer").

"A，D 不确定，但也选" chooses D all the same (``_choice_clauses.doubt_overruled``). What follows may take
the choice back ("。其实不对", "，开玩笑的") or hold it open again ("，可能吧", "；不过还是再想想"): then
D is not chosen plainly, and the set with it, the key, was read where the candidate kept it open or let
it go. Looped over every multiple choice of the bank with two letters or more in its key.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

MULTIS = [q for q in curated_catalog() if q.servable and q.type is QuestionType.MULTI and len(q.key) >= 2]


@pytest.mark.parametrize("question", MULTIS, ids=lambda question: question.id)
def test_an_overruled_doubt_undone_after_is_never_the_key(question: Question) -> None:
    *first, last = sorted(question.key)
    chosen = "，".join(first)
    for undone in ("。其实不对", "；不过还是再想想", "，开玩笑的", "，可能吧", "，也许", "，才怪"):
        answer = f"{chosen}，{last} 不确定，但也选{undone}"
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)
    # the nearest right sentences: the doubt overruled and left so
    for kept in (f"{chosen}，{last} 不确定，但也选", f"{chosen}，{last} 存疑但选上。"):
        result = grade(question, kept)
        assert (result.verdict, result.needs_confirmation) == (Verdict.CORRECT, True), (question.id, kept)
