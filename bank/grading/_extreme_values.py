"""Options named as the largest or the smallest of the list, where every option is a figure of one
unit: "最小那个", "选体积最大的那个", "只能选最大的那个", "挑最小的" — the option whose figure it is,
read to confirm. Never where an option is no figure, the units differ, or two options share the
extreme; the words must name an option ("那个", "那项", "选项") or close a choice ("挑最大的。").
"""

from __future__ import annotations

import re

from bank.grading._mentions import Mention
from bank.grading._units import resolve
from bank.grading._value_mentions import value_of

_EXTREME = re.compile(
    r"最\s*(?P<which>大|小)\s*(?:的)?\s*(?:那\s*一?\s*(?:个|项|条|种)|(?:那\s*)?(?:个|项)?\s*选项)"
    r"|(?<=[选挑取])\s*最\s*(?P<closing>大|小)\s*的(?=\s*(?:吧|呗|啊)?\s*(?:[。.!！,，;；]|$))"
)


def _unit(unit: str | None) -> object:
    reading = resolve(unit) if unit else None
    return reading if reading is not None else (unit or "").lower()


def extreme_mentions(text: str, options: dict[str, str], taken: list[bool]) -> list[Mention]:
    """Mentions of the largest or the smallest option by its figure (see the module's rule)."""
    if "最" not in text:
        return []
    values = {label: value_of(option) for label, option in options.items()}
    if not values or any(value is None for value in values.values()):
        return []
    figures = {label: value for label, value in values.items() if value is not None}
    if len({repr(_unit(value.unit)) for value in figures.values()}) != 1:
        return []
    found = []
    for match in _EXTREME.finditer(text):
        if any(taken[match.start() : match.end()]):
            continue
        largest = (match.group("which") or match.group("closing")) == "大"
        extreme = (max if largest else min)(value.value for value in figures.values())
        labels = [label for label, value in figures.items() if value.value == extreme]
        if len(labels) == 1:
            found.append(Mention(match.start(), match.end(), frozenset(labels), "ordinal"))
    return found
