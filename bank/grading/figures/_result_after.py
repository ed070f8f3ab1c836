"""A figure the answer opens with, then another it states as its result ("464 GB，结果是 232 GB", "464
GB，最终 232 GB", "464 GB，我算的是 232"): the stated result is the candidate's answer.

The calculation reader takes a figure opening the answer as the one committed to, and the figures after
it as reasoning ("464 GB，每层 4.83 GB"); so a different result said after it in so many words was let go,
and an answer whose result was wrong was read as the opening figure — the key, to confirm. Only a lead
that names the result ("结果是", "答案是", "最终", "我算的是", "得到") or concludes ("所以", "最后",
"应该是"), right before a figure of another value (or unit: "464 Gb" is bits), overrules the opening; a
copula alone ("K 是 232 GB") or a conversion ("也就是 432 GiB") does not.
"""

from __future__ import annotations

import re

from bank.grading.numbers._numbers import WrittenNumber
from bank.grading.numbers._units import bit_symbol
from bank.grading.text import _lexicon as lexicon

_STATED = re.compile(
    rf"(?:(?:{lexicon.RESULT_NAMED})\s*(?:{lexicon.RESULT_HEDGED})?\s*(?:是|为|:|：)?|(?:{lexicon.RESULT_CONCLUDED})\s*(?:{lexicon.RESULT_HEDGED})?\s*(?:是|为)?)"
    r"\s*(?:约|大约|≈|~)?\s*$",
    re.I,
)


def stated_after_opening(text: str, candidates: list[WrittenNumber]) -> WrittenNumber | None:
    """The last figure after the opening one, of another value, that ``text`` states as its result; None
    when the answer opens with no figure or states no other result."""
    if len(candidates) < 2 or not candidates[0].leading:
        return None
    stated = [
        found
        for found in candidates[1:]
        if _another(found, candidates[0]) and _STATED.search(text, max(0, found.start - 16), found.start)
    ]
    return stated[-1] if stated else None


def _another(found: WrittenNumber, opening: WrittenNumber) -> bool:
    """``found`` is a figure other than ``opening``: another number, or the same number in another unit
    both name ("464 GB，答案是 464 MB"); a unit left off ("464 GB，结果是 464") restates the opening."""
    if found.value != opening.value:
        return True
    if found.unit and opening.unit and bit_symbol(found.unit) != bit_symbol(opening.unit):
        return True  # "464 GB，最终 464 Gb": gigabits, another unit than its case-blind name says
    return bool(found.unit and opening.unit and found.unit.casefold() != opening.unit.casefold())
