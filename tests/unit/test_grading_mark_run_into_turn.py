"""A true/false mark run straight into a turn ("对但是 SDXL 最好换 fp16-fix 那版 VAE", blind batch 79)
reads as "对，但是 …" does (``_mark_parted``): the mark, to confirm; 对 was taken for a preposition
before "但是 …" and the answer read as none. The turn is then weighed as after a comma: a later
clause that says the claim's verdict the other way, after a turn or concluding ("…，所以不能存"), is
asked again (``_object_denied``), with or without the comma.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.grading.truefalse._mark_parted import mark_parted
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
VAE_FP16 = QUESTIONS["seed002-50"]  # "VAE encoder 权重可安全以 FP16 保存": true
KERNEL_SPLIT = QUESTIONS["seed002-42"]  # "FA2 kernel 本身会切分到多张 GPU": false

REMARKS = ("SDXL 最好换 fp16-fix 那版 VAE", "要注意 SDXL 的溢出")


def test_a_mark_run_into_a_turn_is_parted_as_by_a_comma() -> None:
    for mark in ("对", "对的", "错", "不对", "没错", "正确"):
        for turn in ("但是", "但", "不过", "可是"):
            assert mark_parted(f"{mark}{turn}要注意") == f"{mark}，{turn}要注意", (mark, turn)
            assert mark_parted(f"{mark} {turn}要注意") == f"{mark}，{turn}要注意", (mark, turn)
    for kept in ("对不过来", "对 fp16 很敏感", "错误太多"):
        assert mark_parted(kept) == kept, kept


def test_the_mark_before_a_remark_is_read_to_confirm() -> None:
    for turn in ("但是", "不过", "可是"):
        for remark in REMARKS:
            for mark, verdict in (("对", Verdict.CORRECT), ("错", Verdict.INCORRECT)):
                answer = f"{mark}{turn} {remark}"
                graded = grade(VAE_FP16, answer)
                assert graded.verdict is verdict, (answer, graded)
                assert graded.needs_confirmation, answer
    graded = grade(KERNEL_SPLIT, "错但是 kernel 内部会分块")
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation


def test_a_turn_saying_the_other_verdict_is_asked_again() -> None:
    for comma in ("", "，"):
        for against in ("所以不能存 fp16", "所以不安全", "不能存"):
            answer = f"对{comma}但是计算会溢出，{against}" if "所以" in against else f"对{comma}但是{against}"
            graded = grade(VAE_FP16, answer)
            assert graded.verdict is Verdict.INVALID, (answer, graded)
        for both in ("对但是错", "对不过错"):
            assert grade(VAE_FP16, both).verdict is Verdict.INVALID, both
