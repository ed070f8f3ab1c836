"""A choice's figure compared, not stated: "比 48 多一点", "比一半少一点" (more or less than the option).
The option's figure was read as the answer, to confirm; the candidate named another value. Such an
answer is asked again, unless the rest of it, the comparison taken out, is read right on its own ("B，比
64 少一点"). A figure cut again ("砍一半再砍一半") is an operand already (``_value_mentions``).
"""

from __future__ import annotations

import re

from bank.grading import _lexicon as lexicon
from bank.grading._graders import grade_choice, invalid
from bank.grading._messages import message
from bank.grading._types import Grade, Language, Verdict
from bank.model import Question

_FIGURE = r"\d+(?:\.\d+)?\s*(?:[%％]|[A-Za-z]{1,3}(?![A-Za-z]))?"
_COMPARED = re.compile(
    # compared to it: "比 48 多一点", "比50%少一点" (not "占比 50%", "压缩比 4")
    rf"(?<![占对相缩率值])比\s*{_FIGURE}\s*(?:{lexicon.COMPARED_DEGREE})?\s*(?:{lexicon.COMPARATIVES})"
)


def compared_figure(question: Question, text: str, graded: Grade, language: Language) -> Grade:
    """``graded``, or asked again when a choice read right was read from a figure compared."""
    if graded.verdict is not Verdict.CORRECT:
        return graded
    for found in _COMPARED.finditer(text):
        rest = text[: found.start()] + "，" + text[found.end() :]  # the clause cut where it stood
        if grade_choice(question, rest, language, None).verdict is not Verdict.CORRECT:
            return invalid(question, message("no_choice", language), language)
    return graded
