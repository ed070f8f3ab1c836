"""A bound on the side a stem asks for, on a choice whose options are figures: "顶多 48", "头数最多 48",
"不超过 48" of "num_heads 最大可取以下哪个值" state the maximum asked for, as "是 48" would. The bound word
is read as that commitment ("头数顶多 48，再多就爆 10G 了": 48, whatever reason follows), to confirm.

A bound of the other side ("至少 48", "48 起步" of a maximum asked) states no option: it is left to
``_figure_compared``, which asks again. Only a bound word right before a figure (a link such as "就",
"也就" between) is read, and not after a denial or a condition of its own ("不是最多 48", "如果最多 48").
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache

from bank.grading.mentions._value_mentions import value_of
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_UPPER = re.compile(lexicon.STEM_ASKS_UPPER, re.I)
_LOWER = re.compile(lexicon.STEM_ASKS_LOWER, re.I)
_BOUND_WORDS = {"upper": lexicon.FIGURE_UPPER_BOUNDS_BEFORE, "lower": lexicon.FIGURE_LOWER_BOUNDS_BEFORE}
_AFTER_WORDS = {"upper": lexicon.FIGURE_UPPER_BOUNDS_AFTER, "lower": lexicon.FIGURE_LOWER_BOUNDS_AFTER}
# a denial or a condition right before the bound word ("不是最多", "如果最多"): not the bound stated
_NOT_STATED = re.compile(rf"(?:{alternation(lexicon.BOUND_UNSTATED)})\s*$", re.I)


def side_asked(stem: str) -> str | None:
    """The side of the bound the stem asks for ("upper" of "最大可取", "lower" of "至少需要"), or None
    where it asks for none or for both."""
    upper, lower = bool(_UPPER.search(stem)), bool(_LOWER.search(stem))
    return "upper" if upper and not lower else "lower" if lower and not upper else None


def other_side(stem: str, bound: str) -> bool:
    """Whether the bound word ``bound`` (said before or after a figure) is of the side the stem does not
    ask for: "至少" or "起步" of "最大可取"."""
    asked = side_asked(stem)
    if asked is None:
        return True  # a stem asking for no bound, or for both: every bound is a bound
    other = "lower" if asked == "upper" else "upper"
    pattern = rf"(?:{_BOUND_WORDS[other]}|{_AFTER_WORDS[other]})"
    return re.fullmatch(pattern, bound.strip(), re.I) is not None


@lru_cache(maxsize=256)
def _stated(stem: str) -> re.Pattern[str] | None:
    asked = side_asked(stem)
    if asked is None:
        return None
    return re.compile(
        rf"(?:{_BOUND_WORDS[asked]})\s*(?:{lexicon.FIGURE_BOUND_LINKS})?\s*(?=\d)",
        re.I,
    )


def bound_as_asked(answer: str, options: Mapping[str, str], stem: str) -> str:
    """The answer with each bound of the side the stem asks for, before a figure, written as "是" (see
    the module), where every option is a figure; else the answer as it is."""
    if not options or not all(value_of(option) is not None for option in options.values()):
        return answer
    stated = _stated(stem)
    if stated is None:
        return answer
    out, last = [], 0
    for found in stated.finditer(answer):
        if _NOT_STATED.search(answer, 0, found.start()):
            continue
        out.append(answer[last : found.start()] + "是 ")
        last = found.end()
    out.append(answer[last:])
    return "".join(out)
