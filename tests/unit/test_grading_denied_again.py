"""An option chosen and then denied together with others, with no correction word between ("D，A 和 D
都不对", "C. B and C are wrong"), is no answer: the reading is contradicted and the candidate is asked
again (issue 30: never a guess that could turn a wrong answer right). Options denied that were not
chosen are a reason, read as before ("选 D，A 和 B 都不对"); "and" inside a denied group is a word, not
the letters A, N, D."""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

SINGLE = [
    question
    for question in curated_catalog()
    if question.type is QuestionType.SINGLE and question.servable and question.key_text in question.options
]
OTHER = {"A": "B", "B": "C", "C": "D", "D": "A", "E": "A", "F": "A"}


@pytest.mark.parametrize(
    "template",
    [
        "{key}，{other} 和 {key} 都不对",
        "{key}。{other}、{key} 都是错的",
        "选 {key}，{key} 跟 {other} 这两个都不行",
        "{key}, {other} and {key} are wrong",
    ],
)
def test_the_key_chosen_then_denied_with_another_is_never_correct(template: str) -> None:
    for question in SINGLE:
        key = question.key_text
        answer = template.format(key=key, other=OTHER[key])
        assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)


# "{key}, {a} and {b} are wrong" may list the key among the wrong ones: asked again (``_denied_in_turn``)
@pytest.mark.parametrize(
    "template", ["选 {key}，{a} 和 {b} 都不对", "{key}. {a} and {b} are wrong", "{key}。{a}、{b} 是错的"]
)
def test_others_denied_beside_the_choice_are_a_reason(template: str) -> None:
    for question in SINGLE:
        key = question.key_text
        a, b = sorted(set(question.options) - {key})[:2]
        answer = template.format(key=key, a=a, b=b)
        assert grade(question, answer).verdict is Verdict.CORRECT, (question.id, answer)
