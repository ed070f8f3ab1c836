"""A bare true/false mark closed by a gesture that says the same: "是 👍", "对滴 👍", "nope 🙅",
"FALSE 🙅". The gesture adds nothing to the mark, so the answer is the bare mark. Only a gesture that
agrees is dropped (the lists in ``_lexicon``): "对 🙅" (a no-sign on a true mark) is left to the
refusing signs, and asked again; a mark with more than itself before the gesture, or a colloquial one
that beside another mark is a sentence ("没毛病👌"), is read as it stands.
"""

from __future__ import annotations

import re

from bank.grading import _words as lexicon
from bank.grading._truefalse import is_bare, read_truth

_SIGNS = "".join((*lexicon.AGREEING_TRUE_SIGNS, *lexicon.AGREEING_FALSE_SIGNS))
# one sign or more closing the answer, each with a skin tone or a gender (♀/♂, its joiner cleaned away
# by then) if any
_CLOSING_SIGNS = re.compile(
    rf"^(?P<mark>.*?\S)\s*(?P<signs>(?:[{_SIGNS}][\U0001f3fb-\U0001f3ff]?\u200d?[\u2640\u2642]?\ufe0f?\s*)+)$",
    re.S,
)


def agreeing_sign_dropped(answer: str) -> str:
    """``answer`` without the gestures closing it when it is a bare mark they agree with, else as it is."""
    closed = _CLOSING_SIGNS.match(answer)
    if closed is None:
        return answer
    mark = closed.group("mark")
    if lexicon.has(mark, lexicon.SENTENCE_BESIDE):
        return answer  # "没毛病👌": a colloquial mark beside a sign is a sentence, as beside another mark
    truth = read_truth(mark).truth if is_bare(mark) else None
    if truth is None:
        return answer
    agreeing = lexicon.AGREEING_TRUE_SIGNS if truth else lexicon.AGREEING_FALSE_SIGNS
    signs = set(re.findall(f"[{_SIGNS}]", closed.group("signs")))
    return mark if signs <= set(agreeing) else answer
