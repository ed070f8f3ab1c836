"""Marks per letter (issue 30: the fifty-seventh blind batch's "FA2: B✔ D✔ A✘ C✘", read as no answer):
on a question asking which options are right, the ticked letters are the answer, read to confirm —
a cross leaves its option out whether it says "not chosen" or "false".

The nearest wrong readings stay out: a crossed key is never chosen (the ticks are, graded incorrect),
a question asking for the wrong options, a letter marked twice, a letter that is no option, a label
that names a letter, denies or says what the marks mean ("死锁的打叉：…", "标反了：…"), a hedge or a
doubting sign after the marks, two ticks on a single choice:
each is asked again, as a crossed item was before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.choice_questions import FA2_MULTI as MULTI
from tests.helpers.choice_questions import FA2_SINGLE as SINGLE
from tests.helpers.choice_questions import FA2_WRONG_ASKED as WRONG_ASKED
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog()}


@pytest.mark.parametrize(
    "answer",
    ["FA2: B✔ D✔ A✘ C✘", "B✔ D✔ A✘ C✘", "B✓ D✓ A✗ C✗", "B✔，D✔，A✘，C✘", "A❌ B✅ C❌ D✅", "B✔ D✔ A✘"],
)
def test_the_ticked_letters_are_read_to_confirm(answer: str) -> None:
    graded = grade(MULTI, answer)
    assert (graded.verdict, graded.needs_confirmation, graded.reading) == (Verdict.CORRECT, True, "B、D"), (
        answer
    )


def test_one_tick_on_a_single_choice() -> None:
    graded = grade(SINGLE, "B✔ A✘ C✘ D✘")
    assert (graded.verdict, graded.needs_confirmation, graded.reading) == (Verdict.CORRECT, True, "B")


@pytest.mark.parametrize(("answer", "reading"), [("B✘ D✔ A✔ C✘", "A、D"), ("B✔ D✘ A✘ C✘", "B")])
def test_a_crossed_key_is_never_chosen(answer: str, reading: str) -> None:
    graded = grade(MULTI, answer)
    assert (graded.verdict, graded.reading) == (Verdict.INCORRECT, reading), answer


@pytest.mark.parametrize(
    "answer",
    [
        "B✔ D✔ A✘ C✘ B✘",  # B marked twice
        "B✔ D✔ A✘ E✘",  # no option E
        "不是: B✔ D✔ A✘ C✘",  # a label that denies
        "A: B✔ D✔ A✘ C✘",  # a label that names a letter
        "B✔ D✔ A✘ C✘ 吧",  # a hedge after the marks
        "B✔ D✔ A✘ C✘ 🤔",  # a doubting sign after them
        "B✔ D✔ A✘ C",  # a letter with no mark
    ],
)
def test_anything_more_or_less_is_asked_again(answer: str) -> None:
    assert grade(MULTI, answer).verdict is not Verdict.CORRECT, answer


def test_a_question_asking_for_the_wrong_options_is_asked_again() -> None:
    assert grade(WRONG_ASKED, "A✔ C✔ B✘ D✘").verdict is Verdict.INVALID
    assert grade(WRONG_ASKED, "B✔ D✔ A✘ C✘").verdict is Verdict.INVALID


def test_two_ticks_on_a_single_choice_are_asked_again() -> None:
    assert grade(SINGLE, "B✔ D✔ A✘ C✘").verdict is Verdict.INVALID


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("seed002-33", "死锁的打叉：A✓ C✓ B✗ D✗"),  # the cross chooses: B and D meant, never AC
        ("seed002-33", "打叉的会死锁：A✓ C✓ B✗ D✗"),
        ("seed002-33", "✗=会死锁：A✓ C✓ B✗ D✗"),
        ("seed002-33", "死锁的打叉：B✓ D✓ A✗ C✗"),  # the same, AC meant: not read BD, incorrect
        ("seed002-32", "标反了：B✔ D✔ A✘ C✘"),  # the marks said to be the wrong way round
        ("seed002-33", "对的打叉：A✓ C✓ B✗ D✗"),  # a cross said to mark the right ones
        ("seed002-33", "打叉的是对的：A✓ C✓ B✗ D✗"),
        ("seed002-33", "✗=对：A✓ C✓ B✗ D✗"),
        ("seed002-33", "错的打勾：A✓ C✓ B✗ D✗"),
        ("seed002-33", "对的打勾（标反了）：A✓ C✓ B✗ D✗"),
    ],
)
def test_a_label_that_says_what_the_marks_mean_is_asked_again(question: str, answer: str) -> None:
    graded = grade(QUESTIONS[question], answer)
    assert graded.verdict is Verdict.INVALID, (answer, graded.verdict, graded.reading)


@pytest.mark.parametrize(
    ("question", "answer", "verdict"),
    [
        ("seed002-32", "标准答案：B✔ D✔ A✘ C✘", Verdict.CORRECT),  # a label only
        ("seed002-32", "FA2: B✔ D✔ A✘ C✘", Verdict.CORRECT),
        ("seed002-33", "会死锁的：B✓ D✓ A✗ C✗", Verdict.INCORRECT),  # names the question's property
        # a label saying only that a tick marks the right ones (lost to dbfb6829, read again)
        ("seed002-33", "对的打勾：A✓ C✓ B✗ D✗", Verdict.CORRECT),
        ("seed002-33", "正确的打勾：A✓ C✓ B✗ D✗", Verdict.CORRECT),
        ("seed002-33", "打勾的是对的：A✓ C✓ B✗ D✗", Verdict.CORRECT),
        ("seed002-33", "✓=对：A✓ C✓ B✗ D✗", Verdict.CORRECT),
        ("seed002-33", "对的打勾，错的打叉：A✓ C✓ B✗ D✗", Verdict.CORRECT),
        ("seed002-33", "对的打勾：B✓ D✓ A✗ C✗", Verdict.INCORRECT),
    ],
)
def test_a_plain_label_still_reads_the_ticks(question: str, answer: str, verdict: Verdict) -> None:
    graded = grade(QUESTIONS[question], answer)
    assert (graded.verdict, graded.needs_confirmation) == (verdict, True), answer
