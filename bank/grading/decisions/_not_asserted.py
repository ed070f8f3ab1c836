"""A commitment that is not the candidate's own assertion: "A，上次我填 B 被扣分了", "我填 B 的话会错",
"ABD，别只选 AD", "A, I'd pick B? no", "5%，选零就错了".

A verb of commitment or a decision ("我填", "只选", "选", "I'd pick") chooses the option after it only
where the candidate says it of this answer. Told not to ("别/不能/不要"), said of someone else or of
another time ("有人/上次/之前"), nearly done or once thought ("差点/以为"), offered tentatively
("也许/要不"), or asked ("要我填 B？") it chooses nothing; nor does one made conditional, judged or
asked after the option ("…的话", "…就错了", "…才怪", "…的人错了", "…？no"). Such a mention is read as
chosen by nothing, so a wrong answer stated before it stays the answer, and alone it is asked again.
"""

from __future__ import annotations

import re

from bank.grading.decisions._changed_from import changed_from
from bank.grading.mentions._choice_marks import takes_back
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.grading.text._text import CLAUSE

# the commitment itself, closing the words before the option (a copula or "option" may follow it)
_COMMITTING = (
    rf"(?:{lexicon.COMMITTING})"
    r"\s*(?:选项|option)?\s*$"
)
# before the commitment, in its clause: not the candidate's own choice of this answer
_NOT_OWN_BEFORE = re.compile(
    rf"(?:{lexicon.NOT_OWN_BEFORE})"
    # a copula too: "以为是 AD" ("是 35GB？" asks and offers, and is read as before)
    r"[^,，;；。.!！?？\n]*(?:" + _COMMITTING + r"|是\s*$)",
    re.I,
)
# after the option, in its clause: the commitment made conditional, judged, asked or refused
_NOT_OWN_AFTER = re.compile(
    rf"^[\s%％]*(?:{lexicon.NOT_OWN_AFTER})",
    re.I,
)
# a joke said of it before the next option: "我填 B，哈哈骗你的", "B（开玩笑）", "B, just kidding"
JOKING = lexicon.JOKING
_JOKED = re.compile(rf"^[^A-Za-z\n]{{0,6}}?(?:哈哈)?\s*(?:{JOKING})", re.I)
_LEAD = re.compile(r"[^,，;；。.!！?？\n]*$")
# said of the option with no commitment at all: not understood or not known ("B 看不懂", "B 没看懂，猜 A",
# "B 我没背过", "B 不会，下一题"), or asked about, then given up ("B 可以吗？下一题", "B? skip"; "A，换一题吧"
# answers A first): the candidate has not chosen it
_NOT_KNOWN = rf"我?(?:{alternation(lexicon.NOT_KNOWN)})(?:这个|这题)?"
_GIVEN_UP = lexicon.GIVEN_UP_AFTER
_ASKING = alternation(lexicon.ASKED_PARTICLES)
_UNCOMMITTED = re.compile(
    rf"^\s*[,，]?\s*(?:(?:{_NOT_KNOWN})(?=\s*(?:[,，。.!！;；?？\n]|$))|"
    rf"(?:(?:{alternation(lexicon.OFFERED_AS)})?\s*(?:{_ASKING})\s*[?？]*|\s*[?？]+)\s*[,，]?\s*(?:{_GIVEN_UP}))",
    re.I,
)
# offered, then refused in the reply: "B 也行？不行", "B 也行吗？我觉得不行", "464 GB 也行？不",
# "B……吧？不是", "B✓？不", "A plus D? no", "D too? nah"
_REFUSED_OFFER = re.compile(
    rf"^\s*(?:{alternation(lexicon.OFFERED_TOO)})?\s*(?:{alternation(lexicon.OFFER_CLOSES)}|\s)*(?:{_ASKING})?\s*"
    r"[?？]+\s*(?:我觉得|i think)?\s*"
    rf"(?:{alternation(lexicon.REFUSING_REPLIES)})(?![\w\u4e00-\u9fff])"
    r"(?!\s+(?:doubt|question|problem|jk|kidding))",  # "D too? no doubt": kept
    re.I,
)
# a question back about the option, the clause's whole subject: "B 呢", "那 B 呢？", "B 怎么样", "B 是什么
# 意思" ("A 还是 B 呢" weighs two, read elsewhere)
_ASKED_BACK = re.compile(rf"^\s*(?:{lexicon.ASKED_ABOUT})(?=\s*(?:[,，。.!！;；?？\n]|$))")
_ASKED_BACK_LEAD = re.compile(r"(?:^|[,，;；。.!！?？\n])\s*(?:那|那么)?\s*$")


# the whole answer one pick and a question mark ("选 D？", "我选 d?"): the pick offered tentatively, as a
# bare "D？" is, never asked of someone else ("要我选 D？" has a lead of its own); "选 D 吗" asks
_PICK_ASKED_ALONE = re.compile(r"\s*我?选\s*")
_CLOSING_ASK = re.compile(r"\s*[?？]+\s*")


def not_own_lead(lead: str) -> bool:
    """Whether the words of a clause before its option commit to it in words not the candidate's own
    ("别只选", "有人只选", "上次我填")."""
    return bool(_NOT_OWN_BEFORE.search(lead))


def not_own_commitment(before: str, after: str, preceding: str = "", following: str = "") -> bool:
    """Whether the mention between ``before`` and ``after`` (``preceding``, ``following``: all the text
    before and after it) is chosen by a commitment in its clause that is not the candidate's own
    assertion of this answer."""
    if _JOKED.match(after) or _UNCOMMITTED.match(after) or _REFUSED_OFFER.match(after):
        return True
    if _PICK_ASKED_ALONE.fullmatch(preceding) and _CLOSING_ASK.fullmatch(following):
        return False  # "选 D？", the whole answer: a tentative pick, as "D？" is (read to confirm)
    if changed_from(before, after, preceding, following):  # "从 B 改到 A", "A，改 B？不改", "B 排第二"
        return True
    if _ASKED_BACK.match(after) and _ASKED_BACK_LEAD.search(before):
        return True
    lead = _LEAD.search(before)
    clause_lead = lead.group(0) if lead else ""
    if not re.search(_COMMITTING, clause_lead, re.I):
        return False
    if _NOT_OWN_BEFORE.search(clause_lead):
        return True
    clause = CLAUSE.match(after)
    rest = after if clause is None else after[: clause.end() + 1]
    return bool(_NOT_OWN_AFTER.match(rest))


def corrected_before(before: str, after: str) -> bool:
    """Whether a correction word before an option set aside takes back what was chosen before it ("A
    吧？不对，B 比 A 差"): not the change the option itself was set aside as ("A，改 B？不改" keeps A)."""
    return takes_back(before) and not changed_from(before, after)
