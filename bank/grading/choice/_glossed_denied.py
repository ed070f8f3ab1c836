"""An option's letter glossed by English words, then a Chinese denial ("D micro batch 肯定不是", "Ⓒ
warmup lr 不行，Ⓓ gather 才对", "B（micro batch）不对"): the letter names the option, the words after it
only say which it is (right or not: "micro batch" is A's, yet "D micro batch" names D), and the denial
closing the gloss is said of the option. Read with the gloss in the way, the denial had no option
before it and "B micro batch 肯定不是" read as a choice of B.

A gloss is one to three Latin words or identifiers, bare or in brackets, none of them a word of a
sentence of its own ("D is 不对", "B not sure", ``GLOSS_SENTENCE_WORDS``), and a Chinese word follows it.
"""

from __future__ import annotations

import re

from bank.grading.mentions._choice_marks import POST_NEGATION
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_WORD = r"[A-Za-z][\w.\-]*"
_GLOSS = re.compile(
    rf"\s*(?:[（(]\s*{_WORD}(?:\s+{_WORD}){{0,2}}\s*[）)]|{_WORD}(?:\s+{_WORD}){{0,2}})\s*(?=[\u4e00-\u9fff])"
)
_SENTENCE_WORD = re.compile(rf"\b(?:{alternation(lexicon.GLOSS_SENTENCE_WORDS)})\b", re.I)


def glossed_denial(after: str) -> re.Match[str] | None:
    """The denial closing a gloss that opens ``after`` (the text after an option's letter), or None."""
    gloss = _GLOSS.match(after)
    if gloss is None or _SENTENCE_WORD.search(gloss.group(0)):
        return None
    return POST_NEGATION.match(after[gloss.end() :])
