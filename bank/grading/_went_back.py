"""An answer that corrects itself back to an earlier answer without naming it ("D，改成 B……算了还是原来
那个", "cpu，改成 nvme，算了还是之前的"): the readers read the last answer named (B), never the one
gone back to, and which one "原来那个" is (the first said, the one before the last) is the candidate's to
say. Such an answer is asked again, on every closed type. The words are ``_lexicon``'s.
"""

from __future__ import annotations

import re

from bank.grading import _words as lexicon

_GONE_BACK = re.compile(
    rf"^[\s,，.。…!！:：—-]*(?:(?:{lexicon.alternation(lexicon.GONE_BACK_LEADS)})\s*)?"
    rf"(?:{lexicon.alternation(lexicon.GONE_BACK_TO)})\s*(?:{lexicon.alternation(lexicon.GONE_BACK_CLOSINGS)})?[\s,，.。…!！~]*$",
    re.I,
)


def went_back(text: str) -> bool:
    """Whether all that follows ``text``'s last correction goes back to an earlier answer unnamed."""
    cut = lexicon.last_correction(text)
    return cut is not None and _GONE_BACK.match(text[cut:]) is not None
