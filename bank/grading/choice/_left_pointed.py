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

- Named: "A 不是，C 不是，D 也不是，剩下那个 sync" closes on the one left and a word of its own text ("sync"
  opens a word of "cudaStreamSynchronize"; the "sync" inside "cudaMemcpyAsync" opens none), and "…，所以
  sync 那个" points at it by the word alone. A word of an option set aside or of two left is asked
  again; a word of no option's text ("所以等比那个" may describe any of them in other words) is not this
  answer.

Each reader returns None when the answer does not close so, "" when it does but the one meant is not
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
        return named_left(text, mentions, options)  # "…，剩下那个 sync": told by a word of its text alone
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


_PIECE_WORD = r"(?P<piece>[A-Za-z][\w.\-]{2,}|[\u4e00-\u9fff]{2,6}?)"
_CLOSE = r"[\s。.!！~～吧]*$"
_NAMED = re.compile(
    rf"(?:{alternation(lexicon.LEFT_NAMED_LEADS)})\s*(?:{alternation(lexicon.LEFT_NAMED_ONE)})\s*"
    rf"(?:{alternation(lexicon.LEFT_NAMED_IS)})?\s*{_PIECE_WORD}{_CLOSE}"
    rf"|(?:{alternation(lexicon.LEFT_CONCLUDED)})\s*{_PIECE_WORD.replace('piece', 'concluded_piece')}\s*"
    rf"(?:{alternation(lexicon.LEFT_CONCLUDED_ONE)}){_CLOSE}",
)
# where a word of an option's text opens: a run of letters, digits or Chinese, or a capital in camel case
_WORD_OPENS = re.compile(r"(?<![A-Za-z0-9])[A-Za-z0-9]|(?<=[a-z])[A-Z]|[\u4e00-\u9fff]")


def named_left(text: str, mentions: list[Mention], options: dict[str, str]) -> str | None:
    """The one option left that ``text`` closes on by a word of its text (see the module)."""
    named = _NAMED.search(text)
    if named is None:
        return None
    lead = text[: named.start()].rstrip(" \t")
    before = [mention for mention in mentions if mention.end <= named.start()]
    piece = named["piece"] or named["concluded_piece"]
    holding = {label for label, option in options.items() if _opens_a_word(piece, option)}
    if not before or not lead or not CLAUSE_BREAK.search(lead[-1:]) or not holding:
        return None  # no clause of its own, or no word of an option's text ("所以挑最大的那个")
    left = set(options) - set().union(*(mention.labels for mention in before))
    if len(left) != 1 or any(kept_open(text, mention) for mention in before):
        return ""
    inside = set().union(*(mention.labels for mention in mentions if mention.end > named.start()))
    if holding != left or inside - left:
        return ""  # a word of another option's too
    return next(iter(left))


def _opens_a_word(piece: str, option: str) -> bool:
    """Whether ``piece`` is said in ``option``'s text from where a word of it opens ("sync" in
    "cudaStreamSynchronize", not in "cudaMemcpyAsync"); a Chinese piece anywhere in it."""
    folded, wanted = option.casefold(), piece.casefold()
    return any(folded.startswith(wanted, opened.start()) for opened in _WORD_OPENS.finditer(option))
