"""A single choice of figures whose answer, after naming an option, says a step of the arithmetic is
still to take ("2048/64 = 32，选 D。哦还要除 4，8", "选 32，还得乘 2"): the option named before it was a
step, not the answer (blind-79 read D, and "除 4，8" as "all but 4 and 8").

Only a step said as still to take (``NEXT_STEP``: "还要", "再", "还得") with an operation and its figure
("除 4", "乘以 2"), not denied in its clause ("不用再除 4") nor asked ("还要除 4 吗"). What follows it is
the answer: a bare figure closing the answer, naming exactly one option ("，8", "，得 8"), is read, to
confirm; a figure naming no single option is asked again. A step with no figure after it ("128，每卡还得乘
2", "64，8 步再乘 8 卡") says how the answer was reached, and is left to the reader; unless it opens a
sentence of its own or follows a realising "哦" ("D。哦还要除 4", "D，哦还要除 4"): the working is said
unfinished, and the answer is asked again.

A step asked about between two figures ("48，要乘 2 吗，96") or two letters ("C，是不是还要除以 2？B") is
``figures._step_asked``'s: asked again, or read after the step where the question is answered ("…吗？要，
96") or concluded ("…？那就 B").
"""

from __future__ import annotations

import re

from bank.grading.figures._step_asked import ASK_AGAIN, after_asked_step, letter_after_asked_step
from bank.grading.mentions._value_mentions import same, value_of
from bank.grading.numbers._numbers import find_quantities, prepare
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import alternation
from bank.model import Question, QuestionType

_STEP = re.compile(
    rf"(?:{lexicon.NEXT_STEP})\s*(?:{lexicon.STEP_OPERATIONS}|除(?!{lexicon.CHU_NOT_DIVIDING}))"
    r"\s*(?P<operand>\d+(?:\.\d+)?)",
    re.I,
)
# the figure closing the answer after the step, with no other figure between ("，8", "张卡等于 8")
# — a fraction too ("…，top-2 再除以 2 → 1/128"), read as its quotient, as an option "1/128" is
_RESULT = re.compile(
    r"[^\d]{0,12}?(?<![\d.])(?P<figure>\d+(?:\.\d+)?)(?:\s*/\s*(?P<over>[1-9]\d*))?\s*[。.!！]*\s*$"
)
_DIGIT = re.compile(r"\d")
_NOT_STEP = re.compile(rf"{lexicon.NEGATIONS}|{alternation(lexicon.NOT_NEEDED)}|[?？]|吗", re.I)
_LETTER = re.compile(r"(?<![A-Za-z])[A-H](?![A-Za-z])")
_CLAUSE_START = re.compile(r"[,，;；。!！?？\n]")
# the step opening a sentence of its own after the option, or after a realising interjection ("D。还要
# 除 4", "D，哦还要除 4"): the candidate says the working is not done
_REALISED = re.compile(rf"(?<=[。.!！?？\n])\s*|\s*(?:{lexicon.alternation(lexicon.INTERJECTED_NO)})", re.I)


def _clause_start(text: str, at: int) -> int:
    return max((cut.end() for cut in _CLAUSE_START.finditer(text, 0, at)), default=0)


def step_after(question: Question, text: str, read: list[str] | tuple[str, ...]) -> str | None:
    """``None`` when no step follows the option read; else the option the step's result names ("" when
    none is named: asked again)."""
    if question.type is not QuestionType.SINGLE or not read:
        return None
    values = {label: value_of(option) for label, option in question.options.items()}
    if any(value is None for value in values.values()):
        return None
    written = find_quantities(text)
    asked = after_asked_step(prepare(text), written, written, several=False)
    if asked is None and (lettered := letter_after_asked_step(prepare(text))) is not None:
        # "C，是不是还要除以 2？B": C, or B? ("…？要，B", "…？那就 B": B, to confirm)
        return "" if lettered == ASK_AGAIN else prepare(text)[lettered:]
    if asked is not None:  # "48，要乘 2 吗，96": 48, or 96? ("…吗？要，96": the figure after, to confirm)
        return "" if asked == ASK_AGAIN else text[asked:]
    last = None
    for step in _STEP.finditer(text):
        start = _clause_start(text, step.start())
        if _NOT_STEP.search(text, start, step.end()) or _NOT_STEP.search(text[step.end() : step.end() + 4]):
            continue  # "不用再除 4", "还要除 4 吗": no step taken
        if re.search(r"[A-H\d]", text[:start]):  # an option named before it, set aside by the step
            last = step
    if last is None:
        return None
    corrected = lexicon.last_correction(text)
    if _LETTER.search(text, last.end()) or (corrected is not None and corrected > last.end()):
        return None  # "…，再除以 4 = 8，选 B", "…再乘 2 就是 64，不对，还是 32": read as said after it
    if not _DIGIT.search(text, last.end()):
        if _REALISED.match(text, _clause_start(text, last.start())):
            return ""  # "D。哦还要除 4": the working said unfinished, with no result: asked again
        return None  # "128，每卡还得乘 2", "64，8 步再乘 8 卡": the step is how the answer was reached
    result = _RESULT.match(text, last.end())
    if result is None:
        return ""  # "…还要除 4，8 或 16", "…再乘 2 就是 64 了": which figure answers?
    figure = float(result["figure"]) / (int(result["over"]) if result["over"] else 1)
    named = [label for label, value in values.items() if value is not None and same(figure, value.value)]
    return named[0] if len(named) == 1 else ""
