"""Spaces that stand for stops: an answer typed with no punctuation at all (on a phone, a space for each
comma or full stop: "先看mode参数 A是max autotune不对 D只是fullgraph不改mode C的nvfuser根本不是compile后端
所以只剩B") is read with a comma at each space that plainly parts two clauses, as the same answer with
its commas is read. Left as typed, a clause never ends: "所以只剩B" is not the conclusion after a rule-out,
"D只是fullgraph" runs on into the answer, and the reader of each clause reads the whole run as one.

A space after an option pointed at by its words ("grad norm 那个 本来就在gpu上算") parts the pointer
from the clause after it wherever it stands, as "grad norm 那个，本来…" is read: the pointing word closes
the reference.

A dash between the reasoning and the letters closing the answer ("…拼起来的 2048 维 —— C") pauses as a
comma does (``dash_paused_before_letters``), never after a letter ("A–E", "B —— C").

A space after 吗 closes a question wherever it stands ("B吗 不是 A" as "B吗？不是 A"): read as typed,
the question ran on into its reply and "B吗" was read as the choice of B.

Any other space parts two clauses only where it is plain:

- the answer has no punctuation parting anything (a comma, a stop, a question mark, a colon, a line, a
  bracket or a quote): an answer that has some uses its spaces for something else;
- the space is not inside an option's text copied into the answer ("未对采样概率做修正（logQ 修正）");
- it is a run of at least three spaced clauses, each space with a Chinese character beside it: the
  space between two Latin words or figures ("max autotune", "0.2GB 10G") is a word's own;
- both sides of the space are clauses: Chinese words (three characters, or one with a letter or figure,
  "剩BC", "是8"), not a letter, a figure or a word alone ("不是 B", "选 B", "B 可以 直接 pass": the space
  holds a word to its object);
- the side before does not end on a word wanting what follows ("不是", "选", "除了", "和", "除以"), and the
  side after does not open on one leaning on what came before ("吧", "都", "和", "的"): "不选 B吧",
  "A和B 都不对" are one clause each, "不选，B吧" would be the opposite.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._list_words import LETTER, LETTER_LIST
from bank.grading.text._words import find

_HAN = "\u4e00-\u9fff"
# punctuation that parts clauses already; a dot only as a stop ("nn.scan", "0.2GB" are words)
_PUNCTUATED = re.compile(r"[,，;；。!！?？、:：…\n()（）\[\]【】\"“”‘’「」《》]|\.(?=\s|$)")
# a space beside a Chinese character: where a stop may have been typed as a space
_SPACE = re.compile(rf"(?<=[{_HAN}])[ \t\u3000]+(?=\S)|(?<=\S)[ \t\u3000]+(?=[{_HAN}])")
# a space after 吗 closing a clause ("B吗 不是 A", "是B吗 我选A"), or after a question asking whether it
# holds ("35GB行不行 不行", "464GB对不对 不对"): the question's mark, punctuated or not
_ASKED_SPACED = re.compile(rf"(?<=[{_HAN}A-Za-z0-9])(?P<asked>吗)[ \t\u3000]+(?=\S)")
_WHETHER_SPACED = re.compile(rf"(?<=[{_HAN}A-Za-z0-9])(?P<asked>行不行|对不对)[ \t\u3000]+(?=\S)")
_HAN_CHAR = re.compile(rf"[{_HAN}]")
_WORD_CHAR = re.compile(r"[A-Za-z0-9]")

_LEAST_CLAUSES = 3
# a word of two characters alone ("可以", "直接", "忽略") is no clause: "B 可以 直接 pass" is one
_LEAST_HAN = 3


def spaced_stops(text: str, kept: Iterable[str] = ()) -> str:
    """``text`` with a comma at each space plainly parting two clauses, in an answer typed without
    punctuation (see the module), save the spaces of any of ``kept`` (the options' texts) copied into
    it; any other answer as it is."""
    text = _ASKED_SPACED.sub(r"\g<asked>？", text)  # "B吗 不是 A": a question closed, as "B吗？不是 A"
    text = _pointer_parted(text)  # "grad norm 那个 本来就在gpu上算": as "grad norm 那个，本来…"
    if not text or _PUNCTUATED.search(text):
        return _WHETHER_SPACED.sub(r"\g<asked>？", text)
    copied = _copied(text, kept)
    spaces = [space for space in _SPACE.finditer(text) if not copied & set(range(space.start(), space.end()))]
    if len(spaces) + 1 < _LEAST_CLAUSES:
        return _WHETHER_SPACED.sub(r"\g<asked>？", text)
    bounds = [0, *(point for space in spaces for point in (space.start(), space.end())), len(text)]
    parts = [text[bounds[i] : bounds[i + 1]] for i in range(0, len(bounds), 2)]
    out = [parts[0]]
    for space, before, after in zip(spaces, parts, parts[1:], strict=False):
        parted = _clause(before) and _clause(after)
        parted = parted and not _governs(before) and not _leans(after)
        out.append("，" if parted else space.group(0))
        out.append(after)
    return _WHETHER_SPACED.sub(r"\g<asked>？", "".join(out))  # a space left after "行不行" closes it


def asked_spaced(text: str) -> str:
    """``text`` with a question mark for the space that closes a question ("B吗 不是 A" as "B吗？不是 A",
    "35GB行不行 不行" as "35GB行不行？不行"): read as typed, the question ran on into its reply."""
    return _WHETHER_SPACED.sub(r"\g<asked>？", _ASKED_SPACED.sub(r"\g<asked>？", text))


# an option's words closed by a pointing word, then a space ("grad norm 那个 本来就在gpu上算")
_POINTER_SPACED = re.compile(
    rf"(?<=\S)[ \t\u3000]*的?(?:{lexicon.alternation(lexicon.POINTING)})(?P<space>[ \t\u3000]+)(?=\S)"
)


# a dash between reasoning and the letters closing the answer ("…拼起来的 2048 维 —— C", "…没关系——D"):
# after a word, a figure or a closing bracket, never after a letter ("A–E" is a range, "B —— C" a change)
_DASH_BEFORE_LETTERS = re.compile(
    rf"(?<=[\w\u4e00-\u9fff)）\]】])(?<!{LETTER})[ \t\u3000]*(?:——|—|–|--)[ \t\u3000]*"
    rf"(?=(?:{LETTER_LIST})\s*[。.!！]*\s*$)"
)


def dash_paused_before_letters(text: str) -> str:
    """``text`` with a comma for the dash between its reasoning and the letters closing it: "…2048 维 ——
    C" is read as "…2048 维，C" is (the dash ran the reasoning on into the letter, no answer read). Not
    after a word wanting what follows or ruling out ("不是 —— D", "除了——D", "排除 —— D": not D?)."""
    dash = _DASH_BEFORE_LETTERS.search(text)
    if dash is None:
        return text
    before = text[: dash.start()]
    if _governs(before) or any(word.end == len(before) for word in find(before, lexicon.RULE_OUT)):
        return text
    return before + "，" + text[dash.end() :]


def _pointer_parted(text: str) -> str:
    """``text`` with a comma for the space after an option pointed at by its words ("X 那个 <reason>"):
    the pointing word closes the reference as a stop would. Not after a word wanting what follows
    ("选那个 …"), nor before one leaning on it or no clause ("X 那个 吧", "X 那个 B"), nor before a doubt
    ("ABCDE，X 那个 说不定不需要": the member doubted, as typed, for the readers of a member kept open)."""
    for found in reversed(list(_POINTER_SPACED.finditer(text))):
        before, after = text[: found.start()].strip(), text[found.end() :]
        if not before or _governs(before) or _leans(after) or not _clause(after.split()[0]):
            continue
        if any(word.start == 0 for word in find(after, (*lexicon.HEDGES, *lexicon.DOUBTS))):
            continue
        text = text[: found.start("space")] + "，" + after
    return text


def _copied(text: str, kept: Iterable[str]) -> set[int]:
    """The offsets of ``text`` inside a copy of one of ``kept`` (its case and backticks aside)."""
    folded, inside = text.casefold(), set[int]()
    for each in kept:
        each = each.replace("`", "").strip().casefold()
        if " " not in each:
            continue
        start = folded.find(each)
        while start >= 0:
            inside.update(range(start, start + len(each)))
            start = folded.find(each, start + 1)
    return inside


def _clause(part: str) -> bool:
    """Whether a spaced part can be a clause: three Chinese characters, or one with a letter or figure."""
    han = len(_HAN_CHAR.findall(part))
    return han >= _LEAST_HAN or (han >= 1 and _WORD_CHAR.search(part) is not None)


def _governs(part: str) -> bool:
    """Whether a part ends on a word wanting what follows it ("不是", "除了"; as a word: not "求和")."""
    return any(word.end == len(part) for word in find(part, lexicon.SPACE_GOVERNING))


def _leans(part: str) -> bool:
    """Whether a part opens on a word leaning on what came before it ("吧", "都"; not "都市")."""
    return any(word.start == 0 for word in find(part, lexicon.SPACE_LEANING))
