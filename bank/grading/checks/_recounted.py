"""An option said to count after a correction ("ACD. wait D counts", "ABD。等等，D 算"), or one option said
to be right ("ACD。不对，D 对"): the candidate says D is in, not that A and C are out, nor that D is all;
the reader took the correction for the whole answer and read D alone. Whether the set before it stands
is not known: such a reading asks again. "Only" said ("wait, only D counts") names the whole answer, and
"also" ("D counts too", "D 也算") adds to the set: both are read as before.
"""

from __future__ import annotations

import re

from bank.grading.choice._choice_mentions import find_mentions
from bank.grading.mentions._choice_marks import takes_back
from bank.grading.mentions._mentions import prepare
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

# the clause closing right after the word ("D 算", not "D 算了", a give-up, nor "D counts for X")
_COUNTED = re.compile(rf"\s*(?:{alternation(lexicon.COUNTED_IN)})\s*(?:[,，;；。.!！…]|$)", re.I)
# ... or said right, of one option; the correction apart from the set ("ACD。不对，D 对"), not a verdict glued
# to the option before ("B 不对，D 对": B wrong, D right, read as it is)
_RIGHT = re.compile(rf"\s*(?:{alternation(lexicon.COUNTED_RIGHT)})\s*(?:[,，;；。.!！…]|$)", re.I)
_GLUED_VERDICT = re.compile(rf"\s*(?:{lexicon.GLUED_DENIAL})", re.I)
_ONLY = re.compile(rf"{alternation(lexicon.ONLY)}|\bonly\b", re.I)


def recounted(text: str, chosen: tuple[str, ...] | list[str], options: dict[str, str], stem: str) -> bool:
    """Whether the reading is only the options said to count after a correction of a set named before."""
    prepared, code = prepare(text)
    mentions, _ = find_mentions(prepared, code, options, stem)
    for index in range(1, len(mentions)):
        gap = prepared[mentions[index - 1].end : mentions[index].start]
        if not takes_back(gap) or _ONLY.search(gap):
            continue
        named = frozenset().union(*(m.labels for m in mentions[index:]))
        before = frozenset().union(*(m.labels for m in mentions[:index]))
        right = len(named) == 1 and not _GLUED_VERDICT.match(gap) and _RIGHT.match(prepared, mentions[-1].end)
        if set(chosen) == named and before - named and (_COUNTED.match(prepared, mentions[-1].end) or right):
            return True
    return False
