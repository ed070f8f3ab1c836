"""A mark said, then a question about it replied to by a bare denial closing the answer ("true, keep it?
no", "对，留着？不", "错，错吗？不是"): the reply may take the mark back, or answer a question of its own,
so the mark said first is no answer and it is asked again. The same where the question asks of the
other mark ("true, false? no", "对。错吗？不是"): read alone, the pair "false? no" turned the answer to
false (to confirm) against the true said first; it may agree with it, or take it back: asked again.
The question may be typed without its mark, closed by its particle and a space ("对 对吗 不对", "对吧 不
对"), and the mark said first set apart from it by a space alone ("对 对吗？不对"): read as if marked.
"""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_DENIALS = sorted({*lexicon.REPLY_NO, *lexicon.TURN_REPLY_NO}, key=len, reverse=True)  # "no", "不", "不对"
# the reply, then at most a particle ("不对吧") and a closing mark
_REPLY_CLOSES = rf"\s*(?:{alternation(lexicon.NEGATED_MARK_TAGS)})?\s*[.。!！]*\s*$"
_REPLY_CLOSING = re.compile(rf"[?？]+\s*(?:{alternation(_DENIALS)}){_REPLY_CLOSES}", re.I)
_CLAUSE_BREAK = re.compile(r"[,，;；。.!！\n]")
# a mark asked at the end of the question, set apart by a space from what is before ("对 对吗", "对 是吗")
_ASKED_MARK = re.compile(
    rf"(?<=\s)(?:{alternation(lexicon.ASKED_MARKS)}|是)\s*(?:{alternation(lexicon.ASKED_PARTICLES)}|吧)?\s*$",
    re.I,
)
_REPLIES = sorted(
    {*lexicon.REPLY_NO, *lexicon.TURN_REPLY_NO, *lexicon.REPLY_YES, *lexicon.TURN_REPLY_YES},
    key=len,
    reverse=True,
)
# besides the words, a reply may be "否", a cross ("对吧 ×") or a mark denied ("错吧 不是错"), and may
# itself be asked ("对吧 不对？"): read as the punctuated forms are, never the mark before it left alone
_SIGN_REPLIES = sorted({"否", *lexicon.NEGATED_FALSE_SIGNS}, key=len, reverse=True)
_DENIED_MARK = rf"(?:不是|不)\s*(?:{alternation(lexicon.MARK_WORDS)})"
_ANY_REPLY = rf"(?:{_DENIED_MARK}|{alternation(_REPLIES)}|{alternation(_SIGN_REPLIES)})"
_REPLY_ENDS = rf"\s*(?:{alternation(lexicon.NEGATED_MARK_TAGS)})?\s*[.。!！?？]*\s*$"
# a question particle, a space and a reply closing the answer ("对吗 不是"): the question mark left out
_UNMARKED_QUESTION = re.compile(rf"(?<=[吗么吧])\s+(?={_ANY_REPLY}{_REPLY_ENDS})", re.I)


def question_marked(text: str) -> str:
    """``text`` with the question mark typed where a particle closes a question replied to at the end
    ("对吧 不对": "对吧？不对"), so that the readers of a mark asked and replied to read it."""
    return _UNMARKED_QUESTION.sub("？", text, count=1)


def mark_taken_back(text: str, mark: re.Pattern[str]) -> bool:
    """Whether ``text`` says one mark (found by ``mark``), then asks a question replied to by a bare
    denial closing it (see the module)."""
    closing = _REPLY_CLOSING.search(text)
    if closing is None:
        return False
    breaks = [cut.end() for cut in _CLAUSE_BREAK.finditer(text, 0, closing.start())]
    opened = breaks[-1] if breaks else 0
    asked = _ASKED_MARK.search(text, opened, closing.start())
    opened = asked.start() if asked else opened  # "对 对吗？不对": the mark said before, a space apart
    said = {found.lastgroup for found in mark.finditer(text, 0, opened)}
    return len(said) == 1  # none said before the question ("对吗？不对"), or both: read as before
