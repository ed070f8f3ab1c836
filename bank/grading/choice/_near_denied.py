"""An option come near and denied in one breath ("接近 48 但不是", "48 左右，不过不是 48", "close to 48 but
not quite"): the candidate says the answer is not that option.

The choice reader took the option named as the one chosen, to confirm. Where every mention of the options
read is followed, a few words at most after it, by a contrast and a denial that close the clause — nothing
after them but a pointer or the option again ("但不是它", "但不是 48") — the answer is asked again. A denial
of something else ("48，但不是因为显存", "48 但不是 64") keeps the reading.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bank.grading.choice._choice_mentions import options_named
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.model import Question

_DENIED = re.compile(
    rf"[^\d,，;；。!！?？\n]{{0,6}}?[,，]?\s*(?:{alternation(lexicon.NEAR_DENIED_CONTRASTS)})\s*"
    rf"(?:{alternation(lexicon.NEAR_DENIED_DENIALS)})\s*(?:{alternation(lexicon.NEAR_DENIED_POINTERS)})?\s*",
    re.I,
)
_CLOSES = re.compile(r"\s*[了吧啊呀哦]*\s*(?:[,，;；。.!！\n]|$)")


def near_denied(question: Question, text: str, read: Iterable[str]) -> bool:
    """Whether every mention of an option read (``read``) is denied right after it (see the module)."""
    read = set(read)
    if not read:
        return False
    prepared, mentions = options_named(question, text)
    mine = [index for index, mention in enumerate(mentions) if mention.labels & read]
    if not mine:
        return False
    denied: set[int] = set()
    for index in mine:
        if index in denied:
            continue  # the option said again after its denial ("但不是 48")
        mention = mentions[index]
        found = _DENIED.match(prepared, mention.end)
        if found is None:
            return False
        end = found.end()
        following = mentions[index + 1] if index + 1 < len(mentions) else None
        if following is not None and following.start == end and following.labels == mention.labels:
            denied.add(index + 1)
            end = following.end
        if not _CLOSES.match(prepared, end):
            return False
    return True
