"""An option named by its letter and, in the clause it opens, given a figure other than its own
("C 我记得是 1e-6" where C reads "RMSNorm eps=1e-5", "B should be 0.1" where B reads "dropout 0.2"):
the candidate rules the option out by saying its value is another one, whatever else the answer
chose around it. The same figure ("C 是 1e-5") restates the option and rules nothing out.

Only a clause that is nothing but the figure (a word of memory or belief before it, a particle after
it) is read so, and only when the two figures can be compared: the option holds one figure, written
with the same unit or with none on either side. "E 是 8192" against "8k" is left to the other rules.
"""

from __future__ import annotations

import re

from bank.grading.mentions._bound_across import bounded_across
from bank.grading.mentions._mentions import Mention
from bank.grading.numbers._numbers import find_quantities
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_CLAUSE_END = re.compile(r"[,，;；。!！?？\n]|\.(?!\d)")
_STATED = re.compile(
    rf"\s*(?:我)?(?:{alternation(lexicon.RECALLING)})?\s*"
    rf"(?:{lexicon.STATED_AS})\s*"
    rf"(?P<figure>\S.*?)\s*(?:{lexicon.RECALLED_AFTER})?\s*$",
    re.I,
)


def stated_otherwise(text: str, mention: Mention, options: dict[str, str]) -> bool:
    """Whether the letter ``mention`` opens a clause that states a figure other than its option's, or
    (named in any way) a bound across the bound its option states ("head_dim 上限 256" of "> 256")."""
    if bounded_across(text, mention, options):
        return True
    if mention.kind != "letter" or len(mention.labels) != 1:
        return False
    label = next(iter(mention.labels))
    if label not in options:
        return False
    end = _CLAUSE_END.search(text, mention.end)
    stated = _STATED.fullmatch(text, mention.end, end.start() if end else len(text))
    if stated is None:
        return False
    said = find_quantities(stated.group("figure"))
    own = find_quantities(options[label])
    if len(said) != 1 or len(own) != 1 or said[0].start != 0 or said[0].end != len(stated.group("figure")):
        return False  # "是 1e-6 的两倍", "是 eps 1e-6": more than the figure; an option of several figures
    theirs, ours = said[0], own[0]
    if (theirs.unit or "").lower() != (ours.unit or "").lower():
        return False  # not comparable as written: left to the other rules
    return abs(theirs.value - ours.value) > 1e-9 * max(abs(ours.value), 1e-30)
