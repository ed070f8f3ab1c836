"""The round on blind batch 39 (issue "Grading a typed answer"): answers meant plainly, read as meant.

- "a/b/d": on a multiple choice, letters joined by a slash alone are the set, bare (blind-16's
  convention for a bare set, and every such label since); spaced ("a / c") or asked ("A/C？") they
  are still read to confirm, and on a single choice a slash is still a hedge, never correct.
Each has its negative siblings, looped over every question of the type where it makes sense.
"""

from __future__ import annotations

from itertools import combinations

import pytest

from bank.catalog import Catalog
from bank.grading import Verdict, grade
from bank.model import Question, QuestionType

BANK = {question.id: question for question in Catalog.load()}
SINGLES = [q for q in BANK.values() if q.type is QuestionType.SINGLE and q.key_text in q.options]
MULTIS = [q for q in BANK.values() if q.type is QuestionType.MULTI and set(q.key_text) <= set(q.options)]


@pytest.mark.parametrize("question", MULTIS, ids=lambda question: question.id)
def test_slashed_letters_on_a_multiple_choice_are_the_set_bare(question: Question) -> None:
    key = sorted(question.key_text)
    for letters in ("/".join(key), "/".join(key).lower()):
        graded = grade(question, letters)
        assert graded.verdict is Verdict.CORRECT, (letters, graded.rationale)
        assert not graded.needs_confirmation, letters
        for asked in (f"{letters}？", f"{letters} 吗", f"{letters} 不对", f"不是 {letters}"):
            graded = grade(question, asked)
            assert graded.verdict is not Verdict.CORRECT or graded.needs_confirmation, asked
    spaced = grade(question, " / ".join(key))
    assert spaced.needs_confirmation, spaced.rationale
    for size in range(1, len(question.options) + 1):
        for chosen in combinations(sorted(question.options), size):
            if set(chosen) != set(key):
                assert grade(question, "/".join(chosen)).verdict is not Verdict.CORRECT, chosen


@pytest.mark.parametrize("question", SINGLES, ids=lambda question: question.id)
def test_slashed_letters_on_a_single_choice_stay_a_hedge(question: Question) -> None:
    for other in sorted(set(question.options) - {question.key_text}):
        for answer in (f"{question.key_text}/{other}", f"{other}/{question.key_text}".lower()):
            graded = grade(question, answer)
            assert graded.verdict is not Verdict.CORRECT, answer
