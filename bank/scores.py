"""How scores are kept: scores, points and shares have ``SCORE_DIGITS`` decimals wherever they are computed
(the graders, the LLM judge, the store). A module of its own so that the store, which rounds every grade it
keeps, does not import the graders (every command line call that opens the store would load them)."""

from __future__ import annotations

SCORE_DIGITS = 4  # scores, points and shares are kept to this many decimals, everywhere


def rounded(value: float) -> float:
    """A score, a number of points or a share as it is kept and shown: the one rounding rule."""
    return round(value, SCORE_DIGITS)
