"""A correction said as an interjection and "不" ("哦不", "啊不"), then the answer after a space alone
("50%，啊不 37.5", "C，哦不 B"): the 不 takes back what came before, it denies nothing after it, as
"哦不，B" says with its comma. Read so, the space was "不 B", "not B", and the answer taken back with
nothing it turned to was asked again, or worse, the first answer kept.

Only after a clause break (an answer said before it), only where 不 stands alone (not "不是", "不对",
"不行", which the correction readers read as they are), and only before a space: the answer with a
comma there, read as before.
"""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_SET_APART = re.compile(
    rf"(?<=[,，;；。!！…])(?P<said>\s*(?:{alternation(lexicon.INTERJECTED_NO)})不)"
    r"[ \t]+(?=[^\s,，;；。!！?？…])"  # a space, then the answer: not "不对", "不是"
)


def interjected_no(text: str) -> str:
    """``text`` with a comma after an interjected "哦不" / "啊不" standing before its answer."""
    return _SET_APART.sub(r"\g<said>，", text) if "不" in text else text
