"""A list denied whole, one item of which names no option ("1、2、3 都不对" where the options are 1, 3, 5
and 10): the candidate denies every figure listed, yet the item no option holds ("2") breaks the list
the mention reader sees, which then takes its first member for a choice and the rest for the denied.
No member of such a list is chosen: a reading that chose one asks again.

Only a list of figures or lone letters (no word in an item: "选 1", "Recall" are none), joined by "、",
"/", "和" or spaces, or by commas alone when the denial says "all" ("1，2，3 都不对") or the list has
three items ("1，2，3 不对"), as the reader takes "A，B，C 都不对" whole and "A，B，C 不对" for a list
(while "A，B 不对" and "A，B、C 都不对" may choose A), closed by a denial or rule-out word; a clause of
items opened by commas and closed by "、" ("1，2、3 都不对") is one list too, when an item names no option.
A list whose every item names an option is left to the reader.
"""

from __future__ import annotations

import re

from bank.grading.choice._choice_mentions import find_mentions
from bank.grading.mentions._choice_marks import POST_NEGATION
from bank.grading.mentions._mentions import Mention, prepare
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

# an item: a figure or a lone letter ("1、x、3"); a word ("Recall", "gather") may open a clause of its own
_ITEM = r"(?<![A-Za-z0-9.])(?:\d+(?:\.\d+)?%?|[A-Za-z])(?![A-Za-z0-9])"
_JOINT = rf"(?:\s*(?:[、/]|以及|{alternation(lexicon.LIST_JOINS)})\s*|\s+)"
_COMMA = r"\s*[,，]\s*"
_LIST = re.compile(rf"{_ITEM}(?:{_JOINT}{_ITEM})+\s*$")
_COMMA_LIST = re.compile(rf"{_ITEM}(?:{_COMMA}{_ITEM})+\s*$")
_COMMA_RUN = re.compile(rf"{_ITEM}(?:{_COMMA}{_ITEM}){{2,}}\s*$")  # three items or more
# a list opened by commas and closed by "、" ("1，2、3 都不对"), the clause's whole: with an item naming no
# option, "1" is as much denied as "2" and "3" (the options are places or figures run in order)
_MIXED_LIST = re.compile(rf"(?:^|(?<=[。；;!！?？\n]))\s*{_ITEM}(?:{_COMMA}{_ITEM})+(?:{_JOINT}{_ITEM})+\s*$")
_ITEM_AT = re.compile(_ITEM)
# where a denial may begin: after an item, spaced or not ("1、2、3 都不对", "1、2、3都错")
_DENIAL_START = re.compile(r"(?<=[A-Za-z0-9%])\s*(?=\S)")


def denied_list_chosen(
    text: str, chosen: tuple[str, ...] | list[str], options: dict[str, str], stem: str
) -> bool:
    """Whether an option read as chosen is an item of a list the answer denies whole, beside an item
    naming no option."""
    if not chosen:
        return False
    prepared, code = prepare(text)
    mentions, _ = find_mentions(prepared, code, options, stem)
    for start, end in _denied_lists(prepared):
        named = [_named(mentions, m.start(), m.end()) for m in _ITEM_AT.finditer(prepared, start, end)]
        if len(named) > 1 and not all(named) and any(labels & set(chosen) for labels in named):
            return True
    return False


def _named(mentions: list[Mention], start: int, end: int) -> frozenset[str]:
    """The options the mentions within ``start``..``end`` name."""
    return frozenset().union(*(m.labels for m in mentions if m.start < end and m.end > start))


def _denied_lists(text: str) -> list[tuple[int, int]]:
    """The span of each list closed by a denial (joined by commas too when it says "all")."""
    found: list[tuple[int, int]] = []
    for cut in _DENIAL_START.finditer(text):
        denial = POST_NEGATION.match(text[cut.end() :])
        if not denial:
            continue
        lists = (_LIST, _COMMA_LIST if denial.group("both") else _COMMA_RUN, _MIXED_LIST)
        found.extend((m.start(), m.end()) for m in (p.search(text[: cut.start()]) for p in lists) if m)
    return found
