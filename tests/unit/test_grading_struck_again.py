"""The answer's own letter struck in a later clause withdraws it: since ecda916c an option's letter just
before a withdrawal, in a clause after the answer's, is taken for another option struck ("B，C 作废"),
so "B，B 作废", "B，不过 B 作废", "B，C 和 B 作废" read the key, to confirm; and "B，C 作废，B 也作废"
(the answer struck besides) read it too. Each is asked again; another option struck, with or without
"也"/"都" ("B，C 也作废", "B，C 和 D 都作废"), still leaves the answer.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.grading_questions import active_questions, wrong_options

SINGLE = [q for q in active_questions(QuestionType.SINGLE) if len(q.options) >= 3]

STRUCK_AGAIN = ("{0}，{0} 作废", "{0}。{0} 作废", "{0}，这个 {0} 作废", "选 {0}，{0} 作废吧",
                "{0}，不过 {0} 作废", "{0}，{1} 和 {0} 作废", "{0}，{1} 作废，{0} 也作废", "{0}，都作废",
                "{0} 也作废")  # fmt: skip
OTHER_STRUCK = ("{0}，{1} 作废", "{0}，{1} 也作废", "{0}，{1} 和 {2} 都作废", "{0}，{1} 一起作废")


def test_there_are_questions_to_loop_over() -> None:
    assert len(SINGLE) >= 10


@pytest.mark.parametrize("question", SINGLE, ids=lambda q: q.id)
def test_the_keys_own_letter_struck_again_is_asked_again(question: Question) -> None:
    key = question.key_text.strip()
    first = wrong_options(question)[0]
    for answer in (form.format(key, first) for form in STRUCK_AGAIN):
        graded = grade(question, answer)
        assert graded.verdict is Verdict.INVALID, (answer, graded.reading)


@pytest.mark.parametrize("question", SINGLE, ids=lambda q: q.id)
def test_another_option_struck_leaves_the_key(question: Question) -> None:
    key = question.key_text.strip()
    first, second = wrong_options(question)[:2]
    for answer in (form.format(key, first, second) for form in OTHER_STRUCK):
        graded = grade(question, answer)
        assert graded.verdict is Verdict.CORRECT and graded.reading == key, (answer, graded.rationale)
