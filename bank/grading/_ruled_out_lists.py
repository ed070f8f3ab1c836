"""A rule-out word ("排除", "不选", "excluded") said of the options named before it.

- Closing a list joined by commas ("A，B，D 排除", "A, C, D excluded"), it rules out every item, as
  after "、" ("A、B、D 排除"): no item of the list is chosen. A plain denial after a comma ("A，B 不对")
  is not such a word: there the first option may be the answer, and is read as before.
- Closing the clause of the options before it, then a pause ("B C D 都不选，A"), it is said of those
  options only: the option after the pause is not ruled out with them, it is the correction.
"""

from __future__ import annotations

import re

from bank.grading import _words as lexicon
from bank.grading._list_items import joined_before
from bank.grading._mentions import Mention

_COMMA_JOINT = re.compile(r"\s*(?:[,，、]|和|与|及|跟|\band\b|&)\s*", re.I)  # "A，B，D", "A, C and D"
_SAID_OF_ALL = re.compile(r"\s*(?:都|也|全|均|全都|all|both)?\s*", re.I)  # "B C D 都不选"
_PAUSE = re.compile(r"\s*[,，;；。.]\s*")


def _opens_with_rule_out(after: str) -> bool:
    hits = lexicon.find(after, lexicon.RULE_OUT)
    return bool(hits) and _SAID_OF_ALL.fullmatch(after[: hits[0].start]) is not None


def ruled_out_with_commas(text: str, mentions: list[Mention], index: int, after: str) -> list[Mention]:
    """The options listed with commas before ``mentions[index]`` when a rule-out word follows it."""
    return joined_before(text, mentions, index, _COMMA_JOINT) if _opens_with_rule_out(after) else []


def closes_the_clause_before(before: str) -> bool:
    """Whether ``before`` (the text between two mentions) is a rule-out word said of the first, then a
    pause: "B C D 都不选，A" rules out B, C and D, not A."""
    hits = lexicon.find(before, lexicon.RULE_OUT)
    return (
        bool(hits)
        and _SAID_OF_ALL.fullmatch(before[: hits[-1].start]) is not None
        and _PAUSE.fullmatch(before[hits[-1].end :]) is not None
    )
