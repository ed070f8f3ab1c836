"""Code told in a Chinese sentence, its names spread over the pieces between the words: "k先unsqueeze(2)
在group维上广播 然后q @ k的最后两维转置 再乘scale" (blind batch 75, labelled the matmul fill in prose) was
read as the fill "k / unsqueeze(2) / group / q @ k / scale", graded wrong — a reading the candidate did
not mean. A fill is read from words only when one piece plainly gives it; here none does, and the answer
is asked again (``_code.described`` asks again when the pieces are names alone).

A piece plainly gives a fill when it holds at least half of an accepted fill's names ("先把 x detach 一下
再丢给 cp.checkpoint(_inner, x.detach(), …)": the call written out, graded as written). The code is told
in words when no piece does, yet the pieces together hold at least half of one fill's names, spread over
two pieces or more, between Chinese words enough to be sentences. A sentence naming little of the fill
("把 self.forward 整个交给 checkpoint") is graded as before.
"""

from __future__ import annotations

import re

from bank.grading.text._text import code_spans

_NAME = re.compile(r"(?<!\w)[A-Za-z_]\w*")
_QUOTED = re.compile(r"'[^'\n]*'|\"[^\"\n]*\"")
_CJK = re.compile(r"[\u4e00-\u9fff]")
WORDS_TOLD = 6  # Chinese characters around the pieces: fewer are a remark beside a fill ("x，编译期常量")


def _names(code: str) -> set[str]:
    """The names ``code`` holds, each part of a dotted one ("cp.checkpoint": cp, checkpoint), outside
    its string literals; as written ("Triton" in a sentence is no name of "triton.language")."""
    return set(_NAME.findall(_QUOTED.sub(" ", code)))


def spread_over_words(answer: str, pieces: list[str], fills: list[str]) -> bool:
    """Whether ``answer`` tells one of ``fills`` in Chinese words, its names spread over ``pieces`` and
    none of them giving it (see the module)."""
    if len(pieces) < 2 or code_spans(answer) or len(_CJK.findall(answer)) < WORDS_TOLD:
        return False
    held = [_names(piece) for piece in pieces]
    named = [names for fill in fills if (names := _names(fill))]
    if any(2 * len(each & names) >= len(names) for names in named for each in held):
        return False  # a piece gives a fill: graded as written
    for names in named:
        naming = [each & names for each in held if each & names]
        if len(naming) >= 2 and 2 * len(set().union(*naming)) >= len(names):
            return True
    return False
