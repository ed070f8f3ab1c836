"""The words that lead to an option in a clause of its own: where a clause breaks, whether the words
before an option end in a decision ("所以只能是", "我选"), and whether an "or" word said inside a clause
about one option offers a second one (``_alternatives`` and the mention pass ask both)."""

from __future__ import annotations

import re

from bank.grading import _words as lexicon

CLAUSE_BREAK = re.compile(  # "B 和 C 里我选 C": "among" closes the options a decision chooses from
    r"[,，;；。.!！?？:：…\n]|→|->|=>|\bbut\b|但是?|不过|(?:里|之中|当中|之间)(?=\s*(?:我|就|还是|选))|\bamong\b"
)
TRAILING = re.compile(r"(?:\s|选项|option|the|是|is|:|：)*$", re.I)


def clause_lead(text: str, end: int, since: int) -> str:
    """The words of ``end``'s clause before it: from the last clause break between ``since`` and
    ``end``, else from ``since``."""
    breaks = list(CLAUSE_BREAK.finditer(text, since, end))
    return text[breaks[-1].end() if breaks else since : end]


def ends_in_decision(lead: str) -> bool:
    """Whether the words before an option end with a decision ("所以只能是", "我选", "那就"), the
    option's own word and a copula aside."""
    words = (*lexicon.DECISIONS, *lexicon.COMMITMENTS)
    for each in (lead.rstrip(" \t:："), lead[: len(TRAILING.sub("", lead))]):  # "只能是 B", "所以是 B"
        if each and any(hit.end == len(each) for hit in lexicon.find(each, words)):
            return True
    return False


_SAID = re.compile(r"[\u4e00-\u9fff]{2,}|[A-Za-z0-9]{2,}")  # a word of two characters: something said


def or_of_its_own_clause(gap: str) -> bool:
    """Whether the last "or" word between two options is said in a clause of its own that goes on to
    something else, with a decision after the clause ("B 加载回来还是 fp16，所以 A": "still fp16"): it
    offers no second option, and the decision chooses. "B 还是 A" and "B 或者 A，看情况" still offer both."""
    words = list(lexicon.find(gap, lexicon.ALTERNATIVES))
    if not words:
        return False
    breaks = list(CLAUSE_BREAK.finditer(gap, words[-1].end))
    if not breaks or not _SAID.search(gap, words[-1].end, breaks[0].start()):
        return False
    return ends_in_decision(gap[breaks[-1].end() :])
