"""A reply to a false mark offered or asked ("错吧 ✓", "错吧？√", "×吧 √", "错？对", "错吗？√") that reads two
ways: as a yes or no to the offer ("√": yes, it is false; "×": no, it is not) and as a mark of its own
("√": true; "×": false). After a false mark the two readings always differ, so the answer is asked again,
never read as either; after a true mark they agree ("对吧 ✓", "对吧？×") and the reply is read as before.
A reply that is only a mark ("错吧？错", "false? true") or only a yes or no to "…吗？" ("错吗？不是") reads
one way and is read as before.
"""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon

_TWO_WAYS = frozenset(word.casefold() for word in lexicon.REPLIES_TWO_WAYS)
_REPEATED = re.compile(r"(\S)(?:\s*\1)+")  # "✓✓", "√ √", "对对": the reply said once
# the tentative particle after the mark, then the reply ("错吧 ✓", "错吧？√", "错吧，对")
OFFERED_THEN = re.compile(r"^\s*吧[\s,，。.!！~～?？]*")


def reads_two_ways(lead: bool, reply: str) -> bool:
    """Whether ``reply``, the whole rest after the mark ``lead`` offered, is yes or no as much as a mark."""
    return not lead and _REPEATED.sub(r"\1", reply.strip(" 。.!！~～")).casefold() in _TWO_WAYS
