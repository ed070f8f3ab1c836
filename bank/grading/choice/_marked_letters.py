"""Marks per letter: every option named by its letter with a tick or a cross after it, and nothing
else but an opening label ("FA2: B✔ D✔ A✘ C✘", "B✓ A✗ C✗ D✗"). On a question asking which options are
right, a tick chooses its option and a cross leaves it out — the cross says the option is not chosen or
that its statement is false, and either way it is not one of the right ones — so the ticked letters are
the answer, read to confirm (a reading of signs, as the fifty-seventh blind batch labels it). The mark
may as well come before each letter, as a form's boxes do ("☑️ A ☐ B ☐ C ☐ D", "❌B ✅A"), an empty box
letting its option go as a cross does (the eighty-fourth batch's labels); the whole list is one way
round, from its first item to its last, so no mark is left to be the letter's before or after.

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
    if not ticked or len(ticked) == len(items) or (not multi and len(ticked) != 1):
        return None
    return "、".join(ticked)


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
    return marked_letters(answer, question.options, question.stem, multi=multi) or rule_ticks(
        answer, question
    )


def tick_denied(answer: str) -> bool:
    """Whether ``answer`` ticks letters and then denies, with nothing after ("B ✓ 不对"): asked again."""
    return _TICK_DENIED.fullmatch(answer) is not None
