"""A correction opening a line of its own ("A B D E\\n不对，C 也对，全选", "错\\n不对，…，是对的"): the
line break parts the first answer from the denial as a comma does, so the answer reads as "A B D E，不对，…"
reads (what follows the correction is the answer, its edits apply to the first set). Without it the
denial stood against the answer before it ("E 不对") or the first answer was kept: a reading the
candidate did not mean.

Only a denial of the turns (``TURN_DENIALS``, said once or twice) closing its own clause ("不对，",
"no,"): not one asked ("不对吗？"), nor one standing alone at the end ("A B D\\n不对", which withdraws
the set and is read as before), nor a sorted group ("不对：B D").
"""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_DENIAL = rf"(?:{alternation(lexicon.TURN_DENIALS)})"
_LINE_TURNED = re.compile(
    rf"(?P<end>[,，;；。.!！…]?)[ \t]*\n\s*(?={_DENIAL}(?:\s*{_DENIAL})*\s*[,，;；。.!！]\s*\S)",
    re.I,
)


# letters alone on the last line, refused ("A B C\nD E 不选"): the line break parts the set chosen from
# those left out as a comma does ("A B C，D E 不选"); without it the letters ran on as one list, D chosen
_LETTERS = r"[A-Ha-h](?:[ \t]*[、,，/]?[ \t]*[A-Ha-h])*"
_LINE_REFUSED = re.compile(
    rf"(?<=[A-Ha-h])[ \t]*\n\s*(?={_LETTERS}[ \t]*(?:{alternation(lexicon.LETTERS_DENIED)})[ \t。.!！]*$)"
)


def line_turned(text: str) -> str:
    """``text`` with a line break before a denial opening a correction, or before letters refused on the
    last line, read as a comma."""
    if "\n" not in text:
        return text
    return _LINE_REFUSED.sub("，", _LINE_TURNED.sub(lambda hit: hit.group("end") or "，", text))
