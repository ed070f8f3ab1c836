"""A count written in the measure word the stem asks it in, the working's other figures in other units
("128 条 × 2048 token = 262144 token，也就是 0.26M token 左右的校准量" on "…多少条 2048-token 片段", blind
batch 80): that figure is the count asked, a reading to confirm (``_worked_figure.counted_figure``). Two
counts, another option's figure in the working, a correction, a doubt, a question, or a clause said of
the working after it: no such reading.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog()}
SAMPLES = QUESTIONS["seed002-06"]  # 多少条 2048-token 片段: A 16, B 64, C 128 (key), D 512

WORKINGS = (
    "128 条 × 2048 token = 262144 token，也就是 0.26M token 左右的校准量",
    "128 条 × 2048 token = 262144 token",
    "2048 token × 128 条 = 262144 token",
    "128条×2048 token，约 0.26M token",
)


def test_the_count_in_the_asked_unit_is_read() -> None:
    for answer in WORKINGS:
        result = grade(SAMPLES, answer)
        assert result.verdict is Verdict.CORRECT, answer
        assert result.understood.choices == ["C"] and result.needs_confirmation, answer
        other = grade(SAMPLES, answer.replace("128", "64").replace("262144", "131072"))
        assert other.understood.choices == ["B"] and other.verdict is Verdict.INCORRECT, answer


def test_unsafe_neighbours_are_not_read_as_the_key() -> None:
    for answer in (
        "64 条不够，128 条 × 2048 token",  # two counts said
        "128 条 × 4 = 512",  # another option's figure in the working
        "128 条 × 2048 token，不对，512 条",  # a correction the other way
        "128 条 × 2048 token = 262144 token，还是 64 条来着",  # a doubt
        "128 条 × 2048 token = 262144 token？",  # asked
        "128 条 × 2048 token = 262144 token，记不清了",
        "128 条 × 2048 token = 262144 token，是 AWQ 的设置",  # said of another method
        "128 条 × 2048 token 不是 GPTQ 的",  # denied
        "要是 128 条 × 2048 token = 262144 token",  # a condition
        "128 × 2048 token = 262144 token",  # no count in the asked unit
    ):
        result = grade(SAMPLES, answer)
        assert result.verdict is not Verdict.CORRECT, answer
