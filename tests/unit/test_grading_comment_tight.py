"""A comment typed straight after the fill's closing bracket, with no space ("f(x)#只存x").

Found in blind batch 75: "cp.checkpoint(_inner, x, use_reentrant=False)#只存x" (labelled correct, bare) was
read as two fills, the code with its "#" and the "x" of the comment, to confirm: only a comment after a
space was known as one. A "#" right after a closing bracket opens a comment as Python reads it; the
comment is read as every comment is (a denial, a doubt or an alternative in it still counts), and a "#"
after a word ("blank#2=y", a blank's label) is still no comment.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

QUESTIONS = {q.id: q for q in curated_catalog()}
# one-blank questions whose key closes on a bracket: where a comment can be typed straight after it
CLOSED = [
    q
    for q in QUESTIONS.values()
    if q.servable and q.type is QuestionType.CODE and len(q.blanks) <= 1 and q.key_text.endswith((")", "]"))
]


@pytest.mark.parametrize("comment", ["#只存x", "#编译期常量", "# 推理不要 dropout", "#only x is saved"])
def test_a_tight_comment_that_explains_leaves_the_fill_bare(comment: str) -> None:
    assert CLOSED, "no code question to loop over"
    for question in CLOSED:
        answer = f"{question.key_text}{comment}"
        graded = grade(question, answer)
        assert graded.verdict is Verdict.CORRECT, (question.id, answer)
        assert graded.needs_confirmation is False, (question.id, answer)


@pytest.mark.parametrize("comment", ["#不对", "# 不对", "#不确定", "#反过来", "#不是这个", "//没把握"])
def test_a_tight_comment_against_the_fill_is_never_correct(comment: str) -> None:
    for question in CLOSED:
        answer = f"{question.key_text}{comment}"
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


@pytest.mark.parametrize("spacing", ["", "  "])
def test_an_alternative_in_a_comment_is_a_hedge(spacing: str) -> None:
    for question in CLOSED:
        answer = f"{question.key_text}{spacing}#or None"  # "f(x)#or g(x)": two fills offered
        assert grade(question, answer).verdict is Verdict.INCORRECT, (question.id, answer)


def test_a_wrong_fill_with_a_tight_comment_stays_wrong() -> None:
    question = QUESTIONS["seed001-17"]
    graded = grade(question, "cp.checkpoint(self.forward, x, use_reentrant=False)#只存x")
    assert graded.verdict is Verdict.INCORRECT
    assert graded.reading == "cp.checkpoint(self.forward, x, use_reentrant=False)"


def test_a_division_is_no_comment() -> None:
    question = QUESTIONS["seed001-16"]
    assert grade(question, "q @ k.unsqueeze(2).transpose(-2, -1) * scale").verdict is Verdict.CORRECT
    # "//" after a bracket divides: never a comment dropped to leave the key's fill
    assert grade(question, "q @ k.unsqueeze(2).transpose(-2, -1)//2 * scale").verdict is not Verdict.CORRECT


@pytest.mark.parametrize(
    ("question_id", "answer", "verdict"),
    [
        ("seed000-27", "blank#1=P('x', None) blank#2=P(None, 'y')", Verdict.CORRECT),
        ("seed000-29", "blank#1=nvme blank#2=cpu", Verdict.PARTIAL),
    ],
)
def test_a_blank_label_after_a_word_is_no_comment(question_id: str, answer: str, verdict: Verdict) -> None:
    assert grade(QUESTIONS[question_id], answer).verdict is verdict
