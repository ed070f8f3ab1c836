"""Marks per letter: every option named by its letter with a tick or a cross after it, and nothing
else but an opening label ("FA2: B✔ D✔ A✘ C✘", "B✓ A✗ C✗ D✗"). On a question asking which options are
right, a tick chooses its option and a cross leaves it out — the cross says the option is not chosen or
that its statement is false, and either way it is not one of the right ones — so the ticked letters are
the answer, read to confirm (a reading of signs, as the fifty-seventh blind batch labels it). The mark
may as well come before each letter, as a form's boxes do ("☑️ A ☐ B ☐ C ☐ D", "❌B ✅A"), an empty box
letting its option go as a cross does (the eighty-fourth batch's labels); the whole list is one way
round, from its first item to its last, so no mark is left to be the letter's before or after. Every
letter ticked after it ("A✓B✓C✓D✓") grades each option as well, more than a bare set (the eighty-fifth
batch's labels); every box ticked before ("☑️A ☑️B") stays a bare set, read elsewhere. Every letter
crossed, then an arrow to letters none of them ("A ×  B ×  D ×  → C"), chooses those the arrow leads to,
to confirm (the eighty-seventh batch's labels); crosses alone only rule out.

The same marks, or a word of truth ("对", "不是", "无关", "wrong"), may grade the options one a line with
a gloss after ("A：不对，那是 max-autotune\nB：对", "C：✗ 是 O(seq)"), ``graded_lines``: the options marked
right are the answer, to confirm; a line kept open ("不确定", "?") is left out of a multiple choice and asks
again on a single one. Such lines that cannot be read safely — a letter twice, a line unmarked or marked
by behaviour ("ok", "fail": the stem may ask for either), a mark negated, hedged or taken back ("不是不对",
"对吧", "对，不对"), a gloss naming another option, no line or two lines right on a single choice, a stem
asking for the wrong ones — are asked again (``lines_unread``), never read by their first letter.

Anything else keeps the reader's rule that a crossed item is asked again (``_bare_forms.crossed``): a
question asking for the wrong options (where a cross may choose), a letter named twice or with no mark,
a letter that is no option, no tick or no cross at all (a tick alone is read elsewhere), two ticks on a
single choice, a label that names an option's letter or denies ("不是: …"), words between the marks, a
list written both ways round or with a mark at both ends ("☑️ A ☐ B ☑️"), a crossed box ("☒", a tick in
some forms, a refusal in others) and a mark hedged ("☑️? A"); an empty box left unread is asked again
(``_bare_forms.crossed``).
"""

from __future__ import annotations

import re

from bank.grading.choice._choice import stem_asks
from bank.grading.choice._rule_ticks import rule_ticks
from bank.grading.text import _lexicon as lexicon
from bank.grading.text import _words as words
from bank.model import Question, QuestionType

_TICK = f"[{lexicon.LETTER_TICKS}]"
_CROSS = f"[{lexicon.LETTER_CROSSES}{lexicon.LETTER_EMPTY_BOXES}]"  # crossed or left empty: let go
_MARKED = rf"[A-H]\s*(?:{_TICK}|{_CROSS})\ufe0f?"
_MARKED_BEFORE = rf"(?:{_TICK}|{_CROSS})\ufe0f?\s*[A-H](?![A-Za-z0-9_])"
# an opening label of a few characters, closed by a colon; then the marked letters, spaced or listed,
# each mark after its letter or (all of them) before it
_SHAPE = re.compile(
    rf"\s*(?:(?P<label>[^:：\n]{{1,24}})[:：])?\s*"
    rf"(?P<marks>{_MARKED}(?:\s*[,，、;；]?\s*{_MARKED})+"
    rf"|{_MARKED_BEFORE}(?:\s*[,，、;；]?\s*{_MARKED_BEFORE})+)[\s。.]*"
    # then, every mark a cross, an arrow to the letters left ("A ×  B ×  D ×  → C"): those chosen
    rf"(?:(?:{lexicon.TRUTH_CHANGED_TO})\s*(?:{lexicon.alternation(lexicon.LEFT_AFTER_ARROW)})?"
    rf"\s*(?P<closing>[A-H](?:\s*[,，、]?\s*[A-H])*)[\s。.!！]*)?"
)
_ITEM = re.compile(rf"([A-H])\s*({_TICK}|{_CROSS})")
_ITEM_BEFORE = re.compile(rf"({_TICK}|{_CROSS})\ufe0f?\s*([A-H])")
# a label that names a letter standing alone or denies is more than a label: left to the reader
# and so is one that speaks of the marks, which may say a cross chooses ("死锁的打叉：…", "标反了：…")
_LABEL_SAYS_MORE = re.compile(
    rf"(?<![A-Za-z])[A-Ha-h](?![A-Za-z])|[不没非别错]|\bnot?\b|n't\b|{_TICK}|{_CROSS}|{lexicon.LETTER_MARK_LABELS}",
    re.I,
)

