"""A calculation's unit said apart from its figure, as the measure the answer counts in ("GiB 算的话
432 左右", "按 GiB 算，432", "432（GiB）", "单位 GiB：432"): the answer's one figure is in that unit.
"GiB 算的话 432 左右" on seed000-30 (key 464 GB, about 432 GiB) had been read as a bare 432, no unit.

Only where the answer holds one figure and that figure has no unit of its own, and names one unit in
the question's dimension, once, in a clause of measure (the unit then 算 / 计 / 为单位, after 按 / 用 / 以,
after 单位, or alone in brackets) with no negation before it ("不按 GiB 算"): anything else is read as
before. The figure is read with the unit as written, so "GB 算的话 432" is 432 GB, 7 % short. A unit
left open or forgotten in its clause ("单位字节还是 bit 忘了", "单位 GB 吧不确定") is no unit said: the
answer reads as before, and so does a figure counting things ("4.6×10^11 个元素，单位字节").
"""

from __future__ import annotations

import re
from dataclasses import replace

from bank.grading.numbers._numbers import WrittenNumber
from bank.grading.numbers._units import resolve
from bank.grading.text import _lexicon as lexicon
from bank.grading.text import _words

_UNIT = r"[A-Za-z]{1,10}|字节"
_MEASURE = re.compile(
    rf"(?:^|(?<=[\s,，;；。:：]))(?:(?:{lexicon.MEASURED_BY})\s*)?(?P<unit>{_UNIT})\s*"
    rf"(?:{lexicon.MEASURED_AS})|"
    rf"(?:^|(?<=[\s,，;；。(（]))单位\s*(?:{lexicon.UNIT_NAMED_AS})?\s*[:：]?\s*(?P<named>{_UNIT})(?![A-Za-z])|"
    rf"[（(]\s*(?P<bracketed>{_UNIT})\s*[)）]",
    re.I,
)
_NEGATED = re.compile(lexicon.MEASURE_DENIED, re.I)
_COUNTED = re.compile(rf"\s*(?:{lexicon.COUNTED_AS})")
_LEFT_OPEN = (*lexicon.LEFT_OPEN, *lexicon.OMISSIONS)
_CLAUSE_START = re.compile(r"[,，;；。!！?？\n][^,，;；。!！?？\n]*$")
_CLAUSE_REST = re.compile(r"[^,，;；。!！?？\n]*")


def unit_apart(text: str, quantities: list[WrittenNumber], dimension: str | None) -> list[WrittenNumber]:
    """``quantities`` with the one figure given the unit said apart, where the answer says one so."""
    if len(quantities) != 1 or quantities[0].unit is not None or dimension is None:
        return quantities
    if _COUNTED.match(text, quantities[0].end):  # "4.6×10^11 个元素，单位字节": a count of things
        return quantities
    found = list(_MEASURE.finditer(text))
    units = {(match.group("unit") or match.group("named") or match.group("bracketed")) for match in found}
    if len(found) != 1 or _negated(text, found[0].end()) or _left_open(text, found[0].end()):
        return quantities
    unit = units.pop()
    reading = resolve(unit, dimension)
    if reading is None or reading[0] != dimension:
        return quantities
    figure = quantities[0]
    return [replace(figure, unit=unit, text=f"{figure.text} {unit}")]


def _negated(text: str, end: int) -> bool:
    """Whether the clause up to ``end`` denies the measure ("不按 GiB 算", "GiB 没法算")."""
    opened = _CLAUSE_START.search(text, 0, end)
    return bool(_NEGATED.search(text, opened.start() if opened else 0, end))


def _left_open(text: str, end: int) -> bool:
    """Whether the rest of the measure's clause leaves its unit open ("单位字节还是 bit 忘了")."""
    rest = _CLAUSE_REST.match(text, end)
    return bool(rest and _words.has(rest.group(), _LEFT_OPEN))
