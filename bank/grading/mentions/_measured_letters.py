"""Option letters joined into a list with a measure word after them ("B项和C项", "A号、B号", "B，C项"):
the measure word belongs to its letter, so the list reads as the bare one ("B和C") does — two options,
never the first alone with the second left in an unread gap. Only letters joined to one another are
widened, and the letter closing the answer ("B和A，不对，A项" reads as "…，A"): a letter alone elsewhere
("B项是对的") keeps its mention as it was, and a measure character that opens a word ("C项目", "A个人觉得")
is no measure.
"""

from __future__ import annotations

import re

from bank.grading.mentions._mentions import Mention
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_MEASURE = (
    rf"[^\S\n]*(?!{alternation(lexicon.LETTER_MEASURE_WORDS)})(?:{alternation(lexicon.LETTER_MEASURES)})"
)
_MEASURE_AT = re.compile(_MEASURE)
_CLOSING_MEASURE = re.compile(rf"(?P<measure>{_MEASURE})[\s。.!！]*$")
# what joins two letters of one list (the parts of a set's answer), the first letter's measure word before it
_JOINED = re.compile(
    rf"(?P<measure>{_MEASURE})?\s*(?:[、,，&]|{alternation(lexicon.PART_LINKS)}|\band\b)\s*$", re.I
)


def measured_letters(text: str, mentions: list[Mention]) -> list[Mention]:
    """``mentions`` with each letter of a joined list widened over the measure word after it."""
    out = list(mentions)
    for index in range(len(out) - 1):
        first, second = out[index], out[index + 1]
        if first.kind != "letter" or second.kind != "letter":
            continue
        joined = _JOINED.match(text, first.end, second.start)
        if joined is None or joined.end() != second.start:
            continue
        after = _MEASURE_AT.match(text, second.end)
        if joined.group("measure") is None and after is None:
            continue  # "B和C": nothing to widen
        if joined.group("measure") is not None:
            out[index] = Mention(
                first.start, first.end + len(joined.group("measure")), first.labels, "letter"
            )
        if after is not None:
            out[index + 1] = Mention(second.start, after.end(), second.labels, "letter")
    last = out[-1] if out else None
    closing = _CLOSING_MEASURE.match(text, last.end) if last and last.kind == "letter" else None
    if last and closing:  # "B和A，不对，A项": the answer closing on a letter and its measure word, as "…A"
        out[-1] = Mention(last.start, closing.end("measure"), last.labels, "letter")
    return out
