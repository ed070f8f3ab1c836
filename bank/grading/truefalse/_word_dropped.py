"""A true/false claim said to hold once a word of it is dropped ("去掉“一定”就成立", "把“一定”删了就对了",
"去掉“一定”就成立，带着“一定”就不成立"): the word is what makes it wrong, so the claim as given does not
hold — false, read to confirm (blind-91.yaml's header).

Only a word the claim itself holds, and not the whole claim, is read so: "去掉 dropout 就成立" names
something else, a condition the claim never stated, and is left to the other readers. What follows must
not say the claim true after all ("…，所以是对的"), nor doubt or ask ("…吧？"): then nothing is read.
"""

from __future__ import annotations

import re

from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import alternation
from bank.grading.text._text import normalise
from bank.grading.truefalse._truefalse import TruthReading, read_truth

_QUOTED = r"[“\"'‘「『]?(?P<{name}>[^“”\"'‘’「」『』\s,，。.!！?？]{{1,6}}?)[”\"'’」』]?"
_VERB = alternation(lexicon.WORD_DROPPED_VERBS)
_LEAD = alternation(lexicon.HELD_WITHOUT_LEADS)
_DROPPED = re.compile(
    rf"^\s*(?:(?:{_VERB})\s*{_QUOTED.format(name='before')}|把\s*{_QUOTED.format(name='after')}\s*(?:{_VERB}))"
    rf"\s*(?:{alternation(lexicon.WORD_NOUNS)})?\s*(?:{_VERB})?\s*(?:的话)?\s*[,，]?\s*(?:{_LEAD})\s*"
    rf"(?:{alternation(lexicon.HELD_WITHOUT)})(?:了|的)?(?P<rest>.*)$",
    re.S,
)


def held_without(answer: str, claim: str) -> TruthReading | None:
    """False when the answer opens by saying the claim holds without a word of it (see the module), no
    verdict when what follows says otherwise or doubts; None when it does not open so."""
    text = normalise(answer)
    match = _DROPPED.match(text)
    if match is None:
        return None
    word = match.group("before") or match.group("after")
    if word not in claim or len(word) >= len(claim.strip()) // 2:
        return None  # "去掉 dropout 就成立": a condition of its own, not a word of the claim
    rest = match.group("rest")
    if re.search(r"[?？]", rest) or lexicon.has(rest, (*lexicon.DOUBTS, *lexicon.HEDGES)):
        return TruthReading(None, hedged=True)
    after = read_truth(rest)
    if after.truth is True or after.conflict:
        return TruthReading(None)  # "…，所以是对的": said true after all
    return TruthReading(False)
