"""A list of letters on a multiple choice, then a clause after its last letter: the whole list or
nothing, never the list less its last letter.

"A,C,D 都要满足" had been read as A、C: the comma before D, after a set, made D open a clause of its own
describing it ("ABDE，C 不用改 softmax"), so a wrong set was read as the key. The clause after a list of
letters joined by separators alone (",", "，", "、", "/", a space) is about the whole list when it opens
with a word summing it up ("都", "全都", "均", "俩"): the list is chosen, hedged with it when the clause
hedges, ruled out when the clause denies ("都不满足", "都是干扰项"), asked again on a condition or a wish
("都要满足的话就好了"), and left to the pass when denied before the list ("不是 A，C，D 都会导致"); a
count that is not the list's asks again. A
list of three letters or more whose last letter is said something of with no such word ("A，C，D 是必须
的") is asked again: whether the clause is the last letter's or the list's is the candidate's to say;
a last letter doubted or denied by its own clause ("A，C，D 不太敢选", "C，A 说不好") stays out, and two
letters are left to the mention pass ("B，A 也要改"). Only a reading that split the list is changed;
the list must hold every option the answer names, and a clause after a group of its own ("A、D，B、C
都不对") is that group's.
"""

from __future__ import annotations

import itertools
import re

from bank.grading.choice._mention_pass import ChoiceReading
from bank.grading.mentions._mentions import Mention
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.grading.text._list_words import (
    LIST_CONDITION,
    LIST_DENIED_BEFORE,
    LIST_HELD_OPEN,
    letters_count,
    letters_counted,
    said_against,
)
from bank.grading.text._words import has

_SEPARATOR = re.compile(r"\s*[,，、/]?\s*")
_COMMA = re.compile(r"[,，]")
# what follows the list: its count, its summing word and the rest of the clause, each maybe empty
_AFTER = re.compile(
    rf"(?:{letters_counted(lexicon.LIST_SUMMING)})?\s*(?P<summed>{alternation(lexicon.LIST_SUMMING)})?"
    r"(?P<clause>[^,，;；。.!！?？\n]*)"
)
# the list ruled out by a clause said apart, after a comma or "我" ("A、E，我都不选", "A、E，两个都不要",
# "A、E 这两个我都不要"), the whole clause a refusal: the pass had let it go and read the set
_APART = re.compile(
    rf"\s*[,，]?\s*(?:我\s*)?(?:{letters_counted((*lexicon.LIST_SUMMING, '我'))})?\s*(?:我\s*)?"
    rf"(?:{alternation(lexicon.LIST_SUMMING)})\s*(?:{alternation(lexicon.LIST_REFUSED)})\s*[了吧呢啊]*\s*"
    r"(?:[,，;；。.!！\n]|$)"
)


def mended(text: str, mentions: list[Mention], reading: ChoiceReading) -> ChoiceReading | None:
    """The reading of an answer whose list of letters ``reading`` split (some chosen, the last left
    aside unruled), by the clause after the list; None when the list was not split so."""
    if len(mentions) < 2 or any(mention.kind != "letter" or len(mention.labels) != 1 for mention in mentions):
        return None
    gaps = [_SEPARATOR.fullmatch(text, a.end, b.start) for a, b in itertools.pairwise(mentions)]
    if any(gap is None for gap in gaps):
        return None  # "A，C；B 只是慢", "B，D 跟 E": not one list joined by separators alone
    commas = [bool(_COMMA.search(gap.group(0))) for gap in gaps if gap is not None]
    uniform = len({gap.group(0).strip() for gap in gaps if gap is not None}) == 1
    if any(commas) and not all(commas) and not commas[-1]:
        return None  # "A、D，B、C 都不对": the clause is the last group's ("B、C"), which the pass reads
    if LIST_DENIED_BEFORE.search(text, 0, mentions[0].start):
        return None  # "不是 A，C，D 都会导致": the list's claim denied before it, the pass's to read
    listed = set().union(*(mention.labels for mention in mentions))
    if reading.contradicted or not reading.letters or not reading.letters <= listed:
        return None  # nothing chosen ("如果 A，C，D 都要满足"): nothing to mend
    after = _AFTER.match(text, mentions[-1].end)  # every part optional: it always matches
    count, summed, clause = after.group("count", "summed", "clause")  # type: ignore[union-attr]
    last = mentions[-1].labels
    split = reading.letters < listed and not last & (reading.letters | reading.negated)
    if not (count or summed) and (apart := _ruled_out_apart(text, mentions)):
        return apart
    if not (count or summed):
        # "A，C，D 不太敢选": the last doubted or denied by its own clause stays out; any other
        # clause ("A，C，D 是必须的") is the list's or its last letter's, the candidate's to say
        own = len(mentions) == 2 or not uniform or said_against(clause) or has(clause, LIST_HELD_OPEN)
        return ChoiceReading() if split and not own else None  # "A、D，B 是迷惑项": B described
    if count and letters_count(count) != len(mentions):
        return ChoiceReading() if split else None  # "A，C，D 两个都要满足": which two? asked again
    if LIST_CONDITION.search(clause):  # "A，C，D 都要满足的话就好了": a wish, asked again
        return ChoiceReading() if split else None
    if said_against(clause):  # "A,C,D 都不满足", "B，C，D 都排除": every one ruled out
        whole = ChoiceReading(negated=listed)
    elif last & reading.negated:  # denied by the pass in words this module does not know: not chosen
        return None
    else:  # "A，C，D 都可能吧": the list, kept open
        whole = ChoiceReading(listed, hedged=has(clause, LIST_HELD_OPEN))
    kept = reading.letters == whole.letters and reading.negated & listed == whole.negated
    return None if kept else whole


def _ruled_out_apart(text: str, mentions: list[Mention]) -> ChoiceReading | None:
    """Every letter of the list ruled out by a summing clause said apart from it ("A、E，我都不选"); None
    when there is none; nothing read when it counts another list ("A、E，三个都不选": which three?)."""
    apart = _APART.match(text, mentions[-1].end)
    if apart is None:
        return None
    if apart.group("count") and letters_count(apart.group("count")) != len(mentions):
        return ChoiceReading()
    return ChoiceReading(negated=set().union(*(mention.labels for mention in mentions)))
