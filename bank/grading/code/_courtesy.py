"""Thanks closing a code answer ("offload_param 填 nvme，offload_optimizer 也填 nvme, thanks"): said to the
interviewer, not filled. Chinese thanks part from the code as any Chinese word does; English thanks read
as one more word past the fills ("nvme, nvme, thanks" as three fills, the third a word none of them is),
so the answer was asked again or read half right. Dropped when it closes the answer after a clause's
punctuation; the answer is then more than a bare fill and its reading is confirmed.
"""

from __future__ import annotations

import re

from bank.grading.text._lexicon import COURTESIES, alternation

# after a comma, a full stop or a line's end, the thanks alone, with its closing punctuation or a smile
_CLOSING_THANKS = re.compile(
    rf"\s*(?:[,，.。;；!！~～]|\n)\s*(?:{alternation(COURTESIES)})(?![A-Za-z])\s*[.!！。~～]*\s*"
    r"(?:[\U0001f300-\U0001faff]\ufe0f?\s*)*$",
    re.I,
)


def thanks_closing(answer: str) -> int | None:
    """Where the thanks closing ``answer`` begin (its punctuation before them), or None."""
    match = _CLOSING_THANKS.search(answer)
    return match.start() if match and answer[: match.start()].strip() else None


def without_thanks(answer: str) -> str:
    """``answer`` without the thanks closing it (see the module); else as it is."""
    start = thanks_closing(answer)
    return answer if start is None else answer[:start]
