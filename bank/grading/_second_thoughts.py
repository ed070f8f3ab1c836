"""A second thought said of the option just affirmed, in the clause after the affirmation: "A，D 也行，
但不选", "A；D 也行，但不确定", "A，D 也可以，可能", "A, D too, but not sure".

The clause names no option of its own, so what it says is said of the option before it: a refusal
("不选", "不过不勾", "but I won't pick it") or a doubt ("不确定", "拿不准", "not sure") leaves that
option out, as "AD，E 不确定" leaves E out; a tentative word ("可能", "maybe") keeps it open, as "A 和 D，
C 也许" does — never correct. Without this the affirmation alone ("D 也行" adds D) would choose it.
"""

from __future__ import annotations

import re
from typing import Literal

from bank.grading import _words as lexicon
from bank.grading._alternatives import TURNS_AWAY
from bank.grading._choice_clauses import CLAUSE
from bank.grading._choice_marks import POST_AFFIRM

Thought = Literal["out", "open"]

_FINE_TAIL = re.compile(r"(?:\s*(?:works?|would work|is fine|fine|is ok|ok|too|as well)\b)*", re.I)

# the affirmation's clause closing, then the turn and who speaks opening the next one
_NEXT_CLAUSE = re.compile(
    r"\s*(?:[吧啊呀啦的了]\s*)?[,，;；。.!！…]+\s*"
    rf"(?:{TURNS_AWAY.pattern})?\s*[,，]?\s*"
    r"(?:(?:我|i)\b|我)?\s*(?:还是|其实|也(?!许)|就|又|'d|would|will)?\s*",
    re.I,
)


def second_thought(after: str, *, last: bool) -> Thought | None:
    """What the clause after the mention's own affirming clause says of it (``after``: the text to the
    next mention; ``last``: no mention follows), or None when there is no such clause or it names
    another option ("D 也行，但不选 B 的话…" says "不选" of B)."""
    affirmed = POST_AFFIRM.match(after)
    if affirmed is None:
        return None
    said_fine = _FINE_TAIL.match(after, affirmed.end())  # "D also works", "D is fine too"
    following = _NEXT_CLAUSE.match(after, said_fine.end() if said_fine else affirmed.end())
    if following is None or following.start() == following.end():
        return None
    start = following.end()
    clause = CLAUSE.match(after, start)
    end = clause.end() if clause else start
    if end == len(after) and not last:
        return None  # the clause runs on to the next option: said of that one
    said = after[start:end]
    if _opens(said, lexicon.REFUSALS) or _opens(said, lexicon.DOUBTS):
        return "out"
    if _opens(said, lexicon.TENTATIVE) or _opens(said, lexicon.AGREEMENT_TAGS):
        return "open"  # "…，可能", "…，对吧": offered, not stated
    return None


def _opens(said: str, words: tuple[str, ...]) -> bool:
    return any(hit.start == 0 for hit in lexicon.find(said, words))
