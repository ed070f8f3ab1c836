"""On a calculation, a figure given under a colloquial upper bound ("顶天 464GB", "撑死 464GB", "充其量
464GB", "顶多 464GB") is a bound, not the value asked: asked again, as "最多 464GB" is. A red team found
them graded correct, to confirm (the choice readers took 顶天 as a bound a stem asking a maximum asks for;
the calculation reader knew only 最多). On a choice asking a maximum ("num heads 顶天 48") it still
answers.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog()}
KV = QUESTIONS["seed000-30"]  # the KV cache in GB: 464
LORA = QUESTIONS["seed000-31"]  # the extra parameters: 11.47M
HEADS = QUESTIONS["seed000-04"]  # the largest num_heads within 10 GB: B, 48


@pytest.mark.parametrize("bound", ["顶天", "撑死", "充其量", "顶多", "最多"])
def test_a_bounded_figure_is_no_value(bound: str) -> None:
    for question, figure in [(KV, "464GB"), (LORA, "11.47M")]:
        result = grade(question, f"{bound}{figure}")
        assert result.verdict is not Verdict.CORRECT, (bound, figure, result.understood)


def test_a_bound_in_a_reason_leaves_the_value() -> None:
    assert grade(KV, "算下来464GB，显存顶天80G放不下").verdict is Verdict.CORRECT
    assert grade(HEADS, "num heads顶天四十八 再多就爆10G了").understood.choices == ["B"]
