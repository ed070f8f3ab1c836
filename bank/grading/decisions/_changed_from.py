"""An option the candidate moved away from, nearly chose, or ranked below another: "从 B 改到 A",
"原来是 B，改到 A", "B, then switched to A", "B（划掉）A", "A，改 B？不改", "A，想改成 B 但没改",
"A，我的第二选择是 B", "B 排第二，A 排第一", "B 的可能性 30%，A 70%", "prefer C to B".

Each names the option without choosing it: where the candidate went (A), what they kept, or what
they rank first is the answer, read as before. The option is set aside by the caller (read as chosen
by nothing), so a wrong answer given beside it stays the answer.
"""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon

_CLAUSE_LEAD = re.compile(r"[^,，;；。.!！?？\n]*$")
_END = lexicon.CHANGE_CLAUSE_CLOSED

# the place a change starts from: "从 B 改到 A", "from B to A", "原来是 B"
_FROM_BEFORE = re.compile(
    lexicon.CHANGED_FROM_BEFORE,
    re.I,
)
_TO_AFTER = re.compile(
    lexicon.CHANGED_TO_AFTER,
    re.I,
)
# moved away from, said after it: "B, then switched to A", "B，后来改成 A"
_AWAY_AFTER = re.compile(
    lexicon.CHANGED_AWAY_AFTER,
    re.I,
)
# a change considered and not made: "改 B？不改", "想改成 B 但没改", "刚才想改 B，没改"
_CHANGE_LEAD = re.compile(lexicon.CHANGE_CONSIDERED_LEAD)
# A refusal answers the change asked ("改 B？不改"); a past "没改" says it was not made ("但没改").
# "不改了/不换了/定了不改" after a change said outright is final, not a refusal; nor are "没改错"
# ("not changed wrongly") or "不改变结论" ("doesn't change the conclusion").
_NOT_MADE = re.compile(lexicon.CHANGE_NOT_MADE)
# struck out after it: "B（划掉）A", "B (crossed out) A"
_STRUCK = re.compile(lexicon.STRUCK_AFTER, re.I)
# ranked below another, or weighed with a share: "我的第二选择是 B", "B 排第二", "B 的可能性 30%"
_RANKED_BEFORE = re.compile(
    lexicon.RANKED_BEFORE,
    re.I,
)
_RANKED_AFTER = re.compile(
    # not "B 排第二的是 A": what follows is what ranks second
    lexicon.RANKED_AFTER,
    re.I,
)
# preferred to: "prefer C to B" (B is what C is preferred to)
_PREFERRED_TO = re.compile(r"\bprefer(?:s|red)?\b[^,，;；。.!！?？\n]*\bto\s*$", re.I)
# A change denied or undone is no move to its option: the change said not to be made before it ("我不会从
# A 改到 B", "别改成 B", "没换成 B"), asked and answered no ("后来改成 B？没有") or changed back after it
# ("改成 B 又改回来了", "改成 B，又改回 A 了"). The option it names is not chosen; what the candidate
# kept is read only where a later commitment says it (else the answer is asked again).
_CHANGE_DENIED_LEAD = re.compile(
    lexicon.CHANGE_DENIED_LEAD,
    re.I,
)
_CHANGE_UNDONE_AFTER = re.compile(
    lexicon.CHANGE_UNDONE_AFTER,
    re.I,
)
# a change only meant, then not made: "想改成 B，最后不改了", "本想改成 B，不改了"
_MEANT_LEAD = re.compile(lexicon.CHANGE_MEANT_LEAD)
_NOT_CHANGED_AFTER = re.compile(lexicon.NOT_CHANGED_AFTER)
# what moves to an option in the clause before it: "改成 B", "后来改成 B", "switched to B"
_CHANGE_TO_LEAD = re.compile(lexicon.CHANGE_TO_LEAD, re.I)


# ranked below another by a comparison in its own clause: "B 比 A 差", "B 不如 A", "B is worse than A"; the
# option it is measured against is not chosen either ("B 比 A 差" is no choice of A): the question may
# ask for the worse one, so the answer is asked again unless it commits elsewhere
_WORSE = lexicon.WORSE
_WORSE_AFTER = re.compile(
    lexicon.WORSE_AFTER,
    re.I,
)
# a denial asked, not said: "没改成 B？改了", "不会改成 B 吗？会", "didn't change to B? I did"
_ASKED_AFTER = re.compile(lexicon.CHANGE_ASKED_AFTER)
_WORSE_THAN_LEAD = re.compile(lexicon.WORSE_THAN_LEAD, re.I)
_MEASURED_AGAINST = (re.compile(r"(?<![对无好])比\s*$"), re.compile(rf"^\s*{_WORSE}"))


def _worse_compared(clause_lead: str, after: str) -> bool:
    lead, tail = _MEASURED_AGAINST
    return bool(_WORSE_AFTER.match(after) or _WORSE_THAN_LEAD.search(clause_lead)) or bool(
        lead.search(clause_lead) and tail.match(after)
    )


def changed_from(before: str, after: str, preceding: str = "", following: str = "") -> bool:
    """Whether the option between ``before`` and ``after`` is one the answer moves away from, nearly
    changed to, struck out, or ranks below another; ``preceding`` (all the text before the option, when
    given) shows a change denied before the option it starts from ("我不会从 A 改到 B"), ``following`` (all
    the text after it) a comparison that ranks it below another ("B 比 A 差")."""
    lead = _CLAUSE_LEAD.search(before)
    clause_lead = lead.group(0) if lead else ""
    whole = _CLAUSE_LEAD.search(preceding or before)
    whole_lead = whole.group(0) if whole else ""
    return bool(
        (_FROM_BEFORE.search(clause_lead) and _TO_AFTER.match(after))
        or (_CHANGE_LEAD.search(clause_lead) and _NOT_MADE.match(after))
        or (_MEANT_LEAD.search(clause_lead) and _NOT_CHANGED_AFTER.match(after))
        or _AWAY_AFTER.match(following or after)
        or _STRUCK.match(after)
        or _RANKED_BEFORE.search(clause_lead)
        or _RANKED_AFTER.match(after)
        or _PREFERRED_TO.search(clause_lead)
        or (_CHANGE_DENIED_LEAD.search(whole_lead) and not _ASKED_AFTER.match(following or after))
        or _worse_compared(clause_lead, following or after)
        or (_CHANGE_TO_LEAD.search(clause_lead) is not None and _CHANGE_UNDONE_AFTER.match(after) is not None)
    )
