"""Undo the mechanical damage seen in scraped exam banks.

Only what can be undone without judgement is done here: pinyin annotations,
traditional characters, and dotted prefixes eaten as if they were web domains.
Restoring lost spaces, hyphens and code layout needs a reader (see CURATION.md).
"""

from __future__ import annotations

import re
from functools import lru_cache

import opencc

_TONE_MARKS = "āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜ"
# A bracketed pinyin syllable with a tone mark, e.g. 職業(yè) or 實現(xiàn). Plain bracketed words
# such as (model) or (4-bit) carry no tone mark and stay.
_PINYIN = re.compile(
    r"(?<=[\u3400-\u9fffA-Za-z])\((?=[a-zü]*[" + _TONE_MARKS + r"])[a-zü" + _TONE_MARKS + r"]{1,7}\)"
)

# Prefixes a scraper took for web domains and dropped ("torch.com" + "pile(" …).
_EATEN_PREFIXES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"(?<![A-Za-z0-9_])pile(?=\(|的|模式)"), "torch.compile"),
    (re.compile(r"(?<![A-Za-z0-9_])gram_id\("), "tl.program_id("),
)


@lru_cache(maxsize=1)
def _converter() -> opencc.OpenCC:
    return opencc.OpenCC("t2s")


def strip_pinyin(text: str) -> str:
    return _PINYIN.sub("", text)


def to_simplified(text: str) -> str:
    return str(_converter().convert(text))


def restore_eaten_prefixes(text: str) -> str:
    for pattern, replacement in _EATEN_PREFIXES:
        text = pattern.sub(replacement, text)
    return text


def clean_text(text: str) -> str:
    """Pinyin out first (OpenCC would otherwise see the syllables as text), then simplify."""
    return restore_eaten_prefixes(to_simplified(strip_pinyin(text)))


def is_simplified(text: str) -> bool:
    return to_simplified(text) == text


def has_pinyin_annotation(text: str) -> bool:
    return bool(_PINYIN.search(text))
