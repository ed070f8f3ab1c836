"""One set of letters chosen over another (issue "Grading a typed answer"): "ABDE 而不是 ABD" read E only
(the shared letters chosen and denied), "不是 ABD 而是 ABDE" was asked again, and "我选 ACD 而不是 AC" read D
(the contrast denied the letters just chosen). The contrast denies only what the chosen set leaves out;
the set chosen, to confirm, either way round. Not the same set twice, nor the smaller set chosen over the
key; a set against a single option reads as before. Looped over every multiple choice keyed on three or more.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

MULTIS = [q for q in curated_catalog() if q.servable and q.type is QuestionType.MULTI and len(q.key) >= 3]


@pytest.mark.parametrize("question", MULTIS, ids=lambda question: question.id)
def test_the_key_chosen_over_a_subset_reads_to_confirm(question: Question) -> None:
    key, less = question.key, question.key[:-1]
    for answer in (
        f"{key} 而不是 {less}",
        f"不是 {less} 而是 {key}",
        f"{key}，而不是 {less}",
        f"我选 {key} 而不是 {less}",  # read the added letter alone once: the shared ones denied
        f"选 {key}，不是 {less}",
        f"{key} rather than {less}",
    ):
        result = grade(question, answer)
        assert result.verdict is Verdict.CORRECT and result.needs_confirmation, (question.id, answer)
    for answer in (
        f"{less} 而不是 {key}",
        f"不是 {key} 而是 {less}",
        f"{key} 而不是 {key}",
        f"我选 {less} 而不是 {key}",
    ):
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


@pytest.mark.parametrize(
    "question", [q for q in MULTIS if len(q.key) < len(q.options)], ids=lambda question: question.id
)
def test_a_set_contrasted_denies_only_what_the_choice_leaves_out(question: Question) -> None:
    out = next(letter for letter in question.options if letter not in question.key)
    other = question.key[:-1] + out  # shares all but the key's last letter, adds a wrong one
    for answer in (f"我选 {question.key} 而不是 {other}", f"{question.key}，不是 {other}"):
        result = grade(question, answer)
        assert result.verdict is Verdict.CORRECT and result.needs_confirmation, (question.id, answer)
    assert grade(question, f"{question.key} 而不是 {out}").verdict is Verdict.CORRECT, question.id
