"""Options added after the rest is chosen ("C 不选，其余都选，E 也选", "除了 C 其余都选，还有 E"): the rest
and the options added, never the added ones alone.

"…，其余都选，E 也选" had been read as E alone: the readers of "all but" take the rest only where it closes
the answer, so the closing addition left them silent and the mention pass read the one letter it saw.
On a multiple choice, one clause after the rest chosen that adds options by their letters, with "也"
("E 也选", "E 也要", "E 同样") or a joining word ("还有 E", "加上 E"), is set aside: the answer before it is
read, and the added options join what it chose. An option added that the answer before it left out
("除了 C，其余都选，C 也选") takes back what it set apart, or contradicts it: asked again, as is an addition
to an answer that chose nothing.
"""

from __future__ import annotations

import dataclasses
import re

from bank.grading.choice._mention_pass import ChoiceReading
from bank.grading.choice._set_apart import THE_REST
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.grading.text._list_words import LETTER

_LETTERS = rf"{LETTER}(?:\s*(?:[、和与及]|\band\b)?\s*{LETTER})*"
# the rest chosen, closing its clause ("其余都选", "剩下三个全要"), then the clause that adds options
_REST_THEN_ADDED = re.compile(
    rf"(?:^|[,，;；。\s])\s*{THE_REST}(?:{alternation(lexicon.REST_AFFIRMED)}|要)[\s。.!！]*"
    rf"[,，;；。]\s*(?:"
    rf"(?:{alternation(lexicon.SEGMENT_LINKS)}|另外|再加上?)\s*(?P<joined>{_LETTERS})\s*(?:也|同样)?"
    rf"|(?P<also>{_LETTERS})\s*(?:{alternation(lexicon.ALSO_SAME)})"
    rf")\s*(?:(?:{alternation(lexicon.ALSO_MODALS)})\s*)?(?:{alternation(lexicon.ALSO_AFFIRMED)})?"
    r"[\s。.!！]*$",
    re.I,
)


def rest_added(answer: str) -> tuple[str, set[str]] | None:
    """The answer before a clause adding options after the rest chosen, and the letters it adds; None when
    the answer does not close so."""
    found = _REST_THEN_ADDED.search(answer)
    if found is None:
        return None
    letters = found.group("joined") or found.group("also")
    comma = max(
        answer.rfind(mark, 0, found.start("joined") if found.group("joined") else found.start("also"))
        for mark in ",，;；。"
    )
    return answer[:comma], set(re.findall(r"[A-H]", letters.upper()))


def with_added(reading: ChoiceReading, added: set[str]) -> ChoiceReading:
    """``reading`` with the options ``added`` after it chosen too; nothing (asked again) where it chose
    nothing or left out one of them."""
    if not reading.letters or added & (reading.negated | reading.contradicted):
        return ChoiceReading()
    return dataclasses.replace(reading, letters=reading.letters | added)
