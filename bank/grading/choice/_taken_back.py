"""A correction word between two mentions of the choice reader's pass (``_mention_pass``): whether it
takes an earlier ruling back ("排除 B……等等，还是 B"), and whether the option it took back is named
again only to say why ("B——不对，B 存的是整个 model").
"""

from __future__ import annotations

import re

from bank.grading.choice._choice_clauses import CLAUSE
from bank.grading.mentions._choice_marks import POST_AFFIRM, POST_NEGATION, only_filler, takes_back
from bank.grading.mentions._mentions import Mention
from bank.grading.text import _words as lexicon


def taken_back_since(gaps: list[str], ruled_out: int, index: int) -> bool:
    """Whether a correction word stands between the clause of mention ``ruled_out`` and mention
    ``index`` ("排除 B……等等，还是 B"). A denial said of a mention ("B 不对", "A is wrong") opens the gap
    after it: it rules that mention out, it takes nothing back."""
    return any(
        takes_back(POST_NEGATION.sub("", gaps[gap], count=1)) for gap in range(ruled_out + 1, index + 1)
    ) or _appealed(gaps[index])


def _appealed(gap: str) -> bool:
    """Whether the last clause of ``gap``, right before the option, appeals to what the question means
    or to the options ("…就不是 0 了，不过按题意 A", "…而不是 position_ids，不过选项里只有 A 沾边"): an
    objection's denial of the option, said before, is set aside for the answer the question wants."""
    clause = _LAST_CLAUSE.split(gap)[-1]
    return bool(clause.strip()) and bool(lexicon.find(clause, lexicon.INTENDED_TURNS))


# where a gap's last clause begins: after its last stop or comma
_LAST_CLAUSE = re.compile(r"[,，;；。.!！?？\n]")


def named_again_to_say_why(text: str, following: list[Mention], before: str, chosen: list[Mention]) -> bool:
    """Whether the option just taken back by a correction word is named again (``following[0]``) as
    the subject of a clause of its own ("B——不对，B 存的是整个 model"): why it was taken back, not its
    choice again. The clause names no other option and holds no decision, correction or affirmation."""
    mention = following[0]
    if not (chosen and before and takes_back(before) and mention.labels <= chosen[-1].labels):
        return False
    clause = CLAUSE.match(text, mention.end)
    end = clause.end() if clause else mention.end
    said = text[mention.end : end]
    return (
        not any(other.start < end and not other.labels <= mention.labels for other in following[1:])
        and not only_filler(said)
        and not POST_AFFIRM.match(said)
        and not _STILL_CHOSEN.search(said)
        and not lexicon.has(said, lexicon.CORRECTIONS)
    )


# what, said of the option named again, chooses it after all ("B——不对，B 才对", "…，B 是对的")
_STILL_CHOSEN = re.compile(lexicon.STILL_CHOSEN, re.I)
