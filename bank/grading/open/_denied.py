"""What an open answer says is not needed or not done: "不需要 activation checkpointing", "不要 offload
到 CPU", "no offload", "don't shard the parameters". The words after such a negation, up to the end
of its clause, a turn ("而是", "but", "只") or a consequence ("because", "so", "因为", "所以", "就",
"会": "不开 X 就会 OOM" denies X, not the OOM), are denied, not stated: they cover no key point, and a
key point they would have covered is contradicted. Only explicit negations of need or action are read;
a bare "不" ("不够", "不同"), "没有" and "without" (as often a condition: "如果没有 X 就会 OOM",
"training without checkpointing runs out of memory") are not. A key point is read the same way: one
that is itself a negation ("不需要开启 activation checkpointing") is covered by the same denial."""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_NEGATION = re.compile(
    alternation(lexicon.NOT_NEEDED) + "|"
    r"\b(?:no(?!\s+(?:matter|more than|less than|longer))|not(?!\s+only)|don'?t|do not|does not|doesn'?t|"
    r"never|needn'?t|need not|shouldn'?t|should not)\b",
    re.I,
)
_CLAUSE_END = re.compile(
    rf"[，,。；;：:！!？?\n（(]|\.(?!\d)|{lexicon.DENIAL_CLAUSE_ENDS}|"
    r"\b(?:but|instead|rather|because|so)\b",
    re.I,
)


def split_denied(text: str) -> tuple[str, str]:
    """``text`` with what it denies blanked out, and the denied words (one clause a line)."""
    kept: list[str] = []
    denied: list[str] = []
    start = 0
    for negation in _NEGATION.finditer(text):
        if negation.start() < start:
            continue
        end_match = _CLAUSE_END.search(text, negation.end())
        end = end_match.start() if end_match else len(text)
        kept.append(text[start : negation.start()])
        denied.append(text[negation.end() : end])
        start = end
    kept.append(text[start:])
    return " ".join(kept), "\n".join(denied)
