"""A true/false answer that asks itself the question and then answers it ("可以安全保存吗？我觉得可以",
"能省显存吗？能，…"): the reply after the question mark is the answer, read as an answer of its own
(and shown for confirmation, as any sentence is). A question left unanswered is still asking back.

Only a question that restates the claim plainly: a yes or a no replies to what was asked, so after a
question that carries a mark or a negation ("错吗？是的", "不能保存吗？是") the reply is read with the
question, as before.
"""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_SELF_ASKED = re.compile(
    rf"^\s*(?P<asked>[^?？]*?\S)\s*(?:{alternation(lexicon.ASKED_PARTICLES)})\s*[?？]+\s*(?P<reply>[^?？]*\S)\s*$"
)
_MARKED = re.compile(
    r"[对错不没非无否假伪真√×✓✗]|正确|\b(?:not|no|true|false|right|wrong|correct|incorrect)\b|n't\b", re.I
)


def reply_to_itself(answer: str) -> str | None:
    """The reply after the one plain question ``answer`` asks itself, or None when it asks none."""
    match = _SELF_ASKED.match(answer)
    if match is None or _MARKED.search(match.group("asked")):
        return None
    return match.group("reply")


_DENYING = re.compile(r"[不没无非]|\bnot\b|n't\b", re.I)
_YES_OR_NO = frozenset(lexicon.YES_OR_NO)


def yes_or_no_to_a_denial(answer: str) -> bool:
    """Whether ``answer`` asks itself a question that denies ("防不了下溢吗？") and replies only yes or no:
    the reply's truth turns on the denial it replies to, a reading too easily inverted; asked again."""
    match = _SELF_ASKED.match(answer)
    return (
        match is not None
        and _DENYING.search(match.group("asked")) is not None
        and match.group("reply").strip(" ,，。.!！").lower() in _YES_OR_NO
    )
