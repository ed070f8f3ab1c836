"""Options named as the largest or the smallest of the list, where every option is a figure of one
unit or a multiple of one name ("[hidden]" … "[6×hidden]"): "最小那个", "选体积最大的那个", "只能选最大
的那个", "挑最小的" — the option whose figure it is, read to confirm. Never where an option is no
figure, the units or names differ, or two options share the extreme; the words must name an option
("那个", "那项", "选项") or close a choice ("挑最大的。").

So are the longest and the shortest ("最长那个", "名字最长的", "最短的那项"), measured on the options'
texts as printed, where no option is a figure (a figure may be a length: "最长" of "4k", "8k" is its
value). Only an extreme that stands clear of the next by characters and by width (a Chinese character
as wide as two letters) alike: a near tie may be counted either way.
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

_LENGTH = re.compile(
    rf"(?:(?:^|(?<=[选挑取]))\s*(?:{alternation(lexicon.LENGTH_MEASURED)})\s*)?"  # "名字最长的那个"
    rf"最\s*(?P<which>长|短)\s*(?:的)?\s*(?:那\s*一?\s*(?:{_UNIT})|(?:那\s*)?(?:个|项)?\s*选项)"
    # closing the answer or a choice: "名字最长的", "选最短的。"
    rf"|(?:^\s*(?:{alternation(lexicon.LENGTH_MEASURED)})?|(?<=[选挑取]))\s*最\s*(?P<closing>长|短)\s*的"
    rf"(?=\s*(?:{_CLOSING})?\s*(?:[。.!！,，;；]|$))"
)
# the margin by which the longest or the shortest text must stand clear of the next one
_CLEAR_BY = 2


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


def _clear_extreme(lengths: dict[str, int], longest: bool) -> str | None:
    """The option of the extreme length, where it stands clear of the next by ``_CLEAR_BY``."""
    ranked = sorted(lengths.items(), key=lambda item: item[1], reverse=longest)
    if len(ranked) < 2 or abs(ranked[0][1] - ranked[1][1]) < _CLEAR_BY:
        return None
    return ranked[0][0]


def _length_mentions(text: str, options: dict[str, str], taken: list[bool]) -> list[Mention]:
    """Mentions of the longest or the shortest option by its text (see the module's rule)."""
    if _figures(options) is not None or any(value_of(option) is not None for option in options.values()):
        return []
    if re.search(r"最\s*长", text) and re.search(r"最\s*短", text):
        return []  # "最长还是最短那个": both ends offered, neither read alone
    texts = {label: option.replace("`", "").strip() for label, option in options.items()}
    found = []
    for match in _LENGTH.finditer(text):
        if any(taken[match.start() : match.end()]):
            continue
        longest = (match.group("which") or match.group("closing")) == "长"
        by_count = _clear_extreme({label: len(said) for label, said in texts.items()}, longest)
        by_width = _clear_extreme({label: _width(said) for label, said in texts.items()}, longest)
        if by_count is not None and by_count == by_width:
            found.append(Mention(match.start(), match.end(), frozenset(by_count), "ordinal"))
    return found


def _width(said: str) -> int:
    """The width of ``said`` as printed: a Chinese character as wide as two letters."""
    return sum(2 if "\u4e00" <= char <= "\u9fff" or "\uff00" <= char <= "\uffef" else 1 for char in said)


def extreme_mentions(text: str, options: dict[str, str], taken: list[bool]) -> list[Mention]:
    """Mentions of the largest or the smallest option by its figure, or the longest or the shortest by
    its text (see the module's rule)."""
    if "最" not in text:
        return []
    if "长" in text or "短" in text:
        lengths = _length_mentions(text, options, taken)
        for mention in lengths:
            taken[mention.start : mention.end] = [True] * (mention.end - mention.start)
    else:
        lengths = []
    figures = _figures(options)
    if figures is None:
        return lengths
    found = []
    for match in _EXTREME.finditer(text):
        if any(taken[match.start() : match.end()]):
            continue
        largest = (match.group("which") or match.group("closing")) == "大"
        extreme = (max if largest else min)(figures.values())
        labels = [label for label, value in figures.items() if value == extreme]
        if len(labels) == 1:
            found.append(Mention(match.start(), match.end(), frozenset(labels), "ordinal"))
    return lengths + found
