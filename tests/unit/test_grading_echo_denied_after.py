"""The claim's verb echoed true, then said false of the claim's own object in a later clause (red team 4):
on seed002-45 ("DeepSpeed ZeRO-3 支持 NVMe offload", true) "支持 CPU offload，不支持 NVMe" and "支持
offload，但 NVMe 不行" were read as true, to confirm — the candidate denied NVMe, and would have been shown
"对" as their answer. Now the two verdicts are asked again. A later clause with its own subject ("支持，
ZeRO-1 不支持"), a denied denial ("支持，不是不支持"), a reason, or a clause not saying the claim false
("支持，不过不常用", "支持，不需要额外插件") leaves the verdict standing.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

NVME = curated_catalog()["seed002-45"]  # true


@pytest.mark.parametrize(
    "answer", ["支持 CPU offload，不支持 NVMe", "支持 CPU，不支持 NVMe", "支持 offload，但 NVMe 不行"]
)
def test_the_verb_echoed_then_denied_of_the_claim_is_asked_again(answer: str) -> None:
    assert grade(NVME, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize(
    "answer",
    [
        "支持，不是不支持",
        "支持，ZeRO-1 不支持",
        "支持，不过不常用",
        "支持，不需要额外插件",
        "支持，因为 ZeRO-2 不支持的它支持",
    ],
)
def test_a_later_clause_not_against_the_claim_leaves_the_verdict(answer: str) -> None:
    graded = grade(NVME, answer)
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, answer


def test_the_denial_alone_still_reads_false() -> None:
    assert grade(NVME, "只支持 CPU，NVMe 不支持").verdict is Verdict.INCORRECT


# The claim's object named in a later clause, not the verdict's, and denied there in other words ("支持
# CPU，NVMe 没有", "支持，不支持的是 NVMe", "…，NVMe 并不支持"): asked again too. A denial that says it
# fine ("NVMe 也不是问题", "NVMe 无压力") leaves the verdict.
@pytest.mark.parametrize(
    "answer",
    [
        "支持 CPU，不支持的是 NVMe",
        "支持，不支持的是 NVMe",
        "支持 CPU offload，NVMe 的话不支持",
        "支持 CPU offload，NVMe 并不支持",
        "支持 CPU，NVMe 没有",
        "支持 CPU，但 NVMe 没法",
        "支持 CPU offload，NVMe 做不到",
    ],
)
def test_the_claim_s_object_named_and_denied_later_is_asked_again(answer: str) -> None:
    assert grade(NVME, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize(
    "answer",
    [
        "支持 NVMe offload，但 ZeRO-2 不支持",
        "支持，不支持的是 ZeRO-1",
        "支持，NVMe 也没问题",
        "支持，NVMe 也不是问题",
        "支持，NVMe 无压力",
        "支持，Megatron 不支持",
    ],
)
def test_the_claim_s_object_said_fine_or_another_denied_leaves_the_verdict(answer: str) -> None:
    graded = grade(NVME, answer)
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, answer
