"""What a calculation's parts were read as: each part's result (its share of the part, the figure
found, the rationale, whether it is right only as read in a unit the answer did not write), and the
quantities understood from them, shown to the candidate with the reading.
"""

from __future__ import annotations

from dataclasses import dataclass

from bank.grading.numbers._numbers import WrittenNumber
from bank.grading.results._types import Quantity
from bank.model import NumericPart


@dataclass(frozen=True)
class PartResult:
    part: NumericPart
    share: float  # 0, ``_figure_scores.UNIT_MISSING_SHARE`` or 1
    found: WrittenNumber | None
    message: str
    unsure: bool = False  # right only as read in a unit the answer did not write ("432G" as GiB)


def understood_numbers(results: list[PartResult], quantities: list[WrittenNumber]) -> list[Quantity]:
    matched = {result.found.start: result.part.label for result in results if result.found is not None}
    return [
        Quantity(value=q.value, unit=q.unit, text=q.text, label=matched.get(q.start, ""))
        for q in quantities
        if q.start in matched
    ] or [Quantity(value=q.value, unit=q.unit, text=q.text) for q in quantities[:8]]
