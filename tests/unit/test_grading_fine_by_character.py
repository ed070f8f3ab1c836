"""The claim's subject said fine by one character of its word ("存没问题，用的时候转回 fp32 就行", blind
batch 79: "存" of the claim's "保存") reads true, to confirm (``_fine``), when nothing the claim does not
name is said with it: "存 fp32 没问题" is said of another width, "算没问题" of what the claim does not
say; a hedge before it, or a later clause concluding the claim false, is asked again; "不一定" before
it says no.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
VAE_FP16 = QUESTIONS["seed002-50"]  # "VAE encoder 权重可安全以 FP16 保存": true


def test_a_character_of_the_claims_word_said_fine_reads_true() -> None:
    for fine in ("没问题", "没事", "问题不大"):
        for after in ("", "，用的时候转回 fp32 就行", "，算的时候才要小心溢出"):
            answer = f"存{fine}{after}"
            graded = grade(VAE_FP16, answer)
            assert graded.verdict is Verdict.CORRECT, (answer, graded)
            assert graded.needs_confirmation, answer


def test_another_subject_a_hedge_or_a_false_conclusion_is_not_read_true() -> None:
    for answer in (
        "存 fp32 没问题",
        "算没问题",
        "可能存没问题",
        "存没问题，但是算的时候会溢出，所以不安全",
    ):
        assert grade(VAE_FP16, answer).verdict is Verdict.INVALID, answer
    assert grade(VAE_FP16, "存不一定没问题").verdict is Verdict.INCORRECT  # "not necessarily": a no
