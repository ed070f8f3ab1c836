"""A figure under a condition on a number format the question does not name ("如果是fp32就是464GB" on a
stem in fp16, blind-79 read 464 GB): another case's figure, asked again. The stem's own format, or a
counterfactual aside after the answer's figure, is read as before."""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

KV = {question.id: question for question in curated_catalog()}["seed000-30"]

OTHER_CASE = [
    "如果是fp32就是464GB",
    "要是 fp8 的话 232GB",
    "if fp32, 928 GB",
    "假如用 int8，232 GB",
    "若是 bf16 就是 464 GB",
]
READ = [  # (answer, the figure read)
    ("如果是fp16就是464GB", 464.0),
    ("if fp16, 464 GB", 464.0),
    ("464 GB（如果是fp32就是928GB）", 464.0),
    ("464GB，如果是 fp32 就翻倍", 464.0),
]


def test_a_figure_under_another_format_is_asked_again() -> None:
    for answer in OTHER_CASE:
        graded = grade(KV, answer)
        assert graded.verdict is Verdict.INVALID, f"{answer!r}: {graded}"


def test_the_stems_format_or_an_aside_is_read() -> None:
    for answer, figure in READ:
        numbers = grade(KV, answer).understood.numbers or []
        assert numbers and numbers[0].value == figure, f"{answer!r}: {numbers}"
