"""Options pointed at one by one on a multiple choice, each with its reason ("C ← 硬件门槛；A ← 维度对齐",
blind batch 85): every option pointed at, read as a list, to confirm (``_pointed_each``). A reason that
denies, doubts, asks or names a letter, a clause without its arrow, or a single choice leaves the
answer to the readers as before: never the set with the option denied.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.grading.choice._pointed_each import pointed_each
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
FP8 = QUESTIONS["seed002-39"]  # multi, key AC: A 维度对齐, B 序列长度, C 计算能力, D CUDA Graph
DIT = QUESTIONS["seed000-25"]  # multi, key AE: A adaLN-Zero, E patch size=2
SDXL = QUESTIONS["seed000-03"]  # single


def test_each_option_pointed_at_is_read() -> None:
    for question, answer, verdict, letters in (
        (FP8, "C ← 硬件门槛；A ← 维度对齐", Verdict.CORRECT, ["A", "C"]),
        (FP8, "C <- 硬件门槛; A <- 维度对齐", Verdict.CORRECT, ["A", "C"]),
        (FP8, "C ← 硬件门槛\nA ← 维度对齐", Verdict.CORRECT, ["A", "C"]),
        (FP8, "C ← 硬件门槛；B ← 序列长度", Verdict.INCORRECT, ["B", "C"]),
        (DIT, "adaLN-Zero ← FID 最低那个；patch 2 ← patch 越小越好", Verdict.CORRECT, ["A", "E"]),
    ):
        graded = grade(question, answer)
        assert graded.verdict is verdict and graded.understood.choices == letters, (answer, graded)
        assert graded.needs_confirmation, answer


def test_a_clause_more_than_pointed_is_left_to_the_readers() -> None:
    for answer in (
        "C ← 硬件门槛；A ← 不是这个",
        "C ← 硬件门槛；B ← 可能吧",
        "C ← 硬件门槛；D ← 比 A 好",
        "C ← 硬件门槛；A ← 维度对齐？",
        "C ← 硬件门槛；A",
        "A → C ← 硬件门槛；B ← 序列长度",
        "C ← 硬件门槛；A ← 但没必要",
        "C ← 硬件门槛",
    ):
        assert pointed_each(FP8, answer) is None, answer
        graded = grade(FP8, answer)
        assert graded.verdict is not Verdict.CORRECT or answer == "A → C ← 硬件门槛；B ← 序列长度", answer
    assert pointed_each(SDXL, "C ← 硬件门槛；A ← 维度对齐") is None  # two answers on a single choice


# reasons calling the option pointed at faulty or only partly right, or a share of confidence in it: the
# option may be one ruled out ("A ← 陷阱；D ← 陷阱" is no choice of A and D)
FAULT_REASONS = (
    "陷阱", "坑", "是坑", "干扰项", "反例", "假的", "过时", "一半", "半对", "50%", "七成", "错误",
)  # fmt: skip
MULTIS = [question for question in QUESTIONS.values() if question.type.value == "multi"]


def test_a_reason_calling_each_option_faulty_is_no_choice_of_them() -> None:
    for question in MULTIS[::4]:
        for reason in FAULT_REASONS:
            answer = "；".join(f"{letter} ← {reason}" for letter in question.key)
            assert pointed_each(question, answer) is None, (question.id, answer)
            assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


def test_a_plain_reason_still_points_at_its_option() -> None:
    for question in MULTIS[::4]:
        for reason in ("硬件门槛", "显存", "最常用"):
            answer = "；".join(f"{letter} ← {reason}" for letter in question.key)
            assert pointed_each(question, answer) == "；".join(question.key), (question.id, answer)
