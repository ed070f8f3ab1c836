"""Two answers linked by an arrow that says not which stands are asked again (``_arrow_linked``).

"AB <-> ABDE" was read ABDE and "对 ← 错" true, each to confirm: a two-way arrow, or one pointing back
from an answer to another, does not say which answer is meant. The arrow forward still changes to the
answer after it ("错 → 对", "AB -> ABDE"), and an arrow pointing back at one answer alone still marks it.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

BANK = [q for q in curated_catalog() if q.servable]
QUESTIONS = {question.id: question for question in BANK}
TRUTHS = [q for q in BANK if q.type is QuestionType.TRUEFALSE]
LLAMA = QUESTIONS["seed000-16"]  # five options, key ABCDE
POWERS = QUESTIONS["seed000-11"]  # A 16, B 32, C 64, D 128; key A


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (LLAMA, "AB <-> ABDE"), (LLAMA, "AB ↔ ABDE"), (LLAMA, "AB <=> ABCDE"), (LLAMA, "ABCDE⇔AB"),
        (LLAMA, "AB ← ABCDE"), (LLAMA, "ABCDE <- AB"),
        (POWERS, "A ← B"), (POWERS, "A <-> B"), (POWERS, "B ↔ A"),
    ],
)  # fmt: skip
def test_two_sets_linked_by_an_arrow_are_asked_again(question: Question, answer: str) -> None:
    result = grade(question, answer)
    assert result.verdict is Verdict.INVALID, (answer, result)


@pytest.mark.parametrize("question", TRUTHS, ids=lambda question: question.id)
def test_a_mark_pointing_back_at_the_other_is_asked_again(question: Question) -> None:
    for answer in ("对 ← 错", "错 ← 对", "对 <- 错", "对 <-> 错", "错 ↔ 对", "true <- false"):
        result = grade(question, answer)
        assert result.verdict is Verdict.INVALID, (question.id, answer, result)
        assert result.understood.truth is None


@pytest.mark.parametrize(
    ("question", "answer", "letters"),
    [
        (LLAMA, "AB -> ABCDE", ["A", "B", "C", "D", "E"]),  # changed to the last
        (LLAMA, "ABCDE ←", ["A", "B", "C", "D", "E"]),  # the one answer pointed at
        (LLAMA, "→ ABCDE ←", ["A", "B", "C", "D", "E"]),
        (POWERS, "B -> A", ["A"]),
        (POWERS, "A ← A", ["A"]),  # one answer, said twice
    ],
)
def test_an_arrow_that_says_which_keeps_its_reading(
    question: Question, answer: str, letters: list[str]
) -> None:
    assert grade(question, answer).understood.choices == letters


@pytest.mark.parametrize(
    ("answer", "truth"), [("错 → 对", True), ("对 -> 错", False), ("对 ←", True), ("→ 错 ←", False)]
)
def test_a_mark_changed_or_pointed_at_keeps_its_reading(answer: str, truth: bool) -> None:
    assert grade(TRUTHS[0], answer).understood.truth is truth


MULTIS = [q for q in BANK if q.type is QuestionType.MULTI]


def test_letters_changed_by_a_forward_arrow_on_a_multiple_choice_are_asked_again() -> None:
    # "A → D" on a key A D: changed A to D, or A then D? "A D → A": D dropped? Never read as their union.
    for question in MULTIS[::3]:
        key, rest = question.key, [label for label in sorted(question.options) if label not in question.key]
        answers = [f"{key} → {key[:-1]}", f"{' '.join(key)} → {key[0]}", f"{key[-1]} -> {key[0]}"]
        answers += [f"{key[0]} → {key[1]}", " → ".join(key)] if len(key) > 1 else []
        answers += [f"{key} → {rest[0]}", f"{key}{rest[0]} → {key}"] if rest else []
        for answer in answers:
            assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)


def test_letters_whose_change_and_union_agree_keep_their_reading() -> None:
    for question in MULTIS[::3]:
        key = question.key
        answers = [f"{key[:-1]} → {key}", f"{key[0]} -> {key}"] if len(key) > 1 else []
        for answer in [*answers, f"{key} → {key}"]:
            graded = grade(question, answer)
            assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, (question.id, answer)
