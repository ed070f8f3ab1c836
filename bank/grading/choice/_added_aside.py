"""A set of letters and one more added after it, in brackets or after "也要" ("A，C，D（B 也算）", "A、D，也要
B", "A、D（还有 B）"): the candidate's set holds the added one, so a reading that is not the list and the
added member together is not theirs, and the answer is asked again (a gate after the choice readers) —
never the set without it.

"A，C，D（B 也算）" was read as A、C, "A、D，也要 B" and "AD (and B, obviously)" as A、D: a letter inside
a gloss was taken for a description, and one after "也要" for a remark. Only an answer of nothing but the
list and the addition counts ("选" may open it, closing marks end it); an addition held open ("B 也算吧": a
hedge, ``_set_doubted``) or said otherwise is the readers' (``_also_added`` reads "A、D，B 也要满足").
"""

from __future__ import annotations

import re

from bank.grading.text._lexicon import (
    ADDED_AFTER,
    ADDED_AFTER_PAUSE,
    ADDED_BEFORE,
    ALSO_AFFIRMED,
    ALSO_MODALS,
    ALSO_SAME,
    ASIDE_CONVICTIONS,
    LETTER_CERTAIN_CLOSING,
    OPTION_SEPARATORS,
    alternation,
)
from bank.grading.text._list_words import LETTER

# letters apart, or typed together ("AD (and B, obviously)")
_APART = rf"{LETTER}(?:\s*(?:[、,，/+&]|{alternation(OPTION_SEPARATORS)})?\s*{LETTER})*"
_LIST = rf"(?:(?<![A-Za-z])[A-H]{{2,5}}(?![A-Za-z])|{_APART})"
# "B 也算", "B 也要", "B 也对", "B 也能算": the letter, then "也" and what says it holds, or an addition word
_HOLDS = rf"(?:{alternation(ALSO_SAME)})\s*(?:{alternation(ALSO_MODALS)})?\s*(?:{alternation(ALSO_AFFIRMED)})"
_AFTER = rf"(?P<after>{LETTER})\s*(?:{_HOLDS}|{alternation(ADDED_AFTER)})"
_BEFORE = rf"(?:{alternation(ADDED_BEFORE)})\s*(?P<{{}}>{LETTER})"
# inside brackets, an English addition too, and the conviction it may close on ("AD (and B, obviously)")
_INSIDE = rf"(?:{alternation((*ADDED_BEFORE, *ADDED_AFTER_PAUSE))})\s*(?P<inside>{LETTER})"
_CONVICTION = rf"(?:\s*[,，]?\s*(?:{LETTER_CERTAIN_CLOSING}|{alternation(ASIDE_CONVICTIONS)}))?"
_ASIDE = re.compile(
    rf"\s*(?:选\s*)?(?P<list>{_LIST})\s*"
    rf"(?:[(（]\s*(?:{_AFTER}|{_INSIDE}){_CONVICTION}\s*[)）]|[,，;；]\s*{_BEFORE.format('closing')})"
    r"\s*[。.!！]*\s*",
    re.I,
)


def added_aside(text: str, chosen: list[str]) -> bool:
    """Whether ``text`` is a list and a member added after it, and ``chosen`` is not both (see the module)."""
    aside = _ASIDE.fullmatch(text)
    if aside is None:
        return False
    listed = set(re.findall("[A-H]", aside["list"].upper()))
    added = (aside["after"] or aside["inside"] or aside["closing"]).upper()
    return {letter.upper() for letter in chosen} != listed | {added}
