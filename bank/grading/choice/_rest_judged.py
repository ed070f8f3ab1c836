"""The options set apart, the rest judged ("除了 B 和 C 其他都不行"): only those set apart are chosen, on a
stem asking for the right ones. On a stem asking for the wrong one ("以下说法错误的是") a judgement of
the rest ("除了 A 其他都不对") says either that A is the answer or that A is the one right statement, so
the others are: no choice, asked again. A rest left unchosen ("除了 A 其他都不选") is a choice either
way. The same judgement said otherwise ("A 以外都不对", "只有 A 对"), the whole answer, is asked again
alike (``judged_alone``).
"""

from __future__ import annotations

import re

from bank.grading.choice._mention_pass import ChoiceReading
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_JUDGED_ALONE = re.compile(
    rf"^\s*(?:{lexicon.ONLY_RIGHT}|{lexicon.REST_AGAINST})[\s。.!！]*$",
    re.I,
)

_UNCHOSEN = re.compile(
    rf"\s*(?:{alternation(lexicon.REST_NAMED)})?\s*(?:选项)?\s*(?:{alternation(lexicon.REST_ALL)})\s*(?:{alternation(lexicon.REST_UNCHOSEN)})"
)


def rest_judged(
    lettered: str, at: int, excluded: set[str], labels: set[str], negative_stem: bool
) -> ChoiceReading:
    """The options ``excluded`` (set apart before ``at``), or none where the stem makes the rest's judgement
    ambiguous."""
    if negative_stem and not _UNCHOSEN.match(lettered, at):
        return ChoiceReading()  # "除了 A 其他都不对" on "以下说法错误的是": A, or every other? asked again
    return ChoiceReading(excluded, negated=labels - excluded)


def judged_alone(text: str, negative_stem: bool) -> bool:
    """Whether ``text`` judges one option against the rest ("只有 A 对", "A 以外都不对") on a stem asking the
    wrong one: A, or every other? No choice."""
    return negative_stem and bool(_JUDGED_ALONE.match(text))
