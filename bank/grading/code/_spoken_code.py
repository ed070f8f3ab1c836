"""A fill said aloud to a phone's voice input, its punctuation written out as words ("block size 冒号 tl
点 constexpr", "flash attn func 括号 q 逗号 k 逗号 v 逗号 causal 等于 true") or its letters spelled
("两个都填 n v m e").

A fill is read back only where every word of the answer is a name, a figure or a symbol said and they
spell one of the question's accepted fills, with only what speech leaves unsaid left out
(``_spoken_symbols``). The fill so read is the answer, always to confirm. Code said aloud
that spells no accepted fill is asked again: how it would be written (which case, which underscores,
which quotes) is not known, so it is never graded wrong either; nor is a fill said with words around it
("先调 torch 点 …，然后再 …"). Letters spelled with no symbol said are read only where they spell an
accepted fill; otherwise the readers read the answer as before.
"""

from __future__ import annotations

import re

from bank.grading.code._blank_fills import labelled_fills, split_blanks
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.grading.text._spoken_symbols import SAID_BETWEEN, spells
from bank.model import Question

# letters spelled one by one ("n v m e")
_SPELLED = re.compile(r"(?<![A-Za-z0-9])[A-Za-z](?:\s+[A-Za-z](?![A-Za-z0-9])){2,}")
# every blank given the one fill ("两个都填 …", "都填 …")
_EVERY_BLANK = re.compile(
    rf"^\s*(?:(?:{alternation(lexicon.ALL_BLANKS)})\s*)+(?:{lexicon.SETTING_VERBS})\s*[:：]?\s*(?P<fill>\S.*)$"
)
_TYPED = re.compile(r"[()\[\]{}.=:'\"`]")


def spoken_fill(question: Question, answer: str) -> str | None:
    """The accepted fill ``answer`` says aloud (several blanks written "空1：… 空2：…"); "" when it says
    code aloud that spells none (asked again); None when it says no code aloud (see the module)."""
    said = bool(SAID_BETWEEN.search(answer))
    if not said and not _SPELLED.search(answer):
        return None
    # code typed beside it ("cp.checkpoint(_inner, x)，不用 use_reentrant 等于 False") is left to the readers
    said = said and not _TYPED.search(answer)
    blanks = len(question.blanks)
    if blanks > 1:
        every = _EVERY_BLANK.match(answer)
        parts = [every["fill"]] * blanks if every else labelled_fills(answer, blanks, as_written=True)
        if not parts or len(parts) != blanks:
            return "" if said else None
        variants = _blank_variants(question)
        read = [
            next((fill for fill in variants[index] if spells(part, fill, calls=said)), None)
            for index, part in enumerate(parts)
        ]
        if any(fill is None for fill in read):
            return "" if said else None
        return "  ".join(f"空{index + 1}：{fill}" for index, fill in enumerate(read))
    fills = (
        [*question.blanks, *question.accepted] if question.blanks else [question.key_text, *question.accepted]
    )
    found = next((fill for fill in fills if spells(answer, fill, calls=said)), None)
    if found is None:
        return "" if said else None
    return found


def _blank_variants(question: Question) -> list[list[str]]:
    """Per blank, the fills written as given: its key, and its part of each accepted answer (a single
    accepted fill stands for every blank when the blanks all take the same one)."""
    variants = [[fill] for fill in question.blanks]
    same = len(set(question.blanks)) == 1
    for accepted in question.accepted:
        parts = split_blanks(accepted)
        if len(parts) == len(variants):
            for index, part in enumerate(parts):
                variants[index].append(part)
        elif len(parts) == 1 and same:
            for each in variants:
                each.append(parts[0])
    return variants
