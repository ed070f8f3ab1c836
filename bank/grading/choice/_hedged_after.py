"""An alternative offered after the option, naming no other ("约 48，也可能一半", "48，或者更少", "48，说不
定 2 倍"): a hedge with the figure, never a commitment to it.

On a single choice, an alternative naming another option ("48，也可能 32") was read as a hedge; one
naming none was dropped and the option read, to confirm. Where a word offering an alternative
(``HEDGED_AFTER``) follows the last mention of the options read, with something said after it and no
option named after it, the answer is asked again; "或者说" (a restatement), a reason ("也许是因为…")
or a truth word ("也许是对的") keep it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bank.grading.choice._choice_mentions import options_named
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.model import Question, QuestionType

_HEDGE = re.compile(
    rf"(?:{alternation(lexicon.HEDGED_AFTER)})\s*(?!是?\s*(?:{lexicon.HEDGED_AFTER_NOTHING_ELSE}))"
    r"(?P<offered>[^\s,，;；。.!！?？)）]+)",  # something offered: not a bracket closing ("B（A 也许）")
    re.I,
)


def hedged_after(question: Question, text: str, read: Iterable[str]) -> bool:
    """Whether an alternative naming no option follows the options read (see the module)."""
    read = set(read)
    if not read or question.type is not QuestionType.SINGLE:  # one answer committed to, or a hedge
        return False
    prepared, mentions = options_named(question, text)
    mine = [mention for mention in mentions if mention.labels & read]
    if not mine:
        return False
    last = max(mention.end for mention in mine)
    for found in _HEDGE.finditer(prepared, last):
        if not any(mention.start >= found.start() for mention in mentions):
            return True
    return False
