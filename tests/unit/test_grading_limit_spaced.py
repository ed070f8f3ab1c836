"""A verdict against a limit closing its clause at a space ("64 超了 只能 48"): read as at a comma.

"64 超了 只能 48" (and "只有", "只能是") had been read as B and C: with no comma, the two options stood in
one clause, which the reader of verdicts against a limit (``_figure_verdicts``) leaves alone, and the
mention pass took 64 as chosen. A space right after such a verdict closes its clause as a comma does
("64 超了，只能 48" reads 48 to confirm); 64 is ruled out. A space before a verdict parts nothing.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.choice._figure_verdicts import parted
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
QUESTION = "seed000-04"  # at most 10 GB: A 32, B 48 (the key), C 64, D 80


@pytest.mark.parametrize(
    "answer", ["64 超了 只能 48", "64 超了 只有 48", "64 超了 只能是 48", "64 超了 48", "64 放不下 就 48"]
)
def test_the_option_after_a_spaced_verdict_is_read_as_after_a_comma(answer: str) -> None:
    result = grade(QUESTIONS[QUESTION], answer)
    assert (result.verdict, result.reading, result.needs_confirmation) == (Verdict.CORRECT, "B", True), answer


@pytest.mark.parametrize(
    "answer",
    ["64 超了 只能 80", "48 超了 只能 32", "64 超了 也只能 64", "48 超了 64 以内", "64 超了 80 也超了"],
)
def test_a_wrong_option_or_the_key_said_over_is_never_right(answer: str) -> None:
    assert grade(QUESTIONS[QUESTION], answer).verdict is not Verdict.CORRECT, answer


def test_only_a_verdict_followed_by_more_is_parted() -> None:
    assert parted("64 超了 只能 48") == "64 超了，只能 48"
    assert parted("64 没超 48") == "64 没超，48"  # a verdict within the limit closes its clause too
    assert parted("64 超了 ") == "64 超了 "  # nothing after it
    assert parted("48 头 以内") == "48 头 以内"  # the space before the verdict is left
    assert parted("A 可以 直接排除") == "A 可以 直接排除"  # a modal goes on to its verb
