"""A doubt said of an option, then overruled by keeping it, in English or with "留着" ("A D B, B not sure
but I'll keep it", "A D B，B 不确定但留着"): the option kept, in a wrong set, or asked again — never the
set without it. Only "也选", "还是选" had overruled a doubt, so "A D B, B not sure but I'll keep it" on
a key A、D read A、D. A doubt left standing ("…, but B I'm not sure") stays a hedge; a doubt that drops
the option ("…, B not sure so drop it") still leaves it out (or asks again).
"""

from __future__ import annotations

from bank.grading import grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

MULTI = [q for q in curated_catalog() if q.servable and q.type == QuestionType.MULTI]
KEPT = [
    "{key} {x}, {x} not sure but I'll keep it",
    "{key} {x}, {x} not sure, but keep it",
    "{key} {x}, {x} not sure but I'll still pick it",
    "{key} {x}，{x} 不确定但留着",
    "{key} {x}，{x} 不确定但还是保留",
]


def _cases() -> list[tuple[Question, str, str]]:
    cases: list[tuple[Question, str, str]] = []
    for question in MULTI:
        extra = next((label for label in "ABCDE" if label not in question.key), None)
        if extra is not None:
            cases.append((question, " ".join(question.key), extra))
    return cases


def test_a_doubt_overruled_by_keeping_never_reads_the_set_without_it() -> None:
    for question, key, extra in _cases():
        for template in KEPT:
            answer = template.format(key=key, x=extra)
            graded = grade(question, answer)
            assert graded.verdict.value != "correct", (question, answer, graded)


def test_a_doubt_left_standing_is_a_hedge_and_one_dropped_leaves_it_out() -> None:
    for question, key, extra in _cases():
        answer = f"{key} {extra}, but {extra} I'm not sure"
        graded = grade(question, answer)
        assert graded.verdict.value != "correct", (question, answer, graded)
        answer = f"{key} {extra}, {extra} not sure so drop it"
        graded = grade(question, answer)
        left_out = extra not in (graded.understood.choices or []) or graded.verdict.value == "invalid"
        assert left_out, (question, answer, graded)  # left out, or asked again
