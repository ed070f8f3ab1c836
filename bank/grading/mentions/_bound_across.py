"""An option that bounds a figure one way ("支持 head_dim > 256"), named in a clause that is nothing but
a bound the other way across its figure ("head_dim 上限 256", "head_dim 最多 128", "8 以下"): the
candidate rules the option out by what they say of its figure, whatever else the answer chose around
it. "变长 packing 支持，checkpointing 也行；任意 mask 不行，head_dim 上限 256" on seed002-32 had been
read as B、C、D, C taken as chosen for being named.

Only a clause that is the bound and its figure (a particle after it) is read so, and only where the
two bounds leave no figure both allow, in the same unit or with none on either side: "上限 512" against
"> 256" leaves 300 to both and rules nothing out here.
"""

from __future__ import annotations

import re

from bank.grading.mentions._mentions import Mention
from bank.grading.numbers._numbers import find_quantities
from bank.grading.text import _lexicon as lexicon

_CLAUSE_END = re.compile(r"[,，;；。!！?？\n]|\.(?!\d)")
_UPPER = rf"{lexicon.UPPER_BEFORE}|{lexicon.BOUND_NAMED_UPPER}"
_LOWER = rf"{lexicon.LOWER_BEFORE}|{lexicon.BOUND_NAMED_LOWER}"
# the clause after the option's name: the bound, then its figure and at most a particle
_SAID = re.compile(
    rf"\s*的?\s*(?:(?P<up>{_UPPER})|(?P<lo>{_LOWER}))\s*(?:{lexicon.BOUND_SAID_IS})?\s*"
    rf"(?P<figure>[^\s,，;；。]+(?:\s*[A-Za-z]+)?)\s*(?:{lexicon.BOUND_SAID_AFTER})?\s*$",
    re.I,
)
# the marks that make an option's bound strict ("> 256", "超过 256"); the others hold the figure itself
_STRICT = re.compile(rf"^(?:{lexicon.STRICT_BOUNDS})$", re.I)


def bounded_across(text: str, mention: Mention, options: dict[str, str]) -> bool:
    """Whether the clause ``mention`` opens bounds its option's figure across the option's own bound."""
    if len(mention.labels) != 1 or (label := next(iter(mention.labels))) not in options:
        return False
    own = _bound_of(options[label])
    if own is None:
        return False
    end = _CLAUSE_END.search(text, mention.end)
    said = _SAID.fullmatch(text, mention.end, end.start() if end else len(text))
    if said is None:
        return False
    figures = find_quantities(said.group("figure"))
    if len(figures) != 1 or figures[0].start != 0 or figures[0].end != len(said.group("figure")):
        return False
    upper, value, unit, strict = own
    if (figures[0].unit or "").lower() != (unit or "").lower() or upper == bool(said.group("up")):
        return False  # another unit, or a bound the same way as the option's: left to the other rules
    theirs = figures[0].value
    said_strict = bool(_STRICT.match((said.group("up") or said.group("lo")).strip()))
    if upper:  # the option "< N", the clause "at least M": nothing both allow when M is above N
        return theirs > value or (theirs == value and (strict or said_strict))
    return theirs < value or (theirs == value and (strict or said_strict))


def _bound_of(option: str) -> tuple[bool, float, str | None, bool] | None:
    """The one figure ``option`` bounds: whether the bound is upper, its figure, unit and strictness."""
    figures = find_quantities(option)
    if len(figures) != 1:
        return None
    figure = figures[0]
    before = re.search(
        rf"(?:(?P<up>{lexicon.UPPER_BEFORE})|(?P<lo>{lexicon.LOWER_BEFORE}))\s*$",
        option[: figure.start],
        re.I,
    )
    if before:
        word = (before.group("up") or before.group("lo")).strip()
        return bool(before.group("up")), figure.value, figure.unit, bool(_STRICT.match(word))
    after = re.match(
        rf"\s*(?:(?P<up>{lexicon.UPPER_AFTER})|(?P<lo>{lexicon.LOWER_AFTER}))", option[figure.end :], re.I
    )
    if after:
        return bool(after.group("up")), figure.value, figure.unit, False
    return None
