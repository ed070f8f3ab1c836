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
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from bank.grading._lexicon import (
    COUNTS_BY_THEMSELVES,
    EVERY_UNITS,
    LIST_COUNT_TOTALS,
    SUMMED_COUNTS,
    alternation,
)
from bank.grading._list_words import LIST_CLOSING_WORDS, letters_count
from bank.grading._texts_counted import after_option_text

_CLOSING_COUNT = re.compile(
    rf"(?:^|[\s,，;；。、])\s*(?:(?:{alternation(LIST_COUNT_TOTALS)})\s*)?"
    rf"(?:(?P<pointed>[这那])\s*)?(?:(?P<count>\d+|{alternation(SUMMED_COUNTS)})\s*(?P<unit>{alternation(EVERY_UNITS)})?)"
    rf"\s*(?:(?:{LIST_CLOSING_WORDS})\s*)*"
    r"[吧呢啊哈嘛]*\s*[。.!！]*\s*$"
)
_TOTAL = re.compile(rf"(?:{alternation(LIST_COUNT_TOTALS)})\s*[这那]?\s*$")


def count_unmeant(text: str, chosen: list[str], options: Mapping[str, str]) -> bool:
    """Whether ``text``, read as the letters ``chosen`` of ``options``, closes with a count not theirs."""
    text = text.strip()
    closing = _CLOSING_COUNT.search(text)
    if closing is None or not chosen:
        return False
    count = closing.group("count")
    said = letters_count(count)
    if said == 0:
        return False
    pointed = closing.group("pointed") is not None
    totalled = pointed or _TOTAL.search(text, 0, closing.start("count")) is not None
    listed = closing.group("unit") and after_option_text(text, closing.start("count"), options)
    if count.isdigit() and not (pointed or (totalled and closing.group("unit")) or listed):
        return False  # "C，8 个": a figure, not a count of the options ("就这俩" is "就这2" by now)
    if not (totalled or closing.group("unit") or count in COUNTS_BY_THEMSELVES):
        return False  # "… 三": no count of options
    return said != len(set(chosen))
