"""Fills each labelled by the stem's own words for its blank: "行切 x → P('x', None)；列切 y → P(None, 'y')",
"a 行切 x：P('x', None)，b 列切 y：P(None, 'y')", "第一个空 a 的行切 x：…；第二个空 b 的列切 y：…" where the
stem says "# 空 1：a 的行切在 'x' 上；空 2：b 的列切在 'y' 上".

Every word of a label must be in its blank's description and a Chinese one in no other blank's, a number
the label gives must name that blank too, and each blank is labelled once, by a label of words and a
fill that is code and nothing else ("P('x', None) 吧", "P('x', None) 或 P('x')" are no fill): a label
naming the other blank's words ("列切 → P('x', None)；…") is never read as in order. Labelled in another
order than the blanks', the fills are read for the blanks their labels name.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from bank.grading.code._code import code_like, split_top_level

# the stem's words for each blank ("# 空 1：a 的行切在 'x' 上；空 2：b 的列切在 'y' 上")
_DESCRIBED = re.compile(r"空\s*([1-8])\s*[:：]\s*([^；;\n]+)")
# a fill pointed to by a label of words, not code ("行切 x → P('x', None)"), or after such a label and a
# colon ("a 行切 x：P('x', None)")
_POINTED = re.compile(r"\s*(?P<label>[^()\[\]'\"=→<>]+?)\s*(?:→|->|=>)\s*(?P<fill>\S.*?)\s*")
_COLON_LABELLED = re.compile(r"\s*(?P<label>[^()\[\]'\"=→<>:：]+?)\s*[:：]\s*(?P<fill>\S.*?)\s*")
_RUN = re.compile(r"[\u4e00-\u9fff]{2,}|[A-Za-z_]\w*")


def described_fills(
    answer: str,
    count: int,
    contexts: list[str],
    numbers: Callable[[str], tuple[str, set[int]]],
    strip_code: Callable[[str], str],
) -> tuple[list[str], bool] | None:
    """The fills in the blanks' order and whether written in it, or None; ``numbers`` parts a label
    from the blanks' numbers it gives, ``strip_code`` a fill from its backticks."""
    said = {int(number) - 1: words for number, words in _DESCRIBED.findall("\n".join(contexts))}
    if sorted(said) != list(range(count)):
        return None
    parts = split_top_level(answer, lambda char: char in ";；\n")
    if len([part for part in parts if part.strip()]) != count:  # "a 行切 x：P(…)，b 列切 y：P(…)"
        parts = split_top_level(answer, lambda char: char in ";；\n,，")
    pointed = [_POINTED.fullmatch(part) or _COLON_LABELLED.fullmatch(part) for part in parts if part.strip()]
    if len(pointed) != count:
        return None
    fills: dict[int, str] = {}
    for match in pointed:
        if match is None or not code_like(strip_code(match.group("fill"))):
            return None
        index = _described_blank(*numbers(match.group("label")), said)
        if index is None or index in fills:
            return None
        fills[index] = strip_code(match.group("fill"))
    return [fills[index] for index in range(count)], list(fills) == sorted(fills)


def _described_blank(label: str, places: set[int], said: dict[int, str]) -> int | None:
    """The one blank whose description holds every word of ``label`` and alone its Chinese ones, when
    the blanks' numbers the label gave (``places``, from 1) name it too."""
    words = _RUN.findall(label)
    chinese = [word for word in words if not word.isascii()]
    if not chinese:
        return None
    held = [
        index
        for index in said
        if all(_holds(said[index], word) for word in words)
        and not any(word in said[other] for word in chinese for other in said if other != index)
    ]
    return held[0] if len(held) == 1 and {place - 1 for place in places} <= set(held) else None


def _holds(description: str, word: str) -> bool:
    if not word.isascii():
        return word in description
    return re.search(rf"(?<![A-Za-z0-9_]){re.escape(word)}(?![A-Za-z0-9_])", description) is not None
