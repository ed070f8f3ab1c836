"""A stated confidence or a first rank opening the answer before its first option ("八成 B", "95% sure B",
"九成把握是 C", "最像 D，其次 B", "首选 A"): the option is chosen tentatively, as "大概 B" chooses it, and
read to confirm. Only a confidence above even leads so: "五成 B" is an even chance, "两成 B" and
"30% sure B" a doubt: neither commits, and an option a copula would choose after it ("三成是 C") is held
open, a hedge. On a choice whose options are shares ("25%", "八成") the
share may be the answer itself, so no share there is read as a confidence; a rank ("最像") leads only on
a single choice, where one option ranked first is the answer.
"""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon

_SHARE_LEAD = re.compile(
    rf"{lexicon.SHARE_HOLDER}(?:{lexicon.CONFIDENT_SHARE})\s*{lexicon.CONFIDENCE_AFTER_SHARE}[\s,，:：]*$",
    re.I,
)
_DOUBT_LEAD = re.compile(
    rf"^\s*(?:我?有?\s*|只有\s*)?(?:{lexicon.DOUBTFUL_SHARE})\s*{lexicon.CONFIDENCE_AFTER_SHARE}[\s,，:：]*$",
    re.I,
)
_RANK_LEAD = re.compile(
    rf"^\s*(?:我的?)?(?:{lexicon.RANKED_FIRST_LEADS})\s*(?:的)?(?:是|选|is)?[\s,，:：]*$", re.I
)
_SHARE_OPTION = re.compile(lexicon.SHARE_SAID)


def leads_to_first(before: str, options: dict[str, str], *, single: bool) -> bool:
    """Whether ``before``, all the words before the answer's first option, only state a confidence
    above even or rank that option first."""
    if _RANK_LEAD.match(before):
        return single
    if not _SHARE_LEAD.match(before):
        return False
    return not _shares(options)


def doubted_first(before: str, options: dict[str, str]) -> bool:
    """Whether ``before``, all the words before the answer's first option, state a confidence at or
    below even ("三成是 C", "30% sure C"): the option is held open, never committed to."""
    return bool(_DOUBT_LEAD.match(before)) and not _shares(options)


def _shares(options: dict[str, str]) -> bool:
    return any(_SHARE_OPTION.search(text) for text in options.values())
