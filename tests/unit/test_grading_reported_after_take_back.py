"""Another's word, said by "他"/"她" or after a take-back (issue "Grading a typed answer"): "他说是滴" read
对 and "16，不是，他说 8" read the 16 taken back — "他" was a reporter only in a clause set against a
report, and a report after a correction was never looked for. Either is someone else's word: asked again,
as "老师说选 B" is. The candidate's own word with it ("…，我也选 B") and a plain correction ("A，不是，B")
keep their reading; "其他" is no reporter. Looped over every single choice and true/false question.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

SERVED = [q for q in curated_catalog() if q.servable]
SINGLES = [q for q in SERVED if q.type is QuestionType.SINGLE]
TRUEFALSE = [q for q in SERVED if q.type is QuestionType.TRUEFALSE]
WORDS = {"true": ("对", "错"), "false": ("错", "对")}

ASKED = ("{other}，不是，他说 {key}", "{key}，不对，老师说 {key}", "她说 {key}", "他说选 {key}")
KEPT = ("{other}，不是，{key}", "他说 {key}，我也选 {key}", "其他说法都不对，{key}")


@pytest.mark.parametrize("question", SINGLES, ids=lambda question: question.id)
def test_a_choice_said_by_another_is_asked_again(question: Question) -> None:
    letters = {
        "key": question.key,
        "other": next(letter for letter in question.options if letter != question.key),
    }
    for template in ASKED:
        answer = template.format(**letters)
        assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)
    for template in KEPT:
        answer = template.format(**letters)
        assert grade(question, answer).verdict is Verdict.CORRECT, (question.id, answer)


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda question: question.id)
def test_a_truth_said_by_another_is_asked_again(question: Question) -> None:
    right, wrong = WORDS[question.key]
    said = ("他说是滴",) if question.key == "true" else ()
    for answer in (f"他说{right}", f"他说是{right}的", f"{wrong}，不对，他说{right}", *said):
        assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)
    assert grade(question, f"{wrong}，不对，{right}").verdict is Verdict.CORRECT, question.id


def test_a_figure_said_by_another_after_a_take_back() -> None:
    question = next(q for q in SINGLES if q.id == "seed000-11")  # A: 16
    for answer in ("32，不是，他说 16", "16，不是，他说 8", "他说 16"):
        assert grade(question, answer).verdict is Verdict.INVALID, answer
    assert grade(question, "32，不是，16").verdict is Verdict.CORRECT
