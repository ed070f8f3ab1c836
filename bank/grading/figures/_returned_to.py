"""A figure said, then a turn back to a figure after it ("232 GB，不对，×2 = 464 GB，不过还是 232",
"464 GB，但还是 232 GB"): the turn may return to the earlier figure or say the later one still holds
beside it; reading the one before the turn, or either alone, could turn a wrong answer right, so which
is meant is unsaid and asked again. A turn with no figure after it ("464 GB，不过要看 batch") is a remark.
"""

from __future__ import annotations

import re

from bank.grading.numbers._numbers import WrittenNumber
from bank.grading.text import _words as lexicon

_RETURN = re.compile(lexicon.FIGURE_RETURNS, re.I)


def returned_to(text: str, quantities: list[WrittenNumber]) -> bool:
    """Whether ``text`` turns back to a figure after one of ``quantities`` (see the module)."""
    return any(any(found.end <= turn.start() for found in quantities) for turn in _RETURN.finditer(text))
