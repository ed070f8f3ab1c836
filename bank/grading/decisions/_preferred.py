"""An option preferred to what came before it: "…，但是 B 更对", "…, but D is better".

Read by ``_alternatives``, which settles the clauses of an answer: a last clause that turns from what
came before ("但是", "but") to one option it only prefers decides a single choice.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bank.grading.decisions._decision_lead import CLAUSE_BREAK, TRAILING
from bank.grading.mentions._mentions import Mention
from bank.grading.text import _lexicon as lexicon

TURN = re.compile(rf"(?:{lexicon.PREFERENCE_TURNS})[\s,，]*", re.I)


PREFERRED = re.compile(  # "…，但是 B 更对": the option after the turn preferred to what came before
    rf"\s*(?:{lexicon.PREFERRED})"
    r"\s*[.。!！吧]?\s*$",
    re.I,
)


def preferred_last(text: str, mentions: Sequence[Mention]) -> set[str] | None:
    """The last option, when it opens a clause of its own that only prefers it ("…，A 更对") and
    another option was named before it."""
    if len(mentions) < 2 or not PREFERRED.match(text, mentions[-1].end):
        return None
    last = mentions[-1]
    breaks = list(CLAUSE_BREAK.finditer(text, mentions[-2].end, last.start))
    lead = text[breaks[-1].end() : last.start] if breaks else None
    if lead is None or TRAILING.sub("", TURN.sub("", lead)).strip():
        return None
    return set(last.labels) if any(m.labels != last.labels for m in mentions[:-1]) else None


# "prefer C to B", "I'd prefer C over B": the first option preferred to the second, in one clause
_PREFER_BEFORE = re.compile(r"\bprefer(?:s|red)?\s*(?:option\s*)?$", re.I)
# the preference denied, or said of someone else: "I'd never prefer", "I don't prefer", "nobody should"
_DENIED_PREFERENCE = re.compile(
    r"\b(?:never|not|n't|no one|nobody|hardly|wouldn'?t|won'?t|don'?t|doesn'?t|didn'?t|shouldn'?t|"
    r"someone|some people|others?|they)\b[^,，;；。.!！?？\n]*\bprefer(?:s|red)?\s*(?:option\s*)?$",
    re.I,
)
_PREFER_BETWEEN = re.compile(r"\s*(?:to|over|rather than)\s*(?:option\s*)?", re.I)


def preferred_to(text: str, mentions: Sequence[Mention]) -> set[str] | None:
    """The option preferred to the one after it ("prefer C to B"), when the answer names only those."""
    if len(mentions) != 2 or mentions[0].labels == mentions[1].labels:
        return None
    first, second = mentions
    if not _PREFER_BEFORE.search(text, 0, first.start):
        return None
    if _DENIED_PREFERENCE.search(text, 0, first.start):  # "I'd never prefer B to A": no preference
        return None
    if not _PREFER_BETWEEN.fullmatch(text, first.end, second.start):
        return None
    return set(first.labels) if not text[second.end :].strip(" .。!！") else None
