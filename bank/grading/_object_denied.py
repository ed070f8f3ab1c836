"""On a true/false question, a mark then a turn denying a term of the claim ("支持，但不是 NVMe" of
"ZeRO-3 支持 NVMe offload"): the mark is said of a claim with some other object, so which claim was
judged is unsure: asked again. A turn denying what the claim does not say ("支持，但不是默认开启") is a
remark, left to the reader.
"""

from __future__ import annotations

import re

from bank.grading import _lexicon as lexicon
from bank.grading._lexicon import alternation
from bank.grading._paraphrase import stem_terms
from bank.grading._rubric import terms

_TURN_DENYING = re.compile(
    rf"[,，;；]\s*(?:{lexicon.BUT_THEN})\s*(?:{alternation(lexicon.OBJECT_DENIALS)})"
    r"\s*(?P<object>[^,，;；。.!！?？]{1,24})",
    re.I,
)


def object_denied(stem: str, text: str) -> bool:
    """Whether ``text`` turns to deny a term of the claim ``stem`` after its mark."""
    claimed = stem_terms(stem)
    return any(terms(turn.group("object")) & claimed for turn in _TURN_DENYING.finditer(text))
