"""A mark said, then a question about it replied to by a bare denial closing the answer ("true, keep it?
no", "对，留着？不", "错，错吗？不是"): the reply may take the mark back, or answer a question of its own,
so the mark said first is no answer and it is asked again. The same where the question asks of the
other mark ("true, false? no", "对。错吗？不是"): read alone, the pair "false? no" turned the answer to
false (to confirm) against the true said first; it may agree with it, or take it back: asked again.
"""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_DENIALS = sorted({*lexicon.REPLY_NO, *lexicon.TURN_REPLY_NO}, key=len, reverse=True)  # "no", "不", "不对"
_REPLY_CLOSING = re.compile(rf"[?？]+\s*(?:{alternation(_DENIALS)})\s*[.。!！]*\s*$", re.I)
_CLAUSE_BREAK = re.compile(r"[,，;；。.!！\n]")


def mark_taken_back(text: str, mark: re.Pattern[str]) -> bool:
    """Whether ``text`` says one mark (found by ``mark``), then asks a question replied to by a bare
    denial closing it (see the module)."""
    closing = _REPLY_CLOSING.search(text)
    if closing is None:
        return False
    breaks = [cut.end() for cut in _CLAUSE_BREAK.finditer(text, 0, closing.start())]
    opened = breaks[-1] if breaks else 0
    said = {found.lastgroup for found in mark.finditer(text, 0, opened)}
    return len(said) == 1  # none said before the question ("对吗？不对"), or both: read as before
