"""An option given up, then another picked without naming it ("48 可以放弃 选别的", "48 放弃 选别的",
"48 pass 选别的", "B 不考虑，换一个"): the candidate drops it and names nothing else, so the answer is asked
again — never a choice of the option given up (seed000-04's "48 放弃 选别的" was read as 48, the key, to
confirm). On a single choice with every other option ruled out the one left is read, as after "剩下那个";
a negation before the pick keeps what was named ("选 48，不选别的").
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question
from tests.helpers.curated import curated_catalog

BANK = [q for q in curated_catalog() if q.servable and q.type.is_choice]
SINGLE = [q for q in BANK if q.type.value == "single" and len(q.options) >= 3]
FIGURES = [q for q in SINGLE if all(o.strip().isdigit() for o in q.options.values())]

GIVEN_UP = (
    "{it} 可以放弃 选别的",
    "{it} 放弃 选别的",
    "{it} 放弃，选其他的",
    "放弃{it} 选别的",
    "{it} pass 选别的",
    "{it} 不考虑 换一个",
    "{it} 排除 选另一个",
    "{it} 可以放弃，换个吧",
    "{it}, pick another one",
)


@pytest.mark.parametrize("question", SINGLE, ids=lambda question: question.id)
def test_an_option_given_up_for_another_unnamed_is_asked_again(question: Question) -> None:
    assert len(SINGLE) >= 40  # the loop checks something
    for form in GIVEN_UP:
        answer = form.format(it=question.key_text)
        result = grade(question, answer)
        assert result.verdict is Verdict.INVALID, (question.id, answer, result.reading)


@pytest.mark.parametrize("question", FIGURES, ids=lambda question: question.id)
def test_a_figure_given_up_for_another_unnamed_is_asked_again(question: Question) -> None:
    assert FIGURES
    for form in GIVEN_UP:
        answer = form.format(it=question.options[question.key_text])
        result = grade(question, answer)
        assert result.verdict is Verdict.INVALID, (question.id, answer, result.reading)


@pytest.mark.parametrize("question", SINGLE, ids=lambda question: question.id)
def test_the_neighbours_keep_their_reading(question: Question) -> None:
    key = question.key_text
    others = [letter for letter in question.options if letter != key]
    # the one left after every other is ruled out: read, to confirm, as "剩下那个" is
    ruled_out = "，".join(f"{letter} 不对" for letter in others)
    result = grade(question, f"{ruled_out}，选别的")
    assert result.verdict is Verdict.CORRECT and result.needs_confirmation, (question.id, result.reading)
    # a pick of the others denied keeps the option named
    for answer in (f"选 {key}，不选别的", f"{key}，不用换一个"):
        assert grade(question, answer).verdict is Verdict.CORRECT, (question.id, answer)
    # the unsafe neighbour: a wrong option given up with the key among those left is never correct
    assert grade(question, f"{others[0]} 放弃 选别的").verdict is Verdict.INVALID, question.id


MULTI = [q for q in BANK if q.type.value == "multi"]


@pytest.mark.parametrize("question", MULTI, ids=lambda question: question.id)
def test_on_a_multiple_choice_another_unnamed_is_asked_again(question: Question) -> None:
    assert len(MULTI) >= 10
    for letter in question.options:
        for form in ("{it} 放弃 选别的", "{it} pass 选别的"):
            answer = form.format(it=letter)
            assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)
