"""A parenthesised reason closing the answer, against options the answer did not choose: the choice
before it stands whole, and the options the aside names are ruled out.

"A，C（B 只影响性能）" had been read as A: the letter inside the brackets opened a clause that cut the
set short, and the candidate was shown a set they did not mean. An aside closing the answer that opens
with letters named nowhere before it (maybe after a reason word: "因为 B …") and says of them only a
limit or a denial ("只影响性能", "不对", "无关") is a reason against them: what comes before is read
alone, as if the aside were not there, and its letters are added to what is ruled out. An aside that
names a letter chosen before it ("A，C（C 不确定）"), affirms ("B 也行"), doubts, asks or goes on to
choose it after all ("B 只影响性能，但也选") is the pass's to read, as before.
"""

from __future__ import annotations

import re
from dataclasses import replace

from bank.grading.choice._mention_pass import ChoiceReading
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.grading.text._list_words import LETTER, LIST_HELD_OPEN, said_against
from bank.grading.text._words import has

_ASIDE = re.compile(
    rf"(?P<head>.*?\S)\s*[（(]\s*(?:(?:{alternation(lexicon.REASONS)})\s*)?(?P<letters>{LETTER}(?:\s*(?:[、,，/]|{alternation(lexicon.LIST_JOINS)})?\s*"
    rf"{LETTER})*)(?P<said>[^（）()]*)[）)][\s。.]*",
    re.S,
)
_LIMITS = (*lexicon.ONLY_AFFECTS,)
_OPEN = (*LIST_HELD_OPEN, *lexicon.ASKING)
# a choice said after the reason ("（B 只影响性能，但也选）", "…, but pick it too"): B chosen after all
_KEPT = re.compile(rf"{alternation(lexicon.DOUBT_KEPT)}|{lexicon.PICKED_TOO}", re.I)
_ASKED = re.compile(rf"[?？]|(?:{alternation(lexicon.ASKING_ENDS)})\s*$")
# a double negative, praise, a limit denied, a condition: it says no reason against the letter
_NOT_AGAINST = re.compile(
    rf"{lexicon.DOUBLE_NEGATIVE}|{alternation(lexicon.PRAISES)}|{lexicon.ASIDE_NOT_AGAINST}|"
    rf"[不没]\s*(?:{alternation(lexicon.ONLY_AFFECTS)})|{lexicon.CONDITIONS}",
    re.I,
)


def aside_against(answer: str) -> tuple[str, set[str]] | None:
    """The answer before a closing aside against letters it did not name, and those letters; None
    when it closes with no such aside."""
    found = _ASIDE.fullmatch(answer)
    if found is None:
        return None
    head, said = found.group("head"), found.group("said")
    letters = set(re.findall(LETTER, found.group("letters")))
    if letters & set(re.findall(LETTER, head)) or re.search(LETTER, said):
        return None  # "A，C（C 不确定）": said of a letter chosen, the pass's to read
    return (head, letters) if says_against(said) else None


def says_against(said: str) -> bool:
    """Whether an aside's words after its letters say only a limit or a denial of them: not when they
    affirm or doubt ("B 也行", "B 可能也对"), ask, keep it after all, or deny a denial ("B 也没错")."""
    if (
        has(said, _OPEN)
        or _ASKED.search(said)
        or _KEPT.search(said)
        or not (has(said, _LIMITS) or said_against(said))
    ):
        return False  # "A，C（B 也行）", "A，C（B 可能也对）": not a reason against them
    return not _NOT_AGAINST.search(said)  # "（B 也没错）", "（B 不只影响性能）", "（B 不对的话）"


def with_aside(reading: ChoiceReading, letters: set[str]) -> ChoiceReading:
    """The reading of the answer before the aside, with the aside's letters ruled out."""
    return replace(reading, letters=reading.letters - letters, negated=reading.negated | letters)
