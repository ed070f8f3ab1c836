"""On a multiple choice, a doubt said of one option left out of the set ("A、B、D、E，C 拿不准", "…，eps
是不是 1e-5 拿不准" of an option by its own words): that option is doubted, not chosen, and the set
named stays the answer (on a single choice the doubted option is one more held open: "B 吧，不过 C 我也
犹豫"). The doubt holds nothing else open, although the same word ("拿不准") said of the answer as a
whole is a hedge, and so is a doubt whether to add the option ("要不要加 D 我拿不准"). Said only to be
possible ("ABDE，C 说不准"), the option is kept open instead: a hedge (``_set_doubted``).

A doubt said of options named before more options ("BCE 不确定，只勾 AD") holds the doubted ones open
until the decision after it, which stands alone: the doubted options are never added to it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bank.grading.mentions._mentions import Mention
from bank.grading.text import _words as lexicon

_DOUBTER = re.compile(r"[\s我也还都]*")  # "C 我也拿不准"
# whether to add the option to the set ("要不要加 D 我拿不准", "should I include D"): the set is held open
_ADDING = re.compile(lexicon.ADDING, re.I)
_CLAUSE_BREAK = re.compile(r"[,，;；。.!！?？]")


def doubts_one_left_out(
    text: str, mentions: Sequence[Mention], letters: set[str], hit: lexicon.WordSpan
) -> bool:
    """Whether the doubt ``hit`` follows directly a mention of an option not in ``letters``."""
    if hit.word not in lexicon.DOUBTS:
        return False
    before = [mention for mention in mentions if mention.end <= hit.start]
    if not before or not letters or before[-1].labels & letters:
        return False
    clause_start = max((cut.end() for cut in _CLAUSE_BREAK.finditer(text, 0, before[-1].start)), default=0)
    return _DOUBTER.fullmatch(text[before[-1].end : hit.start]) is not None and not _ADDING.search(
        text, clause_start, before[-1].start
    )


def doubted_before_more(text: str, mentions: Sequence[Mention], hit: lexicon.WordSpan) -> bool:
    """Whether the doubt ``hit`` directly follows the options it doubts, more options named after it."""
    return any(
        mention.end <= hit.start and _DOUBTER.fullmatch(text[mention.end : hit.start]) is not None
        for mention in mentions
    ) and any(mention.start >= hit.end for mention in mentions)


def doubt_closes(text: str, mentions: Sequence[Mention], open_until: int) -> bool:
    """Whether open alternatives end on such a doubt ("BCE 不确定，…"): the decision after stands alone."""
    return any(
        hit.end == open_until and doubted_before_more(text, mentions, hit)
        for hit in lexicon.find(text, lexicon.DOUBTS)
    )
