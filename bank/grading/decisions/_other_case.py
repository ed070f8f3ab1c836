"""A figure said to be of a number format the question does not name ("35000 MB 是 fp8 的" where the stem
quantises to int4): it answers another case, not this one, and is asked again (issue "Grading a typed
answer"). It was read as the option whose figure it is, to confirm.

Only a closing clause that gives the figure (or the option) to the format, by a copula or a comma ("是
fp8 的", "，fp16 下的结果"), or a condition on the format before it ("如果是 fp32 就是 464GB", blind-79: a
figure under a counterfactual), and only a format neither the stem nor any option names: "35 GB 是 int4
的" on that stem says the question's own case, and is read as before.
"""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.model import Question

_OF_FORMAT = re.compile(
    rf"(?:[\dA-H]\s*[A-Za-z]{{0,4}}\s*(?:{alternation(lexicon.NUMBER_FORMAT_COPULAS)})|[,，])\s*(?:按|用)?\s*"
    rf"(?P<format>{alternation(lexicon.NUMBER_FORMATS)})(?![A-Za-z0-9])\s*(?:{alternation(lexicon.NUMBER_FORMAT_OF)})"
    rf"\s*(?:{alternation(lexicon.NUMBER_FORMAT_WHAT)})?\s*[。.!！~]*\s*$",
    re.I,
)


_DIGIT = re.compile(r"\d")
# "如果是 fp32 就是 464GB", "要是用 fp32 的话 928 GB": a condition on a format, a figure after it
_IF_FORMAT = re.compile(
    rf"(?:{lexicon.CONDITIONED})\s*(?:{lexicon.FORMAT_VERBS})?\s*"
    rf"(?P<format>{alternation(lexicon.NUMBER_FORMATS)})(?![A-Za-z0-9])[^;；。!！?？\n]*?\d",
    re.I,
)


def other_case(question: Question, text: str) -> bool:
    """Whether ``text`` (normalised) closes by giving its figure to a number format that neither the
    question's stem nor its options name."""
    named = " ".join([question.stem, *question.options.values()]).casefold()
    # a condition before every figure: its figure is the answer's ("…，如果是 fp32 就 928GB" is an aside)
    opening = [found for found in _IF_FORMAT.finditer(text) if not _DIGIT.search(text, 0, found.start())]
    said = [found["format"] for found in (_OF_FORMAT.search(text), *opening) if found]
    return any(format_.casefold() not in named for format_ in said)
