"""An option named bare, then corrected and named again over the limit, then a step down to another
("64\\n不对不对，64 个头是 12.9 GB 超了，退一档 48", blind batch 83): the first naming is the same option
the answer goes on to judge over the limit, so it holds no verdict of its own beside that one; the option
stepped down to is the reading, to confirm (``_figure_verdicts``). Asked, refused, two left within, or
all over: asked again.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog()}
HEADS = QUESTIONS["seed000-04"]  # the most heads within 10 GB: A 32, B 48 (key), C 64, D 80

OPENINGS = ("64\n不对不对，", "64，不对，", "64。", "64\n")
OVER = ("64 个头是 12.9 GB 超了", "64 超了", "64 放不下")
STEPS = ("退一档 48", "降到 48", "48 以内")


def test_the_option_named_then_said_over_is_over() -> None:
    for opening in OPENINGS:
        for over in OVER:
            for step in STEPS:
                answer = f"{opening}{over}，{step}"
                result = grade(HEADS, answer)
                assert result.verdict is Verdict.CORRECT, answer
                assert result.understood.choices == ["B"] and result.needs_confirmation, answer
    wrong = grade(HEADS, "80，不对，80 超了，退一档 64")  # the step to another option: that one
    assert wrong.understood.choices == ["C"] and wrong.verdict is Verdict.INCORRECT


def test_unsafe_neighbours_are_not_read_as_the_key() -> None:
    for opening in OPENINGS[:2]:
        for answer in (
            f"{opening}64 超了吗？退一档 48",  # the verdict asked
            f"{opening}64 超了，退一档 48？",  # the step asked
            f"{opening}64 超了，退一档 48 也不行",  # the step refused
            f"{opening}64 超了，48 也超了",  # all over
            f"{opening}64 超了，48 以内，32 也以内",  # two within
            f"{opening}64 超了，退一档 32",  # another option stepped to
        ):
            result = grade(HEADS, answer)
            assert result.verdict is not Verdict.CORRECT, answer
