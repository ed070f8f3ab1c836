"""A true/false mark after a confidence above even and a copula ("70% 是对的", "九成是错的"): a lean, as
"八成是对的" is, read as the mark to confirm (blind batch 85). "80% 对" without the copula stays a share
of truth (only partly true, asked again), and a share at or below even ("30% 是对的", "两成是错的") a doubt,
asked again, as a doubt said without the copula, after a bound or a split, or after the mark ("一成
对", "10% sure it's true", "顶多三成是对的", "五五开 是对的", "是对的的概率 30%"). On a
statement that itself gives a share ("…节省 75% 显存"), "70% 是对的" may say which share is right, a
correction; no lean is read there.
"""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon
from bank.grading.truefalse._truefalse import TruthReading, read_truth

_MARKS = lexicon.alternation(lexicon.SHARE_LEANS_TO)
# the share and its word as the choice reader's confidence lead has them (``_confidence_lead``)
_LEAD = lexicon.SHARE_HOLDER + r"(?:{share})\s*" + lexicon.CONFIDENCE_WORD
_LEAN = re.compile(
    rf"{_LEAD.format(share=lexicon.CONFIDENT_SHARE)}\s*(?=是\s*(?:{_MARKS}))",
    re.I,
)
_DOUBT = re.compile(
    rf"{_LEAD.format(share=lexicon.DOUBTFUL_SHARE)}\s*是\s*(?:{_MARKS})",
    re.I,
)
# a doubt said otherwise: without the copula ("一成 对", "30% sure true", "10% sure it's true"), after a
# bound ("顶多三成是对的", "不到 80% 是对的") or an even split ("五五开 是对的"), or after the mark ("是对的的
# 概率 30%", "对的可能性不到一半"); asked again, never read as the mark
_ANY_SHARE = (
    rf"(?:{lexicon.CONFIDENT_SHARE}|{lexicon.DOUBTFUL_SHARE}|\d+(?:\.\d+)?\s*[%％]|[一二两三四五六七八九]成)"
)
_ALL_MARKS = rf"{_MARKS}|{lexicon.alternation(lexicon.SHARE_MARKS_EN)}"
_ABOUT = r"(?:的)?(?:把握|可能性?|概率|几率|sure|likely)?(?:\s*(?:it'?s|it is|that))?"
_DOUBT_SAID = re.compile(
    rf"^\s*(?:我?有?\s*)?(?:(?:{lexicon.DOUBTFUL_SHARE})"
    rf"|(?:{lexicon.alternation(lexicon.SHARE_BOUNDS)})\s*{_ANY_SHARE}"
    rf"|{lexicon.alternation(lexicon.EVEN_SPLITS)})\s*{_ABOUT}\s*(?:是)?\s*(?:{_ALL_MARKS})",
    re.I,
)
_DOUBT_AFTER = re.compile(
    rf"^\s*(?:是)?\s*(?:{_ALL_MARKS})\s*(?:的)*\s*(?:概率|可能性?|几率|把握|chance)\s*(?:{lexicon.alternation(lexicon.ODDS_ARE)})?\s*"
    rf"(?:{lexicon.DOUBTFUL_SHARE}|{lexicon.alternation(lexicon.SHARE_BOUNDS)}|{lexicon.alternation(lexicon.EVEN_SPLITS)})",
    re.I,
)
_STEM_SHARE = re.compile(lexicon.SHARE_SAID)


def leaned_reading(answer: str, stem: str) -> TruthReading | None:
    """The mark ``answer`` leans to after a confidence opening it ("70% 是对的"), held open after a doubt
    ("两成是错的"); None when it opens with no share before "是对的"/"是错的"."""
    if _STEM_SHARE.search(stem):
        return None
    if _DOUBT.match(answer) or _DOUBT_SAID.match(answer) or _DOUBT_AFTER.match(answer):
        return TruthReading(None, hedged=True)
    lean = _LEAN.match(answer)
    return None if lean is None else read_truth(answer[lean.end() :])
