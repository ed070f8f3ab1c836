"""On a multiple choice, one set of letters chosen over another named first as the whole answer ("不是 ABD
而是 ABDE"): the set chosen, to confirm. Letters shared by both sets were read as denied, then chosen
(contradicted); the contrast says which set stands. Only two bare sets of letters, nothing else. The
other order ("ABDE 而不是 ABD") is the mention pass's (``_set_contrast``).
"""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_SET = r"[A-H](?:\s*、?\s*[A-H])+"  # two letters or more, run together or listed with "、"
_END = r"\s*[。.!！]*\s*$"
_CHOSEN_LAST = re.compile(
    rf"^\s*(?:{alternation(lexicon.NOT_BUT[0])})\s*(?P<other>{_SET})\s*[,，]?\s*"
    rf"(?:{alternation(lexicon.NOT_BUT[1])})\s*(?P<chosen>{_SET}){_END}",
    re.I,
)


def set_over_set(text: str) -> str | None:
    """The letters of the set ``text`` chooses over another ("ABDE"), or None."""
    match = _CHOSEN_LAST.match(text)
    if match is None:
        return None
    chosen, other = ("".join(re.findall(r"[A-H]", match.group(name).upper())) for name in ("chosen", "other"))
    return chosen if set(chosen) != set(other) else None
