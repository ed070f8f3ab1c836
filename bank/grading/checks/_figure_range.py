"""A range of figures on a single choice ("48 到 64 之间", "一半左右，40%-60%"): the candidate keeps a span
open, and the option at one end of it, or inside it, was read as the answer (to confirm). A range is a
hedge, as "48 或 64" is, unless the answer commits to one option outside it ("48 到 64 之间，取 48",
"B，在 48 到 64 之间"): the rest of the answer, the range taken out, reads the same choice on its own,
with no word of approximation ("一半左右，40%-60%" commits to nothing). A wrong option read from a range
("32 到 48 之间" read A) is the same hedge, not shown back as the answer.
"""

from __future__ import annotations

import re

from bank.grading._graders import grade_choice
from bank.grading.checks._figure_compared import same_choice
from bank.grading.mentions._value_mentions import NEAREST_TOLERANCE, unit_key, value_of
from bank.grading.numbers._units import dimension_of, resolve
from bank.grading.results._grades import make
from bank.grading.results._messages import message
from bank.grading.results._types import Grade, Language, Verdict
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.model import Question, QuestionType

# a figure's unit: a times sign is one where no figure follows it ("4×~8×" of options "4×", "8×"; never "4×8")
_FIGURE = r"(\d+(?:\.\d+)?)\s*([%％‰]|×(?!\s*\d)|[A-Za-z]{1,3}(?![A-Za-z]))?"
# two figures joined by a range's link, neither a step of a calculation ("128-80=48", "(80-35)/0.67"),
# the second's unit let go before the operator that follows ("80G-35G=45G" is a difference worked out)
_RANGE = re.compile(
    rf"(?<![\d.A-Za-z_第(（×*/÷^+=＝]){_FIGURE}\s*(?:到|至|~|～|-|–|—|\bto\b)\s*{_FIGURE}"
    r"(?![\d.]|[A-Za-z%％‰]*\s*[)）×*/÷^+=＝≈])",
    re.I,
)
# a word of approximation in the rest: "一半左右，40%-60%" commits to nothing
_ROUGH = re.compile(alternation((*lexicon.ROUGHLY, *lexicon.APPROXIMATE, *lexicon.APPROXIMATE_AFTER)), re.I)
# the range's own: a word of approximation straight before it, or 之间 / 左右 straight after it
_ROUGH_BEFORE = re.compile(rf"(?:{alternation((*lexicon.ROUGHLY, *lexicon.APPROXIMATE))})\s*$", re.I)
_ROUGH_AFTER = re.compile(rf"^\s*(?:之间|{alternation(lexicon.APPROXIMATE_AFTER)})", re.I)


def _scale(unit: str, target: str, context: str) -> float | None:
    """The factor from ``unit`` to ``target``, a unit of the same measure ("MB" to "GB": 0.001), or None."""
    dimension = dimension_of(target, context)
    source, aim = resolve(unit, dimension), resolve(target, dimension)
    if source is None or aim is None or source[0] != dimension or aim[0] != dimension:
        return None
    return source[1] / aim[1]


def _spans_an_option(found: re.Match[str], options: dict[str, str], context: str = "") -> int:
    """Whether an option's figure lies within the range, written in the range's unit (or none) or in
    another unit of its measure ("35000 MB 到 40000 MB" for 35GB), and the range is more than that one
    figure said as nearly as a rounded one is ("三十五六个 G" for 35GB: both ends within
    ``NEAREST_TOLERANCE`` of the one option inside, read to confirm as "约 35" is): how many lie inside,
    0 when none does or the range is that one figure said nearly."""
    ends = sorted((float(found.group(1)), float(found.group(3))))
    unit = found.group(4) or found.group(2)
    inside: list[tuple[float, float, float]] = []  # each option inside: its value, and the ends in its unit
    for option in options.values():
        value = value_of(option)
        if value is None:
            continue
        low, high = ends
        if unit and value.unit and unit_key(unit) != unit_key(value.unit):
            factor = _scale(unit, value.unit, context)  # "35000 MB 到 40000 MB" against "35GB"
            if factor is None:
                continue
            low, high = low * factor, high * factor
        if low <= value.value <= high:
            inside.append((value.value, low, high))
    near = len(inside) == 1 and all(
        abs(end - inside[0][0]) <= NEAREST_TOLERANCE * abs(inside[0][0]) for end in inside[0][1:]
    )
    return 0 if near else len(inside)


def hedged_range(question: Question, text: str, graded: Grade, language: Language) -> Grade:
    """``graded``, or the hedge it is when a single choice read (right or not) rests on a range of figures."""
    if graded.verdict not in (Verdict.CORRECT, Verdict.INCORRECT) or question.type is not QuestionType.SINGLE:
        return graded
    for found in _RANGE.finditer(text):
        spanned = _spans_an_option(found, question.options, question.stem)
        if not spanned:
            continue
        before, after = text[: found.start()], text[found.end() :]
        if spanned == 1:  # "大概 35~37 GB，就选 A": the range's own "about", no approximation of the rest
            before, after = _ROUGH_BEFORE.sub("", before), _ROUGH_AFTER.sub("", after, count=1)
        rest = before + " " + after
        committed = not _ROUGH.search(rest) and grade_choice(question, rest, language, None)
        if committed and same_choice(committed, graded):
            continue  # "48 到 64 之间，取 48": committed to the option outside the range
        # "32 到 48 之间" read A: the hedge it is, as the key's end is, not A shown as the answer
        chosen = (
            question.key_text
            if graded.verdict is Verdict.CORRECT
            else "、".join(graded.understood.choices or ())
        )
        said = message("hedge", language, chosen=chosen, key=question.key_text)
        understood = graded.understood.model_copy(update={"hedged": True})
        return make(question, Verdict.INCORRECT, 0.0, said, language, understood)
    return graded
