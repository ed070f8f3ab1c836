"""A correction to an option's figure in another unit of its measure is read (``_not_own``).

"32000 MB，不对，35000 MB" was asked again as a correction to a figure no option holds: the option is
"35GB", and only a figure written as the option is had counted. The figure converted as the readers
convert it ("35000 MB" is 35 GB) names the option, read to confirm; a figure that converts to no option
("36000 MB", "35 GiB", "35.2 GB" beside "35GB") is still asked again.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

SIZES = {q.id: q for q in curated_catalog()}["seed000-08"]  # 70B at int4: A 35GB, B 32GB, C 28GB, D 26GB


@pytest.mark.parametrize(
    ("answer", "letters"),
    [
        ("32000 MB，不对，35000 MB", ["A"]),
        ("32 GB，不对，35000 MB", ["A"]),
        ("35000 MB，不对，32000 MB", ["B"]),
        ("32 GB，不对，35 GB", ["A"]),  # the option's own unit, as before
    ],
)
def test_a_correction_to_an_option_s_figure_in_another_unit_is_read(answer: str, letters: list[str]) -> None:
    result = grade(SIZES, answer)
    assert result.understood.choices == letters, (answer, result)
    assert result.needs_confirmation


@pytest.mark.parametrize(
    "answer",
    ["32000 MB，不对，36000 MB", "32000 MB，不对，35 GiB", "32000 MB，不对，35.2 GB", "32 GB，不对，30 GB"],
)
def test_a_correction_to_no_option_s_figure_is_asked_again(answer: str) -> None:
    result = grade(SIZES, answer)
    assert result.verdict is Verdict.INVALID, (answer, result)
    assert not result.understood.choices
