"""The patterns about a list of options: what closes it naming none, what withholds an addition.

Built from ``_lexicon``'s lists (the words about a list of options live there).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bank.grading.text._lexicon import (
    ADDITION_WITHHOLDERS,
    ALSO_SAME,
    APART_DENIALS,
    CONDITIONS,
    COUNT_CLOSING_VERDICTS,
    DISMISSALS,
    DOUBTS,
    FAULTS,
    HEDGES,
    LIST_CLOSINGS,
    LIST_COUNT_TOTALS,
    LIST_TOTALS,
    OPEN_TOGETHER,
    OPTION_SEPARATORS,
    RULE_OUT,
    SUMMED_AGAINST,
    SUMMED_COUNTS,
    TENTATIVE,
    alternation,
)
from bank.grading.text._words import has

# An option's letter standing alone ("B", not the "B" of "BLOCK_M" or "dB"), as a pattern to build on.
LETTER = r"(?<![A-Za-z])[A-H](?![A-Za-z])"
# A list of those letters as typed ("A、B、D", "B C D", "A/C+E", "A 和 D", "C 跟 E"): a closing clause of
# letters alone (``_closing_letters``), the list a count closes (``_closing_count``, case-blind there).
LETTER_LIST = rf"{LETTER}(?:\s*(?:[、,，/+&]|{alternation(OPTION_SEPARATORS)}|跟)?\s*{LETTER})*"
# A run of letters standing alone ("ACD", "A"): a set written as letters, or its last letter's end
# (``_doubted_together``, ``_set_doubted``).
LETTER_RUN = re.compile(r"(?<![A-Za-z])[A-H]+(?![A-Za-z])")
# That letter before "也" / "同样" ("A、D 都要满足，B 也是", "A、D，B 也要满足"), in group 1: an option added
# after a list of them (``_list_unmeant``, ``_also_added``).
LETTER_ALSO = re.compile(rf"({LETTER})\s*(?:{alternation(ALSO_SAME)})", re.I)
# The words that close a list naming no item of it ("都对", "都选"), the Chinese ones: where a count or
# "这些" closes a list, they may follow it (``LIST_CLOSING``, ``LIST_COUNTED``, ``_closing_count``).
LIST_CLOSING_WORDS = alternation(word for word in LIST_CLOSINGS if not word.isascii())
# Such words closing the answer ("…这俩", "…那两条", "…，就这俩吧", "…都对"), digits as normalised: what
# a paraphrase's parts leave out, and a clause after the list's last option that says nothing of it.
LIST_CLOSING = re.compile(
    r"(?:\s*(?:(?:"
    + alternation(LIST_TOTALS)
    + r")?\s*[这那]\s*(?:\d|[两俩三四五六])\s*[个条项样点]?(?:\s*(?:"
    + alternation(COUNT_CLOSING_VERDICTS)  # "…、8k 这四个对": the count said right, no item
    + r"))?|这些|这几个|"
    + LIST_CLOSING_WORDS
    + r"))+\s*[吧呢啊哈]*\s*[。.!！]?\s*$"
)
# A bare count closing a list, as normalised ("LPIPS, MS-SSIM, Inception Score 三个", "…一共 3 项都对"):
# no item either, after a comma too; kept apart from LIST_CLOSING, which the reading by meaning strips
# from an answer's end, where "每卡 8 个" is a figure.
LIST_COUNTED = re.compile(
    r"\s*(?:"
    + alternation(LIST_COUNT_TOTALS)
    + r")?\s*(?:\d|[两俩三四五六七八])\s*[个条项样点](?:\s*(?:"
    + LIST_CLOSING_WORDS
    + r"))*\s*[吧呢啊哈]*\s*[。.!！]?\s*$"
)
# What withholds an addition said right before it ("不用再加 D", "要不要再配 D", "可能再加 D"): the item is
# not added, only mentioned (denied, asked about or held open), so the addition word commits to nothing.
ADDITION_WITHHELD = re.compile(rf"(?:{alternation(ADDITION_WITHHOLDERS)})\s*(?:还|也)?\s*$")


def letters_counted(summing: Iterable[str]) -> str:
    """The pattern of a count said of a list of letters after its last letter ("A，C，D 这三个都要满足",
    "A、D 两个"), as normalised, in group ``count``: a count only when a word of ``summing`` or the
    clause's end follows it, not a noun ("这 2 种实现…")."""
    return (
        rf"\s*[这那]?\s*(?P<count>\d|{alternation(SUMMED_COUNTS)})\s*[个条项样]?"
        rf"(?=\s*(?:{alternation(summing)}|[吧呢啊]*\s*(?:[,，;；。.!！?？\n]|$)))"
    )


def letters_count(count: str) -> int:
    """What a count ``letters_counted`` found comes to (0 for none it knows)."""
    return int(count) if count.isdigit() else SUMMED_COUNTS.get(count, 0)


# A denial said of an option after it ("都是干扰项", "都站不住", "都不满足", "都排除", "都有问题"): said
# after a list of letters, it denies the list (``_summed_list``, ``_list_unmeant``).
_SAID_AGAINST = re.compile(rf"{SUMMED_AGAINST}|{APART_DENIALS}", re.I)
_AGAINST_WORDS = (*RULE_OUT, *FAULTS, *DISMISSALS)


# What holds a list summed up open ("A，C，D 都可能吧", "B C D 可能都不对"), what makes it a condition or a
# wish ("如果 B C D 都不对", "都要满足的话就好了"), and a denial before it ("不是 A，C，D 都会导致"): read
# alike on a multiple choice (``_summed_list``) and a single one (``_listed_out``).
LIST_HELD_OPEN = (*TENTATIVE, *HEDGES, *DOUBTS, *OPEN_TOGETHER)
LIST_CONDITION = re.compile(CONDITIONS, re.I)
LIST_DENIED_BEFORE = re.compile(SUMMED_AGAINST, re.I)


def said_against(clause: str) -> bool:
    """Whether ``clause``, said after options, denies, rules out or faults what it names."""
    return bool(_SAID_AGAINST.search(clause)) or has(clause, _AGAINST_WORDS)
