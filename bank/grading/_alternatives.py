"""Alternatives left open between options, and the clause that decides them.

The mention-by-mention reading of ``_choice`` decides, for each option named, whether the answer
commits to it. This pass looks at the answer as clauses instead and asks the one question a
word list cannot settle mention by mention: does the answer leave two options open? It does when

- an alternative stands between two options, at least one of them chosen: a word of
  ``ALTERNATIVES`` ("还是", "或", "要么", "or"), a question mark or a slash ("B？C？", "B/C"), or
  the idiom "不是 B 就是 C" (either B or C);
- or two options are named and a hedge keeps them open ("也有可能", "都有可能", "二选一").

Open alternatives are settled only by a *decision* in a clause of its own after them ("…？我选 B",
"…; none of them, so C"): on a single-choice question that clause's option is the answer (to
confirm). Otherwise the reading is hedged, which is never ``correct``. A word that reads as an
alternative but is not one — "还是选 B" (still B), a correction between two options ("B？不对，C")
— is not counted: those are corrections, which ``_choice`` reads.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass

from bank.grading import _words as lexicon
from bank.grading._mentions import Mention

_MARK = re.compile(r"[/?？]")
_CLAUSE_BREAK = re.compile(r"[,，;；。.!！?？:：\n]|\bbut\b|但是?|不过")
_STILL = re.compile(r"还是\s*(?:选|觉得|认为|是)")  # "还是选 B": still B, not an alternative
_EITHER_IDIOM = re.compile(r"^\s*(?:就是|便是|就)\s*(?:选项|option)?\s*$", re.I)  # "不是 B 就是 C"
_NOT_BEFORE = re.compile(r"(?:不是|要么|either)\s*(?:选项|option)?\s*$", re.I)
_ALSO = re.compile(r"\s*(?:也|还|同样|too\b|also\b|as well\b)", re.I)
_TRAILING = re.compile(r"(?:\s|选项|option|the|是|is|:|：)*$", re.I)


@dataclass(frozen=True)
class Settled:
    letters: set[str]
    hedged: bool
    decided: bool  # a decision after the alternatives chose the letters


def _alternative_between(text: str, left: Mention, right: Mention, retract: re.Pattern[str]) -> bool:
    gap = text[left.end : right.start]
    if retract.search(gap):
        return False  # "B？不对，C": a correction, not an alternative
    if _EITHER_IDIOM.match(gap) and _NOT_BEFORE.search(text[: left.start]):
        return True
    words = [hit for hit in lexicon.find(gap, lexicon.ALTERNATIVES) if not _STILL.match(gap, hit.start)]
    return bool(words) or bool(_MARK.search(gap))


def _tentative_before(text: str, mention: Mention) -> bool:
    lead = text[: mention.start]
    lead = lead[: len(_TRAILING.sub("", lead))]
    return any(hit.end == len(lead) for hit in lexicon.find(lead, lexicon.TENTATIVE))


def _decides(text: str, mention: Mention, since: int) -> bool:
    """Whether ``mention`` opens a clause of its own (after ``since``) with a decision ("我选 B",
    "so C"), and is not added to an earlier choice ("所以 B 也对")."""
    breaks = list(_CLAUSE_BREAK.finditer(text, since, mention.start))
    if not breaks or _ALSO.match(text, mention.end):
        return False
    lead = text[breaks[-1].end() : mention.start]
    lead = lead[: len(_TRAILING.sub("", lead))]
    return bool(lead) and any(hit.end == len(lead) for hit in lexicon.find(lead, lexicon.DECISIONS))


def _decision_after(text: str, mentions: Sequence[Mention], after: int) -> Mention | None:
    """The last mention after ``after`` that opens with a decision in a clause of its own."""
    for mention in reversed(mentions):
        if mention.start < after:
            return None
        if _decides(text, mention, after):
            return mention
    return None


def settle(
    text: str,
    mentions: Sequence[Mention],
    letters: set[str],
    hedged: bool,
    *,
    single: bool,
    retract: re.Pattern[str],
) -> Settled:
    """The reading once open alternatives are accounted for (see the module's rule)."""
    open_until = -1
    for left, right in itertools.pairwise(mentions):
        if left.labels == right.labels or not ((left.labels | right.labels) & letters):
            continue
        if not _decides(text, right, left.end) and _alternative_between(text, left, right, retract):
            open_until = max(open_until, right.end)
    named = set().union(*(mention.labels for mention in mentions)) if mentions else set()
    if len(named) > 1:
        for hit in lexicon.find(text, (*lexicon.HEDGES, *lexicon.OPEN_TOGETHER)):
            open_until = max(open_until, hit.end)
    tentative = [mention for mention in mentions if _tentative_before(text, mention)]
    if len({mention.labels for mention in tentative}) > 1:  # "可能 B，可能 C"
        open_until = max(open_until, tentative[-1].end)
    if open_until < 0 and single and len(letters) > 1:  # "C …，所以不是它；答案 D": the last decision
        chosen = [mention for mention in mentions if mention.labels & letters]
        last = chosen[-1]
        if _decides(text, last, chosen[0].end) and not any(m.labels & last.labels for m in chosen[:-1]):
            return Settled(set(last.labels), hedged, decided=True)
    if open_until < 0:
        return Settled(letters, hedged, decided=False)
    decision = _decision_after(text, mentions, open_until)
    if decision is None:
        return Settled(letters, True, decided=False)
    return Settled(set(decision.labels) if single else letters, False, decided=True)
