"""An option asked of, then denied ("logQ 修正？不对", "48 头？不是"): the answer names the option in a
question of its own and replies to it with a denial, so the option is ruled out, as "C？不对" after a
letter is. The denial must close its clause ("不对吧", "不对，选 A"); one that goes on ("不是很确定")
or asks in turn ("不是吗", "不对吗") replies nothing, and the reading stays as it was.

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
