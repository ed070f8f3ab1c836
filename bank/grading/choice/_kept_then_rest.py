"""On a multiple choice asking what holds, options named first and kept — praised ("C 不错"), chosen too
("E 也选") or doubted but chosen all the same ("E 存疑但也选") — then the rest chosen ("其余都选"): those
options and the rest, every option; held open (hedged) where the doubt was said. Read as the first
option alone once ("C 不错，其余都选": C), the rest lost.

What is said of them must say nothing else: a denial ("C 不对，其余都选") sets them apart
(``_choice``'s denied-then-rest), a doubt alone ("E 存疑，其余都选") or a doubt closed by leaving out
("存疑不选") is not this, and a rest denied or left unchosen ("其余都不选") is no such answer. Read on the
text with every option written as its letters.
"""

from __future__ import annotations

import re

from bank.grading.choice._set_apart import THE_REST
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_KEPT_THEN_REST = re.compile(
    r"^\s*([A-H](?:\s*(?:[、和与/]|\band\b)?\s*[A-H])*)\s*"
    r"(?P<said>(?-i:[^A-H,，;；。])+?)\s*[,，;；]\s*"
    + THE_REST
    + rf"(?:{alternation((*lexicon.REST_FINE, *lexicon.REST_AFFIRMED))})[\s。.!！]*$",
    re.I,
)
_KEPT = re.compile(
    rf"(?:{alternation(lexicon.KEPT_ADVERBS)})*\s*"
    rf"(?:{alternation((*lexicon.PRAISES, *lexicon.KEPT_SAID))})(?:的)?"
)
_DOUBTED_KEPT = re.compile(
    rf"(?:{alternation(lexicon.DOUBTS)})\s*[,，]?\s*(?:{alternation(lexicon.DOUBT_YET)})?\s*"
    rf"(?:{alternation(lexicon.DOUBT_KEPT)})"
)


def kept_then_rest(lettered: str, labels: set[str]) -> bool | None:
    """Every option is the answer when ``lettered`` keeps the options it names, then chooses the rest:
    whether that is held open (a doubt said of those kept); None when it is no such answer."""
    found = _KEPT_THEN_REST.match(lettered)
    if found is None or not set(re.findall(r"[A-H]", found.group(1).upper())) <= labels:
        return None
    said = found.group("said").strip()
    if _KEPT.fullmatch(said):
        return False
    return True if _DOUBTED_KEPT.fullmatch(said) else None
