"""An option described in a clause of its own, then another offered tentatively to close the answer
("D只是fullgraph不改mode，可能 B", "D 不改 mode，B 吧"): what is said of D is a reason about it (here why
it is not the answer), not a choice of it, and B is only offered. Reading D because it opens the answer
read the option talked about, and dropped the one the candidate leaned to; neither is committed, so the
answer is asked again — never D. An option affirmed in its clause ("D 对，也许 B") or named bare ("D，也许
B") is read as before.
"""

from __future__ import annotations

import re
from collections.abc import Sequence, Set

from bank.grading.decisions._decision_lead import CLAUSE_BREAK
from bank.grading.mentions._choice_marks import POST_AFFIRM
from bank.grading.mentions._mentions import Mention
from bank.grading.text import _words as lexicon

# what may close the answer after the option offered: its leaning particle and stops
_CLOSE = re.compile(rf"\s*(?:{lexicon.alternation(lexicon.OFFERED_CLOSES)})?\s*[。.!！?？~～…]*\s*$")
_LEANING = re.compile(rf"\s*(?:{lexicon.alternation(lexicon.OFFERED_LEANING)})")
_LEAST_SAID = 2  # characters said of the option: "D只是fullgraph", not "D 吧"


def described_then_offered(text: str, mentions: Sequence[Mention], letters: Set[str]) -> bool:
    """Whether every mention of ``letters`` is described (not affirmed) in a clause of its own, and the
    answer closes on another option offered tentatively ("可能 B", "B 吧") in a clause after them."""
    if len(mentions) < 2 or not letters:
        return False
    last = mentions[-1]
    if last.labels & letters or not _CLOSE.fullmatch(text, last.end):
        return False
    lead = text[: last.start].rstrip()
    tentative = any(hit.end == len(lead) for hit in lexicon.find(lead, lexicon.TENTATIVE))
    if not tentative and not _LEANING.match(text, last.end):
        return False
    read = [mention for mention in mentions[:-1] if mention.labels & letters]
    return bool(read) and all(
        _described(text, mention, last.start)
        for index, mention in enumerate(read)  # the first in its clause: "D只是fullgraph，…" is one
        if not index or CLAUSE_BREAK.search(text, read[index - 1].end, mention.start)
    )


def _described(text: str, mention: Mention, until: int) -> bool:
    """Whether ``mention`` has words of its own said of it, closed by a clause break before ``until``,
    and they do not affirm it."""
    close = CLAUSE_BREAK.search(text, mention.end, until)
    if close is None:
        return False
    said = text[mention.end : close.start()].strip()
    return len(said) >= _LEAST_SAID and not POST_AFFIRM.match(said)
