"""A range the answer states for one figure ("粗估下来 460~470 GB 之间", "11.4~11.5M", "460 到 470 GB"):
one figure anywhere in the span, right only when the whole span lies within the part's tolerance (as
"460多 GB" is read, ``WrittenNumber.more``), and a hedge, wrong, when any of it does not; a reading to
confirm either way. "460~470 GB" on seed000-30 (blind batch 86) had been read 470 GB, left open.

Two figures are a range only when the link between them is a range's alone (~, 到, 至, a dash), the
first is the smaller and more than half the second (two figures far apart, "232~464 GB", "11.47 -
98.7%", are read as before: a hedge, or two parts), the first has no unit or the second's, and no
operator stands before the first or after the second ("1-11.47/860", "128-80=48" are calculations).
"""

from __future__ import annotations

import re
from dataclasses import replace

from bank.grading.numbers._numbers import WrittenNumber

_LINK = re.compile(r"\s*(?:~|〜|到|至|-|–|—)\s*")
_OPERATOR_BEFORE = re.compile(r"[-+×*/÷^=≈(]\s*$")
_OPERATOR_AFTER = re.compile(r"\s*[-+×*/÷^=≈)]")


def stated_ranges(text: str, quantities: list[WrittenNumber]) -> list[WrittenNumber]:
    """``quantities`` with each range of two of them ("460~470 GB") read as one figure and its span."""
    out: list[WrittenNumber] = []
    index = 0
    while index < len(quantities):
        found = quantities[index]
        following = quantities[index + 1] if index + 1 < len(quantities) else None
        if following is not None and _range(text, found, following):
            high = abs(following.value)  # "460 -470": the dash read as a sign is the range's link
            out.append(
                replace(
                    found,
                    unit=following.unit or found.unit,
                    end=following.end,
                    text=text[found.start : following.end].strip(),
                    final=found.final or following.final,
                    more=high - found.value,
                )
            )
            index += 2
            continue
        out.append(found)
        index += 1
    return out


def _range(text: str, low: WrittenNumber, high: WrittenNumber) -> bool:
    link = text[low.end : high.start]
    signed = high.value < 0 and text.startswith("-", high.start)
    if not (_LINK.fullmatch(link) or (signed and not link.strip())):
        return False
    if low.more or high.more or low.value <= 0 or not low.value < abs(high.value) < 2 * low.value:
        return False  # a span of one figure; "232~464 GB", "11.47 - 98.7%" are two figures, read as before
    if low.unit and (high.unit or "").lower() != low.unit.lower():
        return False  # "460 GB~470 MB": two sizes, no one span
    return not (_OPERATOR_BEFORE.search(text, 0, low.start) or _OPERATOR_AFTER.match(text, high.end))
