"""An option's figure said in another unit of its measure: "35000 MB", "0.035 TB", "35e9 bytes",
"三百五十亿字节" for the option "35GB"; "2 KiB" for "2048B".

The figure is compared as a calculation part is compared (``_figure_scores.scored``: the one path that
converts a figure in one unit to a key in another), against the option's value within the option's own
rounding ("35GB" is 34.5–35.5 GB): a written "GB" is decimal and "GiB" binary, a bit is an eighth of a
byte ("280 Gbit" is 35 GB, "35 Gbit" is not), a bare prefix and the bit symbol ("Gb") are read both
ways, as that reader does. A figure that so equals exactly one option names it, a reading the candidate
confirms (a mention of kind ``converted``, never bare), shown with the option ("A（35GB）"); one that
equals two options, or lies between them, names none, and the answer is asked again. A figure in the
option's own unit is not converted: it names the option only as written ("34.6GB" is no "35GB").
"""

from __future__ import annotations

import re

from bank.grading.numbers._figure_scores import scored
from bank.grading.numbers._numbers import WrittenNumber
from bank.grading.numbers._units import dimension_of, resolve
from bank.grading.results._messages import message
from bank.grading.results._types import Grade, Language, Verdict
from bank.model import NumericPart


def _rounding(figure: WrittenNumber) -> float:
    """Half the last written place of the option's figure, relative to it: "35GB" ±0.5, "2.5%" ±0.05;
    a hair less, so that a figure half-way between two roundings ("0.25%" of "0.2%") names neither."""
    decimals = re.search(r"\.(\d+)", figure.text)
    places = len(decimals.group(1)) if decimals else 0
    return min(0.4999 * 10.0**-places / abs(figure.value), 0.5)


def converted_labels(
    quantity: WrittenNumber, values: dict[str, WrittenNumber], same_unit: set[str], context: str
) -> frozenset[str]:
    """The one option ``quantity`` equals once converted to the option's unit (``values``: the
    figure-only options; ``same_unit``: those written in the quantity's own unit, never converted);
    none when it equals none or several."""
    if quantity.unit is None:
        return frozenset()
    labels = set()
    for label, figure in values.items():
        if label in same_unit or figure.unit is None or not figure.value:
            continue
        dimension = dimension_of(figure.unit, context)
        if resolve(figure.unit, dimension) is None:
            continue  # a unit of the question's own ("张"): nothing to convert it to
        part = NumericPart(value=figure.value, unit=figure.unit, tolerance=_rounding(figure))
        if scored(quantity, part, dimension)[0] == 1.0:
            labels.add(label)
    return frozenset(labels) if len(labels) == 1 else frozenset()


# an option's letter standing right beside the figure ("A 12‰", "C：35000 MB", "35000 MB（B）"): the letter
# says which option is meant, and a figure of another option's beside it is no reading of its own
_LETTER_BEFORE = re.compile(r"(?<![A-Za-z])[A-H]\s*(?:[:：.．、,，)）]\s*)?$")
_LETTER_AFTER = re.compile(r"\s*(?:[,，、(（]\s*)?[A-H](?![A-Za-z])")


def beside_letter(text: str, start: int, end: int) -> bool:
    """Whether an option's letter stands right before or after the figure ``text[start:end]``."""
    return bool(_LETTER_BEFORE.search(text, 0, start) or _LETTER_AFTER.match(text, end))


def same_measure(quantity: WrittenNumber, figure: WrittenNumber, context: str) -> bool:
    """Whether ``quantity`` is written in a unit of the measure of ``figure``'s ("MB" of "35GB")."""
    if quantity.unit is None or figure.unit is None:
        return False
    dimension = dimension_of(figure.unit, context)
    reading = resolve(quantity.unit, dimension)
    return reading is not None and reading[0] == dimension


def shown_converted(
    graded: Grade, converted: frozenset[str], options: dict[str, str], language: Language
) -> Grade:
    """``graded``, to confirm and shown with the option's own figure ("A（35GB）"), when the option it
    chose was named by a figure in another unit (``converted``: the labels so named)."""
    chosen = graded.understood.choices or []
    if graded.verdict is Verdict.INVALID or not converted & set(chosen) or graded.understood.hedged:
        return graded
    comma = "、" if language == "zh" else ", "
    shown = comma.join(
        message("reading_option", language, label=label, option=options.get(label, "")) for label in chosen
    )
    return graded.model_copy(update={"needs_confirmation": True, "reading": shown})
