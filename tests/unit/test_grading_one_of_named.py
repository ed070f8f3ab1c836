"""A choice of one among the options named (issue "Grading a typed answer"): "A、D 中选一个" read AD on a
multiple choice whose key is AD, and "A和D中的一个" too. Choosing one of them, or naming one of them,
commits to no set: held open, as "A、D 二选一" is.

Not a choice made after it ("A、B 里选一个，我选 A"), nor the set itself ("A、D"). Looped over every
multiple choice with two options or more in its key.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
MULTIS = [q for q in QUESTIONS.values() if q.type is QuestionType.MULTI and len(q.key) >= 2]
ONE_OF = [
    "{S} 中选一个",
    "{S} 里挑一个",
    "在 {S} 之中选一个",
    "{S} 当中选一项",
    "{S} 选其一",
    "{S} 中的一个",
    "{S}里的一项",
    "{S} 中之一",
]


@pytest.mark.parametrize("question", MULTIS, ids=lambda question: question.id)
def test_one_of_the_key_set_is_no_set(question: Question) -> None:
    key = "、".join(question.key)
    for form in ONE_OF:
        answer = form.format(S=key)
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)
    assert grade(question, key).verdict is Verdict.CORRECT, question.id


def test_a_choice_made_after_it_still_reads() -> None:
    single = QUESTIONS["seed000-15"]
    result = grade(single, "A、B 里选一个，我选 A")
    assert result.verdict is Verdict.CORRECT and result.needs_confirmation, result
    assert grade(single, "A、B 中选一个").verdict is not Verdict.CORRECT
