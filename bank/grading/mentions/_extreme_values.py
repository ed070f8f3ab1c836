"""Options named as the largest or the smallest of the list, where every option is a figure of one
unit or a multiple of one name ("[hidden]" … "[6×hidden]"): "最小那个", "选体积最大的那个", "只能选最大
的那个", "挑最小的" — the option whose figure it is, read to confirm. Never where an option is no
figure, the units or names differ, or two options share the extreme; the words must name an option
("那个", "那项", "选项") or close a choice ("挑最大的。").
"""

from __future__ import annotations

import re

from bank.grading.mentions._mentions import Mention
from bank.grading.mentions._value_mentions import unit_key, value_of
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_UNIT = alternation(lexicon.ORDINAL_UNITS)
_CLOSING = alternation(lexicon.CLOSING_PARTICLES)
_EXTREME = re.compile(
    rf"最\s*(?P<which>大|小)\s*(?:的)?\s*(?:那\s*一?\s*(?:{_UNIT})|(?:那\s*)?(?:个|项)?\s*选项)"
    rf"|(?<=[选挑取])\s*最\s*(?P<closing>大|小)\s*的(?=\s*(?:{_CLOSING})?\s*(?:[。.!！,，;；]|$))"
)


# an option that is a multiple of one name: "[6×hidden]", "2*d", "hidden" (once)
_MULTIPLE = re.compile(r"[\[(（]?\s*(?:(\d+(?:\.\d+)?)\s*[×xX*·]\s*)?([A-Za-z_]\w*)\s*[\])）]?")


def _multiples(options: dict[str, str]) -> dict[str, float] | None:
    """Each option's coefficient, where every option is a multiple of the same name ("[hidden]",
    "[2×hidden]", "[6×hidden]"); None otherwise."""
    found: dict[str, tuple[float, str]] = {}
    for label, option in options.items():
        multiple = _MULTIPLE.fullmatch(option.strip())
        if multiple is None:
            return None
        found[label] = (float(multiple.group(1) or 1), multiple.group(2))
    return (
        {label: value for label, (value, _) in found.items()}
        if len({n for _, n in found.values()}) == 1
        else None
    )


def _figures(options: dict[str, str]) -> dict[str, float] | None:
    """Each option's figure, where every option is a figure of one unit or a multiple of one name."""
    values = {label: value_of(option) for label, option in options.items()}
    if not values:
        return None
    if any(value is None for value in values.values()):
        return _multiples(options)
    if len({repr(unit_key(value.unit)) for value in values.values() if value is not None}) != 1:
        return None
    return {label: value.value for label, value in values.items() if value is not None}


def extreme_mentions(text: str, options: dict[str, str], taken: list[bool]) -> list[Mention]:
    """Mentions of the largest or the smallest option by its figure (see the module's rule)."""
    if "最" not in text:
        return []
    figures = _figures(options)
    if figures is None:
        return []
    found = []
    for match in _EXTREME.finditer(text):
        if any(taken[match.start() : match.end()]):
            continue
        largest = (match.group("which") or match.group("closing")) == "大"
        extreme = (max if largest else min)(figures.values())
        labels = [label for label, value in figures.items() if value == extreme]
        if len(labels) == 1:
            found.append(Mention(match.start(), match.end(), frozenset(labels), "ordinal"))
    return found
