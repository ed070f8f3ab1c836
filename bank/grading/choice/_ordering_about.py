"""An ordering said "about" ("约 ①②③④", "①②③④ 左右"): a choice whose options are orders of circled
steps has no option "near" another, and "about" an order says it is unsure which; read as the option it
names, a rough guess would be graded as the order itself. Asked again. An order said plainly
("①②③④", "选 ①②③④") is left to the choice reader; so is "约" before a figure, which a stem may ask.
"""

from __future__ import annotations

import re

from bank.grading.text._lexicon import APPROXIMATE, APPROXIMATE_AFTER, alternation
from bank.model import Question

# two or more circled steps in a row, spaced or not
_STEPS = r"[①-⑳](?:\s*[①-⑳])+"
_ABOUT = re.compile(
    rf"(?:{alternation(APPROXIMATE)})\s*{_STEPS}|{_STEPS}\s*(?:{alternation(APPROXIMATE_AFTER)})", re.I
)
_ORDER = re.compile(_STEPS)


def ordering_said_about(question: Question, answer: str) -> bool:
    """Whether ``answer`` says an order "about" on a choice whose options are orders of circled steps."""
    options = question.options.values()
    orders = bool(options) and all(_ORDER.fullmatch(text.strip()) for text in options)
    return orders and _ABOUT.search(answer) is not None
