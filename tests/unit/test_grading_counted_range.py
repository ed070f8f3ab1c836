"""A range of letters counted through, and a list denied in a clause after it (issue 30: blind batch 66).

- "从 A 数到 E，五条我全认" was read as A: a verb of counting before "到" ("数到", "一直到") broke the range
  "A 到 E". It is a range now, read as "A 到 E" is: every letter between, to confirm. Not denied ("从 A 数
  到 E 都不认"), nor the nearest wrong range ("从 A 数到 C": those three, never correct).
- "不认" / "不信" after options deny them ("A、C 不信" was read as choosing A and C); "只认 A" chooses A.
- A closing clause denying the whole list ("…，全不对", "…，我都不选", "…，五条我全不认") was not read
  when the list was one run of letters or a range ("ABCDE，全不对" was read as every option, correct on
  a key of every option): it rules the list out now, as it did after letters named one by one.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

BANK = {q.id: q for q in curated_catalog() if q.servable}
LLAMA = BANK["seed000-16"]  # A GQA, B 15T, C eps, D SwiGLU, E 8k; key ABCDE
MULTIS = [q for q in BANK.values() if q.type is QuestionType.MULTI and len(q.key) >= 2]


@pytest.mark.parametrize(
    "answer", ["从 A 数到 E，五条我全认", "从 A 数到 E", "A 一直到 E 都对", "从 A 数到 E 都对"]
)
def test_a_range_counted_through_is_every_letter_between(answer: str) -> None:
    graded = grade(LLAMA, answer)
    assert (graded.verdict, graded.reading) == (Verdict.CORRECT, "A、B、C、D、E"), (answer, graded)
    assert graded.needs_confirmation, answer


@pytest.mark.parametrize(
    "answer",
    ["从 A 数到 C", "从 A 数到 D，五条我全认", "从 A 数到 E 都不认", "从 A 数到 E，五条我全不认",
     "A 到 E 都不认", "从 A 数到 E，只认 A", "A、C 不信", "A 不认", "从 A 数到 E，五条我全认吗"],
)  # fmt: skip
def test_the_nearest_wrong_range_or_its_denial_is_not_correct(answer: str) -> None:
    assert grade(LLAMA, answer).verdict is not Verdict.CORRECT, answer


@pytest.mark.parametrize("question", MULTIS, ids=lambda question: question.id)
def test_a_list_denied_in_a_closing_clause_is_never_chosen(question: Question) -> None:
    run = "".join(sorted(question.key))
    for closing in ("全不对", "我都不选", "都不对", "我全不认", f"{len(run)}条我全不认"):
        answer = f"{run}，{closing}"
        graded = grade(question, answer)
        assert graded.verdict is not Verdict.CORRECT, (question.id, answer, graded)
    kept = grade(question, f"{run}，全对")
    assert kept.verdict is Verdict.CORRECT and kept.needs_confirmation, (question.id, kept)
