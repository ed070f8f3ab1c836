"""An option named after a denial and followed by "也" / "同样" ("A 不对；C 也是线性的", "B 错了，D 同样
只管整图"): what is said of it is said as of the option denied before it, so it is neither the
correction of that denial nor a choice. Followed by an affirmation ("C 也对", "D 同样可以选") it is
affirmed or added ("B 也要"), and read as before.
"""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_SAME = alternation(lexicon.ALSO_SAME)
_ALSO = re.compile(rf"^\s*(?:{_SAME})")
_AFFIRMED = re.compile(
    rf"^\s*(?:{_SAME})\s*(?:{alternation(lexicon.ALSO_MODALS)})?\s*(?:是)?\s*(?:{alternation(lexicon.ALSO_AFFIRMED)})"
)
_DENIAL_BEFORE = re.compile(rf"(?:{alternation(lexicon.DENIED_BEFORE_ALSO)})\s*[,，;；。.!！]*\s*$", re.I)


def said_as_of_the_denied(before: str, after: str, *, previous_denied: bool) -> bool:
    """Whether a mention with ``before`` and ``after`` around it shares a denial said just before it."""
    return (
        bool(_ALSO.match(after))
        and not _AFFIRMED.match(after)
        and (previous_denied or _DENIAL_BEFORE.search(before) is not None)
    )
