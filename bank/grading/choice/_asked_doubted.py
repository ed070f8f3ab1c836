"""An option asked and then doubted ("只能 A？不见得", "只有 48？不一定", "48？未必"): the candidate holds
it in question, never commits to it.

Where every option read is named in a clause that closes with a question mark, and the clause right after
it opens with a doubt of it (``ASKED_DOUBTED``), the answer is asked again; so it is where that
clause closes on a comma and the next is only the doubt ("B 比 A 靠谱吧，也不一定": ``CLAUSE_DOUBTED``).
A reply that affirms ("只能 A？是的", "A？对") keeps the reading.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bank.grading.choice._choice_mentions import options_named
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.model import Question

_BREAK = re.compile(r"[,，;；。!！?？\n]")
_DOUBTED = re.compile(
    rf"\s*[?？]+\s*(?:[也倒那这我]\s*)?(?:{alternation(lexicon.ASKED_DOUBTED)})|"
    # "B 比 A 靠谱吧，也不一定": the doubt a clause of its own after a comma
    rf"\s*[,，]\s*(?:[也倒那这我]\s*)?(?:{alternation(lexicon.CLAUSE_DOUBTED)})\s*[吧啊呀。.!！]*\s*(?:[,，;；?？\n]|$)",
    re.I,
)


def asked_doubted(question: Question, text: str, read: Iterable[str]) -> bool:
    """Whether every option read is asked and then doubted (see the module)."""
    read = set(read)
    if not read:
        return False
    prepared, mentions = options_named(question, text)
    mine = [mention for mention in mentions if mention.labels & read]
    if not mine:
        return False
    for mention in mine:
        found = _BREAK.search(prepared, mention.end)
        if found is None or not _DOUBTED.match(prepared, found.start()):
            return False
    return True
