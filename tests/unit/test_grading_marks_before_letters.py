"""Marks before each letter, as a form's boxes stand (the eighty-fourth blind batch: "☑️ A ☐ B ☐ C ☐ D"
read A、B、C、D, "❌B ✅A" read nothing): the ticked letters are the answer, read to confirm, an empty
box letting its option go as a cross does.

The nearest wrong readings stay out: a list with a mark at both ends or written both ways round, a mark
hedged or with no letter, a letter boxed twice, a letter that is no option, a crossed box (☒: a tick in
some forms, a refusal in others), a lone empty box, two ticks on a single choice, a question asking for
the wrong ones: each is asked again, and letters beside empty boxes are never read as a set.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.choice_questions import FA2_MULTI as MULTI
from tests.helpers.choice_questions import FA2_SINGLE as SINGLE
from tests.helpers.choice_questions import FA2_WRONG_ASKED as WRONG_ASKED


@pytest.mark.parametrize(
    "answer",
    [
        "❌A ✅B ❌C ✅D",
        "❌ A ✅ B ❌ C ✅ D",
        "☐A ☑️B ☐C ☑️D",
        "☐ A ☑ B ⬜ C ✔️ D",
        "□A ✓B ✗C √D",
        "✅B ✅D ❌A ❌C",
        "✅B, ❌C, ✅D",  # an option left out of the list is not chosen either
        "☐A\n☑️B\n☐C\n☑️D",  # one a line
        "答案：☐A ☑️B ☐C ☑️D",  # a plain label
    ],
)
def test_the_letters_ticked_before_are_read_to_confirm(answer: str) -> None:
    graded = grade(MULTI, answer)
    assert (graded.verdict, graded.needs_confirmation, graded.reading) == (Verdict.CORRECT, True, "B、D"), (
        answer
    )


@pytest.mark.parametrize(
    ("answer", "reading"), [("☑️ B ☐ A ☐ C ☐ D", "B"), ("❌A ✅B", "B"), ("☐ A ☑️ B", "B")]
)
def test_one_tick_on_a_single_choice(answer: str, reading: str) -> None:
    graded = grade(SINGLE, answer)
    assert (graded.verdict, graded.needs_confirmation, graded.reading) == (Verdict.CORRECT, True, reading)


@pytest.mark.parametrize(("answer", "reading"), [("☑️A ☐B ☐C ☑️D", "A、D"), ("❌B ✅A ✅C ❌D", "A、C")])
def test_an_empty_or_crossed_key_is_never_chosen(answer: str, reading: str) -> None:
    graded = grade(MULTI, answer)
    assert (graded.verdict, graded.needs_confirmation, graded.reading) == (Verdict.INCORRECT, True, reading)


@pytest.mark.parametrize(
    "answer",
    [
        "☐A ☑️B ☐C ☑️D ☑️",  # a mark at both ends: whose is the last?
        "☑️ B ☐ C ☑️ D ☐",
        "☐A ☑️B C☐ ☑️D",  # both ways round
        "☑️? B ☐ A ☑️ D",  # a hedged mark
        "☑️ ☐ B ☑️ D",  # a mark with no letter
        "☐A ☑️B ☐C ☑️D 吧",  # a hedge after the list
        "☐A ☑️B ☐B ☑️D",  # B boxed twice
        "☐A ☑️B ☐C ☑️D ☐E",  # no option E
        "☒A ☑️B ☒C ☑️D",  # a crossed box
        "☒A ☐B ☐C ☐D",
        "☐ B",  # a lone empty box
        "B ☐",
        "☐ B ☐ D",
        "☐ all",
        "不是：☐A ☑️B ☐C ☑️D",  # a label that denies
        "☐A ☑️B ☐C ☑️D 其实 A 也对",
        "☑️ BD ☐ AC",  # letters glued under one box
    ],
)
def test_anything_more_or_less_is_asked_again(answer: str) -> None:
    graded = grade(MULTI, answer)
    assert graded.verdict is Verdict.INVALID, (answer, graded.verdict, graded.reading)


@pytest.mark.parametrize("answer", ["☑️ B ☑️ D ☐ A", "❌A ✅B ✅C", "✅B ☐A ✅D"])
def test_two_ticks_on_a_single_choice_are_asked_again(answer: str) -> None:
    assert grade(SINGLE, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize("answer", ["☐B ☑️A ☐D ☑️C", "✅A ❌B ✅C ❌D"])
def test_a_question_asking_for_the_wrong_ones_is_asked_again(answer: str) -> None:
    assert grade(WRONG_ASKED, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize("answer", ["☑️ B ☑️ D", "✅B ✅D"])
def test_ticks_alone_stay_a_bare_set(answer: str) -> None:
    graded = grade(MULTI, answer)
    assert (graded.verdict, graded.needs_confirmation, graded.reading) == (Verdict.CORRECT, False, "B、D")
