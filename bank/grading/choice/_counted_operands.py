"""An option's figure said only as an operand of a count: the whole and the part chosen from it ("64 个里挑
2 个，占 1/64", "64 选 2", "2 out of 64"): the candidate counts, then states (or not) a result; the count's
figures are not the answer.

The choice reader took a figure of the count that is an option ("2" on a question whose options are 1, 2, 4,
8; "64" on one whose options are 8 … 128) as the one chosen, to confirm. Where every mention of the options
read is a bare figure inside such a count, the answer is asked again; a result stated after it that is an
option ("…，占 1/32") is read as before, and so is a count read whole as a share ("2 out of 64" as 1/32).
The words are ``_lexicon``'s.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bank.grading.choice._choice_mentions import options_named
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.model import Question

_FIGURE = r"\d+(?:\.\d+)?"
_WHOLE = rf"(?<![A-Za-z\d.]){_FIGURE}"  # a count of its own, not the digit of a name ("C4 里抽 128 段")
# the whole, what it counts, the place ("64 个专家里"), then the part chosen; or "64 选 2", "2 out of 64"
_COUNT = re.compile(
    rf"{_WHOLE}\s*个?[\u4e00-\u9fff]{{0,4}}?\s*(?:{alternation(lexicon.COUNTED_PLACES)})\s*"
    rf"(?:(?:{alternation(lexicon.COUNTED_ADVERBS)})\s*)?(?:{alternation(lexicon.COUNTED_VERBS)})\s*(?:了|出)?\s*{_FIGURE}"
    rf"|{_WHOLE}\s*(?:选|挑)\s*{_FIGURE}"
    rf"|{_WHOLE}\s+(?:{alternation(lexicon.COUNTED_OF_EN)})\s+{_FIGURE}",
    re.I,
)

_BARE = re.compile(rf"\s*{_FIGURE}\s*")  # the figure alone, as typed: no share ("2 out of 64" read whole)


def counted_operands(question: Question, text: str, read: Iterable[str]) -> bool:
    """Whether every option read is named only by a bare figure inside a count (see the module)."""
    read = set(read)
    if not read:
        return False
    prepared, mentions = options_named(question, text)
    mine = [mention for mention in mentions if mention.labels & read]
    if not mine:
        return False
    counts = [found.span() for found in _COUNT.finditer(prepared)]
    return all(
        _BARE.fullmatch(prepared, mention.start, mention.end)
        and any(start <= mention.start and mention.end <= end for start, end in counts)
        for mention in mine
    )
