"""One blank given two fills of the same thing, a wrong one after the key ("上次写 BLOCK_SIZE:
tl.constexpr，这次 BLOCK_SIZE: int", "有人写 …，我写 BLOCK_SIZE: int", "BLOCK_SIZE: tl.constexpr 是别人的
写法，我用 BLOCK_SIZE: int"): the code reader read the key among the fills, to confirm, though the
candidate's last word is the other. Asked again, never graded right.

Two fills are of the same thing when they open on the same name ("BLOCK_SIZE:", "flash_attn_func(");
code of another name beside the fill ("…，这样 tl.arange(0, BLOCK_SIZE) 才能编译") is a reason, and the
key said last ("上次写 BLOCK_SIZE: int，这次 BLOCK_SIZE: tl.constexpr") is left to the reader as before.
"""

from __future__ import annotations

import re

from bank.grading.code._canonical_code import canonical
from bank.model import Question

# the name a fill opens on, before its annotation, call or value
_HEAD = re.compile(r"^\s*([A-Za-z_][\w.]*)\s*[:(=]")


def turned_from_key(question: Question, code: str) -> bool:
    """Whether ``code`` (the fills read, one a line) gives a one-blank question's key, then another fill
    of the same name that is no accepted fill, last."""
    if len(question.blanks) > 1:
        return False
    keys = {canonical(fill) for fill in (question.key_text, *question.accepted)}
    pieces = [piece.strip().rstrip(",，;；") for piece in code.split("\n") if piece.strip()]
    last: dict[str, str] = {}
    keyed: set[str] = set()
    for piece in pieces:
        head = _HEAD.match(piece)
        if head is None:
            continue
        last[head.group(1)] = piece
        if canonical(piece) in keys:
            keyed.add(head.group(1))
    return any(canonical(last[name]) not in keys for name in keyed)
