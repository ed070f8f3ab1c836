"""A set on a multiple choice closed by "none of them" (issue "Grading a typed answer"): "…，一个都不选",
"… 一个都不对", "…，全错", "…，全部不选", "…，不信", "…, all wrong", "… none of them" read no set, never the
key (they were read as the set, correct on that key). Not "…，全对", "…，一个都不能少", "…，都没错",
"…，错不了". A denial alone ("一个都不对", "不对") restates no option whose text holds a negation ("未跳过").
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.covering import slice_of, turned
from tests.helpers.curated import curated_catalog

BANK = [q for q in curated_catalog() if q.servable]
MULTIS = [q for q in BANK if q.type is QuestionType.MULTI]


def _forms(question: Question) -> tuple[str, ...]:
    return (question.key, "、".join(question.key), " ".join(question.key))


NONE_OF_THEM = (
    "，一个都不选", "，一个也不选", " 一个都不对", "，一个都不对", "，全错", "，全都错", "，全部不选",
    "，不信", "，一个都不认", "，我一个都不要", "，哪个都不选", ", all wrong", ", they're all wrong",
    " none of them", ", none", "，全不对", "，都不认",
)  # fmt: skip


KEPT = ("，全对", "，一个都不能少", "，都没错", "，错不了", ", all of them")


@pytest.mark.parametrize("question", MULTIS, ids=lambda question: question.id)
def test_a_set_then_none_of_them_is_never_the_set(question: Question) -> None:
    # every third closing × spelling from the question's index, the spellings turned under each closing:
    # the closing is read after the set whatever its letters, so each question meets every closing and
    # every spelling, and any three consecutive questions grade every closing × spelling
    cases = turned((*NONE_OF_THEM, *KEPT), (0, 1, 2))
    for closing, spelling in slice_of(cases, MULTIS.index(question), 3, (lambda c: c[0], lambda c: c[1])):
        answer = _forms(question)[spelling] + closing
        result = grade(question, answer)
        if closing in KEPT:
            assert result.verdict is Verdict.CORRECT, (question.id, answer, result.rationale)
        else:
            assert result.verdict not in (Verdict.CORRECT, Verdict.PARTIAL), (question.id, answer)


QUANT = next(q for q in BANK if q.id == "seed002-35")  # A 离群通道未跳过 …; key ACD


@pytest.mark.parametrize("answer", ["一个都不对", "一个不对", "个都不对"])
def test_a_denial_alone_restates_no_negated_option(answer: str) -> None:
    result = grade(QUANT, answer)
    assert result.understood is None or not result.understood.choices, result.rationale
    assert grade(QUANT, "离群通道没跳过").understood.choices == ["A"]
