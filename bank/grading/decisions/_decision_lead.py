"""The words that lead to an option in a clause of its own: where a clause breaks, whether the words
before an option end in a decision ("所以只能是", "我选"), and whether an "or" word said inside a clause
about one option offers a second one (``_alternatives`` and the mention pass ask both)."""

from __future__ import annotations

import re

from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import alternation

CLAUSE_BREAK = re.compile(  # "B 和 C 里我选 C": "among" closes the options a decision chooses from
    rf"[,，;；。.!！?？:：…\n]|→|->|=>|\bbut\b|但是?|不过|(?:{alternation(lexicon.AMONG)})(?=\s*(?:{alternation(lexicon.AMONG_THEN)}))|\bamong\b"
)
TRAILING = re.compile(r"(?:\s|选项|option|the|是|is|:|：)*$", re.I)


def clause_lead(text: str, end: int, since: int) -> str:
    """The words of ``end``'s clause before it: from the last clause break between ``since`` and
    ``end``, else from ``since``."""
    breaks = list(CLAUSE_BREAK.finditer(text, since, end))
    return text[breaks[-1].end() if breaks else since : end]


def ends_in_decision(lead: str) -> bool:
    """Whether the words before an option end with a decision ("所以只能是", "我选", "那就"), the
    option's own word and a copula aside."""
    words = (*lexicon.DECISIONS, *lexicon.COMMITMENTS)
    for each in (lead.rstrip(" \t:："), lead[: len(TRAILING.sub("", lead))]):  # "只能是 B", "所以是 B"
        if each and any(
            hit.end == len(each) and not _added(each[: hit.start]) for hit in lexicon.find(each, words)
        ):
            return True
    return False


_ADDED = re.compile(rf"(?:{alternation(lexicon.ADDED_BEFORE_COPULA)})\s*(?:也)?\s*就?\s*$", re.I)


def _added(before: str) -> bool:
    """Whether a copula's words open with an addition ("还有就是 B", "其次是 B"): one more option, no
    decision."""
    return bool(_ADDED.search(before))


_SAID = re.compile(r"[\u4e00-\u9fff]{2,}|[A-Za-z0-9]{2,}")  # a word of two characters: something said


def or_of_its_own_clause(gap: str) -> bool:
    """Whether the last "or" word between two options is said in a clause of its own that goes on to
    something else, with a decision after the clause ("B 加载回来还是 fp16，所以 A": "still fp16"): it
    offers no second option, and the decision chooses. "B 还是 A" and "B 或者 A，看情况" still offer both."""
    words = list(lexicon.find(gap, lexicon.ALTERNATIVES))
    if not words:
        return False
    if _STILL_AS_INTENDED.search(gap, 0, words[-1].end):  # "…；按题意还是 ABC": still, as the question means
        return True
    breaks = list(CLAUSE_BREAK.finditer(gap, words[-1].end))
    if not breaks or not _SAID.search(gap, words[-1].end, breaks[0].start()):
        return False
    return ends_in_decision(gap[breaks[-1].end() :])


_STILL_AS_INTENDED = re.compile(rf"(?:{alternation(lexicon.INTENDED_READINGS)})\s*还是\s*$", re.I)


# "A 和 B 里挑一个……还是 B": after the answer set itself a choice between options, "还是" opening the
# answer's last clause, bare before the last option, decides (still B); "A？还是 B" after a question
# mark, or "…还是 B？", still asks, and "B，还是 A" with no choice set before is an alternative
_STILL_DECIDES = re.compile(rf"\s*(?:{alternation(lexicon.AFTER_ALL)})?\s*还是\s*(?:选项)?\s*")
_CHOOSING_BETWEEN = re.compile(
    rf"(?:{alternation(lexicon.AMONG_SET)})\s*(?:挑|选)\s*(?:一个|一项)|{alternation(lexicon.CHOOSING_BETWEEN)}"
)


# a deliberation settled in so many words: "想了想还是", "最后还是" (the after-all word said)
_SETTLED = re.compile(rf"(?:{alternation(lexicon.AFTER_ALL)})\s*还是")


def still_after_choosing(text: str, pause: re.Match[str], lead: str, end: int) -> bool:
    """Whether ``lead`` (after ``pause``) is a bare "还是" deciding, in the answer's last clause ending at
    ``end``, a choice the answer set itself between options before the pause ("B 和 C 里挑一个……还是
    C"), or a deliberation settled: an after-all word ("A 还是 D…想了想还是 A", "最后还是 A") or a
    closing 吧 ("A 还是 D，还是 A 吧"), whatever came before."""
    if _STILL_DECIDES.fullmatch(lead) is None or text[end:].strip(" \t.。!！吧"):
        return False
    if _SETTLED.search(lead) or "吧" in text[end:]:
        return True
    return pause.group() not in "?？" and _CHOOSING_BETWEEN.search(text, 0, pause.start()) is not None
