"""Slips of spelling a bare answer may come in: a true/false word with two letters swapped ("Ture",
"fasle"), and 选 typed in pinyin before a letter ("xuan B"). Only the fixed lists of the lexicon, never a
likeness: a fuzzy match could turn another word into true or false, or a name into a choice.

A misspelt mark is read only as the whole answer (closing punctuation aside), where it can be nothing
else; inside a sentence it is left as typed. The pinyin word is read only opening the answer, before an
option's letter standing alone."""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_TYPO = re.compile(
    rf"^\s*(?:(?P<true>{alternation(lexicon.TRUE_TYPOS)})|(?P<false>{alternation(lexicon.FALSE_TYPOS)}))"
    r"(?P<close>[\s。.!！~～]*)$",
    re.I,
)
_PINYIN = re.compile(rf"^\s*(?:{alternation(lexicon.CHOOSING_PINYIN)})\s*(?=[A-Ha-h](?![A-Za-z]))", re.I)


def truth_typo_fixed(text: str) -> str:
    """``text`` with a misspelt true/false word that is the whole answer spelt right ("Ture" -> "true")."""
    typo = _TYPO.match(text)
    if typo is None:
        return text
    return ("true" if typo.group("true") else "false") + typo.group("close")


def pinyin_choice(text: str) -> str:
    """``text`` with 选 in pinyin opening it before a letter written as 选 ("xuan B, …" -> "选 B, …")."""
    return _PINYIN.sub("选 ", text, count=1)
