"""A count closing a multiple-choice answer that is not the number of options read ("A、B、C，就这俩",
"A、D，就这仨", "LPIPS、MS-SSIM、Inception Score，就这两个"): which ones did the candidate mean? The
answer is asked again (a gate after the choice readers, on any reading but a refusal), never the set
read with the count let go.

The count is the answer's last clause, or closes it after the last option: "这" / "那" before a count
("就这两个", "这 3 个", "就这俩", which the numeral reader has made "就这2"), a total ("就", "一共") before
a count and its measure word ("一共 3 项"), or a count in words and its measure word ("，两个"), and
no more than words that close a list ("都选", "都对") and particles after it. A count that matches
("A、B、D，就这仨"), a count inside a clause ("排除了两个"), a bare figure ("C，8 个") and a list
closed without a count ("就这几个", "就这些") are the readers', as before. A figure and its measure
word right after an option's own text ("…、文档长度 3个都能用") count the list of texts, as after
letters (``_texts_counted``).

A count in words is read as said too (``in_words``, on the answer before its numerals become digits):
"A、B、D，四个" is "A、B、D, 4个" by then, where a digit reads as a figure ("C，8 个"). Said in words (any of
``CLOSING_COUNT_WORDS``, one to ten: "ABD，一个", "ABD，六个") it is a count, asked again when it is
neither the number read nor the size of the list of letters it closes: a count that is that list's own
("psum 也能分片吧，B C D 三个") says nothing the list did not, and the list is read as it would be
without it. Neither is a count closing a list of ordinals ("第二、四个": one more of
them).

A count may open the answer too, before a pause and the letters alone ("4 个 —— ABDE", "四个：A、B、D、E",
``opening_count``): the letters, to confirm, when it is their number; asked again when it is not ("3 个：
ABDE", which was read as the four letters, the count let go).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping

from bank.grading.mentions._texts_counted import after_option_text
from bank.grading.text._lexicon import (
    CLOSING_COUNT_WORDS,
    COUNTS_BY_THEMSELVES,
    EVERY_UNITS,
    LIST_COUNT_TOTALS,
    PART_LINKS,
    alternation,
)
from bank.grading.text._list_words import LETTER_LIST, LIST_CLOSING_WORDS

_CLOSING_COUNT = re.compile(
    rf"(?:^|[\s,，;；。、])\s*(?:(?:{alternation(LIST_COUNT_TOTALS)})\s*)?"
    rf"(?:(?P<pointed>[这那])\s*)?(?:(?P<count>\d+|{alternation(CLOSING_COUNT_WORDS)})\s*(?P<unit>{alternation(EVERY_UNITS)})?)"
    # where all of them hold, before the closing word ("这四个 Gopher 的规则里都有"): no item of the list
    rf"(?:(?<=[个项条])\s*[^,，;；。不没别非错吗除只?？]{{1,30}}?(?=\s*(?:{LIST_CLOSING_WORDS})))?"
    rf"\s*(?:(?:{LIST_CLOSING_WORDS})\s*)*"
    r"[吧呢啊哈嘛]*\s*[。.!！]*\s*$"
)
# what links the items of a list ("、", "/", " ", "和", "跟")
_LINK = rf"(?:\s*(?:[、,，/+]|{alternation(PART_LINKS)})\s*|\s+)"
# a count closing a list of ordinals is one more of them ("第二、四个", "第一、第二、第四个")
_ORDINAL = r"[一二三四五六七八九十\d]+"
_ORDINALS_BEFORE = re.compile(rf"第\s*{_ORDINAL}\s*[个项]?(?:{_LINK}第?\s*{_ORDINAL}\s*)*{_LINK}第?\s*$")
# the list of letters a count closes, as typed ("A、B、D，", "B C D ", "a/c/e "), in group ``letters``
_LETTERS_BEFORE = re.compile(rf"(?P<letters>{LETTER_LIST})[\s,，、]*$", re.I)
_TOTAL = re.compile(rf"(?:{alternation(LIST_COUNT_TOTALS)})\s*[这那]?\s*$")


def count_unmeant(
    text: str, chosen: list[str], options: Mapping[str, str], *, in_words: bool = False
) -> bool:
    """Whether ``text``, read as the letters ``chosen`` of ``options``, closes with a count not theirs;
    ``in_words``: ``text`` is as typed and only a count in words is read (see the module)."""
    text = unicodedata.normalize("NFKC", text).strip() if in_words else text.strip()
    closing = _CLOSING_COUNT.search(text)
    if closing is None or not chosen:
        return False
    count = closing.group("count")
    said = int(count) if count.isdigit() else CLOSING_COUNT_WORDS.get(count, 0)
    if said == 0:
        return False
    if in_words:
        if count.isdigit() or _ORDINALS_BEFORE.search(text, 0, closing.start("count")):
            return False
        letters = _LETTERS_BEFORE.search(text, 0, closing.start())
        if letters and said == len(set(re.findall(r"[A-H]", letters.group("letters").upper()))):
            return False  # "psum 也能分片吧，B C D 三个": the list's own count, read as the list alone
    pointed = closing.group("pointed") is not None
    totalled = pointed or _TOTAL.search(text, 0, closing.start("count")) is not None
    listed = closing.group("unit") and after_option_text(text, closing.start("count"), options)
    if count.isdigit() and not (pointed or (totalled and closing.group("unit")) or listed):
        return False  # "C，8 个": a figure, not a count of the options ("就这俩" is "就这2" by now)
    if not (totalled or closing.group("unit") or count in COUNTS_BY_THEMSELVES):
        return False  # "… 三": no count of options
    return said != len(set(chosen))


# a count opening the answer, a pause, then letters alone: "4 个 —— ABDE", "四个：A、B、D、E"
_OPENING_COUNT = re.compile(
    rf"\s*(?:(?:{alternation(LIST_COUNT_TOTALS)})\s*)?(?P<count>\d+|{alternation(CLOSING_COUNT_WORDS)})\s*"
    rf"(?:{alternation(EVERY_UNITS)})(?:选项)?\s*(?:[:：,，;；]|[-—–]+|(?<=\s))\s*(?P<letters>(?<![A-Za-z])[A-H]{{2,8}}(?![A-Za-z])|{LETTER_LIST})[\s。.!！]*",
    re.I,
)


def opening_count(text: str) -> tuple[int, str] | None:
    """(the count, the letters) when ``text`` is a count of options, a pause and a list of letters alone;
    else None."""
    found = _OPENING_COUNT.fullmatch(unicodedata.normalize("NFKC", text))
    if found is None:
        return None
    count = found["count"]
    return (int(count) if count.isdigit() else CLOSING_COUNT_WORDS.get(count, 0)), found["letters"]
