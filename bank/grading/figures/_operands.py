"""Figures that are operands of arithmetic left unevaluated ("2×48×…×128×2 B", "2 × b × s × n_layer × …
× 2B", "70×4×64×(320+320)"): no result was written, so none of them is the answer's figure (a result
after "=" is preceded by no operator and is read). blind-79 read "2 ×" (the sign taken for a ratio's
unit) and the 320 of a bracketed sum as answers: a formula with no result is no answer.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from bank.grading.numbers._numbers import WrittenNumber
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import alternation

# "2×48×", "464 GB ×", "2·b·s·2B" (an unspaced middle dot; "22.94M · 97.3%" parts), in words: "再乘 2 字节"
_OPERAND_BEFORE = re.compile(
    rf"(?:[\d)]\s*[×x*/÷^]|[A-Za-z%]\s*[×*/÷^]|\w\s+x\s+|[\u4e00-\u9fff]\s*[×*÷]|[\w)][·⋅]|(?:{alternation(lexicon.STILL_TO)})?(?:{alternation(lexicon.MULTIPLYING)})"
    r"|\b(?:times|multiplied by|divided by))\s*$",
    re.I,
)
# an operator after the figure and an operand: a figure ("2×48"), or a symbol or word of a formula
# ("2×b×s", "2 × 层数": a coefficient, never a result; "x" before a letter may be "times" and is not here),
# a note in brackets between ("2(K,V)×48×…": the 2 of K and V, still a coefficient)
_OPERAND_AFTER = re.compile(
    r"(?:\s*[(（][^()（）\d]{1,12}[)）])?(?:\s*[×x*/÷^]\s*[\d(]|\s*[×*÷^]\s*[A-Za-z\u4e00-\u9fff]|[·⋅][\w(])"
)


def operand(text: str, found: WrittenNumber, separators: Collection[int] = ()) -> bool:
    """Whether ``found`` is an operand of a product left unevaluated ("2×48×…×128×2 B"): no result,
    so not the answer's figure (a result after "=" is not preceded by an operator); a slash in
    ``separators`` parts two answers instead."""
    before = _OPERAND_BEFORE.search(text, 0, found.start)
    after = _OPERAND_AFTER.match(text, found.end)
    before = before if before is None or text.rfind("/", 0, found.start) not in separators else None
    after = after if after is None or text.find("/", found.end) not in separators else None
    # "2 × b × s × …": the sign read as the figure's unit ("2 ×"), an operand and a sign after it
    signed = found.unit in _PRODUCT_SIGNS and _OPERAND_THEN.match(text, found.end) is not None
    return bool(before or after or signed or _bracketed(text, found))


_PRODUCT_SIGNS = frozenset({"×", "x", "X", "*"})
_OPERAND_THEN = re.compile(r"\s*[\w(]\w*+(?:\s*[×*/÷^·⋅]|\s+x\s)\s*[\w(]", re.I)
_OPERATOR_BEFORE = re.compile(r"(?:[×*/÷^·⋅]|(?<=[\d)\s])x)\s*$")
_OPERATOR_AFTER = re.compile(r"\s*[×x*/÷^·⋅]")
_ARITHMETIC = re.compile(r"[+\-−×x*/÷^]")


def _bracketed(text: str, found: WrittenNumber) -> bool:
    """Whether ``found`` stands in brackets that hold arithmetic and are themselves an operand of a
    product ("70×4×64×(320+320)", "(320+320)×64"): a term of a sum left unevaluated, no result."""
    opened = max(text.rfind("(", 0, found.start), text.rfind("（", 0, found.start))
    closes = [at for at in (text.find(")", found.end), text.find("）", found.end)) if at >= 0]
    if opened < 0 or not closes:
        return False
    closed = min(closes)
    inside = text[opened + 1 : closed]
    if any(mark in inside for mark in "()（）") or not _ARITHMETIC.search(inside):
        return False
    return bool(_OPERATOR_BEFORE.search(text, 0, opened) or _OPERATOR_AFTER.match(text, closed + 1))
