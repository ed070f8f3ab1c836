"""On a multiple choice, several options named together, opening a clause, and a doubt said of them at
once ("A、C 不确定", "D 不对，A 和 C 都没把握"): none of them is chosen. Read as the first of them chosen
and the last doubted once ("A、C 不确定": A), and with "都" as both chosen ("D 不对，A、C 都不确定": A、C).

Not a doubt kept ("A、C 不确定但也选": chosen, held open, as ``_mention_pass`` reads it), nor a doubt after
a pause ("A、C，不确定": the answer hedged, ``_set_doubted``), nor options named again after the doubt ("A、C
不确定，选 A、C": the later decision stands). Read on the text with every option written as its letters.
"""

from __future__ import annotations

import re
from dataclasses import replace

from bank.grading.choice._mention_pass import ChoiceReading
from bank.grading.choice._set_doubted import member_refused, set_doubted
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.grading.text._list_words import LETTER_RUN

_DOUBTED_TOGETHER = re.compile(
    r"(?:^|(?<=[,，;；。.!！?？]))\s*"
    r"(?P<letters>(?<![A-Za-z])[A-H]+"
    rf"(?:\s*(?:[、/&]|{alternation(lexicon.LETTER_LINKS_ALL)}|\band\b)?\s*[A-H]+)*)(?![A-Za-z])"
    rf"\s*(?:(?:{alternation(lexicon.DOUBTED_TOGETHER_BY)})\s*)*(?:{alternation(lexicon.DOUBTS)})",
    re.I,
)
_KEPT_ALL_THE_SAME = re.compile(
    rf"\s*[,，]?\s*(?:{alternation(lexicon.DOUBT_YET)})?\s*(?:{alternation(lexicon.DOUBT_KEPT)})"
)


def doubted_together(lettered: str) -> set[str]:
    """The options ``lettered`` names together and doubts at once, never named again after the doubt."""
    doubted: set[str] = set()
    for found in _DOUBTED_TOGETHER.finditer(lettered):
        letters = set(re.findall(r"[A-H]", found.group("letters").upper()))
        if len(letters) < 2 or _KEPT_ALL_THE_SAME.match(lettered, found.end()):
            continue
        later = {letter for token in LETTER_RUN.findall(lettered, found.end()) for letter in token}
        doubted |= letters - later
    return doubted


def left_out(lettered: str, reading: ChoiceReading) -> ChoiceReading:
    """``reading`` less the options doubted together (none of them chosen)."""
    doubted = doubted_together(lettered) & reading.letters
    if doubted:
        return replace(reading, letters=reading.letters - doubted)
    return set_doubted(lettered, reading)  # "A、C，不确定": the whole set doubted, held open


def refused(lettered: str) -> bool:
    """Whether ``lettered`` is a set, a pause and one more option doubted, then refused, after a comma too
    ("B D，C 不确定，不选"): the refusal is that option's, no closing cross-out of the set (``_choice``)."""
    return member_refused(lettered) is not None
