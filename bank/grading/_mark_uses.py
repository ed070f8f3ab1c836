"""A true/false mark that is no verdict where they stand: 对 as a preposition ("VAE 对 fp16 很敏感",
"对 VAE 来说": towards, for). The words are ``_lexicon``'s; ``_truefalse`` reads the answer after
these are put right."""

from __future__ import annotations

import re

from bank.grading import _words as lexicon

_CLAUSE = re.compile(r"[,，。.!！;；:：?？、\n]")
# an object of a word or three, no clause break, not opening on a particle or another mark
_WORD = r"[^\s,，。.!！;；:：?？、]"
_OBJECT = (
    rf"(?!不[对错是]|[的了啊吧呀哦嘛呢对错])[A-Za-z0-9_\u4e00-\u9fff]{_WORD}{{0,11}}?"
    rf"(?:\s+{_WORD}{{1,12}}?){{0,2}}?"
)
_PREPOSITION = re.compile(
    rf"对\s*(?:{_OBJECT})\s*(?:{lexicon.alternation(lexicon.PREPOSITION_CLOSINGS)})", re.I
)
_LEAD = re.compile(rf"(?:{lexicon.alternation(lexicon.VERDICT_LEADS)})\s*$", re.I)


def prepositions_blanked(text: str) -> str:
    """``text`` with each 对 that is a preposition put as "向" (no mark): before an object and what
    closes it ("VAE 对 fp16 很敏感", "对 VAE 来说"; opening a clause too, "对 fp16 很敏感，不能存": a
    mark read there could turn a wrong answer right); after a verb whose complement is the verdict
    ("说得对", "答对") it stays the mark."""
    for match in reversed(list(_PREPOSITION.finditer(text))):
        before = _CLAUSE.split(text[: match.start()])[-1]
        if before.strip() and _LEAD.search(before):
            continue
        text = text[: match.start()] + "向" + text[match.start() + 1 :]
    return text
