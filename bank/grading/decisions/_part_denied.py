"""A part of an option said not to exist or to be wrong: "A/B 的 deterministic 参数压根不存在",
"C 的写法是错的", "D 的那个 flag 根本不存在". The option is ruled out, never chosen: said of it, the
denial reads as POST_NEGATION's does. A part that is a fault or a lack ("B 的问题不存在", "A 的缺点不存在")
praises the option by its absence and rules nothing out.
"""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_PART_DENIED = re.compile(
    r"^\s*的\s*(?P<part>[^,，;；。.!！?？、/\n]{1,24}?)\s*"
    rf"(?:(?:{alternation(lexicon.PART_ADVERBS)})\s*)*(?:{alternation(lexicon.PART_DENIALS)})"
    # closing its clause: not "不存在吗", "是错的吗", a question
    r"(?=\s*(?:[了吧啊呢哦呀。.!！,，;；…)）\n]|$))",
    re.I,
)
_FAULT = re.compile(alternation(lexicon.PART_FAULTS), re.I)


def part_denied(after: str) -> re.Match[str] | None:
    """The denial of a part of the option just named, opening ``after`` (the text after it); None when
    there is none or the part is a fault whose absence praises the option."""
    denial = _PART_DENIED.match(after)
    if denial is None or _FAULT.search(denial.group("part")):
        return None
    return denial
