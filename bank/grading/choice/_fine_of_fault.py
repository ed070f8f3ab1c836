"""An option said to be fine on a question asking what fails or what is wrong ("ncclAllReduce 应该没问题吧"
to "哪项操作会导致 capture 失败"): the candidate says it is not the one asked for.

The choice reader took the option named as the one chosen ("没问题" denies nothing), to confirm. Where
every mention of the options read is followed, a few words at most after it, by a word saying it is fine
("没问题", "没事", "ok") that closes the clause, and the stem asks for the failing or wrong option, the
answer is asked again. A few words between may say where ("跨卡的应该没问题"), never a turn to others
("B 会失败，其他都没问题") nor a fault of its own ("B 会失败，没问题的"). On a stem asking what is right,
"没问题" chooses, as before.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bank.grading.choice._choice_mentions import options_named
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.model import Question

_ASKS_FAULT = re.compile(rf"{lexicon.FAULT_ASKED}|{lexicon.NEGATIVE_STEM}", re.I)
_FINE = re.compile(
    rf"(?P<between>[^\d,，;；。!！?？\n]{{0,10}}?)\s*(?:{alternation(lexicon.FINE)})"
    # closing its clause at a stop, or at a space before the next ("B没问题吧 A有问题": typed unpunctuated)
    r"\s*[了吧啊呀哦的呢]*(?:\s*[,，;；。.!！?？\n]|\s+(?=\S)|\s*$)",
    re.I,
)
# what turns from the option named to others, or says a fault of it, in the words between
_TURNED = re.compile(rf"{alternation(lexicon.FINE_TURNED_AWAY)}|{lexicon.FAULT_ASKED}", re.I)


def fine_of_fault(question: Question, text: str, read: Iterable[str]) -> bool:
    """Whether every mention of an option read (``read``) is said to be fine right after it, on a stem
    asking for what fails or is wrong (see the module)."""
    read = set(read)
    if not read or not _ASKS_FAULT.search(question.stem):
        return False
    prepared, mentions = options_named(question, text)
    mine = [mention for mention in mentions if mention.labels & read]
    if not mine:
        return False
    for mention in mine:
        found = _FINE.match(prepared, mention.end)
        if found is None or _TURNED.search(found["between"]):
            return False
    return True
