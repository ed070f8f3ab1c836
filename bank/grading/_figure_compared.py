"""A choice's figure compared or bounded, not stated: "比 48 多一点", "比一半少一点" (more or less than the
option), "最多 35GB", "35GB 以内".
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
from bank.grading._value_mentions import value_of
from bank.model import Question

_FIGURE = r"\d+(?:\.\d+)?\s*(?:[%％]|[A-Za-z]{1,3}(?![A-Za-z]))?"
_COMPARED = re.compile(
    # compared to it: "比 48 多一点", "比50%少一点" (not "占比 50%", "压缩比 4")
    rf"(?<![占对相缩率值])比\s*{_FIGURE}\s*(?:{lexicon.COMPARED_DEGREE})?\s*(?:{lexicon.COMPARATIVES})"
)
_BOUNDED_FIGURE = rf"(?:{_FIGURE}|一半)(?:\s*倍)?"
# given as a bound: "最多 35GB", "至少 16", "35GB 以内", "35GB 或更少" (options that are figures, on a stem
# asking no bound itself; "B D，head_dim 最多 256" bounds no option)
_BOUNDED = re.compile(
    rf"(?P<before>{lexicon.FIGURE_BOUNDS_BEFORE})\s*(?:{lexicon.FIGURE_BOUND_LINKS})?\s*{_BOUNDED_FIGURE}"
    rf"|{_BOUNDED_FIGURE}\s*(?P<after>{lexicon.FIGURE_BOUNDS_AFTER})(?=\s*(?:[的吧啊呢。.!！,，;；?？…)）]|$))",
    re.I,
)
_ASKS_BOUND = re.compile(lexicon.STEM_ASKS_BOUND, re.I)


def compared_figure(question: Question, text: str, graded: Grade, language: Language) -> Grade:
    """``graded``, or asked again when a choice read right was read from a figure compared."""
    if graded.verdict is not Verdict.CORRECT:
        return graded
    # on options that are figures, on a stem asking no bound ("最多允许几个": "顶多仨" answers it)
    figures = all(value_of(option) is not None for option in question.options.values())
    bounded = list(_BOUNDED.finditer(text)) if figures and not _ASKS_BOUND.search(question.stem) else []
    for found in [*_COMPARED.finditer(text), *bounded]:
        rest = text[: found.start()] + "，" + text[found.end() :]  # the clause cut where it stood
        if grade_choice(question, rest, language, None).verdict is not Verdict.CORRECT:
            return invalid(question, message("no_choice", language), language)
    return graded
