"""A bracketed letter followed by a name only its option has (issue "Grading a typed answer"): "【C】logQ"
(blind batch 60) is labelled bare, as "C（logQ）" (the name glossing the letter) is read; the reader
asked it to be confirmed. Now a bracketed letter then a name that belongs to that option alone is bare.
A name of another option after it reads both (never the name's option alone); a hedge after it is still
to confirm; the letter with a space and the name ("C logQ"), a sentence, is left as it was.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

DSSM = curated_catalog()["seed001-02"]  # C: "未对采样概率做修正（logQ 修正）", D: "未使用 LayerNorm"


def test_a_bracketed_letter_then_its_own_name_is_bare() -> None:
    for answer in ("【C】logQ", "(C) logQ", "【C】 logq", "[C]logQ"):
        graded = grade(DSSM, answer)
        assert graded.verdict is Verdict.CORRECT and not graded.needs_confirmation, answer


def test_another_options_name_or_a_hedge_is_never_bare_correct() -> None:
    for answer in ("【C】LayerNorm", "【D】logQ"):  # the nearest wrong ones: both options, never correct
        assert grade(DSSM, answer).verdict is not Verdict.CORRECT, answer
    hedged = grade(DSSM, "【C】logQ 吧")
    assert hedged.verdict is Verdict.CORRECT and hedged.needs_confirmation
    assert grade(DSSM, "C logQ").needs_confirmation  # a space alone: a sentence, as labelled
