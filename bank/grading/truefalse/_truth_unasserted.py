"""A true/false mark said but not asserted: "如果对的话", "以为是错的", "对也行？不行", "一半对", "谁会选对",
"错是常见误解", "错的可能性 30%", "说它错的人没看 kernel", "对，开玩笑的", "错（划掉）", "true-ish",
"true is a trap", "I won't pick true", "不一定错".

The frames are data in ``_lexicon``. A mark in one is set aside with its frame, and the answer is
read without it: "错（划掉）对" is 对, "如果对的话" alone says nothing and is asked again. A reading of
the verdict the candidate did not give is worse than a question. A final say ("…——我说对") answers
whatever came before it.
"""

from __future__ import annotations

import re

from bank.grading.text._lexicon import (
    DOUBTED_FALSE_BEFORE,
    FINAL_MARKS,
    FINAL_SAYS,
    JOKING,
    TAKEN_BACK_AFTER,
    UNASSERTED_AFTER,
    UNASSERTED_BEFORE,
    UNASSERTED_COPULAS,
    alternation,
)

_BEFORE = re.compile(rf"(?:{UNASSERTED_BEFORE})\s*(?:{UNASSERTED_COPULAS})?\s*$", re.I)
_DOUBTED_FALSE = re.compile(rf"(?:{DOUBTED_FALSE_BEFORE})\s*(?:是)?\s*$", re.I)
_AFTER = re.compile(rf"^(?:{UNASSERTED_AFTER})", re.I)
_TAKEN_BACK = re.compile(rf"^\s*[,，;；]?\s*(?:{TAKEN_BACK_AFTER}|(?:哈哈)?\s*(?:{JOKING}))", re.I)
_CLAUSE_START = re.compile(r"[^,，;；。.!！?？\n]*$")
# "…——我说对", "…，最终选错": the candidate's last word, a mark by itself, closing the answer; said
# tentatively too ("……我先说错吧"), still the mark chosen (a "吧？" asks, and stays unread)
_FINAL_SAY = re.compile(
    rf"(?:^|[,，;；。.!！…—-]\s*)(?:{FINAL_SAYS})\s*"
    rf"(?P<mark>{alternation(FINAL_MARKS)})\s*(?:吧)?\s*[。.!！]*$",
    re.I,
)


def final_say(text: str) -> str | None:
    """The mark of a final say closing ``text`` ("…——我说对"), else None."""
    said = _FINAL_SAY.search(text)
    return None if said is None else said.group("mark")


def unasserted(text: str, marks: re.Pattern[str]) -> str:
    """``text`` with each mark of ``marks`` that is framed as not asserted blanked with its frame."""
    spans: list[tuple[int, int]] = []
    for match in marks.finditer(text):
        start, end = match.start(), match.end()
        lead = _CLAUSE_START.search(text[:start])
        clause_lead = lead.group(0) if lead else ""
        before = _BEFORE.search(clause_lead)
        if before is None and match.group("false") is not None:
            before = _DOUBTED_FALSE.search(clause_lead)
        after = _AFTER.match(text[end:]) or _TAKEN_BACK.match(text[end:])
        if before is None and after is None:
            continue
        begin = start - (len(clause_lead) - before.start()) if before is not None else start
        spans.append((begin, end + (after.end() if after is not None else 0)))
    for begin, end in reversed(spans):
        text = text[:begin] + " " * (end - begin) + text[end:]
    return text
