"""A number opening the answer as a label ("1) D", "(3) D", "1. D") on a choice whose options are figures:
the label numbers the answer, or it is an option's figure said with another; which is not known. The
reading took both ("1) D" read A、D where A is 1): an option named only by such a label, beside another
option, asks again. An answer that names the label's option again ("1) 1", "1) A") reads as before:
either way it names that option.
"""

from __future__ import annotations

import re

from bank.grading.choice._choice_mentions import find_mentions
from bank.grading.mentions._mentions import prepare

# a figure closed by a bracket, or bracketed, or closed by a stop before a space ("1. D", never "1.5")
_LABEL = re.compile(r"^\s*(?:[(（]\s*(?P<inner>\d{1,2})\s*[)）]|(?P<closed>\d{1,2})\s*(?:[)）]|\.(?=\s)))")


def labelled_apart(
    text: str, chosen: tuple[str, ...] | list[str], options: dict[str, str], stem: str
) -> bool:
    """Whether an option read as chosen is named only by a number labelling the answer, beside another."""
    prepared, code = prepare(text)
    label = _LABEL.match(prepared)
    if label is None or len(chosen) < 2:
        return False
    figure = label.start("inner") if label.group("inner") else label.start("closed")
    mentions, _ = find_mentions(prepared, code, options, stem)
    labelled = [m for m in mentions if m.start <= figure < m.end]
    named = frozenset().union(*(m.labels for m in labelled))
    elsewhere = frozenset().union(*(m.labels for m in mentions if m not in labelled))
    return bool(named & set(chosen) - elsewhere) and bool(elsewhere & set(chosen))
