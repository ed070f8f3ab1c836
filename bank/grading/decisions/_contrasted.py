"""An option's content denied of another option, as a contrast: "A 开的是 max-autotune 不是
reduce-overhead" says that A is not B's content; it does not rule B out. Read that way only when the
clause opens with a letter, the content just before the 不是 is that same letter's own, and the content
denied belongs to one other option: the denial is then neither a choice nor a ruling-out of it.
"""

from __future__ import annotations

import re

from bank.grading.mentions._mentions import Mention
from bank.grading.text._text import CLAUSE

_CONTRAST = re.compile(r"\s*(?:而)?不是\s*")


def contrasted(text: str, mentions: list[Mention]) -> set[int]:
    """The indices of the mentions denied, as a contrast, of the letter their clause opens with."""
    return {index for index in range(len(mentions)) if denied_of_another(text, mentions, index)}


def denied_of_another(text: str, mentions: list[Mention], index: int) -> bool:
    """Whether mention ``index`` is a content denied, as a contrast, of the letter its clause opens with."""
    if index < 2 or mentions[index].kind == "letter" or len(mentions[index].labels) != 1:
        return False
    own = mentions[index - 1]
    if own.kind == "letter" or own.labels & mentions[index].labels:
        return False
    if not _CONTRAST.fullmatch(text, own.end, mentions[index].start):
        return False
    subject = next(
        (m for m in reversed(mentions[: index - 1]) if m.kind == "letter" and m.labels == own.labels), None
    )
    if subject is None:
        return False
    clause = CLAUSE.match(text, subject.end)
    return (
        clause is not None
        and clause.end() >= mentions[index].end
        and not any(m.kind == "letter" for m in mentions[mentions.index(subject) + 1 : index])
    )