_TICKS_MEAN_RIGHT = re.compile(lexicon.LETTER_TICKS_MEAN_RIGHT)
# letters ticked, then denied and nothing more ("B ✓ 不对", "B✓，错", "B ✓ wrong"): the tick said and taken
# back, or said to be wrong; which is meant is not known
_TICK_DENIED = re.compile(
    rf"\s*(?:[A-H]\s*{_TICK}\ufe0f?\s*[,，、]?\s*)+[,，。.;；]?\s*(?:{lexicon.alternation(lexicon.ANSWERED_NO)})"
    r"[\s。.!！]*",
    re.I,
)


def marked_letters(answer: str, options: dict[str, str], stem: str, *, multi: bool) -> str | None:
    """The ticked letters ("B、D") when ``answer`` marks each option it names by a tick or a cross, on a
    question asking for the right ones; else None."""
    shape = _SHAPE.fullmatch(answer)
    label = (shape.group("label") or "").strip() if shape else ""
    if shape is None or (label and _LABEL_SAYS_MORE.search(label) and not _TICKS_MEAN_RIGHT.fullmatch(label)):
        return None  # "对的打勾：…" says only what the question asks
    negative_stem, asks_right = stem_asks(stem)
    if negative_stem or not asks_right:
        return None
    marks = shape.group("marks")
    items = (
        [(letter, mark) for mark, letter in _ITEM_BEFORE.findall(marks)]
        if _ITEM_BEFORE.match(marks)
        else _ITEM.findall(marks)
    )
    letters = [letter for letter, _ in items]
    if len(set(letters)) != len(letters) or not set(letters) <= set(options):
        return None
    ticked = sorted(letter for letter, mark in items if mark in lexicon.LETTER_TICKS)
    if shape.group("closing"):
        return _left_after_crosses(shape.group("closing"), letters, options, ticked=bool(ticked), multi=multi)
    before = _ITEM_BEFORE.match(marks) is not None
    if not ticked or (before and len(ticked) == len(items)) or (not multi and len(ticked) != 1):
        return None  # every box ticked ("☑️A ☑️B"): a bare set, read elsewhere; "A✓B✓" grades each one
    return "、".join(ticked)


def _left_after_crosses(
    closing: str, crossed: list[str], options: dict[str, str], *, ticked: bool, multi: bool
) -> str | None:
    """The letters an arrow leads to after crosses ("A ×  B ×  D ×  → C"): chosen, read to confirm, when
    every mark is a cross and none of them is crossed; a tick beside them, a crossed letter pointed at,
    or two letters on a single choice are not read."""
    chosen = re.findall(r"[A-H]", closing)
    if (
        ticked
        or set(chosen) & set(crossed)
        or not set(chosen) <= set(options)
        or len(set(chosen)) != len(chosen)
    ):
        return None
    if not multi and len(chosen) != 1:
        return None
    return "、".join(sorted(chosen))


def _line_marks(answer: str) -> list[tuple[str, str]] | None:
    """Each line's letter and its mark ("right", "wrong", "open"; "" when it cannot be read safely)
    when ``answer`` is two or more lines each led by an option's letter and a colon, or by a letter
    and a word of truth or a mark ("A：不对，那是 max-autotune", "B 对", "C：✗ 是 O(seq)"); else None."""
    lines = [line for line in answer.strip().splitlines() if line.strip()]
    if len(lines) < 2:
        return None
    marks: list[tuple[str, str]] = []
    for line in lines:
        graded = _LINE.fullmatch(line)
        if graded is None:
            led = _LINE_LED.match(line)
            if led is None:
                return None
            marks.append((led.group(1), ""))  # "A: ok", "A：不是不对": led by its letter, its mark unread
            continue
        mark = next(name for name in ("right", "wrong", "open") if graded.group(name))
        gloss = graded.group("rest") or ""
        if mark != "open" and _HEDGED_LINE.match(gloss):
            mark = "open"  # "B：对？", "B：对吧": asked, not given
        elif _STANDING_LETTER.search(gloss) or _unsure(gloss) or _GLOSS_TURNS[mark].match(gloss):
            mark = ""  # "B：对，比 C 好", "A：对，大概", "B：对，不对": the line says more than its mark
        marks.append((graded.group("letter").upper(), mark))
    return marks


