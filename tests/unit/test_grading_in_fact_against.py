"""A true/false verdict followed by "其实" ("actually") and a clause against it is asked again.

"支持，其实 ZeRO-3 只能卸到 CPU" (seed002-45, key true) read 支持, correct to confirm, though the reason
says NVMe is not reached. The clause after "其实" is now weighed: its own verdict the other one, or,
after a true verdict, a denial or a limit the claim does not hold, keeps the answer open. More said
for the verdict ("支持，其实挺常用的") and a doubt ("其实我不确定", read by its own readers) stand as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog()}


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("seed002-45", "支持，其实 ZeRO-3 只能卸到 CPU"),
        ("seed002-45", "支持，其实只能卸到 CPU"),
        ("seed002-45", "支持，实际上 ZeRO-3 不能卸到 NVMe"),
        ("seed002-45", "支持。其实 ZeRO-3 只支持 CPU offload"),
        ("seed002-45", "对，其实只能 offload 到 CPU"),
        ("seed002-45", "支持，actually it only offloads to CPU"),
        ("seed002-48", "对，其实能用"),  # "Mamba 不支持…" is true, "actually it can be used"
        ("seed002-48", "错，其实 Mamba 不支持"),
    ],
)
def test_a_verdict_then_in_fact_against_it_is_asked_again(question: str, answer: str) -> None:
    assert grade(BANK[question], answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize(
    ("question", "answer", "verdict"),
    [
        ("seed002-45", "支持，其实挺常用的", Verdict.CORRECT),
        ("seed002-45", "对，其实挺常用的", Verdict.CORRECT),
        ("seed002-45", "支持，其实就是 offload_param 设成 nvme", Verdict.CORRECT),
        ("seed002-45", "支持，ZeRO-3 只能卸到 CPU 的是 ZeRO-2", Verdict.CORRECT),  # no "in fact"
        ("seed002-45", "支持，其实不支持", Verdict.INCORRECT),  # corrected, as before
        ("seed002-48", "错，其实 Mamba 支持", Verdict.CORRECT),
        ("seed002-48", "错，其实能用", Verdict.CORRECT),
        ("seed002-42", "不会，其实只在单卡内分块", Verdict.CORRECT),
        ("seed002-42", "错，其实只是单卡内 tiling", Verdict.CORRECT),
    ],
)
def test_in_fact_said_for_the_verdict_stands(question: str, answer: str, verdict: Verdict) -> None:
    assert grade(BANK[question], answer).verdict is verdict, answer
