"""An option the candidate moved away from, nearly chose, or ranked below another: "从 B 改到 A",
"原来是 B，改到 A", "B, then switched to A", "B（划掉）A", "A，改 B？不改", "A，想改成 B 但没改",
"A，我的第二选择是 B", "B 排第二，A 排第一", "B 的可能性 30%，A 70%", "prefer C to B".

Each names the option without choosing it: where the candidate went (A), what they kept, or what
they rank first is the answer, read as before. The option is set aside by the caller (read as chosen
by nothing), so a wrong answer given beside it stays the answer.
"""

from __future__ import annotations

import re

_CLAUSE_LEAD = re.compile(r"[^,，;；。.!！?？\n]*$")
_END = r"(?=\s*(?:[的了吧啊呢。.!！,，;；?？…)）\n]|$))"

# the place a change starts from: "从 B 改到 A", "from B to A", "原来是 B"
_FROM_BEFORE = re.compile(
    r"(?:从|\bfrom|原来(?:是|选的?是?|选了)?|原先(?:是|选的?是?)?|一开始(?:是|选的?是?|选了)?|"
    r"起初(?:是|选的?是?)?|本来(?:是|选的?是?|选了))\s*$",
    re.I,
)
_TO_AFTER = re.compile(
    r"^\s*[,，]?\s*(?:(?:后来|然后|再)?(?:改到|换到|改成|换成|改为|改选|挪到)|(?:then\s+)?(?:switched|changed|moved)\s+to\b|"
    r"\bto\b|→|->)",
    re.I,
)
# moved away from, said after it: "B, then switched to A", "B，后来改成 A"
_AWAY_AFTER = re.compile(
    r"^\s*[,，;；]\s*(?:(?:and\s+)?then\s+(?:i\s+)?(?:switched|changed|moved)\s+to\b|(?:后来|然后|再)(?:又)?(?:改|换)(?:成|到|为))",
    re.I,
)
# a change considered and not made: "改 B？不改", "想改成 B 但没改", "刚才想改 B，没改"
_CHANGE_LEAD = re.compile(r"(?:想|要|打算|差点)?(?:改|换)(?:成|为|到)?\s*$")
# A refusal answers the change asked ("改 B？不改"); a past "没改" says it was not made ("但没改").
# "不改了/不换了/定了不改" after a change said outright is final, not a refusal; nor are "没改错"
# ("not changed wrongly") or "不改变结论" ("doesn't change the conclusion").
_NOT_MADE = re.compile(
    r"^[^A-Za-z\n?？]{0,8}?[?？][^A-Za-z\n]{0,4}?(?:没改|不改|没换|不换|没有改|算了)(?!变)|"
    r"^[^A-Za-z\n]{0,8}?(?:没改|没换|没有改|没有换)(?![错对变动完好])"
)
# struck out after it: "B（划掉）A", "B (crossed out) A"
_STRUCK = re.compile(r"^\s*[(（]\s*(?:划掉|删掉|作废|不算|crossed out|struck out|scratch that)\s*[)）]", re.I)
# ranked below another, or weighed with a share: "我的第二选择是 B", "B 排第二", "B 的可能性 30%"
_RANKED_BEFORE = re.compile(
    r"(?:第二|第三|次要|备选|其次)(?:的)?(?:选择|选项|个选择|答案)?(?:的)?(?:是|为)?\s*$|"
    r"\bsecond (?:choice|pick|option)(?: is)?\s*$",
    re.I,
)
_RANKED_AFTER = re.compile(
    # not "B 排第二的是 A": what follows is what ranks second
    rf"^\s*(?:排第[二三四]|排在第[二三四]|排后面|其次|次之|是第二选择|第二){_END}(?!\s*的(?:是|为|那个))|"
    r"^\s*的?(?:可能性|概率|几率)\s*(?:是|为|有|大概|约)?\s*(?:\d+(?:\.\d+)?\s*[%％成]|不大|很小|较小|小|低|不高)|"
    r"^\s*(?:is )?(?:my )?second (?:choice|pick)\b",
    re.I,
)
# preferred to: "prefer C to B" (B is what C is preferred to)
_PREFERRED_TO = re.compile(r"\bprefer(?:s|red)?\b[^,，;；。.!！?？\n]*\bto\s*$", re.I)


def changed_from(before: str, after: str) -> bool:
    """Whether the option between ``before`` and ``after`` is one the answer moves away from, nearly
    changed to, struck out, or ranks below another."""
    lead = _CLAUSE_LEAD.search(before)
    clause_lead = lead.group(0) if lead else ""
    return bool(
        (_FROM_BEFORE.search(clause_lead) and _TO_AFTER.match(after))
        or (_CHANGE_LEAD.search(clause_lead) and _NOT_MADE.match(after))
        or _AWAY_AFTER.match(after)
        or _STRUCK.match(after)
        or _RANKED_BEFORE.search(clause_lead)
        or _RANKED_AFTER.match(after)
        or _PREFERRED_TO.search(clause_lead)
    )
