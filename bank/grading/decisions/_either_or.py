"""An option named in the second arm of an either/or ("不是 X 就是 C", "要么 X，要么是 C", "either X or C"):
one of two left open, whatever the first arm holds. The letters' form was read as a hedge already ("不是
B 就是 C"), but a first arm read as no option ("不是 4x 就是 6x": "4x" followed by a word names nothing)
or a second arm opening with "要么是"/"或者是" (read as a decision, "是 C") left the second option chosen
bare. Same option in both arms ("要么 C，要么就是 C") is no choice between two, and an option named
again after the idiom ("…，我选 C") is decided: both read as before.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bank.grading.mentions._mentions import Mention
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

# the first arm: an either word opening a clause, what follows it up to the second arm's word, which
# the option closes ("不是 4x 就是 | 6x", "要么 D，要么是 | C"); a pause between them, not after "不是"
_FIRST_ARM = re.compile(
    rf"(?:^|[,，;；。!！?？\s])(?P<opener>{alternation(lexicon.EITHER)})\s*(?P<first>[^,，;；。!！?？\n]+?)\s*(?P<pause>[,，])?\s*"
    rf"(?:{alternation(lexicon.EITHER_THEN)})\s*(?:选项|option)?\s*$",
    re.I,
)


def second_arm(text: str, mentions: Sequence[Mention], letters: set[str]) -> bool:
    """Whether an option read closes the second arm of an either/or whose first arm names another
    thing (an option or not)."""
    for index, mention in enumerate(mentions):
        if not mention.labels <= letters or any(m.labels == mention.labels for m in mentions[index + 1 :]):
            continue  # not an option named again after ("要么 D，要么是 C，我选 C": decided)
        arm = _FIRST_ARM.search(text, 0, mention.start)
        if arm is None or (arm["pause"] and arm["opener"] == "不是"):
            continue  # "不是 B，就是 C": it is not B, it is C — a correction as often as a hedge
        first = [m for m in mentions if arm.start("first") <= m.start and m.end <= arm.end("first")]
        if not any(m.labels == mention.labels for m in first):
            return True
    return False
