"""A negation right after an option that takes the next option as its object: in "选 B 不选 A" and
"B 不是 A" the "不选" / "不是" is said of A, the option after it, not of B before it."""

from __future__ import annotations

import re

# the negation ends in a verb that takes an object ("不选", "不是", "不要", "而非"), and nothing but
# spaces lies between it and the next option
_TAKES_AN_OBJECT = re.compile(r"(?:选|是|要|非)\s*$")


def negates_the_next(after: str, negation: re.Match[str], *, last: bool) -> bool:
    """Whether the post-negation ``negation``, matched at the start of ``after`` (the gap up to the next
    option), is said of that next option."""
    return (
        not last and not after[negation.end() :].strip() and bool(_TAKES_AN_OBJECT.search(negation.group(0)))
    )
