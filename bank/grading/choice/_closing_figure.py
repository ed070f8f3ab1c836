"""On a single choice, an answer that reasons from one figure to another and closes on the second
("int8 是 fp16 的一半，再加激活 0.5，37.5%", "权重减半是 50%，激活再减，25%"): the closing clause, the
option alone, is the answer; the figure inside the opening statement was a step of the reason (an
approximate word such as "一半", "一倍", or a partial result), not a choice to keep over it.

Only an option named inside a statement (words before it, no word of commitment) is such a step. An
option the answer committed to ("选 C，再加激活 0.5，37.5%") or opened on alone ("C，…，37.5%") and a
different closing one after a reasoning clause hold two answers open: the reading is asked again,
never the earlier one kept.
"""

from __future__ import annotations

import re

from bank.grading.choice._choice_clauses import last_clause_alone
from bank.grading.mentions._choice_marks import HEDGE_LINK, LIST_LINK, RETRACT, only_filler
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import alternation

_CLAUSE_BREAK = re.compile(r"[,，;；。!！]|\.(?!\d)")
_ASKS = re.compile(r"[?？]|吗|呢")
_REALIZED = re.compile(rf"[\s,，;；。!！…]*(?:{alternation(lexicon.REALIZATIONS)})(?![A-Za-z])")
_DENIED = re.compile(lexicon.REALIZED_DENIALS, re.I)
_LEAD_END = re.compile(rf"(?:{lexicon.REALIZED_LEAD_ENDS})[\s,，;；。!！…]*$")


def reasoning_step(gap: str, opening: str | None = None) -> bool:
    """Whether ``gap`` (the text between the opening mention and the closing one) is a clause of
    reasoning of its own: words after a clause break, with no list link, alternative, doubt, hedge,
    correction or question, which would make it something else than a step towards the closing one,
    and no decision opening the closing clause, unless that clause is the opening's own words (given
    ``opening``, the text before the opening mention): "T 是 3，T 是 1" says a second value, its "是" no
    decision taken after the first (see ``named_again``)."""
    if only_filler(gap) or LIST_LINK.match(gap) or not _CLAUSE_BREAK.match(gap.lstrip(" \t")):
        return False  # "一半，37.5%", "C 和 B": two options side by side, no step between
    if HEDGE_LINK.search(gap) or _ASKS.search(gap) or RETRACT.search(gap):
        return False  # "C 还是…", "…吗？", "不对，B": an alternative, a question, a correction
    restated = opening is not None and named_again(opening, gap)
    if lexicon.has(_CLAUSE_BREAK.split(gap)[-1], lexicon.DECISIONS) and not restated:
        return False  # "…，所以第 3 个": the closing clause decides, which the decision reading settles
    return not lexicon.has(gap, lexicon.NOT_SETTLED)


def realized(gap: str) -> bool:
    """Whether the reasoning clause ``gap`` opens with an interjection of realization ("…，哦 SDXL 不是 768
    是 2048，"): it corrects the option before it, so the option closing the answer is the answer (to
    confirm), not a second one held open. The clause must say what was wrong, a denial not saying the
    option right, a give-up or an addition ("哦对 没错，C", "哦 那就不知道了，C", "哦对了 不是还有，C"
    are not), and must not end on a lead introducing the closing option ("哦 错的是，C")."""
    opened = _REALIZED.match(gap)
    if opened is None or _LEAD_END.search(gap):
        return False
    said = gap[opened.end() :]
    unsaid = (*lexicon.SAID_FINE, *lexicon.GIVE_UPS, *lexicon.ADDITIONS_ASKED)  # "没错", "不知道了", "还有"
    return _DENIED.search(said) is not None and not lexicon.has(said, unsaid)


def named_again(opening: str, gap: str) -> bool:
    """Whether the closing clause (the end of ``gap``) opens on the words that opened the clause of the
    opening mention (the end of ``opening``, the text before it) and nothing more: "温度 3，温度 1", "T 是
    3，T 是 1" say a second value of the same name, held open beside the first, not a result of it."""
    named = _CLAUSE_BREAK.split(opening)[-1].strip()
    return bool(named) and _CLAUSE_BREAK.split(gap)[-1].strip() == named


def closes_on_another(before: str, after: str, opening: str | None, stem_terms: frozenset[str]) -> bool:
    """Whether the closing mention, its clause alone (``before`` the text since the opening mention,
    ``opening`` the text before that), follows a clause of reasoning of its own. Its clause is alone
    when it holds the question's own words only, or when it is the opening clause's own words again
    ("T 是 32，T 是 48": the name said twice, whether or not the stem names it)."""
    named = opening is not None and named_again(opening, before)
    alone = named or last_clause_alone(before, after, stem_terms)
    return alone and reasoning_step(before, opening)
