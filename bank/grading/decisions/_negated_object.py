"""A negation right after an option that takes the next option as its object: in "选 B 不选 A" and
"B 不是 A" the "不选" / "不是" is said of A, the option after it, not of B before it. And a negation
after an option joined to a word the reader does not take for an option ("scan 和 dot 都不是") is said
of both: the option is denied with it, never left standing as the one chosen."""

from __future__ import annotations

import re
from collections.abc import Sequence

from bank.grading.mentions._choice_marks import POST_NEGATION
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

# the negation ends in a verb that takes an object ("不选", "不是", "不要", "而非"), and nothing but
# spaces lies between it and the next option
_TAKES_AN_OBJECT = re.compile(rf"(?:{alternation(lexicon.TAKING_OBJECT)})\s*$")


def negates_the_next(after: str, negation: re.Match[str], *, later: Sequence[str]) -> bool:
    """Whether the post-negation ``negation``, matched at the start of ``after`` (the gap up to the next
    option), is said of that next option. ``later`` are the gaps after the options that follow (the last
    the text's tail; none after the last option): where each is a lone denial too and the run closes on
    one, the denials are each said of the option before it ("B 不是 C 不是 D 不是")."""
    return (
        bool(later)
        and not after[negation.end() :].strip()
        and bool(_TAKES_AN_OBJECT.search(negation.group(0)))
        and not _closes_on_a_denial(later)
    )


# what may follow the denial closing a run ("D 不是，…", "D 不是 → A", "D 不是吧"): a pause, an arrow or
# closing particles, so that the denial has nothing after it to be said of
_RUN_CLOSED = re.compile(r"\s*(?:[,，;；。.!！…\n]|→|->|=>|⇒|[吧啊呀了呢嘛哦吗么?？~～\s]+$)")


def _closes_on_a_denial(gaps: Sequence[str]) -> bool:
    """Whether ``gaps`` (each between two options, the last the text's tail) are each a lone denial and
    the run ends on one with nothing after it but a pause: "B 不是 C 不是 D 不是" denies B, C and D in
    turn, as "B 不是，C 不是，D 不是" does; "是 B 不是 C 不是 D" (no closing denial) and "B 不是 C 吗"
    are left as they read."""
    for index, gap in enumerate(gaps):
        said = POST_NEGATION.match(gap)
        if said is None:
            return False
        rest = gap[said.end() :]
        if not rest.strip():
            if index == len(gaps) - 1:
                return True  # the text's tail: the run closes on a denial
            continue
        return _RUN_CLOSED.match(rest) is not None
    return False


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
