"""A multiple-choice answer sure of some options and hedging on one ("lpips 跟 is 肯定对，ms-ssim 可能也对"):
never graded right. The hedge is read as one (no credit, to confirm) or not at all — never as the set
chosen outright, and never as the sure options alone. Looped over every multiple choice with three or more
options in its key, by letters and by the options' texts.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

MULTIS = [q for q in curated_catalog() if q.servable and q.type is QuestionType.MULTI and len(q.key) >= 3]


def test_there_are_questions() -> None:
    assert len(MULTIS) >= 8 and any(q.id == "seed001-15" for q in MULTIS), [q.id for q in MULTIS]


def test_a_hedge_on_one_option_is_never_graded_right() -> None:
    for q in MULTIS:
        a, b, c = sorted(q.key)[:3]
        ta, tb, tc = (q.options[x].lower() for x in (a, b, c))
        for answer in (
            f"{a} 跟 {b} 肯定对，{c} 可能也对",
            f"{a.lower()}、{b.lower()} 肯定对，{c.lower()} 也许也对",
            f"{ta} 跟 {tb} 肯定对，{tc} 可能也对",
        ):
            result = grade(q, answer)
            assert result.verdict is not Verdict.CORRECT, (q.id, answer, result)
            assert result.understood.hedged or not result.understood.choices, (q.id, answer, result)


def test_the_found_sentence_is_not_read() -> None:
    q = next(q for q in MULTIS if q.id == "seed001-15")
    result = grade(q, "lpips 跟 is 肯定对，ms-ssim 可能也对")
    assert result.verdict is not Verdict.CORRECT and not result.understood.choices, result
