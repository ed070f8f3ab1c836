"""A list of letters the reading chose, then said of in a way that is not the candidate's set: asked
again (a gate after the choice readers, on a reading that would be correct).

- "Not all" ("A、D 不都要", "A、D 未必都满足", "A 和 D 不全对"): the list is denied as a whole, not chosen,
  and which of it stands is the candidate's to say.
- A count that is not the list's ("A、D 三个都要", "A、B、D 两个"): which ones? The count of a list of
  the reading's letters only; "A、D 两个都要" reads as before.
- Irony ("A、D 都要满足才怪", "B 对才怪", "A、D 都对，才怪") in a clause naming a letter read, or in a
  clause naming none; "选 B，C 才怪" rules C out and is the readers', and so is a claim scorned before
  the answer ("128 能放下才怪，那就 64": ``_scorned_lead``).
- An option not read, added by "也" after the chosen ones, its clause only "也是" or what the clause
  before said of them ("A、D 都要满足，B 也是", "A、D 都要满足，B 也要满足"): the set said holds it.
  "A 不对，B 也是" shares a denial; "B 也作废", "B 也是干扰项" say something else: the readers'.
"""

from __future__ import annotations

import re

from bank.grading.decisions._scorned_lead import sarcasm_lead
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.grading.text._list_words import LETTER, LETTER_ALSO, letters_count, letters_counted, said_against
from bank.grading.text._words import has

_LIST = re.compile(
    r"(?<![A-Za-z])(?P<letters>[A-H](?:\s*(?:[,，、/&+和及与]|\band\b)?\s*[A-H])+)(?![A-Za-z])", re.I
)
_NOT_ALL = re.compile(
    rf"\s*(?:{alternation(lexicon.NOT_ALL_LEADS)})\s*(?:{alternation(lexicon.ALL_OF_THEM)})"
)
_COUNT = re.compile(letters_counted(lexicon.ALL_OF_THEM))
_CLAUSES = re.compile(r"[^,，;；。.!！?？\n]+")
_SARCASM = alternation(lexicon.SARCASM)


def list_unmeant(text: str, chosen: list[str]) -> bool:
    """Whether ``text``, read as the letters ``chosen``, says of them what makes the reading not its own."""
    read = set(chosen)
    for listed in _LIST.finditer(text):
        letters = set(re.findall(r"[A-H]", listed.group("letters").upper()))
        if not letters & read:
            continue
        if _NOT_ALL.match(text, listed.end()):
            return True
        counted = _COUNT.match(text, listed.end())
        if counted and letters_count(counted.group("count")) not in (
            0,
            len(re.findall(r"[A-H]", listed.group(0).upper())),
        ):
            return True
    # "128 能放下才怪，那就 64": the claim scorned before the answer is not the set, unless it names it
    lead = sarcasm_lead(text)
    if set(re.findall(LETTER, text[:lead].upper())) & read:
        return True
    for clause in _CLAUSES.finditer(text, lead):
        if re.search(_SARCASM, clause.group(0), re.I):
            named = set(re.findall(LETTER, clause.group(0).upper()))
            if not named or named & read:
                return True
    added = (also for also in LETTER_ALSO.finditer(text) if also.group(1).upper() not in read)
    return any(_added_too(text, also) for also in added)


def _added_too(text: str, also: re.Match[str]) -> bool:
    """Whether the option ``also`` names is added to the set said before it: its clause says only "也是"
    or "也" and what the clause before said of the set after its last letter ("A、D 都要满足，B 也要满足"),
    and neither clause denies. Anything else said of it ("B 也作废", "B 也是干扰项") is the readers'."""
    before = text[: also.start()].rstrip(" ,，;；")
    previous = _CLAUSES.findall(before)
    letters = list(re.finditer(LETTER, previous[-1].upper())) if previous else []
    if not letters:
        return False
    said_of_set = previous[-1][letters[-1].end() :].strip()
    rest = text[
        also.end() : (own.end() if (own := _CLAUSES.match(text, also.start())) else also.end())
    ].strip()
    same = rest in lexicon.SAME_AS_SAID or bool(rest and said_of_set.endswith(rest))
    said = f"{previous[-1]} {rest}"
    return same and not (said_against(said) or has(said, lexicon.SARCASM))
