"""On a true/false question, the claim's width or number format said not to be it and another put in its
place ("不是 8bit 是 fp16 吧" of "…量化常数再量化为 8-bit"): the claim denied, false, to confirm.

Only an answer that is that and no more (a particle after it at most): the value denied must be one the
claim names, the one put in its place one it does not, and both of the same kind (a width or a format,
``_object_denied``'s). "不是 fp16 是 8bit" of that claim says it right (the value denied is not the
claim's) and is not read here; nor is a reason, a turn or a doubt after it.
"""

from __future__ import annotations

import re

from bank.grading.text._lexicon import NOT_SO, VALUE_REPLACED_CLOSES, WIDTH_NAMED, alternation
from bank.grading.text._text import normalise

_WIDTH = re.compile(WIDTH_NAMED, re.I)
_ONE = re.sub(r"\(\?P<\w+>", "(?:", WIDTH_NAMED)  # a width or a format, its groups unnamed: said twice below
_REPLACED = re.compile(
    rf"^\s*(?:{alternation(NOT_SO)})\s*(?P<denied>{_ONE})\s*[,，]?\s*(?:而)?是\s*(?P<put>{_ONE})"
    rf"\s*(?:{alternation(VALUE_REPLACED_CLOSES)})?[\s。.!！]*$",
    re.I,
)


def _width(found: str) -> str:
    match = _WIDTH.search(found)
    if match is None:  # pragma: no cover - the pattern found it
        return found.casefold()
    return (match["format"] or "").casefold() or f"{match['bits']}bit"


def value_replaced(answer: str, claim: str) -> bool | None:
    """False when the answer puts another width or format in place of the claim's (see the module), else
    None."""
    found = _REPLACED.match(normalise(answer))
    if found is None:
        return None
    named = {_width(match.group(0)) for match in _WIDTH.finditer(normalise(claim))}
    denied, put = _width(found["denied"]), _width(found["put"])
    return False if denied in named and put not in named else None
