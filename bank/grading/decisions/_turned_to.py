"""A choice read while the answer turns to another option named bare: "B，但是 A", "我想选 B 但是 A",
"B，而是 A", "B 再想了一下 D" (a thought before it). The option after the turn closes its clause with
nothing said of it, so it is neither a reason ("B，但是 A 不对") nor a doubt ("…，不过 C 也有可能"): the
answer may have turned to it, or may have left it unfinished. Reading the option before the turn alone
dropped it (a wrong answer read as the key, to confirm); the candidate is asked which one is meant.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

# a thought said before it turns as plainly ("B 再想了一下 D", "B 想了下 D"): D, or B? Only the option named
# bare: "…，想了下 D 只是数据竞争，最后 AC" gives a reason of D, and turns to nothing
_TURNED = re.compile(
    rf"(?:{lexicon.TURNS_TO_ANOTHER}|{alternation(lexicon.TRUTH_REVERSAL_THOUGHTS)})\s*[,，]?\s*(?:我?选|是)?\s*(?<![A-Za-z])"
    r"([A-Ha-h](?:\s*[、,，/和]?\s*[A-Ha-h])*)(?![A-Za-z0-9_])"
    rf"\s*(?:{alternation(lexicon.TURNED_TO_PARTICLES)})?\s*(?:[,，。.!！?？;；…~]|$)",
    re.I,
)


def turned_to_another(text: str, chosen: Iterable[str], options: Iterable[str]) -> bool:
    """Whether ``text`` turns to an option, named bare, that is not among those ``chosen``."""
    left_out = set(options) - set(chosen)
    return any(
        set(re.findall(r"[A-H]", match.group(1).upper())) & left_out for match in _TURNED.finditer(text)
    )
