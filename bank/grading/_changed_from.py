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
    r"^\s*[,，;；]\s*(?:(?:and\s+)?(?:then\s+)?(?:i\s+)?(?:switched|changed|moved)\s+to\b|(?:后来|然后|再)(?:又)?(?:改|换)(?:成|到|为))"
    # the change denied in a question ("B, didn't change to A? I did"): whether it was made is asked
    r"|^\s*[,，;；]\s*(?:i\s+)?(?:never|didn'?t|did not|haven'?t|have not)\s+"
    r"(?:switch|change|move)(?:e?d)?\s+to\b[^,，;；。.!！?？\n]{1,40}?[?？]",
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
# A change denied or undone is no move to its option: the change said not to be made before it ("我不会从
# A 改到 B", "别改成 B", "没换成 B"), asked and answered no ("后来改成 B？没有") or changed back after it
# ("改成 B 又改回来了", "改成 B，又改回 A 了"). The option it names is not chosen; what the candidate
# kept is read only where a later commitment says it (else the answer is asked again).
_CHANGE_DENIED_LEAD = re.compile(
    r"(?:不会|不要|不想|不打算|不用|不必|不能|别|没有|没|\bnever|\bwon'?t|\bwouldn'?t|\bdidn'?t|\bdon'?t)\s*"
    r"(?:再|想|要|打算)?\s*(?:从[^,，;；。.!！?？\n]{1,16}?)?(?:改|换|挪|switch(?:ed)?|change(?:d)?|move(?:d)?)"
    r"(?:到|成|为|选|\s+to)?\s*$",
    re.I,
)
_CHANGE_UNDONE_AFTER = re.compile(
    r"^\s*[?？]+\s*(?:没有|没|不是|没改|没有改|没换|no|nope)(?=\s*(?:[,，。.!！;；…]|$))|"
    # changed back, said as done: not denied before ("不会再改回来了") nor a condition or question after
    # ("又改回来的话会错", "又改回原来的想法？没有")
    r"^[^A-Za-z\n?？不没别]{0,6}?(?:又|再|后来又|然后又|最后又)\s*(?:改|换)回"
    r"(?![^,，;；。.!！?？\n]*(?:的话|就错|会错|才怪|[?？]))|"
    # undone by a word ("改成 B，撤销", "…，revert"), or given up after all ("改成 B……算了，不改了")
    r"^[^A-Za-z\n?？不没别]{0,6}?(?:撤销|撤回|取消修改|作废|恢复原答案|回滚|\bundo\b|\brevert\b|ctrl\s*\+\s*z\b)|"
    r"^[^A-Za-z\n]{0,8}?(?:算了|想了想|最后|最终|还是)[^A-Za-z\n]{0,3}?(?:不改|不换)|"
    r"^[^A-Za-z\n?？]{0,6}?\b(?:then\s+)?(?:switched|changed|went)\s+back\b",
    re.I,
)
# a change only meant, then not made: "想改成 B，最后不改了", "本想改成 B，不改了"
_MEANT_LEAD = re.compile(r"(?:本想|本来想|原想|原本想|想|打算)(?:改|换)(?:成|为|到)?\s*$")
_NOT_CHANGED_AFTER = re.compile(r"^[^A-Za-z\n]{0,8}?(?:不改|不换|没改|没换)")
# what moves to an option in the clause before it: "改成 B", "后来改成 B", "switched to B"
_CHANGE_TO_LEAD = re.compile(r"(?:改|换|挪)(?:到|成|为|选)\s*$|\b(?:switched|changed|moved)\s+to\s*$", re.I)


# ranked below another by a comparison in its own clause: "B 比 A 差", "B 不如 A", "B is worse than A"; the
# option it is measured against is not chosen either ("B 比 A 差" is no choice of A): the question may
# ask for the worse one, so the answer is asked again unless it commits elsewhere
_WORSE = r"(?:还|更|要|都)?\s*(?:差|弱|逊色|糟|不好|不靠谱|不准确|不对|不合理)"
_WORSE_AFTER = re.compile(
    rf"^\s*[,，]?\s*(?:(?:要|还|就)?(?:比|较|相比)[^,，;；。.!！?？\n]{{0,20}}?{_WORSE}"
    r"|(?:还|都|就|远)?(?:不如|比不上|不及)"
    r"|(?:is\s+|are\s+|seems\s+)?(?:even\s+|much\s+)?(?:worse|weaker|less\s+(?:likely|correct|accurate|right))\s+than"
    r"|(?:is\s+)?inferior\s+to"
    # a better one, then mocked: "B 比 A 好？才怪"
    r"|(?:比|较)[^,，;；。.!！?？\n]{0,20}?[?？]?\s*(?:才怪|想得美|做梦|\byeah right\b))",
    re.I,
)
# a denial asked, not said: "没改成 B？改了", "不会改成 B 吗？会", "didn't change to B? I did"
_ASKED_AFTER = re.compile(r"^\s*(?:吗|呢|么|嘛)?\s*[?？]")
_WORSE_THAN_LEAD = re.compile(r"(?:不如|比不上|不及|\b(?:worse|weaker)\s+than|\binferior\s+to)\s*$", re.I)
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
