"""A deliberation between options settled in so many words (blind batch 73, seed002-03, key A):
"position_ids 还是 logit_scale…想了想还是 position_ids" had been read as a hedge between A and D. An
alternative offered, then a last clause of a bare "还是" with an after-all word ("想了想还是 A", "最后还是
A") or closing on 吧 ("还是 A 吧") settles it: a correction to that option, read to confirm. Real hedges
stay hedges: the alternative alone, a last clause still asking ("…还是 A？", "还是 A 吧？"), settling on
no option or on two, or reopening the other after.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

CLIP = next(q for q in curated_catalog() if q.id == "seed002-03")  # A position_ids, D logit_scale; key A


@pytest.mark.parametrize(
    "answer",
    [
        "position_ids 还是 logit_scale…想了想还是 position_ids",
        "A 还是 D…想了想还是 A",
        "A 还是 D，最后还是 A",
        "D 还是 A，最终还是 A",
        "A 还是 D，还是 A 吧",
    ],
)
def test_a_settled_deliberation_is_the_option_it_settles_on(answer: str) -> None:
    result = grade(CLIP, answer)
    assert result.verdict is Verdict.CORRECT and result.needs_confirmation, answer
    assert result.understood.choices == ["A"], answer


def test_settled_on_the_other_it_is_that_one() -> None:
    result = grade(CLIP, "A 还是 D…想了想还是 D")
    assert result.verdict is Verdict.INCORRECT and result.understood.choices == ["D"]


@pytest.mark.parametrize(
    "answer",
    [
        "position_ids 还是 logit_scale",
        "A 还是 D，还是 A 吧？",
        "A 还是 D？还是 A？",
        "D 还是 A，还是 A",
        "A 还是 D…想了想还是不确定",
        "A 还是 D…想了想还是 A 或 D",
        "A 还是 D，想了想还是 A 吧，不过 D 也有可能",
        "A 还是 D…想了想还是 A？",
    ],
)
def test_a_hedge_left_open_is_still_no_right_answer(answer: str) -> None:
    assert grade(CLIP, answer).verdict is not Verdict.CORRECT, answer
