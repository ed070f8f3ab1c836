"""A choice read from before the answer's last correction, taken back right after it was named.

"cublasGemmEx 吧…不对，GEMM 能录的，是同步那个", "A，哦不对，应该是同步那个": the option named first is
withdrawn by the correction said right after it ("不对", "哦不对", "等等", "说错了"), and what follows
names the answer in words the reader cannot tie to an option. The pass over the mentions had kept the
withdrawn option as the reading — the one reading the candidate certainly did not mean. When every
option read was named before the answer's last correction, none after it, and the correction follows
an option read with only a particle or a pause between, the answer is asked again. A correction word
inside a reason ("B 不用改 mask", "C 说错了", "其实…") is no withdrawal of the option before it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bank.grading.choice._choice_mentions import find_mentions
from bank.grading.mentions._mentions import prepare
from bank.grading.text import _words as lexicon
from bank.model import Question

_PAUSE = r"[\s,，.。…!！~～?？;；:：—-]*"
# the gap from an option read to where the last correction ends: a pause, the word, a pause
_WITHDRAWN = re.compile(
    rf"{_PAUSE}(?:(?:{lexicon.alternation(lexicon.WITHDRAWN_PAUSES)}){_PAUSE})?"
    rf"(?<![A-Za-z])(?:{lexicon.alternation(lexicon.WITHDRAWN_RIGHT_AFTER)})(?![A-Za-z]){_PAUSE}",
    re.I,
)


def taken_back(question: Question, text: str, chosen: Iterable[str]) -> bool:
    """Whether the options ``chosen`` were all named before ``text``'s last correction, none after, and
    the correction was said right after one of them."""
    read = set(chosen)
    if not read:
        return False
    prepared, code = prepare(text)
    cut = lexicon.last_correction(prepared)
    if cut is None:
        return False
    mentions, _ = find_mentions(prepared, code, question.options, question.stem)
    before = [mention for mention in mentions if mention.end <= cut]
    if not before or any(mention.end > cut and mention.labels & read for mention in mentions):
        return False
    last = before[-1]
    named = {label for mention in before for label in mention.labels}
    return (
        read <= named and last.labels <= read and _WITHDRAWN.fullmatch(prepared[last.end : cut]) is not None
    )
