"""Options named by their place and then by letters that are other options: "后两个：AB" (the last two
are C and D), "前三个，ABD" (the first three are A, B and C).

The letters restate the place, and they disagree: the candidate meant one of the two, and the reader
cannot tell which. Read together the two named every option, and on a question keyed with all of them
the answer was graded right. Asked again now, never the union of the two, nor either alone. Letters
that restate the place ("前三个：ABC") read as before.
"""

from __future__ import annotations

import re

from bank.grading.mentions._mentions import Mention

_RESTATING = re.compile(r"[\s:：,，、=是即]*")  # what may stand between the place and its letters


def places_apart(text: str, mentions: list[Mention]) -> frozenset[str]:
    """The options in dispute when a mention by place is followed, with nothing but a pause or "是"
    between, by letters naming other options (see the module); else none."""
    for index, mention in enumerate(mentions[:-1]):
        if mention.kind != "ordinal":
            continue
        letters: set[str] = set()
        end = mention.end
        for following in mentions[index + 1 :]:
            if following.kind != "letter" or not _RESTATING.fullmatch(text[end : following.start]):
                break
            letters |= following.labels
            end = following.end
        if letters and letters != mention.labels:
            return frozenset(letters ^ mention.labels)
    return frozenset()
