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
from collections.abc import Callable
from dataclasses import dataclass

from bank.grading.decisions._trail import graded_by_trail
from bank.grading.results import _grades
from bank.grading.results._messages import message
from bank.grading.results._types import Grade, Language, Verdict
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import alternation
from bank.model import Question, QuestionType

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


def _number(mark: re.Match[str]) -> str:
    return mark.group("bracketed") or mark.group("number")


def _numbered_marks(text: str) -> list[re.Match[str]]:
    """The marks numbering ``text`` 1, 2, … in their order from its start ("1) … 2) …"); none when it is
    not numbered so."""
    marks = list(_MARK.finditer(text))
    if not marks or text[: marks[0].start()].strip():
        return []
    return marks if [_number(mark) for mark in marks] == [str(n) for n in range(1, len(marks) + 1)] else []


def numbered_steps(text: str) -> Steps | None:
    """``text``'s numbered steps and their conclusion, or None when it is no answer in steps."""
    marks = _numbered_marks(text)
    if len(marks) < 2:
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


def numbered_parts(text: str) -> int:
    """How many parts ``text`` numbers in order from its start ("1) nvme 2) nvme 3) …" is 3); 0 when
    it numbers none so."""
    return len(_numbered_marks(text))


def numbered_list(text: str, options: dict[str, str]) -> bool:
    """Whether ``text`` is a numbered list ("1) B 2) 不确定") whose numbers are figures of options (options
    1, 3, 5, 10): asked again when it is no steps. A list's numbers are no options, yet read as they stood
    "1" and "2" were the options 1 and 2 ("1) B 2) 可能错了" read the option 1, the key). A list on other
    options is read as before ("1) 70B × 0.5 byte = 35 GB 2) … 3) 所以 36 GB 上下，選 A")."""
    marks = _numbered_marks(text)
    if len(marks) < 2:
        return False
    numbers = {_number(mark) for mark in marks}
    figures = {found.group(1) for option in options.values() if (found := _FIGURE_OPTION.fullmatch(option))}
    return not figures.isdisjoint(numbers)


# an option that is a figure, with at most a short sign or unit after it ("1", "2×", "8 GB")
_FIGURE_OPTION = re.compile(r"\s*(\d+)\s*[^\s\d]{0,2}\s*")


def _unsaid(question: Question, language: Language) -> Grade:
    """Asked again, saying what is expected of the question's type."""
    if question.type is QuestionType.TRUEFALSE:
        return _grades.invalid(question, message("expect_truth", language), language)
    if question.type is QuestionType.CALC and question.numeric:  # as the calculation's reader says it
        first = question.numeric[0]
        example = f"{first.value:g}{' ' + first.unit if first.unit else ''}"
        return _grades.invalid(question, message("expect_number", language, example=example), language)
    if question.type is QuestionType.CODE:
        return _grades.invalid(question, message("expect_code", language), language)
    return _grades.no_choice(question, language)  # and how a choice is answered


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


def graded_by_steps(
    question: Question, text: str, language: Language, regrade: Callable[[str], Grade]
) -> Grade | None:
    """An answer in numbered steps, graded by its conclusion (``regrade``, the whole reader on a part of
    the answer) and read to confirm; None when it is none.

    A choice's conclusion stands when the steps read as clauses ("…；…；C") choose the same, or read
    nothing and the conclusion is marked ("→ 全部", "所以 C"), "all" then said after one step per option;
    any other reading is asked again. A fill must be code alone ("→ f(x)", "所以都是 nvme"): the
    reasoning is no fill, and a conclusion in words is asked again."""
    choice, code = question.type.is_choice, question.type is QuestionType.CODE
    steps = numbered_steps(text) if choice or code else None
    unread = _grades.invalid(question, message("expect_code" if code else "no_choice", language), language)
    parts = numbered_parts(text) if steps is None and code else 0  # "1) f(x) 2) y=1": which is the fill?
    if parts and parts != max(1, len(question.blanks)):
        return unread
    if steps is None and choice and numbered_list(text, question.options):  # "1) B 2) 不确定": "1" no option
        return unread
    if steps is None and not parts:  # "emm …嗯 D": thought aloud, then committed
        return graded_by_trail(question, text, regrade, lambda: _unsaid(question, language), code_alone)
    if steps is None or (code and 1 < len(question.blanks) == len(steps.bodies)):  # "1. nvme 2. cpu": blanks
        return None
    if not steps.conclusion or (code and not code_alone(steps.conclusion)):
        return unread
    graded = regrade(steps.conclusion)
    if graded.verdict is Verdict.INVALID:
        return graded
    if choice:
        read = set(graded.understood.choices or [])
        clauses = regrade("；".join(steps.bodies))
        if clauses.verdict is not Verdict.INVALID:
            agreed = set(clauses.understood.choices or []) == read
        else:  # "all" after fewer steps than options ("1) A 对 2) C 对 → 都对") is said of the steps
            agreed = steps.marked and (
                read != set(question.options) or len(steps.bodies) == len(question.options)
            )
        if not agreed:
            return unread
    return graded.model_copy(update={"needs_confirmation": True})
