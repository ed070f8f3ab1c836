"""An option pointed back at, then denied or asked about ("B ← 错", "B <- wrong", "→ A ←？"), and a
tentative option denied with no comma ("B 吧 不对"): the option is doubted, never chosen; the answer is
asked again. Not an arrow pointing back alone ("→ A ←": bare), nor one beside an affirmation ("B ← 对")
or a tentative answer ("B 吧 ←", "B 吧 对": to confirm)."""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

BANK = [q for q in curated_catalog() if q.servable]
CHOICES = [q for q in BANK if q.type in (QuestionType.SINGLE, QuestionType.MULTI)]


@pytest.mark.parametrize("question", CHOICES, ids=lambda question: question.id)
def test_a_key_pointed_back_at_then_denied_is_not_chosen(question: Question) -> None:
    key = "".join(sorted(question.key))
    denied = ("{} ← 错", "{} ← 不对", "{} <- wrong", "→ {} ← 不对", "→ {} ←？", "{} ← 排除", "{} 吧 不对")
    denied += ("{} ← 去掉", "{} ← 不可能", "{} ← 不选它", "{} ← 先排除", "→ {} ← 吧 不对", "{} <- nope")
    for template in denied:
        answer = template.format(key)
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


@pytest.mark.parametrize("question", CHOICES, ids=lambda question: question.id)
def test_a_key_pointed_back_at_alone_or_affirmed_is_still_read(question: Question) -> None:
    key = "".join(sorted(question.key))
    bare = grade(question, f"→ {key} ←")
    assert bare.verdict is Verdict.CORRECT and not bare.needs_confirmation, question.id
    for answer in (f"{key} ← 对", f"{key} 吧 ←", f"{key} 吧 对"):
        result = grade(question, answer)
        assert result.verdict is Verdict.CORRECT and result.needs_confirmation, (question.id, answer)


def test_a_figure_pointed_back_at_then_denied_is_not_read() -> None:
    activations = next(question for question in BANK if question.id == "seed000-30")  # about 464 GB
    for answer in ("464 GB ← 错", "464 GB ← 不对", "464 GB <- wrong", "464 GB 吧 不对", "约 464 GB ← 不对"):
        assert grade(activations, answer).verdict is not Verdict.CORRECT, answer
    assert not grade(activations, "→ 464 GB ←").needs_confirmation
    for answer in ("464 GB ← 对", "464 GB 吧", "464 GB 吧 没错"):
        result = grade(activations, answer)
        assert result.verdict is Verdict.CORRECT and result.needs_confirmation, answer


SINGLES = [q for q in BANK if q.type is QuestionType.SINGLE]


@pytest.mark.parametrize("question", SINGLES, ids=lambda question: question.id)
def test_a_two_way_arrow_between_two_options_changes_to_neither(question: Question) -> None:
    other = next(letter for letter in question.options if letter not in question.key)
    for template in ("{W} <-> {K}", "{W} ←→ {K}", "{W} <--> {K}"):
        answer = template.format(W=other, K=question.key)
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)
    changed = grade(question, f"{other} -> {question.key}")  # a change, one way: read as before
    assert changed.verdict is Verdict.CORRECT and changed.needs_confirmation, question.id