def _unsure(gloss: str) -> bool:
    return words.has(gloss, (*words.HEDGES, *words.TENTATIVE, *words.DOUBTS)) or bool(
        _LINE_UNSURE.search(gloss)
    )


def graded_lines(question: Question, answer: str) -> tuple[bool, str | None]:
    """Whether ``answer`` grades the options one a line ("A：错\\nB：对\\nC：错"), and the options it marks
    right ("B") when that can be read safely, on a question asking for the right ones: every line's
    letter an option named once, a mark of truth or a tick on each, one option marked right on a single
    choice (a line kept open asks again there) and one or more on a multiple one (a line kept open is
    left out, as "C，A 不确定" is C)."""
    if not question.type.is_choice:
        return False, None
    marks = _line_marks(answer)
    if marks is None:
        return False, None
    letters = [letter for letter, _ in marks]
    negative_stem, asks_right = stem_asks(question.stem)
    multi = question.type is QuestionType.MULTI
    right = sorted(letter for letter, mark in marks if mark == "right")
    if (
        negative_stem
        or not asks_right
        or len(set(letters)) != len(letters)
        or not set(letters) <= set(question.options)
        or any(not mark or (mark == "open" and not multi) for _, mark in marks)
        or not right
        or (not multi and len(right) != 1)
    ):
        return True, None
    return True, "、".join(right)


def lines_unread(question: Question, answer: str) -> bool:
    """Whether ``answer`` grades the options one a line and cannot be read safely: asked again, never
    read by its first letter ("A：错\\nB：对" is no choice of A)."""
    shaped, reading = graded_lines(question, answer)
    return shaped and reading is None


_SEPARATOR = r"[\s，,。.;；:：（(、—\-!！~～]"
# a line led by an option's letter, then a word of truth, a tick or a cross, or a word keeping it open
_LINE = re.compile(
    rf"\s*(?P<letter>[A-Ha-h])\s*[:：.．、)）]?\s*"
    rf"(?:(?P<right>(?:{lexicon.LINE_RIGHT})(?![A-Za-z])|{_TICK}\ufe0f?)"
    rf"|(?P<wrong>(?:{lexicon.LINE_WRONG})(?![A-Za-z])|{_CROSS}\ufe0f?)"
    rf"|(?P<open>{lexicon.LINE_OPEN}))"
    rf"(?P<rest>{_SEPARATOR}.*|[?？吧吗嘛呢].*)?",
    re.I,
)
_LINE_LED = re.compile(r"\s*([A-H])\s*[:：]")
_HEDGED_LINE = re.compile(rf"\s*(?:{lexicon.MARK_HEDGED})")
_STANDING_LETTER = re.compile(r"(?<![A-Za-z0-9_])[A-H](?![A-Za-z0-9_])")
_LINE_UNSURE = re.compile(lexicon.MARK_UNSURE, re.I)
# a gloss that opens on the other verdict ("对，不对", "错，其实对") takes the mark back
_GLOSS_TURNS = {
    "right": re.compile(rf"{_SEPARATOR}*(?:{lexicon.LINE_WRONG}|不选|不要选)(?![A-Za-z])", re.I),
    "wrong": re.compile(rf"{_SEPARATOR}*(?:对|正确|right|correct)(?![A-Za-z])", re.I),
    "open": re.compile(r"(?!)"),
}


def own_letter_marks(question: Question, answer: str) -> str:
    """The marks ``answer`` uses as its own when it marks each letter ("B✔ D✔ A✘ C✘"): its crosses are
    then no refusing sign for the answer at large, but read here; "" for any other answer."""
    if not question.type.is_choice:
        return ""
    own = lexicon.LETTER_TICKS + lexicon.LETTER_CROSSES + lexicon.LETTER_EMPTY_BOXES
    return own if ticked_options(question, answer) else ""


def ticked_options(question: Question, answer: str) -> str | None:
    """The options ticked ("B、D") when ``answer`` marks each letter, or each option after a rule of
    thumb (``_rule_ticks``); else None."""
    multi = question.type is QuestionType.MULTI
    return (
        marked_letters(answer, question.options, question.stem, multi=multi)
        or graded_lines(question, answer)[1]
        or rule_ticks(answer, question)
    )


def tick_denied(answer: str) -> bool:
    """Whether ``answer`` ticks letters and then denies, with nothing after ("B ✓ 不对"): asked again."""
    return _TICK_DENIED.fullmatch(answer) is not None
