"""The number of an answer's own part ("(1) 11.47M (2) 98.7%", "1) 11.47M 2) 98.7%", "1. 11.47M", "①11.47M",
which the text's normal form writes "(1) 11.47M"): a part number, never a figure of the answer.

"①11.47 ②98.7%" on seed000-31 (blind batch 86) had been read 111.47 and 298.7 %, the circled numeral
glued to the figure after it; typed with brackets ("(2) 5") the number was a figure of its own, which a
part whose value is 1 or 2 could take for its answer. A number is a part's only as a lone digit or two
with no unit, bracketed ("(1)") or closed by ")", "." or "、" (never "1.5", a figure), opening the answer
or after a space or a separator, with a figure of the answer after it.
"""

from __future__ import annotations

import re

from bank.grading.numbers._numbers import WrittenNumber

_OPENED = re.compile(r"(?:^|[\s,，;；:：])\(\s*$")
_BARE_OPENED = re.compile(r"(?:^|[\s,，;；:：])$")
_CLOSED = re.compile(r"\s*\)")
_BARE_CLOSED = re.compile(r"\s*[).、](?!\d)")


def part_numbers(text: str, quantities: list[WrittenNumber]) -> set[int]:
    """The starts of the ``quantities`` of ``text`` that number the answer's parts."""
    out: set[int] = set()
    for index, found in enumerate(quantities[:-1]):  # a part number has a figure after it
        if found.unit or not found.text.isdigit() or not 0 < int(found.text) <= 20:
            continue
        before = text[max(0, found.start - 4) : found.start]
        bracketed = _OPENED.search(before) and _CLOSED.match(text, found.end)
        if bracketed or (_BARE_OPENED.search(before) and _BARE_CLOSED.match(text, found.end)):
            out.add(quantities[index].start)
    return out
