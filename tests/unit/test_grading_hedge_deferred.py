"""The call between options left to the interviewer ("B 或 C 你定吧", "A or C, up to you").

Such an answer was asked again as not the candidate's own (``_deferred``); it is the hedge "B 或 C 吧"
reads, graded wrong, to confirm, as the labels have it. A single answer deferred ("C 你定吧", "对，你定吧")
is still asked again, and a hedge is never graded right.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {q.id: q for q in curated_catalog()}


def test_a_hedge_left_to_the_interviewer_is_the_hedge() -> None:
    for qid, answer in (
        ("seed001-08", "B 或 C 你定吧"),
        ("seed001-08", "B 或 C，你来定"),
        ("seed001-08", "C 或 B，听你的"),
        ("seed000-15", "A or C, up to you"),
        ("seed000-06", "A 或 C 你来定，反正是线性递增"),
        ("seed000-04", "32 还是 48 你定吧，要看按 GB 还是 GiB"),
    ):
        graded = grade(QUESTIONS[qid], answer)
        assert graded.verdict is Verdict.INCORRECT, answer
        assert graded.understood.hedged and graded.needs_confirmation, answer


def test_a_single_answer_left_to_the_interviewer_is_asked_again() -> None:
    for qid, answer in (
        ("seed001-08", "C 你定吧"),
        ("seed001-08", "C，听你的"),
        ("seed001-08", "你说 C 就 C"),
        ("seed002-42", "对，你定吧"),
        ("seed002-42", "你说对就对吧"),
    ):
        assert grade(QUESTIONS[qid], answer).verdict is Verdict.INVALID, answer


def test_an_answer_left_to_the_interviewer_in_other_words_is_asked_again() -> None:
    """ "B，你定", "就 B 吧，你定", "B, your call" leave the call as "B 你定吧" does: they had been read as
    B, the key, graded correct to confirm; a set with one more option left to the interviewer ("BC，要不要
    加 D 你定") had been read as the set. Asked again, on every key; the hedge between options is still the
    hedge, and "你定义" (you define) is no deferral."""
    for question in (QUESTIONS["seed000-01"], QUESTIONS["seed000-19"], QUESTIONS["seed001-08"]):
        key = question.key_text
        for answer in (f"{key}，你定", f"就 {key} 吧，你定", f"{key}, your call", f"{key}. You decide",
                       f"{key}，你来决定", f"{key}，你看着办"):  # fmt: skip
            assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)
    assert grade(QUESTIONS["seed000-19"], "BC，要不要加 D 你定").verdict is Verdict.INVALID
    assert grade(QUESTIONS["seed000-19"], "B C，D 你定吧").verdict is not Verdict.CORRECT
    graded = grade(QUESTIONS["seed000-01"], "B or C, your call")
    assert graded.verdict is Verdict.INCORRECT and graded.understood.hedged
    assert grade(QUESTIONS["seed000-01"], "B。你定义一下 mode 就知道").verdict is Verdict.CORRECT
