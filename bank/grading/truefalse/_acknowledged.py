"""An acknowledging "对" before the claim judged false by name ("对，这句话是错的：FA2 只在一张卡里切"):
the verdict on the claim answers, not the acknowledgement (blind batch 78 read it as true).

"对" opening a reply often only says "right, about that": when the very next clause names the claim
("这句话", "题干说的", "这个说法") and says it is false, the claim's verdict is the answer, read to
confirm as any sentence is; the acknowledgement is dropped. The claim judged true after it ("对，这句话是
对的") already reads true; "不对，这句话是对的" says both marks and is left to be asked again; a claim not
judged false ("对，这句话不是错的", "对，这句话错不了") keeps the opening mark.
"""

from __future__ import annotations

import re

from bank.grading.text._lexicon import (
    ACKNOWLEDGING,
    CLAIM_FALSE,
    CLAIM_FALSE_GOING_ON,
    CLAIM_REFERENCES,
    CLAIM_SAID,
    alternation,
)

_ACKNOWLEDGED = re.compile(
    rf"^\s*(?:{alternation(ACKNOWLEDGING)})\s*[,，、:：]\s*"
    rf"(?=(?:{CLAIM_REFERENCES})\s*(?:{alternation(CLAIM_SAID)})?\s*(?:就是|是)?\s*(?:{alternation(CLAIM_FALSE)})"
    rf"(?!{alternation(CLAIM_FALSE_GOING_ON)}))"
)


def acknowledgement_dropped(text: str) -> str:
    """``text`` without an acknowledging "对" before the claim judged false by name, else as it is."""
    return _ACKNOWLEDGED.sub("", text, count=1)
