"""An option named after a denial and followed by "也" / "同样" ("A 不对；C 也是线性的", "B 错了，D 同样
只管整图"): what is said of it is said as of the option denied before it, so it is neither the
correction of that denial nor a choice. Followed by an affirmation ("C 也对", "D 同样可以选") it is
affirmed or added ("B 也要"), and read as before.
"""

from __future__ import annotations

import re

_ALSO = re.compile(r"^\s*(?:也|同样|一样|亦)")
_AFFIRMED = re.compile(
    r"^\s*(?:也|同样|一样|亦)\s*(?:都|要|得|能)?\s*(?:是)?\s*(?:对|正确|可以|可行|行|没错|没问题|成立|要选|选|算|要|需要|包括|加上)"
)
_DENIAL_BEFORE = re.compile(
    r"(?:不对|不行|不正确|错了|错的|错误|错|不是|wrong|incorrect)\s*[,，;；。.!！]*\s*$", re.I
)


def said_as_of_the_denied(before: str, after: str, *, previous_denied: bool) -> bool:
    """Whether a mention with ``before`` and ``after`` around it shares a denial said just before it."""
    return (
        bool(_ALSO.match(after))
        and not _AFFIRMED.match(after)
        and (previous_denied or _DENIAL_BEFORE.search(before) is not None)
    )
