"""Option letters written otherwise: as emoji or enclosed symbols, or as the Heavenly Stems (甲乙丙丁),
read as the letters they stand for."""

from __future__ import annotations

import re
from functools import lru_cache

from bank.grading.text import _lexicon as lexicon

# Letters written as symbols: squared (🄰), negative circled (🅐) and negative squared (🅰, 🅱) capitals,
# each block running A to Z; circled ones (Ⓐ, ⓐ) are letters under NFKC already.
_LETTER_BLOCKS = (0x1F130, 0x1F150, 0x1F170)
_REGIONAL_A = 0x1F1E6  # 🇦 … 🇿: a letter alone, two of them a flag ("🇨🇳")
_REGIONAL = f"{chr(_REGIONAL_A)}-{chr(_REGIONAL_A + 25)}"
_LETTER_SYMBOL = re.compile(
    "[" + "".join(f"{chr(start)}-{chr(start + 25)}" for start in _LETTER_BLOCKS) + "]"
    f"|(?<![{_REGIONAL}])[{_REGIONAL}](?![{_REGIONAL}])"
)
# any character of those blocks: one quick scan says whether the pattern (tried at every character, since
# one of its branches opens on a lookbehind) can match at all
_ANY_SYMBOL = re.compile(
    "[" + "".join(f"{chr(start)}-{chr(start + 25)}" for start in _LETTER_BLOCKS) + _REGIONAL + "]"
)


def _letter_of(match: re.Match[str]) -> str:
    code = ord(match.group())
    start = next((block for block in (*_LETTER_BLOCKS, _REGIONAL_A) if block <= code <= block + 25), code)
    return chr(ord("A") + code - start)


@lru_cache(maxsize=1024)  # pure; the same answer is read for its letters by several readers
def letter_symbols(text: str) -> str:
    """Letters written as emoji or enclosed symbols ("🅱️", "🇧", "🅐") as the letters they show; a pair
    of regional indicators is a flag, not two letters."""
    return _LETTER_SYMBOL.sub(_letter_of, text) if _ANY_SYMBOL.search(text) else text


_STEMS = "甲乙丙丁戊己庚辛"  # the Heavenly Stems count options as letters do: 甲 A, 乙 B, 丙 C …
_STEM_CHARS = frozenset(_STEMS)
# a stem standing as a word: beside other stems, a choosing word before it (选丙, 挑丙, 我投甲项, 选项甲,
# 选择项甲, …，对应丙, …，所以丙, 答丙: the answer said)
# or a particle or certainty after it ("丙没跑了"); "项" or "选项" after it ("选甲项", "丙选项") goes with it
_LEADS = "".join(lexicon.STEM_LEADS)
_STEM = re.compile(
    rf"(?:(?<![\u4e00-\u9fff])|(?<=[{_LEADS}{_STEMS}])|(?<=[{_STEMS}]项)|(?<=选项)|(?<=选择项)|(?<=对应)"
    r"|(?<=所以)|(?<=因此)|(?<=答案)|(?<=答))"
    rf"(?P<stem>[{_STEMS}])"
    rf"(?P<item>选?项)?(?:(?![\u4e00-\u9fff])|(?=[吧呢{_STEMS}]|{lexicon.CERTAIN_OF_IT}))"
)


# a stem with "项" after it is an item whatever is said of it ("甲项没毛病", "乙项不对"), as "A 项" is;
# not "甲项目" (a project), nor the "己" of "自己". Only the answer's one option named: beside another
# stem or letter ("甲项和乙项", "甲项或 B") it is left to the stems' reader above, which reads no pair
# that "A项和B项" would read as one option
_STEM_ITEM = re.compile(rf"(?<!自)(?P<stem>[{_STEMS}])(?=选?项(?!目))")
_OPTION_LETTER = re.compile(r"(?<![A-Za-z])[A-Ha-h](?![A-Za-z])")


@lru_cache(maxsize=1024)  # pure, as above
def stem_letters(text: str) -> str:
    """Heavenly Stems standing as option letters ("丙", "选乙", "甲丁") written as the letters."""
    if _STEM_CHARS.isdisjoint(text):
        return text  # no stem at all (most texts): spared a pattern tried at every character
    if _one_stem_item(text):
        return _STEM_ITEM.sub(lambda match: "ABCDEFGH"[_STEMS.index(match.group("stem"))], text)
    return _STEM.sub(lambda match: "ABCDEFGH"[_STEMS.index(match.group("stem"))], text)


def _one_stem_item(text: str) -> bool:
    """Whether ``text`` names one option, by a stem with "项" after it, and no other stem or letter."""
    return (
        len(_STEM_ITEM.findall(text)) == 1
        and sum(char in _STEM_CHARS for char in text) == 1
        and not _OPTION_LETTER.search(text)
    )


def stem_named(text: str) -> bool:
    """Whether ``text`` names an option by a stem ("丙", "选乙项"): a count of the options, as an ordinal
    is ("the third"), so a reading to confirm (the latest batches' labels; blind-8 alone had "丙" bare)."""
    return not _STEM_CHARS.isdisjoint(text) and (_STEM.search(text) is not None or _one_stem_item(text))
