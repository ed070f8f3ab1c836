"""An option described in a clause of its own, then another offered tentatively closing the answer
(seed000-01's "…D只是fullgraph不改mode，可能 B" was read as D, the option talked about): neither is
committed, so the answer is asked again — never the option described, and never the one offered read as
stated. An option affirmed in its clause, or named bare, before the offer is read as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question
from tests.helpers.curated import curated_catalog

BANK = [q for q in curated_catalog() if q.servable and q.type.value == "single" and len(q.options) >= 2]

DESCRIBED = (
    "{a} 只管别的事情，可能 {b}",
    "{a}只是换了写法，不改结果，可能 {b}",
    "{a} 管不到这里，也许 {b}",
    "{a} 只是 fullgraph，{b} 吧",
)


@pytest.mark.parametrize("question", BANK, ids=lambda question: question.id)
def test_an_option_described_then_another_offered_is_asked_again(question: Question) -> None:
    assert len(BANK) >= 40  # the loop checks something
    key = question.key_text
    other = next(letter for letter in question.options if letter != key)
    for form in DESCRIBED:
        for a, b in ((key, other), (other, key)):
            answer = form.format(a=a, b=b)
            result = grade(question, answer)
            assert result.verdict is Verdict.INVALID, (question.id, answer, result.reading)


@pytest.mark.parametrize("question", BANK, ids=lambda question: question.id)
def test_a_conclusion_after_the_description_is_read(question: Question) -> None:
    key = question.key_text
    other = next(letter for letter in question.options if letter != key)
    result = grade(question, f"{other} 只管别的事情，所以 {key}")
    assert result.verdict is Verdict.CORRECT, (question.id, result.reading)
    # the unsafe neighbours: the key described, a wrong option offered, is never correct; an option
    # dismissed ("说的是另一回事") is never read, whichever is offered after it
    assert grade(question, f"{key} 只管别的事情，可能 {other}").verdict is not Verdict.CORRECT, question.id
    assert grade(question, f"{key} 说的是另一回事，{other} 吧").verdict is not Verdict.CORRECT, question.id
