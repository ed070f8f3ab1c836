"""A calculation that trails off after its first step ("KV = 2·b·s·L·h·d·2B，代进去，先算 48×2048 =
98304……"; blind-87 read 98304): the figure of the step is no result, the answer is asked again. A step
after the first ("…，再 ×2 = 464 GB……"), a result said after the first step ("先算 … = 98304，最后 464 GB")
or a figure trailing off alone ("464 GB……") is still read."""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog()}
QID = "seed000-30"  # KV cache in GB, key 464 GB

LEADS = ["KV = 2·b·s·L·h·d·2B，代进去，", "公式 2×b×s×L×h×d×2，", "", "按 fp16 算，"]
STEPS = [
    "先算 48×2048 = 98304",
    "首先 48×2048 = 98304",
    "第一步 96×128 = 12288",
    "先算 464 GB",
    "先把 b×s 乘出来 = 98304",
]
TRAILS = ["……", "…", "...", "…… "]


def test_a_first_step_trailing_off_is_asked_again() -> None:
    for index, (lead, step) in enumerate((lead, step) for lead in LEADS for step in STEPS):
        answer = f"{lead}{step}{TRAILS[index % len(TRAILS)]}"
        if not lead:
            answer = "2×48×2048×96×96×128×2，" + answer
        graded = grade(BANK[QID], answer)
        assert graded.verdict is Verdict.INVALID, f"{answer!r}: {graded}"


READ = [
    "先算 K：232 GB，再 ×2 = 464 GB……",
    "464 GB……",
    "先算 48×2048 = 98304，最后 464 GB",
    "先算 48×2048 = 98304，再乘下去 = 464 GB…",
    "2×48×2048×96×96×128×2 = 464 GB……",
]


def test_a_result_after_the_first_step_is_read() -> None:
    for answer in READ:
        graded = grade(BANK[QID], answer)
        numbers = graded.understood.numbers or []
        assert [found.value for found in numbers] == [464.0], f"{answer!r}: {graded}"
