"""Options named under two appeals to readings of the question ("按题意 B，按字面 A", "按出题人的意思
B，按常识 A", "strictly speaking B, as intended A"): two answers for two readings, a hedge, however the
appeal to the question's intent alone chooses ("题目有歧义，不过按题意 A" chooses A). Each appeal governs
the options its clause names after it; two appeals naming the same option ("严格说 A 有问题，但按题意还是
A") choose it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bank.grading.mentions._mentions import Mention
from bank.grading.text import _words as words

_PAUSE = re.compile(r"[,，;；。!！?？\n]")


def readings_apart(text: str, mentions: Sequence[Mention]) -> bool:
    """Whether two appeals to readings in ``text`` each name options after them in their clause, and
    not the same ones."""
    named: list[frozenset[str]] = []
    for hit in words.find(text, words.READING_APPEALS):
        end = _PAUSE.search(text, hit.end)
        stop = end.start() if end else len(text)
        labels = frozenset(
            label for mention in mentions if hit.end <= mention.start < stop for label in mention.labels
        )
        if labels:
            named.append(labels)
    return len(set(named)) > 1
