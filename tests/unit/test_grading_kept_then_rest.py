"""Options kept, then the rest chosen, and options doubted together (issue 30).

"C 不错，其余都选" read C alone and "E 存疑但也选，其余都选" E alone: the option kept and the rest are every
option (held open where a doubt was said). "D 不对，A、C 不确定" and "A、C 不确定" read A alone, and
"D 不对，A、C 都不确定" read A、C: options doubted together are none of them chosen (asked again). Looped
over every multiple choice of the bank asking what holds.
"""

from __future__ import annotations

import itertools

import pytest

from bank.grading import Verdict, grade
from bank.grading.choice._choice import stem_asks
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

MULTI = [
    q
    for q in curated_catalog()
    if q.servable and q.type is QuestionType.MULTI and stem_asks(q.stem)[1] and len(q.options) >= 3
]
KEPT = ("{x} 不错，其余都选", "{x} 对，剩下的都选", "{x} 也选，其他都选", "{x} 挺好，其余都对")


def test_there_are_multiple_choices() -> None:
    assert MULTI


@pytest.mark.parametrize("question", MULTI, ids=lambda question: question.id)
def test_an_option_kept_then_the_rest_is_every_option(question: Question) -> None:
    every = "、".join(sorted(question.options))
    for letter in question.options:
        for form in KEPT:
            graded = grade(question, form.format(x=letter))
            assert graded.reading == every, (form, letter, graded.reading)
            # a wrong letter said good never reads as the key unless the key is every option
            assert (graded.verdict is Verdict.CORRECT) is (len(question.key) == len(question.options))
        hedged = grade(question, f"{letter} 存疑但也选，其余都选")
        assert hedged.verdict is not Verdict.CORRECT and hedged.reading.startswith(every), hedged.reading
        for near in ("{x} 不对，其余都选", "{x} 存疑不选，其余都选", "{x} 不错，其余都不选"):
            assert grade(question, near.format(x=letter)).reading != every, near


@pytest.mark.parametrize("question", MULTI, ids=lambda question: question.id)
def test_options_doubted_together_are_none_chosen(question: Question) -> None:
    letters = sorted(question.options)
    for first, second in itertools.pairwise(letters):
        out = next(letter for letter in letters if letter not in (first, second))
        for form in (
            "{a}、{b} 不确定",
            "{a} 和 {b} 没把握",
            "{out} 不对，{a}、{b} 不确定",
            "{out} 不对，{a}、{b} 都不确定",
        ):
            graded = grade(question, form.format(a=first, b=second, out=out))
            assert not {first, second} & set(graded.understood.choices), (form, graded.reading)
            assert graded.verdict is not Verdict.CORRECT
        # affirmed together, both chosen; named again after the doubt, the later decision stands
        for form in ("{out} 不对，{a}、{b} 都对", "{a}、{b} 不确定，选 {a}、{b}"):
            graded = grade(question, form.format(a=first, b=second, out=out))
            assert {first, second} <= set(graded.understood.choices), (form, graded.reading)


def test_the_three_readings_of_issue_30() -> None:
    questions = {q.id: q for q in curated_catalog()}
    every, pair = questions["seed000-16"], questions["seed002-33"]
    assert grade(every, "C 不错，其余都选").verdict is Verdict.CORRECT
    hedged = grade(every, "E 存疑但也选，其余都选")
    assert hedged.verdict is not Verdict.CORRECT and hedged.understood.hedged
    assert sorted(hedged.understood.choices) == list("ABCDE")
    assert grade(pair, "D 不对，A、C 不确定").verdict is Verdict.INVALID
    assert grade(pair, "D 不对，A、C 都对").reading == "A、C"
