"""A calculation's unit stated apart from its figure, in a closing clause of its own ("算出来 4.6×10^11，
单位字节", "464，单位是 GB", "464 (单位: GB)"): the figure is read in that unit, as if written beside it
("4.6×10^11 字节", then converted to the unit asked, within tolerance). More than a bare figure, the
reading is confirmed.

Narrow on purpose: the clause is nothing but "单位" (with a copula or a colon) and one unit, closing the
answer; the figure it follows closes the words before, and wrote no unit of its own. A unit denied
("单位不是字节"), doubted ("单位字节还是 bit 忘了") or followed by more words reads as before.
"""

from __future__ import annotations

import re

from bank.grading import _lexicon as lexicon
from bank.grading._lexicon import alternation
from bank.grading._numbers import find_quantities
from bank.grading._units import UNIT_PATTERN

_UNIT_CLAUSE = re.compile(
    rf"\s*[,，;；(（]?\s*(?:{alternation(lexicon.UNIT_NAMED)})\s*(?:{alternation(lexicon.UNIT_COPULAS)}|[:：])?\s*"
    rf"(?P<unit>{UNIT_PATTERN})(?![A-Za-z])\s*[)）]?[\s。.!！~～]*$",
    re.I,
)


def unit_said_apart(text: str) -> str:
    """``text`` with a unit stated apart in its closing clause written beside the figure it follows (see
    the module); as it stands otherwise."""
    clause = _UNIT_CLAUSE.search(text)
    if clause is None:
        return text
    quantities = [found for found in find_quantities(text[: clause.start()]) if found.end <= clause.start()]
    if not quantities or quantities[-1].unit is not None or text[quantities[-1].end : clause.start()].strip():
        return text
    return f"{text[: quantities[-1].end]} {clause.group('unit')}"
