"""An option preferred over another in a clause of its own after other words ("Hinton 原版用 T 大一些，5 比
1 更像蒸馏", "…。B 比 C 靠谱"): the option before "比" is chosen, as a comparison opening the answer
("B 比 C 靠谱") already is, and read to confirm; the option after "比" is only what it is measured
against. Not a comparison asked ("B 比 C 好吗？"), one that ranks it lower ("B 不如 C", "B 比 C 差": the
reader's ``WORSE_AFTER``), nor one said inside a condition, a denial or someone's claim (the clause must
open on the option itself).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bank.grading.mentions._choice_marks import only_filler
from bank.grading.mentions._mentions import Mention
from bank.grading.text import _lexicon as lexicon

_THAN = re.compile(r"\s*(?:要|还)?\s*比\s*(?:起)?\s*")
_BETTER = re.compile(rf"\s*{lexicon.COMPARED_BETTER}")
# the clause the option opens: after the last stop or comma before it
_CLAUSE_OPENS = re.compile(r"[,，;；。.!！?？:：…\n]")
# where the comparison's sentence ends, and a question closing it ("…更靠谱吗", "…靠谱？")
_SENTENCE_END = re.compile(r"[。.!！;；\n]")
_ASKED = re.compile(r"[?？]|[吗么嘛]\s*$")


def preferred_over(text: str, mentions: Sequence[Mention], index: int) -> bool:
    """Whether ``mentions[index]`` opens a clause that prefers it over the next option named
    ("5 比 1 更像蒸馏")."""
    if index + 1 >= len(mentions):
        return False
    mention, other = mentions[index], mentions[index + 1]
    if mention.labels & other.labels or not _THAN.fullmatch(text, mention.end, other.start):
        return False
    if any(other.labels & more.labels for place, more in enumerate(mentions) if place != index + 1):
        return False  # "1 比 5 好，但 5 比 1 更好": the one measured against is named again, which wins?
    before = text[: mention.start]
    opened = list(_CLAUSE_OPENS.finditer(before))
    if not opened or not only_filler(before[opened[-1].end() :]):
        return False  # the comparison opening the answer is read already; one after words is not its own
    if not _BETTER.match(text, other.end):
        return False
    end = _SENTENCE_END.search(text, other.end)
    return not _ASKED.search(text[other.end : end.start() if end else len(text)])
