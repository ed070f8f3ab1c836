"""An option tried with a question particle and then another named bare ("48 呢，64", "64 呢，48", "A 吗？
B"): the candidate weighs one against the other and closes on neither; which is meant is theirs to say.

The choice reader took the last named (or, after "吗", the first) as the one chosen, to confirm. Where an
option is named with "呢", "吗" right after it and, after a pause, another option and nothing more but a
particle in that clause, the answer is asked again. A word after the pause ("48 呢，不，64", "48 呢，最后选
64", "48 呢，就 64 吧") is a decision or a hedge of its own, read as before; the same option named again
("48 呢？48") is the one tried, answered. The words are ``_lexicon``'s.
"""

from __future__ import annotations

import itertools
import re

from bank.grading.choice._choice_mentions import options_named
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.model import Question

_TRIED = re.compile(rf"\s*(?:{alternation(lexicon.TRIED_PARTICLES)})\s*[,，;；?？。.…!！~\s]+")
_BARE_AFTER = re.compile(rf"\s*(?:{alternation(lexicon.TRIED_CLOSINGS)})*\s*(?:[,，;；。.…!！~\n]|$)")


def tried_then_another(question: Question, text: str) -> bool:
    """Whether ``text`` tries an option with a question particle and then names another bare."""
    prepared, mentions = options_named(question, text)
    for tried, other in itertools.pairwise(mentions):
        pause = _TRIED.match(prepared, tried.end)
        if pause is None or pause.end() != other.start or other.labels == tried.labels:
            continue
        if _BARE_AFTER.match(prepared, other.end):
            return True
    return False
