"""A calculation whose closing clause says its arithmetic is left undone ("…×2 字节，代进去就行", "…乘 96
层……手算不动了", "每个 proj 是 2×64×320=40960……后面我不会算了"): the figures before it are steps, the
result never came, so the answer holds no figure to grade (asked again). Said stuck, the closing clause may
name the step it stuck at by its figure ("…=196608，再乘下去……96 层那边我卡住了"), never a result.
"""

from __future__ import annotations

import re

from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import alternation


def left_undone(text: str, *, several: bool) -> bool:
    """Whether ``text`` closes on its arithmetic left undone, every figure before it a step (on a question
    of several parts, see ``_only_worked``)."""
    return _closing_undone(text) and _only_worked(text, several=several)


_CLOSING_CLAUSE = re.compile(r"[,，;；。!！?？\n]|…+|\.{3}")
# a formula or a step written before the closing clause; a figure per part is one ("rank 64 每层 4 个投影")
_TRAILS_OFF = re.compile(r"(?:…|\.{3})\s*$")
_FIRST_STEP = re.compile(rf"\s*(?:{alternation(lexicon.FIRST_STEPS)})", re.I)
_WORKED = re.compile(rf"[×*·=÷+]|{alternation(lexicon.WORKING_STEP_WORDS)}")


def _closing_undone(text: str) -> bool:
    """ "…×2 字节，代进去就行", "…乘 96 层……手算不动了": after a formula, the answer's closing clause,
    with no figure in it, says the arithmetic is left undone; "…，总量还没乘" says so with or without one;
    "…，先算 48×2048 = 98304……" trails off after its first step."""
    clauses = _CLOSING_CLAUSE.split(text.strip().rstrip(" .。!！…"))
    closing = clauses[-1]
    if len(clauses) < 2:
        return False
    if _TRAILS_OFF.search(text) and _FIRST_STEP.match(closing):
        return True
    if re.search(r"\d", closing) and not _stuck_at_step(closing):
        return False
    if lexicon.has(closing, lexicon.STILL_TO_MULTIPLY):
        return True  # "4.83GB 一层，总量还没乘": a figure per part, the product never taken
    return lexicon.has(closing, lexicon.LEFT_UNDONE) and any(
        _WORKED.search(clause) for clause in clauses[:-1]
    )


def _stuck_at_step(closing: str) -> bool:
    """ "96 层那边我卡住了": a closing clause with a figure says the working stuck at that step, with no
    result said in it ("算出来 464GB 就卡住了" says one)."""
    said = "=" in closing or "≈" in closing or lexicon.has(closing, lexicon.RESULT_SAID_WORDS)
    return not said and lexicon.has(closing, lexicon.GOT_STUCK)


def _only_worked(text: str, *, several: bool) -> bool:
    """Whether the figures before a closing left undone are all steps of the working: on a question of
    one part, always; of several, when every clause holding a figure writes a formula ("每个 proj 是
    2×64×320=40960……后面我不会算了": a step's result, no part's), not when one states a result alone
    ("11.47M，比例……先不算了": the first part given, the second left)."""
    if not several:
        return True
    clauses = _CLOSING_CLAUSE.split(text.strip().rstrip(" .。!！…"))[:-1]
    stated = [clause for clause in clauses if re.search(r"\d", clause)]
    return bool(stated) and all(_WORKED.search(clause) for clause in stated)
