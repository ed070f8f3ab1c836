"""Options named together as one subject and then said something of together, read on the answer with
every mention written as its letters (``_choice._lettered``).

Denied together ("A 和 D 都不对", "B、C 是错的", "A and D are wrong", "D、E 不选", "D、E 排除"): an option
chosen elsewhere in the answer and denied or removed here is contradicted ("D，D、E 不选" had been read as
D: a group's removal reached its last letter alone; "A 不选 D" removes the D after it, not A). A comma
ends the group: in "D, A and B are wrong" the D is a clause of its own, the answer.

Described together ("A 和 C 都会溢出", "B、D 这俩肯定不行"): on a single choice no answer, a description
(mostly a rule-out); never a choice of both. An affirmation of them ("都对", "都可以", "都有可能") is a
hedge between them, read as before.
"""

from __future__ import annotations

import re

from bank.grading import _lexicon as lexicon

_DENIED_GROUP = re.compile(lexicon.DENIED_GROUP, re.I)
# the options as one subject, or what is in them ("A 和 B 里那个 deterministic 参数…")
_TOGETHER = re.compile(lexicon.TOGETHER, re.I)
_TOGETHER_AFFIRMED = re.compile(lexicon.TOGETHER_AFFIRMED, re.I)


def denied_together(lettered: str) -> set[str]:
    """The letters of every group of options denied or removed together in ``lettered``."""
    groups = (
        re.sub(r"\band\b", " ", found.group(1), flags=re.I) for found in _DENIED_GROUP.finditer(lettered)
    )
    return {letter for group in groups for letter in re.findall(r"[A-H]", group.upper())}


def described_together(lettered: str) -> bool:
    """Whether ``lettered`` opens on options named as one subject and described, not affirmed, together."""
    together = _TOGETHER.match(lettered)
    return together is not None and not _TOGETHER_AFFIRMED.search(lettered)
