"""A negation right after an option that takes the next option as its object: in "选 B 不选 A" and
"B 不是 A" the "不选" / "不是" is said of A, the option after it, not of B before it. And a negation
after an option joined to a word the reader does not take for an option ("scan 和 dot 都不是") is said
of both: the option is denied with it, never left standing as the one chosen."""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

# the negation ends in a verb that takes an object ("不选", "不是", "不要", "而非"), and nothing but
# spaces lies between it and the next option
_TAKES_AN_OBJECT = re.compile(rf"(?:{alternation(lexicon.TAKING_OBJECT)})\s*$")


def negates_the_next(after: str, negation: re.Match[str], *, last: bool) -> bool:
    """Whether the post-negation ``negation``, matched at the start of ``after`` (the gap up to the next
    option), is said of that next option."""
    return (
        not last and not after[negation.end() :].strip() and bool(_TAKES_AN_OBJECT.search(negation.group(0)))
    )


# the option joined to one more name, then the rest of the clause ("scan 和 dot 都不是", "psum、dot 不行");
# a name compared with a figure, or a bare comparison or figure, is one too ("任意 mask 和 >256 不行",
# "… 和 head_dim>256 都不支持": a piece of an option's text the reader did not take for it)
_JOINED_NAME = re.compile(
    rf"\s*(?:{alternation(lexicon.LIST_JOINS)}|、|\band\b|&)\s*"
    r"(?:(?:[A-Za-z_][\w.\-]*)?\s*[<>≤≥]=?\s*\d[\w.]*|\d[\w.]*|[A-Za-z_][\w.\-]*)\s*",
    re.I,
)


def denied_with(after: str, negation: re.Pattern[str]) -> re.Match[str] | None:
    """The negation said of the option and the name joined to it, when ``after`` opens on such a name."""
    joined = _JOINED_NAME.match(after)
    return negation.match(after[joined.end() :]) if joined else None
