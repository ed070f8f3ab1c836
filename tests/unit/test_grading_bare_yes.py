""" "会" or "有" alone answering a claim that does not say it (``_truth_echo._bare_yes``).

"有，ZeRO-Infinity 那套就是 stage 3 上加的" of "ZeRO-3 支持 NVMe offload" and "会，秩大了…" of "LoRA 秩越大，
越容易出现过拟合" were asked again: the echo reader reads the claim's own verb said back, and "有" is no
"支持". They answer yes to a claim of what it has or of what will happen; on a claim with a denial in it
("…不会…", "没有…") "会" may say either, and is not read; on another claim nothing is read.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.grading.truefalse._truth_echo import echoed
from tests.helpers.curated import curated_catalog

QUESTIONS = {q.id: q for q in curated_catalog()}

YES = [
    ("会", "LoRA 秩越大，越容易出现过拟合。"),
    ("会的", "步数越少，生成多样性越高。"),
    ("会哦", "这样做容易导致 OOM。"),
    ("有", "DeepSpeed ZeRO-3 支持 NVMe offload。"),
    ("有的", "该框架存在这个限制。"),
    ("有", "PagedAttention 有块表。"),
]
NOT_READ = [
    ("会", "LoRA 秩越大，越不容易过拟合。"),  # a denial in the claim
    ("有", "ZeRO-3 没有 NVMe offload。"),
    ("有", "所有 rank 的顺序相同。"),  # 有 inside 所有 is no "has"
    ("会", "ZeRO-3 支持 NVMe offload。"),  # 会 says nothing of a "supports"
    ("有", "步数越少，生成多样性越高。"),
    ("会吗", "LoRA 秩越大，越容易出现过拟合。"),  # asked
    ("会不会", "LoRA 秩越大，越容易出现过拟合。"),
    ("不会", "DeepSpeed ZeRO-3 支持 NVMe offload。"),
]


def test_a_bare_will_or_has_says_yes_to_its_claim() -> None:
    for answer, claim in YES:
        assert echoed(answer, claim) is True, (answer, claim)
        assert echoed(f"{answer}，原因另说", claim) is True, (answer, claim)
        assert echoed(f"我觉得{answer}", claim) is True, (answer, claim)  # a lead of leaning, as for an echo


def test_other_claims_are_not_read() -> None:
    for answer, claim in NOT_READ:
        assert echoed(answer, claim) is not True, (answer, claim)


def test_the_labelled_answers() -> None:
    for qid, answer, verdict in (
        ("seed002-45", "有，ZeRO-Infinity 那套就是 stage 3 上加的", Verdict.CORRECT),
        ("seed002-46", "会，秩大了可训练参数多，更容易记住训练集", Verdict.CORRECT),
        ("seed002-47", "会，步数少随机性就大", Verdict.INCORRECT),
    ):
        graded = grade(QUESTIONS[qid], answer)
        assert graded.verdict is verdict and graded.needs_confirmation, answer
