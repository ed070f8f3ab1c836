"""A letter followed by a score-like figure ("A 0分", "D 8分", "B 给 48 分"): a mark given to the option, or
the option's figure with a stray word? Not the candidate's choice as it stands: asked again. The figure
alone is no option's either (``SCORE_AFTER`` in ``_numbers``); an option whose own text is a score ("10 分")
is said as written, and read as before.
"""

from __future__ import annotations

import re

from bank.grading.numbers._numbers import SCORE_AFTER, an_option_scored
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_LETTER_THEN_FIGURE = re.compile(
    rf"(?<![A-Za-z])[A-H]\s*[:：,，]?\s*(?:{alternation(lexicon.SCORE_GIVEN)})?\s*\d+(?:\.\d+)?", re.I
)


def letter_scored(options: dict[str, str], text: str) -> bool:
    """Whether ``text`` (normalised) follows an option's letter with a figure given as a score."""
    if an_option_scored(options):
        return False
    return any(SCORE_AFTER.match(text, found.end()) for found in _LETTER_THEN_FIGURE.finditer(text))
