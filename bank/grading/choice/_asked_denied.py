"""An option asked of, then denied ("logQ 修正？不对", "48 头？不是"): the answer names the option in a
question of its own and replies to it with a denial, so the option is ruled out, as "C？不对" after a
letter is. The denial must close its clause ("不对吧", "不对，选 A"); one that goes on ("不是很确定")
or asks in turn ("不是吗", "不对吗") replies nothing, and the reading stays as it was.

An option asked of by an A-not-A question ("会不会是 A？不会，…", "是不是 D？是。") and replied to by a bare
yes or no closing its clause is said as the reply says it ("不是 A，…", "是 D。"), before any reader:
read as it stands, the question's "不会是 A" would deny A whatever the reply. A reply that doubts ("说不好"),
leans ("会吧") or goes on ("不会太慢") is left as it was (asked again, or read as before).

Ruling an option out never chooses one: at worst an answer meant as that option is asked again.
"""

from __future__ import annotations

import re

from bank.grading.mentions._choice_marks import POST_NEGATION, only_filler
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

# the option's own question: words of no clause break after it, then the question mark; or a tag asking
# of it, after a comma too or closed by a space ("B，对吗？不对", "48，行不行？不行", "50%对不对 不对")
_TAGS = alternation(tag for tag in (*lexicon.AGREEMENT_TAGS, *lexicon.SELF_ASKED_FIT) if len(tag) > 1)
_ASKED = re.compile(
    rf"[^,，;；。!！?？\n]*[?？]+\s*|[^,，;；。!！?？\n]*?[,，]?\s*(?:{_TAGS})(?:\s*[?？]+|\s+)\s*",
    re.I,
)
_CLAUSE_END = re.compile(r"[,，;；。!！\n]|$")
_A_NOT_A = re.compile(
    rf"(?:{alternation(lexicon.OPTION_ASKED_A_NOT_A)})\s*(?:{alternation(lexicon.OPTION_ASKED_VERBS)})?\s*"
    r"(?P<letters>[A-H](?:\s*[、,，/和]?\s*[A-H])*)(?![A-Za-z])\s*"
    rf"(?:{alternation(lexicon.ASKED_SELF_PARTICLES)})?\s*[?？]+\s*"
    rf"(?:(?P<no>{alternation(lexicon.OPTION_ASKED_NO)})|(?P<yes>{alternation(lexicon.OPTION_ASKED_YES)}))"
    r"(?=\s*(?:[,，;；。.!！\n]|$))"
)


def asked_in_turn(answer: str) -> str:
    """``answer`` with each option asked of by an A-not-A question and replied to by a bare yes or no
    said as the reply says it ("会不会是 A？不会，" as "不是 A，", "是不是 D？是" as "是 D")."""
    return _A_NOT_A.sub(lambda asked: ("不是 " if asked["no"] else "是 ") + asked["letters"], answer)


def asked_then_denied(after: str) -> re.Match[str] | None:
    """The denial replying to the question ``after`` (the text after an option) opens with, if any."""
    asked = _ASKED.match(after)
    if asked is None:
        return None
    reply = after[asked.end() :]
    denial = POST_NEGATION.match(reply)  # anchored at the reply's start ("^"), so matched on it alone
    if denial is None:
        return None
    closing = _CLAUSE_END.search(reply, denial.end())
    return denial if closing and only_filler(reply[denial.end() : closing.start()]) else None
