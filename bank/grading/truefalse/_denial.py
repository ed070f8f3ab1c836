"""A true/false answer that opens by denying the claim outright ("没有，多卡切分是别的方案干的事",
"不会，多样性只取决于初始噪声"): a first clause that is a denial word alone ("不会", "没有", "不能"),
then a reason. It says the claim is false — a reading to confirm, never bare. To a claim that denies
itself ("Mamba 不支持 …"), whether the denial agrees is not clear, and it is not read; a denial alone,
with nothing after it, is left to the give-up and echo readings ("不会" alone gives up), and so is
a denial followed by a give-up, a doubt or a hedge."""

from __future__ import annotations

import re

from bank.grading.decisions._invalid import gave_up
from bank.grading.text import _words as lexicon
from bank.grading.text._text import normalise, strip_answer_prefix
from bank.grading.truefalse._fine import claim_denies

_OPENING = re.compile(
    r"^\s*(?:" + "|".join(map(re.escape, lexicon.OUTRIGHT_DENIALS)) + r")\s*[,，;；。.!！—–-]+\s*(?=\S)"
)


def denied_outright(answer: str, claim: str) -> bool | None:
    """False when the answer opens with a denial clause alone and goes on (see the module), else None."""
    text = strip_answer_prefix(normalise(answer))
    if not claim or claim_denies(claim) or not _OPENING.match(text):
        return None
    if gave_up(text) or lexicon.has(text, (*lexicon.DOUBTS, *lexicon.HEDGES)):
        return None  # "不会，这题没学过": "不会" gives up; "没有，不过也说不定" keeps it open
    return False
