"""A refusal said in a clause of its own right after an option's letter ("A，我不选，B", "A，排除，B"):
said of that option, as "A 不选，B" says it, and the option after it is then the answer (to confirm).

Read before, the refusal clause was taken as said of the option after it too ("只排除了 AB": asked again
where B was meant) or not at all ("A，排除，B" read as A). Only a clause made of the refusal alone, its
subject "我" at most ("我不选", "不要", "排除了"), after a letter standing alone and before more of the
answer; the rewrite joins it to the letter, and the readers read the rest as they read "A 不选，B".
"""

from __future__ import annotations

import re

from bank.grading.text._lexicon import ITEM_REFUSED, REFUSALS, TURNED_REFUSAL_LEADS, alternation

_REFUSED_APART = re.compile(
    rf"(?<![A-Za-z])(?P<letter>[A-H])\s*[,，]\s*(?:我\s*)?(?:{alternation(ITEM_REFUSED)})了?\s*"
    r"(?P<stop>[,，;；。])(?=\s*\S)"
)

_SUBJECT = r"(?:我|I\b)"


def _turned_refusal(subject: str) -> str:
    """A turn, the refusal and what may trail it ("，但我不选它了吧"), with ``subject`` before the refusal."""
    return (
        rf"\s*[,，]?\s*(?:{TURNED_REFUSAL_LEADS})\s*[,，]?\s*{subject}\s*"
        rf"(?:{alternation(REFUSALS)})\s*(?:它|it)?\s*了?\s*[吧啊呀]*\s*"
    )


# the same after a turn ("A，但我不选", "A 不过我不会选，B", "A, but I won't choose it"), closing the
# answer too: the letter named, then refused (it had been read as chosen, to confirm)
_TURNED_AWAY = re.compile(
    r"(?<![A-Za-z])(?P<letter>[A-H])" + _turned_refusal(_SUBJECT + "?") + r"(?P<stop>[,，;；。.!！]|$)"
)

# closing an answer of one clause, any option ("48 头以内但我不选", "logQ 修正，不过我不会选"), its subject
# said ("可排除" is no turn): said of what came before, a clause of its own; not before more of the
# answer, whose option it may refuse ("…但我不选 A")
_TURNED_AWAY_CLOSING = re.compile(
    r"^(?P<said>[^,，;；。!！?？]+?)"  # one clause before it: "A，D 也行，但我不选" refuses D, read as before
    + _turned_refusal(_SUBJECT)
    + r"[,，;；。.!！]?\s*$"
)


def refusal_joined(text: str) -> str:
    """``text`` with each refusal said apart after a letter joined to it ("A，我不选，B" → "A 不选，B"),
    and a turned refusal closing it made a clause of its own ("48 以内但我不选" → "48 以内，不选")."""
    text = _TURNED_AWAY.sub(r"\g<letter> 不选\g<stop>", text)
    text = _TURNED_AWAY_CLOSING.sub(r"\g<said>，不选", text)
    return _REFUSED_APART.sub(r"\g<letter> 不选\g<stop>", text)
