"""A share said of what is kept, used or added, on a part that asks what is saved ("11.47M，只剩 98.7%",
"压缩到 98.7%", "98.7% of the original size", "多用 98.7%"): the figure is the saving's, the meaning its
opposite (what is left is 1.3 %). Read as the part's figure it turned a wrong answer right, for
confirmation of a reading ("98.7%") that no longer says what was said; it is not that part's figure.
"""

from __future__ import annotations

import re

from bank.grading.numbers._numbers import WrittenNumber
from bank.grading.text import _lexicon as lexicon

_SAVING_PART = re.compile(lexicon.SAVING_PARTS, re.I)  # asked of the part's label and of the clause
_CLAUSE_START = re.compile(r".*[,，;；。!！?？\n]", re.S)
_KEPT_BEFORE = re.compile(rf"(?:{lexicon.KEPT_SHARE_BEFORE})[^,，;；。!！?？\d]{{0,8}}$", re.I)
_KEPT_AFTER = re.compile(rf"\s*(?:{lexicon.KEPT_SHARE_AFTER})", re.I)
_LESS = re.compile(lexicon.KEPT_SHARE_LESS, re.I)


def kept_share(text: str, found: WrittenNumber, label: str) -> bool:
    """Whether ``found``, a candidate for the part labelled ``label``, is said to be what is kept."""
    if not label or not _SAVING_PART.search(label):
        return False
    start = _CLAUSE_START.match(text, 0, found.start)
    head = text[start.end() if start else 0 : found.start]
    if _SAVING_PART.search(head) or _LESS.match(text, found.end):
        return False  # "…，节省了 1 − 1.3% = 98.7%", "uses 98.7% less": the share saved after all
    return bool(_KEPT_BEFORE.search(head) or _KEPT_AFTER.match(text, found.end))
