"""A true/false verdict then a clause denying what the claim names (issue "Grading a typed answer"): on
"DeepSpeed ZeRO-3 支持 NVMe offload" (true) "支持，但不是 NVMe" and "对，但 NVMe 不支持" were read 对, to
confirm. The verdict is said of a claim with another object: asked again, after a mark as after the
claim's verb echoed. Not a turn denying what the claim does not say ("支持，但不是默认开启"), nor a turn
with no denial ("对，但需要配置"), nor a denied denial ("支持，不是不支持"), nor the verdict alone.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}


@pytest.mark.parametrize(
    "answer",
    [
        "支持，但不是 NVMe",
        "支持，不过不是 NVMe",
        "对，可是并非 NVMe offload",
        "支持，但不包括 NVMe",
        "对，但 NVMe 不支持",
        "对 但 NVMe 不支持",
        "是的，NVMe 没有",
        "对，不支持的是 NVMe",
        "正确，但 NVMe 不行",
    ],
)
def test_a_term_of_the_claim_denied_after_the_verdict_is_asked_again(answer: str) -> None:
    result = grade(QUESTIONS["seed002-45"], answer)
    assert result.verdict is Verdict.INVALID, result


@pytest.mark.parametrize(
    "answer",
    [
        "支持",
        "对",
        "支持，但不是默认开启",
        "支持，但需要配置",
        "对，但需要配置",
        "支持，不是不支持",
        "对，但不是所有版本",
        "支持 NVMe",
        "对，NVMe 也没问题",
    ],
)
def test_the_nearest_answers_still_read(answer: str) -> None:
    assert grade(QUESTIONS["seed002-45"], answer).verdict is Verdict.CORRECT


@pytest.mark.parametrize("answer", ["不对，NVMe 不支持", "错，但 NVMe 不支持"])
def test_a_false_verdict_then_the_claim_denied_stays_false(answer: str) -> None:
    assert grade(QUESTIONS["seed002-45"], answer).verdict is Verdict.INCORRECT


@pytest.mark.parametrize("answer", ["对的，Mamba 不支持", "对，Mamba 不支持的"])
def test_the_claim_s_own_denial_restated_after_the_mark_is_no_denial(answer: str) -> None:
    # "Mamba 架构不支持 gradient checkpointing" (false): "Mamba 不支持" says the claim, not against it
    assert grade(QUESTIONS["seed002-48"], answer).verdict is Verdict.INCORRECT
