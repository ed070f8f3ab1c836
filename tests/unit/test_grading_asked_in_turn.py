"""Both marks of a true/false answer asked in turn, each replied to (the red team's leftovers): "true? no.
false? no." lets both go and is asked again, never read false; one truth said by every pair is read,
to confirm ("true? no. false? yes.": false). One pair alone ("false? no.", "错吗？不是") is read as before.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
TRUE_KEY, FALSE_KEY = QUESTIONS["seed002-41"], QUESTIONS["seed002-42"]
BOTH_LET_GO = [
    "true? no. false? no.",
    "对？不对。错？也不对。",
    "right? nope. wrong? nope",
    "正确吗？不是。错误吗？不是",
]
BOTH_KEPT = ["true? yes. false? yes.", "对？对。错？对。"]
SAID_FALSE = ["true? no. false? yes.", "对？不对。错？对。", "right? nope. wrong? yep"]
SAID_TRUE = ["true? yes. false? no.", "错吗？不是。对吗？是的"]


def test_both_marks_let_go_or_both_kept_are_asked_again() -> None:
    for question in (TRUE_KEY, FALSE_KEY):
        for answer in BOTH_LET_GO + BOTH_KEPT:
            graded = grade(question, answer)
            assert graded.verdict is Verdict.INVALID, f"{question.id} {answer!r}: {graded.reading!r}"


def test_one_truth_said_by_every_pair_is_read() -> None:
    for answer in SAID_FALSE:
        assert grade(FALSE_KEY, answer).verdict is Verdict.CORRECT, answer
        assert grade(TRUE_KEY, answer).verdict is Verdict.INCORRECT, answer
    for answer in SAID_TRUE:
        assert grade(TRUE_KEY, answer).verdict is Verdict.CORRECT, answer
        assert grade(FALSE_KEY, answer).verdict is Verdict.INCORRECT, answer


def test_one_pair_alone_reads_as_before() -> None:
    for answer, truth in (
        ("false? no.", True),
        ("错吗？不是", True),
        ("true? no", False),
        ("对吗？是的", True),
    ):
        key = TRUE_KEY if truth else FALSE_KEY
        graded = grade(key, answer)
        assert graded.verdict is Verdict.CORRECT, f"{answer!r}: {graded.reading!r}"


def test_a_reply_not_read_between_marks_asked_in_turn_is_asked_again() -> None:
    """A reply the pairs do not read ("not", "不错", "没") between marks asked in turn: the readers
    after read "true? not. false? no" and "对吗？不对。错吗？不错" ("not wrong": true) as false, a wrong
    answer graded correct; what the candidate said is not known, asked again. One pair said whole is
    read as before."""
    unread = [
        "true? not. false? no",
        "对吗？不对。错吗？不错",
        "对吗？没。错吗？没",
        "对吗？不对吧。错吗？错",
        "right? nope. wrong? not at all",
        "对吗？错吗？我选错",
    ]
    for question in (TRUE_KEY, FALSE_KEY):
        for answer in unread:
            graded = grade(question, answer)
            assert graded.verdict is Verdict.INVALID, f"{question.id} {answer!r}: {graded.reading!r}"
    assert grade(FALSE_KEY, "对吗？我觉得错").understood.truth is False
    assert grade(FALSE_KEY, "对吗？不是。错吗？是的").verdict is Verdict.CORRECT
