"""A figure in a clause asking whether ("kv cache 是不是还要把权重 350G 加进去", "要不要加上 350G"): asked
about, not given as the result. Blind batch 75 read "…是不是还要把权重350G加进去 我先算kv 2*48*2048*96…"
as the answer 350 GB (wrong, to confirm), a reading the candidate did not mean: the question asks whether
the weights count, and the calculation stops before its result. The figure is dropped; what the answer
states besides (after the question's mark: "…加进去？算下来 464GB") is read as before.

A clause runs between punctuation marks (as a condition's does, ``_calc._premise``, and to an ellipsis or
a colon); the asking word must come before the figure in it. Not a judgement of the answer ("不知道是不是
对的 464GB") nor a concession ("不管是不是 fp16 都是 464GB"), which ask nothing of the figure.
"""

from __future__ import annotations

import re

from bank.grading.numbers._numbers import WrittenNumber
from bank.grading.text import _lexicon as lexicon

# a clause's end; an ellipsis or a colon too, after which the answer turns from asking to stating
# ("K、V 要不要分开算……就按一份算吧：232GB")
_CLAUSE_BOUNDARY = re.compile(r"[,，;；。!！?？:：…\n]|\.(?!\d)")
_ASKING = re.compile(
    rf"(?:{lexicon.FIGURE_ASKED_WHETHER})(?!\s*(?:{lexicon.FIGURE_ASKED_JUDGED}))",
    re.I,
)
_CONCEDED = re.compile(rf"(?:{lexicon.FIGURE_ASKED_CONCEDED})\s*$", re.I)


def asked_whether(text: str, found: WrittenNumber) -> bool:
    """Whether ``found`` follows, in its clause, a word asking whether (see the module)."""
    starts = [match.end() for match in _CLAUSE_BOUNDARY.finditer(text, 0, found.start)]
    start = starts[-1] if starts else 0
    return any(
        not _CONCEDED.search(text, start, asking.start())
        for asking in _ASKING.finditer(text, start, found.start)
    )
