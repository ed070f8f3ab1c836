"""A true/false mark then a turn denying a term of the claim (issue "Grading a typed answer"): "支持，但
不是 NVMe" read 对 on "DeepSpeed ZeRO-3 支持 NVMe offload". The mark is said of a claim with another
object: asked again. Not a turn denying what the claim does not say ("支持，但不是默认开启"), nor a turn
with no denial ("支持，但需要配置"), nor the mark alone.
"""

from __future__ import annotations

import pytest

from bank.catalog import Catalog
from bank.grading import Verdict, grade

QUESTIONS = {question.id: question for question in Catalog.load() if question.servable}


@pytest.mark.parametrize(
    "answer", ["支持，但不是 NVMe", "支持，不过不是 NVMe", "对，可是并非 NVMe offload", "支持，但不包括 NVMe"]
)
def test_a_term_of_the_claim_denied_after_the_mark_is_asked_again(answer: str) -> None:
    result = grade(QUESTIONS["seed002-45"], answer)
    assert result.verdict is Verdict.INVALID, result


@pytest.mark.parametrize(
    "answer", ["支持", "支持，但不是默认开启", "支持，但需要配置", "对，但不是所有版本", "支持 NVMe"]
)
def test_the_nearest_answers_still_read(answer: str) -> None:
    assert grade(QUESTIONS["seed002-45"], answer).verdict is Verdict.CORRECT
