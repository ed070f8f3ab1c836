"""A list of letters closed by a clause that none of them is right (issue "Grading a typed answer").

"A、B、C，全错", "ABC，一个都不认", "A 到 C，没一个对", "…，没有对的" were read as the letters listed, to
confirm: on a question keyed with those letters, a wrong answer turned right. The closing denial heard
"都不对" and "全不认" but not "错" after "全"/"都", "不成立", "一个都/也" before a denial, nor "没一个对"
or "没有对的". They rule the list out now (asked again); "…，都对", "…，没错", "…，没有错的", "…，一个都
不能少" and "…，全错不了" still choose it. Looped over every multiple choice with two letters or more in
its key whose options' own words hold no negation, by a list, a run and a range. A run or a range said
not to hold with no comma ("ABC 都不成立", "A 到 C 都站不住") is ruled out too, as "ABC 都不对" was.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

MULTIS = [q for q in curated_catalog() if q.servable and q.type is QuestionType.MULTI and len(q.key) >= 2]
# options whose own words hold a negation or "对" ("离群通道未跳过", "对称量化"): "没一个对" may name them
PLAIN = [q for q in MULTIS if not any(set(text) & set("对未不没无非") for text in q.options.values())]
DENIED = ("全错", "都错", "一个都不认", "我一个也不认", "没一个对", "没有对的", "没有一个是对的", "都不成立")
KEPT = ("都对", "没错", "都没错", "没有错的", "一个都不能少", "全错不了")


def test_there_are_plain_multiple_choices_to_loop_over() -> None:
    assert len(PLAIN) >= 10


@pytest.mark.parametrize("question", PLAIN, ids=lambda question: question.id)
def test_letters_closed_by_none_right_are_never_the_key(question: Question) -> None:
    letters = sorted(question.key)
    for listed in ("、".join(letters), "".join(letters)):
        for denied in DENIED:
            answer = f"{listed}，{denied}"
            assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)
        for kept in KEPT:
            answer = f"{listed}，{kept}"
            result = grade(question, answer)
            assert result.verdict is Verdict.CORRECT, (question.id, answer, result)


def test_a_range_closed_by_none_right_is_never_the_key() -> None:
    question = next(q for q in MULTIS if "".join(sorted(q.key)) == "ABC")
    for denied in DENIED:
        for ranged in ("A 到 C", "从 A 数到 C"):
            assert grade(question, f"{ranged}，{denied}").verdict is Verdict.INVALID, (ranged, denied)


@pytest.mark.parametrize("question", PLAIN, ids=lambda question: question.id)
def test_a_run_said_not_to_hold_is_never_the_key(question: Question) -> None:
    run = "".join(sorted(question.key))
    for denied in ("都不成立", "全不成立", "都站不住", "不成立"):
        assert grade(question, f"{run} {denied}").verdict is Verdict.INVALID, (question.id, denied)
    for kept in ("都成立", "成立"):
        assert grade(question, f"{run} {kept}").verdict is Verdict.CORRECT, (question.id, kept)
    others = sorted(set(question.options) - set(question.key))
    if others:  # another option said not to hold after the run: the run still
        assert grade(question, f"{run}，{others[0]} 不成立").verdict is Verdict.CORRECT, question.id
