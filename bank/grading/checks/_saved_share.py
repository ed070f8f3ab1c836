"""A share said of what is saved, on a choice whose stem asks what is left ("省了 75%", "压缩 75%" on
"模型体积与 fp16 相比约"): the figure is the saving, the size asked is its opposite (25 %), yet the option
holding the figure (75 %) was read, to confirm. Such an answer is asked again where the two differ; the
saving is read as the saving only where the stem asks for it ("节省了多少显存"), and beside a choice the
answer makes without it ("A，省了 75%"). The converse on a calculation is ``_kept_share``.
"""

from __future__ import annotations

import re

from bank.grading.checks._figure_compared import read_without
from bank.grading.results._grades import invalid
from bank.grading.results._messages import message
from bank.grading.results._types import Grade, Language, Verdict
from bank.grading.text import _lexicon as lexicon
from bank.model import Question

_SAVING_ASKED = re.compile(lexicon.SAVING_PARTS, re.I)
_SAVED = re.compile(
    rf"(?:{lexicon.SAVED_SHARE_BEFORE})\s*(?:了|掉|by)?\s*(?:{lexicon.alternation(lexicon.ROUGHLY)})?\s*"
    r"(?P<share>\d+(?:\.\d+)?)\s*[%％]",
    re.I,
)


def saved_share(question: Question, text: str, graded: Grade, language: Language) -> Grade:
    """``graded``, or asked again when a choice was read from a share saved, on a stem asking what is left."""
    if (
        graded.verdict is Verdict.INVALID
        or not graded.understood.choices
        or _SAVING_ASKED.search(question.stem)
    ):
        return graded
    for found in _SAVED.finditer(text):
        if float(found.group("share")) == 50:
            continue  # half saved is half left: the same option either way
        if not read_without(question, text, found.start(), found.end(), graded, language):
            return invalid(question, message("no_choice", language), language)
    return graded
