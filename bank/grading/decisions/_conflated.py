"""Two options' own contents said to be one thing: "fullgraph=True 就是整图捕获，应该对应 reduce-overhead 吧"
(option D's parameter said to give option B's mode), "fullgraph=True gives you reduce-overhead".

The answer names what sets two different options apart, each by its own words, and links them with a
verb of correspondence or of producing ("对应", "相当于", "开启", "靠", "gives", "means"): it claims
one option does what another does. That is neither option: read as the later one (which commits by
"应该"), a confusion of D with B was graded correct. It is asked again, never proposed by meaning.

Only option contents count (an identifier, the option's text, a paraphrase): a figure leading to
another ("1024 ➗ 64 → 16") is a derivation, and a letter is a choice made by its name; "不是 X 就是
Y" leaves two open (a hedge). A denial or a
correction between the two ("fullgraph=True 不对应 reduce-overhead", "…，其实是 reduce-overhead") or a
decision opening the second one's clause ("…，所以是 reduce-overhead") is the answer telling them
apart, read as before.
"""

from __future__ import annotations

import re
from itertools import pairwise

from bank.grading.mentions._mentions import Mention
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

# what names an option by what it says, not by its letter, place or figure
_CONTENT_KINDS = frozenset({"identifier", "option", "paraphrase"})

# the two said to be one: corresponding, equal, meaning, or one producing the other (either way round:
# "reduce-overhead 是靠 fullgraph=True 开的")
_LINK = re.compile(
    lexicon.LEADING_TO,
    re.I,
)

# the answer telling the two apart between them: a denial, a correction, a contrast, a new sentence
_APART = re.compile(
    rf"[不没非别无。；;!！?？]|{lexicon.TELLING_APART}",
    re.I,
)

# a decision opening the second one's clause: the answer chooses it, having described the first
_DECIDES = re.compile(lexicon.DECIDING, re.I)

_CLAUSE_BREAK = re.compile(r"[,，、:：]")

# an option that is a figure ("16", "50%", "35 GB"): one figure leading to another is a derivation
_FIGURE = re.compile(r"[\d\s.,%‰×xX*/^()+\-−=~]*\d[\d\s.,%‰×xX*/^()+\-−=~]*(?:[A-Za-z]{0,2}|[万亿千百])")

# "不是 X 就是 Y", "要么 X 要么 Y": two left open, a hedge between them, read as before
_EITHER = re.compile(rf"(?:{alternation(lexicon.EITHER)})\s*$", re.I)


def conflated(text: str, mentions: list[Mention]) -> frozenset[str]:
    """The two options whose contents ``text`` says are one (each named by its own words, next to
    each other, a linking verb in the second one's clause), or none."""
    for first, second in pairwise(mentions):
        if first.kind not in _CONTENT_KINDS or second.kind not in _CONTENT_KINDS:
            continue
        if len(first.labels) != 1 or len(second.labels) != 1 or first.labels == second.labels:
            continue
        if _FIGURE.fullmatch(text[first.start : first.end].strip()) or _FIGURE.fullmatch(
            text[second.start : second.end].strip()
        ):
            continue
        between = text[first.end : second.start]
        if _APART.search(between) or _EITHER.search(text, 0, first.start):
            continue
        breaks = list(_CLAUSE_BREAK.finditer(between))
        clause = between[breaks[-1].end() :] if breaks else between
        if _LINK.search(clause) and not _DECIDES.search(clause):
            return first.labels | second.labels
    return frozenset()
