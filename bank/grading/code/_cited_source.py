"""A source cited as the reason before a code fill ("参考 JAX 文档 Distributed arrays …：a 用 P('x', None)，
b 用 P(None, 'y')", "按 torch.utils.checkpoint 文档推荐显式写 use_reentrant=False：cp.checkpoint(…)"): the
citation is a reason, the fill after its colon the answer, read to confirm (the whole answer is more than
a bare fill). Blind batch 86 (seed000-27, seed001-17) had read the source's name as code beside the fill.

Only where the answer opens on a word citing (参考, 按, 根据, per, according to …), names a source (文档,
论文, 源码, docs, paper …) before its first colon, and says nothing doubting or denying there ("参考文档，不
确定：x", "不按文档：x"); the rest after the colon is then read as the whole answer. Anything else is
left as it is.
"""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_CITED = re.compile(
    rf"^\s*(?:{alternation(lexicon.CITING_LEADS)})(?![A-Za-z])(?P<source>[^:：\n]{{2,120}}?)\s*[:：]\s*(?P<rest>\S.*)$",
    re.S | re.I,
)
_SOURCE = re.compile(rf"(?:{alternation(lexicon.CITED_SOURCES)})", re.I)
_AGAINST = re.compile(
    rf"(?:{lexicon.NEGATIONS}|{alternation((*lexicon.DOUBTS, *lexicon.HEDGES))}|[?？])", re.I
)


def cited_fill(answer: str) -> str | None:
    """What follows a source cited as the reason ("参考 … 文档：<fill>"), or None."""
    found = _CITED.match(answer)
    if found is None or not _SOURCE.search(found.group("source")) or _AGAINST.search(found.group("source")):
        return None
    return found.group("rest").strip()
