"""A true/false mark after a confidence above even and a copula ("70% 是对的", "九成是错的"): a lean, as
"八成是对的" is, read as the mark to confirm (blind batch 85). "80% 对" without the copula stays a share
of truth (only partly true, asked again), and a share at or below even ("30% 是对的", "两成是错的") a doubt,
asked again. On a
statement that itself gives a share ("…节省 75% 显存"), "70% 是对的" may say which share is right, a
correction; no lean is read there.
"""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon
from bank.grading.truefalse._truefalse import TruthReading, read_truth

_MARKS = lexicon.alternation(lexicon.SHARE_LEANS_TO)
_LEAD = r"^\s*(?:我?有?\s*)?(?:{share})"
_LEAN = re.compile(
    rf"{_LEAD.format(share=lexicon.CONFIDENT_SHARE)}\s*(?:的)?(?:把握|可能性?|概率|sure)?\s*(?=是\s*(?:{_MARKS}))",
    re.I,
)
_DOUBT = re.compile(
    rf"{_LEAD.format(share=lexicon.DOUBTFUL_SHARE)}\s*(?:的)?(?:把握|可能性?|概率|sure)?\s*是\s*(?:{_MARKS})",
    re.I,
)
_STEM_SHARE = re.compile(r"\d\s*[%％]|百分之|[一二两三四五六七八九十]成(?![功为立本果绩就是了])")


def leaned_reading(answer: str, stem: str) -> TruthReading | None:
    """The mark ``answer`` leans to after a confidence opening it ("70% 是对的"), held open after a doubt
    ("两成是错的"); None when it opens with no share before "是对的"/"是错的"."""
    if _STEM_SHARE.search(stem):
        return None
    if _DOUBT.match(answer):
        return TruthReading(None, hedged=True)
    lean = _LEAN.match(answer)
    return None if lean is None else read_truth(answer[lean.end() :])
