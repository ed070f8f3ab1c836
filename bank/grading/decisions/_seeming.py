"""An option only remarked on as looking right, beside another the answer chooses in words it sets aside.

"B 看着也对，我最后才选 A", "B looks tempting, but I'd only pick A", "B 可能对，我选 A 行不行",
"B 看着也对，A 可以吗？下一题": the choice of A is the candidate's (or a question, or a give-up), and B is
only remarked on. When the reader sets the choice aside (its words read as not the candidate's own),
the remark on B is all that is left, and B would be read as the answer. A remark that an option looks
right is no choice of it while another option is chosen or asked about: the candidate is asked again.
"""

from __future__ import annotations

import re
from collections.abc import Set

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_MENTION = re.compile(r"(?<![A-Za-z0-9])[A-H]{1,8}(?![A-Za-z0-9])")
# said right after an option: it looks right, it may be right, it was considered
_SEEMING = re.compile(
    rf"\s*(?:(?:{alternation(lexicon.LOOKING)})(?:也)?(?:挺|很)?(?:{alternation(lexicon.LOOKING_RIGHT)})|可能(?:也)?对|"
    r"(?:我)?也考虑过|也(?:挺)?(?:对|不错)|"
    r"(?:looks?|seems?)\s+(?:tempting|right|good|fine|plausible|correct)(?:\s+too)?)",
    re.I,
)
# the other option chosen or asked about in words of choosing ("才选", "only pick", "选 A 行不行")
_CHOOSING_BEFORE = re.compile(rf"(?:{alternation(lexicon.CHOOSING)})[^,，;；。.!！?？\n]{{0,3}}$", re.I)
# or asked about, or assured ("A 不会错", "A 没看错", "A，我没记错的话", "A 乍看不对，但其实没问题")
_ASKED_AFTER = re.compile(
    rf"^\s*[,，]?\s*(?:{lexicon.ASKED_OR_ASSURED})",
    re.I,
)


def only_seeming(answer: str, letters: Set[str]) -> bool:
    """Whether every mention of the read ``letters`` is only remarked on as looking right, while
    another option is chosen or asked about in the answer."""
    mentions = list(_MENTION.finditer(answer))
    read = [m for m in mentions if set(m.group()) <= set(letters)]
    if not read or not all(_SEEMING.match(answer, m.end()) for m in read):
        return False
    return any(
        _CHOOSING_BEFORE.search(answer, 0, m.start()) or _ASKED_AFTER.match(answer[m.end() :])
        for m in mentions
        if m not in read
    )
