"""Two figures of one part, each stated as the answer alike, no word saying which is final ("464 GB，232
GB", "答案是 32，答案是 48"): which one did the candidate mean? The answer is asked again.

The calculation reader takes a figure opening the answer as the one committed to, and otherwise the last
result; so "464 GB，232 GB" was read as 464 GB, bare, and "答案是 432 GB，答案是 464 GB" as 464 GB, to
confirm: a wrong answer could be read right by its other figure. Only an answer made of nothing but
those figures counts here — each figure its own clause or in brackets after the other ("464 GB（232
GB）"), the same lead before each (none, or the same word: "答案是"), nothing after the last but closing
marks — and only figures of another value (a conversion, "464 GB，432 GiB" or "464 GB（432 GiB）",
restates one figure). A word singling one out ("464 GB，最终 232 GB",
"…，所以 232 GB", "…，应该是 232 GB") is the readers' (``_result_after``): the later, to confirm.
"""

from __future__ import annotations

import itertools
import re

from bank.grading.numbers._numbers import WrittenNumber, prepare
from bank.grading.numbers._units import resolve
from bank.grading.text import _lexicon as lexicon

# what may lead a figure stated as the answer ("答案是", "结果：", "约")
_LEAD = re.compile(
    rf"\s*(?P<lead>(?:{lexicon.RESULT_NAMED})?\s*(?:是|为|:|：)?)\s*(?:约|大约|≈|~)?\s*$",
    re.I,
)
_PART = re.compile(r"\s*[,，、;；\n(（]\s*|\s+")  # "464 GB（232 GB）": a figure in brackets too
_CLOSE = re.compile(r"[\s。.!！)）]*")
# two values of one figure within this share are one figure said again or converted
_SAME = 0.01


def rival_figures(answer: str, quantities: list[WrittenNumber], *, several: bool = False) -> bool:
    """Whether ``answer`` is only ``quantities``, each stated alike, two of them of other values; with
    ``several`` parts asked, only two with units of one dimension ("11.47，98.7" answers two parts)."""
    if len(quantities) < 2:
        return False
    text = prepare(answer)
    leads = set()
    start = 0
    for found in quantities:
        gap = text[start : found.start]
        separated = _PART.match(gap) if start else None
        lead = _LEAD.fullmatch(gap, separated.end() if separated else 0)
        if lead is None or (start and separated is None):
            return False
        leads.add(re.sub(r"\s+", "", lead.group("lead")).rstrip("是为:："))
        start = found.end
    if len(leads) > 1 or not _CLOSE.fullmatch(text, start):
        return False
    return any(
        _other(left, right) and not (several and not (left.unit and right.unit))
        for left, right in itertools.pairwise(quantities)
    )


def _other(left: WrittenNumber, right: WrittenNumber) -> bool:
    """Whether two figures are of other values: each in its unit (a unit left off is the other's)."""
    units = [resolve(found.unit or (right.unit if found is left else left.unit)) for found in (left, right)]
    if units[0] is None or units[1] is None:
        return left.value != right.value or (left.unit or "") != (right.unit or "")
    if units[0][0] != units[1][0]:
        return False  # figures of two dimensions: two parts, not rivals
    first, second = left.value * units[0][1], right.value * units[1][1]
    return abs(first - second) > _SAME * max(abs(first), abs(second))
