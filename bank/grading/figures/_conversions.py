"""A figure converted into another unit ("464 GB，换成 GiB 是 432"): the conversion restates the
answer in the new unit; it takes nothing back. "换成" / "改成" before a unit name is therefore no
correction word, although "换成 232GB" (before a figure) still is one.
"""

from __future__ import annotations

import re

from bank.grading.numbers._units import UNIT_PATTERN
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_CONVERSION = re.compile(
    rf"(?:{alternation(lexicon.CONVERTING)})\s*(?:以\s*)?(?:{UNIT_PATTERN})(?![A-Za-z])",
    re.I,
)


def without_conversions(text: str) -> str:
    """``text`` with each conversion into a unit blanked, at the same length (positions stay)."""
    return _CONVERSION.sub(lambda match: " " * len(match.group(0)), text)
