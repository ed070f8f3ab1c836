"""A true/false sign under a bare "不" or "没" ("不❌", "没✅", "不 √"): the sign denied, its opposite.
Only "不是╳" had been read so; "不❌" was read as the cross, so an answer meaning true was graded correct
on a false claim (to confirm), and "不✅" on a true one. The sign is read denied now, to confirm; a bare
sign, and words such as "不对" and "没错", read as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.grading_questions import active_questions, verdict_for

TRUEFALSE = active_questions(QuestionType.TRUEFALSE)
SIGNS = {True: ("✅", "√", "✓", "✔", "☑"), False: ("❌", "❎", "✗", "✘", "╳")}


@pytest.mark.parametrize("negation", ["不", "没", "不 ", "没有", "非"])
def test_a_denied_sign_is_never_read_as_the_sign(negation: str) -> None:
    assert TRUEFALSE
    made_correct = [
        (question.id, answer)
        for question in TRUEFALSE
        for sign in SIGNS[bool(question.truth)]  # the right sign, denied: the wrong answer
        for answer in [f"{negation}{sign}"]
        if grade(question, answer).verdict is Verdict.CORRECT
    ]
    assert not made_correct


@pytest.mark.parametrize("negation", ["不", "没", "不 ", "没有"])
def test_the_wrong_sign_denied_is_read_right_to_confirm(negation: str) -> None:
    for question in TRUEFALSE:
        for sign in SIGNS[not question.truth]:
            graded = grade(question, f"{negation}{sign}")
            assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, (question.id, sign)


@pytest.mark.parametrize(("answer", "truth"), [("✅", True), ("❌", False), ("不对", False), ("没错", True)])
def test_a_bare_sign_or_word_reads_as_before(answer: str, truth: bool) -> None:
    for question in TRUEFALSE:
        assert grade(question, answer).verdict is verdict_for(question, truth), answer
