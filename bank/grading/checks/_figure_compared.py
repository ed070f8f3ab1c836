"""A choice's figure compared or bounded, not stated: "比 48 多一点", "比一半少一点" (more or less than the
option), "最多 35GB", "35GB 以内", or judged off ("35GB 不够", "35000 MB 不止").
The option's figure was read as the answer, to confirm, the key's or another ("比 64 少一点" read C,
shown to the candidate); the candidate named another value. Such an answer is asked again, unless the
rest of it, the comparison taken out, reads the same choice on its own ("B，比 64 少一点"). A figure cut
again ("砍一半再砍一半") is an operand already (``_value_mentions``).
"""

from __future__ import annotations

import re

from bank.grading._graders import grade_choice
from bank.grading.mentions._bound_asked import other_side
from bank.grading.mentions._value_mentions import unit_key, value_of
from bank.grading.results._grades import invalid
from bank.grading.results._messages import message
from bank.grading.results._types import Grade, Language, Verdict
from bank.grading.text import _lexicon as lexicon
from bank.model import Question

_FIGURE = r"\d+(?:\.\d+)?\s*(?:[%％‰]|[A-Za-z]{1,3}(?![A-Za-z]))?"
_COMPARED = re.compile(
    # compared to it: "比 48 多一点", "比50%少一点" (not "占比 50%", "压缩比 4")
    rf"(?<![占对相缩率值])比\s*(?P<figure>{_FIGURE})\s*(?:{lexicon.COMPARED_DEGREE})?\s*(?:{lexicon.COMPARATIVES})"
)
_BOUNDED_FIGURE = rf"(?:{_FIGURE}|一半)(?:\s*倍)?"
# judged off after it: "35GB 不够", "35000 MB 肯定不够", "35GB 偏小" (the figure held too small or large)
_JUDGED_OFF = rf"(?:(?:{lexicon.FIGURE_JUDGED_DEGREES})\s*)?(?:{lexicon.FIGURE_JUDGED_OFF})"
_JUDGED_OFF_WHOLE = re.compile(_JUDGED_OFF, re.I)
# given as a bound: "最多 35GB", "至少 16", "35GB 以内", "35GB 或更少" (options that are figures, on a stem
# asking no bound itself; "B D，head_dim 最多 256" bounds no option)
_BOUNDED = re.compile(
    rf"(?P<before>{lexicon.FIGURE_BOUNDS_BEFORE})\s*(?:{lexicon.FIGURE_BOUND_LINKS})?\s*{_BOUNDED_FIGURE}"
    # judged off in brackets too: "35GB（太大）", "48 (too many)"
    rf"|{_BOUNDED_FIGURE}\s*(?:[(（]\s*(?=(?:{_JUDGED_OFF})\s*[)）]))?(?P<after>{lexicon.FIGURE_BOUNDS_AFTER}|{_JUDGED_OFF})"
    r"(?=\s*(?:[的吧啊呢了。.!！,，;；?？…)）]|$))",
    re.I,
)


def compared_figure(question: Question, text: str, graded: Grade, language: Language) -> Grade:
    """``graded``, or asked again when a choice read (right or not) was read from a figure compared."""
    if graded.verdict is Verdict.INVALID or not graded.understood.choices:
        return graded
    # on options that are figures, a bound not of the side the stem asks ("最多允许几个": "顶多仨" answers
    # it, "至少仨" does not)
    figures = all(value_of(option) is not None for option in question.options.values())
    bounded = (
        [
            found
            for found in _BOUNDED.finditer(text)
            # a figure judged off ("48 偏小", "48 (too many)") is no bound: off whichever side is asked
            if _JUDGED_OFF_WHOLE.fullmatch(found.groupdict().get("after") or "")
            or other_side(question.stem, _bound_word(found))
        ]
        if figures
        else []
    )
    for found in [*_COMPARED.finditer(text), *bounded]:
        figure = found.groupdict().get("figure")
        if graded.verdict is not Verdict.CORRECT and not (figure and _carried(question, figure, graded)):
            continue  # "28 还是 26，反正比 35 小": C or D, read from the figures stated, not from 35
        if not read_without(question, text, found.start(), found.end(), graded, language):
            return invalid(question, message("no_choice", language), language)
    return graded


def _bound_word(found: re.Match[str]) -> str:
    """The bound word of a bound found, before its figure or after it ("" for a comparison)."""
    return found.groupdict().get("before") or found.groupdict().get("after") or ""


def _carried(question: Question, figure: str, graded: Grade) -> bool:
    """Whether an option read in ``graded`` holds ``figure``, the figure compared."""
    compared = value_of(figure)
    for letter in graded.understood.choices or ():
        value = value_of(question.options.get(letter, ""))
        same_unit = not (compared and value and compared.unit and value.unit) or (
            unit_key(compared.unit) == unit_key(value.unit)
        )
        if compared and value and value.value == compared.value and same_unit:
            return True
    return False


def read_without(
    question: Question, text: str, start: int, end: int, graded: Grade, language: Language
) -> bool:
    """Whether ``text`` with ``text[start:end]`` cut out (the clause cut where it stood) still reads the
    choice ``graded`` read: the words cut out were not what it was read from."""
    rest = text[:start].rstrip(" ,，;；") + "，" + text[end:]  # "35GB，32GB 不够": "35GB，", not "35GB, ，"
    return same_choice(grade_choice(question, rest, language, None), graded)


def same_choice(again: Grade, graded: Grade) -> bool:
    """Whether ``again`` (the answer read with a figure cut out) reads the choice ``graded`` read."""
    return again.verdict is graded.verdict and again.understood.choices == graded.understood.choices
