"""A figure taken back by a realization ("232 GB，哦 K 和 V 两份，×2 = 464 GB"): an interjection
of realization opening the clause after a figure, then a figure written as a result (after "=", "≈",
"约", …) or closing the answer, says the first was a step short of the answer, as "不对" would: the
later figure is the answer (to confirm). Only a plain interjection is one ("哦对了" adds a remark,
"哦对 没错" keeps the first figure); a realization asked, hedged, conditional or given up ("哦 是不是
还要 ×2？", "哦 也可能 = 928 GB", "哦 如果 fp32 = 928 GB", "哦 fp32 下 = 928 GB", "哦 不会了")
settles nothing. One that negates, doubts or gives a figure to another anywhere after it ("哦 不用 ×2 =
928 GB", "哦 ×2 = 928 GB？", "哦 ×2 = 928 GB 那是错误做法", "哦 有人说 928 GB") may refuse either figure:
asked again.
"""

from __future__ import annotations

import re

from bank.grading.numbers._numbers import WrittenNumber
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import alternation

# the clause break and the interjection alone: not "哦对", "哦对了" (an aside, or the first figure said right)
_REALIZED = re.compile(r"\s*[,，;；。!！…]\s*(?:哦+|噢+|喔+)(?![对好是A-Za-z])[\s,，]*")
_CLOSES = re.compile(r"[\s。.!！]*$")
_UNSETTLING = re.compile(rf"[?？]|吗|{lexicon.FIGURE_CONDITIONS}|{lexicon.FIGURE_SETTINGS}", re.I)
# after the realization, to the end: a negation, a doubt or the figure given to another
_REFUSING = re.compile(
    rf"[?？]|吗|\.\.\.|…|{lexicon.NEGATION_AFTER}|{alternation(lexicon.WRONG_WORDS)}|"
    rf"{alternation(lexicon.TENTATIVE)}|{alternation(lexicon.SAID_BY_OTHERS)}",
    re.I,
)


def realized_at(text: str, quantities: list[WrittenNumber]) -> int | None:
    """Where the realization after a figure of ``quantities`` ends, when a figure written as a result
    follows it in ``text`` (what follows is the answer), else None."""
    for found in quantities:
        opened = _REALIZED.match(text, found.end)
        if opened is None:
            continue
        results = [
            later
            for later in quantities
            if later.start >= opened.end() and (later.final or _CLOSES.match(text, later.end))
        ]
        if not results:
            continue
        said = text[opened.end() : results[-1].end]
        if _UNSETTLING.search(said) or lexicon.has(said, (*lexicon.LEFT_OPEN, *lexicon.GIVE_UPS)):
            return None
        return opened.end()
    return None


def realization_refused(text: str, quantities: list[WrittenNumber]) -> bool:
    """Whether a realization after a figure of ``quantities``, a result after it, is negated, doubted or
    given to another anywhere to the end ("哦 不用 ×2 = 928 GB", "哦 ×2 = 928 GB？", "哦 有人说 928 GB",
    "464 GB，哦 不用 ×2，232 GB"): which figure is meant is unsaid, so asked again — the first read alone,
    or the later one, could each turn a wrong answer right."""
    for found in quantities:
        opened = _REALIZED.match(text, found.end)
        if opened is not None and any(later.start >= opened.end() for later in quantities):
            return bool(_REFUSING.search(text, opened.end()))
    return False
