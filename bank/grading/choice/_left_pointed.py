"""On a single choice, the one option left once every other is set aside, pointed at or told by its
own words rather than named.

- Pointed at: "A、C 是等差，D 是常数，ALiBi 原文用的是几何级数，那就是它了" names every option but one,
  then a reason that names none, then a clause of its own pointing at what the reason describes: the
  one left (for confirmation). A pointer right after an option's clause ("…，D 是几何级数，那就是它了")
  points at that option, and a reason that repeats what was said of a named option ("D 是几何，…用的是
  几何级数，那就是它了") may describe it: both are asked again, never the one left; so is a pointer after
  options that leave more than one ("A 是等差，B 是几何级数，那就是它了": B, or the two not named?).
- Told: "fullgraph 那个跟 nvfuser 那个先排除，剩下两个里只有一个真的写了 reduce-overhead" rules out
  options, then says that of the ones left only one writes a piece of text: the one whose own text
  holds it, when the count is the number left and exactly one of them does. A denial ("只有一个没写"),
  a hedge or a question in that clause, or a count that is not what is left, is asked again.

Either reader returns None when the answer does not close so, "" when it does but the one meant is not
known (asked again), or the letter.
"""

from __future__ import annotations

import re

from bank.grading.choice._alternatives import CLAUSE_BREAK
from bank.grading.choice._remaining import kept_open
from bank.grading.mentions._mentions import Mention
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import alternation
from bank.grading.text._zh_numerals import numeral_value

_POINTED = re.compile(rf"(?:{alternation(lexicon.POINTED_AT_ONE)})[\s。.!！~～吧]*$")
_BREAK = re.compile(r"[,，;；。.!！?？\n]")
# a word said of an option, for telling whether the reason repeats it: a run of Chinese or a name
_WORD = re.compile(r"[\u4e00-\u9fff]{2,}|[A-Za-z0-9_.\-]{2,}")
_LITTLE = "是的了也都就用原文那这个"


def pointed_left(text: str, mentions: list[Mention], labels: set[str]) -> str | None:
    """The one option left when ``text`` closes on a pointer after a reason (see the module)."""
    closing = _POINTED.search(text)
    if closing is None or not mentions:
        return None
    lead = text[: closing.start()].rstrip(" \t")
    if lead and not CLAUSE_BREAK.search(lead[-1:]):
        return None  # "选它" inside a clause: not a pointer of its own
    named = set().union(*(mention.labels for mention in mentions))
    if len(named) == 1:
        return None  # "B 是几何级数，那就是它了": B, as the readers read it
    left = labels - named
    if len(left) != 1 or not named <= labels or any(mention.end > closing.start() for mention in mentions):
        return ""
    close = _BREAK.search(lead, mentions[-1].end)
    if close is None:
        return ""
    said, reason = _words(lead[: close.start()]), _words(lead[close.end() :])
    if not reason or said & reason or any(kept_open(text, mention) for mention in mentions):
        return ""  # no reason after the last option's clause, one repeating it, or an option kept
    return next(iter(left))


_TOLD = re.compile(
    rf"(?:{alternation(lexicon.REMAINING)})的?\s*(?:这|那)?\s*(?P<count>{alternation(lexicon.LEFT_COUNTED)})\s*"
    rf"(?:{alternation(lexicon.ORDINAL_UNITS_SHORT)})(?:选项)?\s*(?:{alternation(lexicon.AMONG_LEFT)})?\s*[,，]?\s*"
    rf"(?:{alternation(lexicon.ONLY_ONE_OF)})\s*(?P<said>[^,，;；。.!！?？\n]*?)[\s。.!！~～]*$"
)
_WRITES = re.compile(rf"^\s*(?:{alternation(lexicon.WRITES_OF_LEFT)})\s*(?P<piece>\S.*)$")
_PIECE = re.compile(r"[`'\"“”‘’\s\-_]")


def told_left(text: str, mentions: list[Mention], options: dict[str, str]) -> str | None:
    """The one option left that holds the text ``text`` closes on (see the module)."""
    told = _TOLD.search(text)
    if told is None:
        return None
    lead = text[: told.start()].rstrip(" \t")
    before = [mention for mention in mentions if mention.end <= told.start()]
    writes = _WRITES.match(told["said"])
    if not before or (lead and not CLAUSE_BREAK.search(lead[-1:])) or writes is None:
        return "" if before else None
    named = set().union(*(mention.labels for mention in before))
    left = set(options) - named
    piece = _PIECE.sub("", writes["piece"]).casefold()
    if (
        numeral_value(told["count"]) != len(left)
        or any(kept_open(text, mention) for mention in before)
        or len(piece) < 3
        or not piece.isascii()  # a piece of the option's own text, not a word saying something of it
    ):
        return ""
    holding = {label for label in left if piece in _PIECE.sub("", options[label]).casefold()}
    # the piece may name its option as the readers find it, never another one
    inside = set().union(*(mention.labels for mention in mentions if mention.end > told.start()))
    return next(iter(holding)) if len(holding) == 1 and inside <= holding else ""


def _words(text: str) -> set[str]:
    """The words said in ``text`` (pairs of Chinese characters, names), its letters and little words
    aside: what a reason would repeat of an option's clause."""
    words: set[str] = set()
    for word in _WORD.findall(text):
        if word.isascii():
            if not re.fullmatch(r"[A-Ha-h]", word):
                words.add(word.casefold())
            continue
        kept = "".join(char for char in word if char not in _LITTLE)
        words.update(kept[index : index + 2] for index in range(len(kept) - 1))
    return words
