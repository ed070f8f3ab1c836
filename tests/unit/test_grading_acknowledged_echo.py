"""An acknowledgement opening a true/false answer ("ok 支持 next", blind batch 79; "嗯，不支持") is set
aside, and the claim's own words after it answer (``_truth_said``), to confirm. What the rest says is
read as without it: a hedge, a question or a turn against it is asked again, and "ok" alone stays a mark.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
ZERO3_NVME = QUESTIONS["seed002-45"]  # "DeepSpeed ZeRO-3 支持 NVMe offload": true
MAMBA = QUESTIONS["seed002-48"]  # "Mamba 架构不支持 gradient checkpointing": false

OPENINGS = ("ok ", "OK，", "嗯嗯 ", "好的 ")


def test_the_claims_words_after_an_acknowledgement_answer() -> None:
    for opening in OPENINGS:
        for said, truth in (("支持 next", True), ("不支持", False), ("支持的", True)):
            answer = opening + said
            for question in (ZERO3_NVME, MAMBA):
                graded = grade(question, answer)
                meant = truth if question is ZERO3_NVME else not truth  # "Mamba 不支持 …" answered "支持"
                expected = Verdict.CORRECT if meant == question.truth else Verdict.INCORRECT
                assert graded.verdict is expected, (answer, graded)
                assert graded.needs_confirmation, answer


def test_what_follows_the_acknowledgement_is_weighed_as_without_it() -> None:
    for opening in ("ok ", "嗯 "):
        for rest in ("支持，也可能不支持", "支持？", "支持吗", "但是不支持", "支持，其实只能卸到 CPU"):
            answer = opening + rest
            assert grade(ZERO3_NVME, answer).verdict is Verdict.INVALID, answer
    graded = grade(ZERO3_NVME, "ok")
    assert graded.verdict is Verdict.CORRECT and not graded.needs_confirmation
