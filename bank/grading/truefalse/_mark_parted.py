"""A true/false mark opening the answer, parted from its reason by a space ("是的 把 absmax 常数再做一次 8bit
量化", "对的 但不是 8bit 是 fp16"): read as parted by a comma, so that every reader sees the mark and the
clause after it as two — the reason, or a turn against the claim (``_object_denied``) — as it does after
"是的，…". "是的 …" was read as no answer, and "对的 但不是 8bit" as a plain yes.

Only the marks that cannot go on to the next word (``MARKS_PARTED_BY_SPACE``): "对 fp16 很敏感" (a
preposition), "真的 不支持" (an adverb), "是 2MB" (a copula) are left as typed. A mark run straight
into a turn ("对但是 SDXL 最好换 fix 版 VAE", no stop at all) is parted the same way: "对但是" is read as
"对，但是", never as 对 a preposition before "但是 …".
"""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_PARTED = re.compile(
    rf"^(\s*(?:{alternation(lexicon.MARKS_PARTED_BY_SPACE)}))[ \t\u3000]+(?=[^\s,，。.!！;；:：?？])"
)


# a turn after the mark with no stop between ("对但是 …"): not "对不过来" (cannot keep up), no verdict
_RUN_INTO_TURN = re.compile(
    rf"^(\s*(?:{alternation(lexicon.MARKS_RUN_INTO_TURN)}))[ \t\u3000]*(?=(?:{lexicon.BUT_THEN})(?!来))"
)


def mark_parted(text: str) -> str:
    """``text`` with the space after its opening mark written as a comma (see the module), and a
    turn run on after it ("对但是 SDXL 最好换 fix 版") parted from it by one as "对，但是 …" is."""
    return _RUN_INTO_TURN.sub(r"\1，", _PARTED.sub(r"\1，", text, count=1), count=1)


_SCORN_SPACED = re.compile(
    rf"(?<=\S)[ \t\u3000]+(?=(?:{alternation(lexicon.SCORN_CLOSINGS)})\s*[呢啦哦]?\s*[。.!！~～]*$)"
)


_MARK_DENIED = alternation(lexicon.MARKS_DENIED_APART)
# a lone 不 or 没: at the start, or after a space or a stop, and typed apart from the mark after it
_NOT_APART = re.compile(
    rf"(?:^|(?<=[\s,，。.!！;；:：?？]))({alternation(lexicon.NOT_TYPED_APART)})"
    rf"[ \t\u3000]+(?=(?:{_MARK_DENIED}))"
)
_ASKED_APART = re.compile(rf"({_MARK_DENIED})[ \t\u3000]*(不)[ \t\u3000]*(\1)")


def not_joined(text: str) -> str:
    """``text`` with a lone 不 or 没 typed apart from the mark it denies joined to it ("不 对" as "不对", "没
    错" as "没错"), and a mark asked with 不 apart ("对 不 对") written as "对不对" asks. Read as typed, the
    mark alone was the answer: "不 对" read as 对."""
    return _ASKED_APART.sub(r"\1\2\3", _NOT_APART.sub(r"\1", text))


def scorn_joined(text: str) -> str:
    """``text`` with the space before a closing scorn ("对 个鬼") dropped: read as "对个鬼" is, a false
    mark, not "对" with a remark after it (a true mark to confirm, as it was read)."""
    return _SCORN_SPACED.sub("", text, count=1)
