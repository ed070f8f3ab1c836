"""The claim's verb echoed as another region writes it ("支援" in Taiwan for "支持") reads as the claim's
own, as "支持" does ("支援，offload_param 的 device 填 nvme 就好" of "ZeRO-3 支持 NVMe offload" is true,
to confirm); asked ("支援吗？") it is no answer, and of a claim with no such verb it echoes nothing.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType


def _question(claim: str, key: str) -> Question:
    return Question(id="fx-regional", bank="fx", type=QuestionType.TRUEFALSE, stem=claim, key=key)


def test_the_claims_verb_as_taiwan_writes_it_is_echoed() -> None:
    said = {
        "支援，offload_param 的 device 填 nvme 就好，我們就是這樣配的": True,
        "支援": True,
        "是支援的": True,
        "不支援": False,
        "不支援，只能 offload 到 CPU": False,
    }
    claims = (("DeepSpeed ZeRO-3 支持 NVMe offload。", True), ("Mamba 不支持 checkpointing。", False))
    for claim, polarity in claims:
        for answer, truth in said.items():
            verdict = truth == polarity
            graded = grade(_question(claim, "true" if verdict else "false"), answer)
            assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, True), (claim, answer)
            graded = grade(_question(claim, "false" if verdict else "true"), answer)
            assert graded.verdict is Verdict.INCORRECT, (claim, answer)


def test_the_regional_verb_asked_or_of_another_claim_is_not_read() -> None:
    for claim, answer in (
        ("DeepSpeed ZeRO-3 支持 NVMe offload。", "支援吗？"),
        ("DeepSpeed ZeRO-3 支持 NVMe offload。", "支援？"),
        ("FP16 训练一定比 FP32 快。", "支援"),  # no verb of the claim's: nothing echoed
    ):
        for key in ("true", "false"):
            graded = grade(_question(claim, key), answer)
            assert graded.verdict is Verdict.INVALID, (claim, answer, key)
