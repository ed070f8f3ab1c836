"""A set of letters chosen, then set against another set that shares some of them ("我选 ACD 而不是 AC",
"ABDE，不是 ABD"): the contrast denies only the letters the chosen set leaves out, never those it has just
chosen. Denying the whole second set read "我选 ACD 而不是 AC" as D alone; a set against a single option
("ACD 而不是 B"), or the same set twice, is read as before.
"""

from __future__ import annotations

from bank.grading.choice._alternatives import CONTRAST
from bank.grading.mentions._mentions import Mention


def against_chosen_set(text: str, chosen: Mention, mention: Mention) -> bool:
    """Whether ``mention`` is a set contrasted, right after it, with the set ``chosen`` that shares some of
    its letters."""
    return (
        len(chosen.labels) > 1
        and len(mention.labels) > 1
        and bool(chosen.labels & mention.labels)
        and chosen.labels != mention.labels
        and chosen.end <= mention.start
        and CONTRAST.match(text[chosen.end : mention.start]) is not None
    )
