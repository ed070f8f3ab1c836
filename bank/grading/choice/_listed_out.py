"""A list of letters on a single choice, then a clause that sums it up: never a set, and ruled out
together when the clause denies it.

"int4 权重本身下限就是 … 35G，B C D 都比下限还小，不可能" had been read as the set A、B、C on a single
choice: the last letter was taken as opening a clause of its own, the others kept, and a single choice
was shown a set the candidate did not mean. Letters joined by separators alone (a space, ",", "、",
"/", "和") and summed by a word after the last ("都", "全", "均") are said something of together:

- when a clause of the sentence after them denies or judges them off ("都不对", "都太小", "都比下限还小，
  不可能"), every one is ruled out; the one option left, when the answer named it elsewhere ("下限就是
  35G") and did not rule it out, is the reading, to confirm; else nothing is chosen (asked again);
- hedged, under a condition or denied before the list ("B C D 可能都不对"), nothing is chosen either.

Only words that judge an option wrong count, not a bare "不" ("A 和 B 都不受影响" affirms what they do),
and not an affirmation ("A 和 B 都行", a hedge between them, read by the pass as before). The one left
is read only where the stem asks for the right option.

A list the reading did not take as a set (nothing chosen from it, or the last letter alone) is left to
the mention pass.
"""

from __future__ import annotations

import re

from bank.grading.choice._mention_pass import ChoiceReading
from bank.grading.mentions._mentions import Mention
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.grading.text._list_words import LIST_CONDITION, LIST_DENIED_BEFORE, LIST_HELD_OPEN
from bank.grading.text._words import has

_SEPARATOR = re.compile(rf"\s*(?:[,，、/]|{alternation(lexicon.LIST_JOINS)})?\s*")
# the summing word, maybe after a hedge ("B C D 可能都不对")
_SUMMED = re.compile(rf"\s*(?:(?:{alternation(LIST_HELD_OPEN)})\s*)?(?:{alternation(lexicon.LIST_SUMMING)})")
_CALLED_WRONG = re.compile(lexicon.CALLED_WRONG)  # "不可能" denies: no hedge in its "可能"
_SENTENCE_END = re.compile(r"[。.!！?？\n]")
_CLAUSES = re.compile(r"[,，;；]")
_AGAINST = re.compile(
    rf"{lexicon.CALLED_WRONG}|{lexicon.FIGURE_JUDGED_OFF}|{alternation(lexicon.LISTED_OUT)}", re.I
)
_AGAINST_WORDS = (*lexicon.RULE_OUT, *lexicon.DISMISSALS)


def mended(
    text: str, mentions: list[Mention], reading: ChoiceReading, labels: set[str], *, asks_right: bool
) -> ChoiceReading | None:
    """The reading of a single choice whose summed list of letters ``reading`` took as a set (or part
    of one); None when there is no such list."""
    run = _summed_run(text, mentions)
    if run is None:
        return None
    first, last = run
    listed = set().union(*(mention.labels for mention in mentions[first : last + 1]))
    if len(reading.letters & listed) < 2 and not (reading.letters & listed and reading.negated & listed):
        return None  # not read as a set: the pass's reading stands
    end = _SENTENCE_END.search(text, mentions[last].end)
    said = text[mentions[last].end : end.start() if end else len(text)]
    before = text[: mentions[first].start]
    clauses = [clause for clause in _CLAUSES.split(said) if clause.strip()]
    if not any(_AGAINST.search(clause) or has(clause, _AGAINST_WORDS) for clause in clauses):
        return None  # "A 和 B 都行": a hedge between them, the pass's to read
    held_open = has(_CALLED_WRONG.sub(" ", said), LIST_HELD_OPEN)
    if LIST_CONDITION.search(text) or LIST_DENIED_BEFORE.search(before) or held_open:
        return ChoiceReading()  # "如果 B C D 都不对", "B C D 可能都不对": asked again
    elsewhere = [m for i, m in enumerate(mentions) if not first <= i <= last]
    left = labels - listed
    named = set().union(*(mention.labels for mention in elsewhere)) if elsewhere else set()
    if asks_right and len(left) == 1 and named == left and left <= reading.letters:
        return ChoiceReading(set(left), negated=listed)  # "下限就是 35G，B C D 都太小": A, to confirm
    return ChoiceReading(negated=listed)


def _summed_run(text: str, mentions: list[Mention]) -> tuple[int, int] | None:
    """The first and last index of the last run of two letters or more joined by separators alone and
    summed by a word after it."""
    found = None
    start = 0
    for index, mention in enumerate(mentions):
        if mention.kind != "letter" or len(mention.labels) != 1:
            start = index + 1
            continue
        if index > start and not _SEPARATOR.fullmatch(text, mentions[index - 1].end, mention.start):
            start = index
        if index > start and _SUMMED.match(text, mention.end):
            found = (start, index)
    return found if found and found[1] > found[0] else None
