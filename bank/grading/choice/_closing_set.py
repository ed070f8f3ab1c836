"""A multiple choice answer closing on a set of letters and nothing else, read whole.

"头数 64 所以并行度能到 64，另外 … 能直接用 FA2 —— A D" was read as D and "A（并行度到 64）D（能配 FA2）" as
A (blind batch 65, seed000-18): the letters after the reasoning were taken one by one, the last as the
decided clause and the one before as more reasoning, and a gloss in brackets cut the set after its first
letter. The set is read whole when it alone closes the answer:

- two letters or more, joined as a list ("A D", "A、D") or each with its gloss in brackets that denies,
  doubts and asks nothing, and nothing but closing marks after them;
- opening the answer, or after a pause or a dash that ends reasoning naming no option;
- nothing before them doubted, hedged or denied, and the pass read at most part of that set and nothing
  else (no option ruled out, contradicted or held open).
"""

from __future__ import annotations

import itertools
import re

from bank.grading.choice._mention_pass import ChoiceReading
from bank.grading.mentions._choice_marks import LIST_LINK
from bank.grading.mentions._mentions import Mention
from bank.grading.text import _words as lexicon

_GLOSS = re.compile(r"\s*[（(](?P<gloss>[^（()）]*)[）)]\s*")
_AGAINST = re.compile(lexicon.GLOSS_AGAINST, re.I)
_LEAD_END = re.compile(rf"(?:{lexicon.CLOSING_SET_LEADS})\s*$")
_CLOSE = re.compile(r"[\s。.!！]*")


def _glossed(text: str, start: int) -> int:
    """Where a bracketed gloss after ``start`` ends (``start`` when there is none, -1 if it says against)."""
    gloss = _GLOSS.match(text, start)
    if gloss is None:
        return start
    said = gloss["gloss"]  # "D（也许）", "D（排除）", "D（有坑）": kept open, ruled out or faulted
    against = _AGAINST.search(said) or lexicon.has(
        said, (*lexicon.KEPT_OPEN, *lexicon.RULE_OUT, *lexicon.FAULTS)
    )
    return -1 if against else gloss.end()


def closing_set(text: str, mentions: list[Mention], reading: ChoiceReading) -> set[str] | None:
    """The letters of the set closing the answer, when the pass read only part of it (see the module)."""
    if len(mentions) < 2 or reading.hedged or reading.negated or reading.contradicted or reading.ambiguous:
        return None
    if any(mention.kind != "letter" or len(mention.labels) != 1 for mention in mentions):
        return None
    end = _glossed(text, mentions[-1].end)
    if end < 0 or not _CLOSE.fullmatch(text, end):
        return None
    for before, mention in itertools.pairwise(mentions):
        gap_start = _glossed(text, before.end)
        if gap_start < 0 or not (
            gap_start == mention.start or LIST_LINK.fullmatch(text[gap_start : mention.start])
        ):
            return None
    lead = text[: mentions[0].start]
    if lead.strip() and (not _LEAD_END.search(lead) or lexicon.has(lead, lexicon.KEPT_OPEN)):
        return None
    named = {label for mention in mentions for label in mention.labels}
    return named if reading.letters < named else None
