"""An answer that thinks in numbered steps and closes on its conclusion ("1) … 2) … 3) C", "1) … 2) … →
全部", "1) … 3) 兩個都配了 nvme_path，所以都是 nvme").

The step numbers are neither options nor figures, and the reasoning before the last step is no fill: read
whole, blind batch 81 glued the steps' words into one wrong fill ("1) q 是 [B,8,4,L,D] 2) k … 3) q @ …"
graded as all of it) and read no choice at all ("1) … 2) … 3) C"). The answer is the last step, or what
follows its last arrow or conclusion word ("→ X", "所以 X"); a last step that hedges, doubts or asks says
no answer, and is asked again.

Steps are digits 1, 2, … n (n ≥ 2) in their order, the first opening the answer, each after a space or a
stop, closed by a bracket, a 、 or a spaced dot ("1) …", "（2）…", "3、…", "4. …"); every step before the
last is reasoning in words (Chinese words, an arrow, or English words without code's brackets): "1) A 2) C"
and "1) cp.checkpoint(…) 2) use_reentrant=False" are lists of answers, read as they were.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import alternation

_MARK = re.compile(
    r"(?:^|(?<=[\s,，;；。]))(?:[(（]\s*(?P<bracketed>[1-9])\s*[)）]|(?P<number>[1-9])\s*(?:[)）、]|\.(?=\s)))"
)
# the conclusion's mark, the last one in the last step: an arrow, or a word concluding ("所以", "so")
_ARROWS = "→|⇒|=>|⟹"
_CONCLUDES = re.compile(rf"(?:{_ARROWS})|(?<![A-Za-z])(?:{lexicon.CONCLUSIONS})(?![A-Za-z])", re.I)
_CJK = re.compile(r"[\u4e00-\u9fff]")
_ENGLISH_WORD = re.compile(r"(?<![\w.])[A-Za-z]{2,}(?![\w(.])")
_CODE_SYNTAX = re.compile(r"[()\[\]{}=`]")
_UNSURE = (*lexicon.HEDGES, *lexicon.DOUBTS, *lexicon.QUESTION_PARTICLES)
# what may lead into a code conclusion ("都是 nvme", "两个都填 nvme", "就是 f(x)"): no words of a fill
_CODE_LEAD = re.compile(
    rf"^\s*(?:(?:{lexicon.EVERY_BLANK})\s*)*(?:{alternation(lexicon.FILLS_CONCLUDED)}|{lexicon.FILL_VERBS})?\s*",
    re.I,
)
_NOT_WORDS = re.compile(r"[^\u4e00-\u9fff]*")


@dataclass(frozen=True)
class Steps:
    """The answer's steps, and its conclusion: what follows the last step's last mark (``marked``), or
    the whole last step; "" when the last step hedges, doubts or asks (no answer: asked again)."""

    bodies: tuple[str, ...]
    conclusion: str
    marked: bool


def numbered_steps(text: str) -> Steps | None:
    """``text``'s numbered steps and their conclusion, or None when it is no answer in steps."""
    marks = list(_MARK.finditer(text))
    numbers = [mark.group("bracketed") or mark.group("number") for mark in marks]
    if (
        len(marks) < 2
        or numbers != [str(n) for n in range(1, len(marks) + 1)]
        or text[: marks[0].start()].strip()
    ):
        return None
    ends = [mark.start() for mark in marks[1:]] + [len(text)]
    bodies = tuple(
        text[mark.end() : end].strip(" \t\n,，;；。") for mark, end in zip(marks, ends, strict=True)
    )
    if not all(bodies) or not all(_worded(body) for body in bodies[:-1]):
        return None
    last = bodies[-1]
    if "?" in last or "？" in last or lexicon.has(last, _UNSURE):
        return Steps(bodies, "", marked=False)  # "3) C 吧？", "3) 不确定，大概 C": no answer said
    concluded = list(_CONCLUDES.finditer(last))
    if not concluded:
        return Steps(bodies, last, marked=False)
    return Steps(bodies, last[concluded[-1].end() :].strip(" ,，:：;；"), marked=True)


def numbered_list(text: str, options: dict[str, str]) -> bool:
    """Whether ``text`` is a numbered list ("1) B 2) 不确定") whose numbers are figures of options (options
    1, 3, 5, 10): asked again when it is no steps. A list's numbers are no options, yet read as they stood
    "1" and "2" were the options 1 and 2 ("1) B 2) 可能错了" read the option 1, the key). A list on other
    options is read as before ("1) 70B × 0.5 byte = 35 GB 2) … 3) 所以 36 GB 上下，選 A")."""
    marks = list(_MARK.finditer(text))
    numbers = [mark.group("bracketed") or mark.group("number") for mark in marks]
    if (
        len(marks) < 2
        or numbers != [str(n) for n in range(1, len(marks) + 1)]
        or text[: marks[0].start()].strip()
    ):
        return False
    figures = {found.group(1) for option in options.values() if (found := _FIGURE_OPTION.fullmatch(option))}
    return not figures.isdisjoint(numbers)


# an option that is a figure, with at most a short sign or unit after it ("1", "2×", "8 GB")
_FIGURE_OPTION = re.compile(r"\s*(\d+)\s*[^\s\d]{0,2}\s*")


def _worded(body: str) -> bool:
    """Whether a step reasons in words: Chinese words, an arrow, or English words outside code."""
    if _CJK.search(body) or re.search(_ARROWS, body):
        return True
    return not _CODE_SYNTAX.search(body) and len(_ENGLISH_WORD.findall(body)) >= 2


def code_alone(conclusion: str) -> bool:
    """Whether a conclusion is code with nothing of words but a lead-in ("都是 nvme", "P(…)、P(…)"): a
    conclusion in words ("所以要包 _inner") is no fill said, and is asked again."""
    rest = conclusion[_CODE_LEAD.match(conclusion).end() :]  # type: ignore[union-attr]  # matches empty
    return bool(rest.strip()) and _NOT_WORDS.fullmatch(rest) is not None
