"""A letter glued by a middle dot to its own option's text (issue "Grading a typed answer"): "B·2"
(blind batch 60) and "A·剔除" (blind batch 50) are labelled bare, as "B.2" and "A.剔除" are read; the
reader asked them to be confirmed. "A‧B‧C" (the hyphenation point) is a set of letters as "A·B·C" is.
Now "·", "・" and "‧" glue a letter to what follows as a full stop does: bare when what follows is the
letter's own text; another option's text after it reads both options (a contradiction on a single
choice), never the text's option alone; a hedge after it ("B·2吧") is still to confirm.
Looped over every single choice.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.grading_questions import active_questions, wrong_options

SINGLE = [q for q in active_questions(QuestionType.SINGLE) if len(q.options) >= 3]
MULTI = [q for q in active_questions(QuestionType.MULTI) if len(q.key_text.strip()) >= 3]
DOTS = ("·", "・", "‧")


def test_there_are_questions_to_loop_over() -> None:
    assert len(SINGLE) >= 20 and len(MULTI) >= 5


@pytest.mark.parametrize("question", SINGLE, ids=lambda q: q.id)
def test_the_key_glued_to_its_own_text_reads_as_with_a_full_stop(question: Question) -> None:
    key = question.key_text.strip()
    stopped = grade(question, f"{key}.{question.options[key]}")
    for dot in DOTS:
        graded = grade(question, f"{key}{dot}{question.options[key]}")
        assert graded.verdict is Verdict.CORRECT, dot
        assert graded.needs_confirmation is stopped.needs_confirmation, dot
        hedged = grade(question, f"{key}{dot}{question.options[key]}吧")
        assert hedged.verdict is Verdict.CORRECT and hedged.needs_confirmation, dot  # a hedge: to confirm


def test_most_keys_glued_to_their_own_text_are_bare() -> None:
    bare = [
        q.id
        for q in SINGLE
        if not grade(q, f"{q.key_text.strip()}·{q.options[q.key_text.strip()]}").needs_confirmation
    ]
    assert len(bare) >= len(SINGLE) // 2, bare  # as "B·2", "A·剔除" are labelled


@pytest.mark.parametrize("question", SINGLE, ids=lambda q: q.id)
def test_another_options_text_after_the_dot_is_never_correct(question: Question) -> None:
    key = question.key_text.strip()
    wrong = wrong_options(question)[0]
    for dot in DOTS:
        for answer in (f"{key}{dot}{question.options[wrong]}", f"{wrong}{dot}{question.options[key]}"):
            assert grade(question, answer).verdict is not Verdict.CORRECT, answer


@pytest.mark.parametrize("question", MULTI, ids=lambda q: q.id)
def test_letters_joined_by_any_middle_dot_are_the_set_bare(question: Question) -> None:
    letters = sorted(question.key_text.strip())
    for dot in DOTS:
        graded = grade(question, dot.join(letters))
        assert graded.verdict is Verdict.CORRECT and not graded.needs_confirmation, dot
