"""Options named each in a clause of its own with a verdict against a limit: the one within it, never
the first named.

"64 头要 12.9G 超了，48 头 9.7G 还在 10G 以内" had been read as C (64), the option opening the answer,
though the candidate said it was over the limit. On a single choice, when every option the answer
names sits in a clause of its own that says it is over the limit ("超了", "放不下", "OOM") or within it
("以内", "放得下", "够用"), and exactly one is within and the rest over, that one is the reading, to
confirm. When an option the pass chose is said to be over and no single one is left within (two within,
one without a verdict, a clause saying both), nothing is chosen: asked again. Otherwise the pass's
reading stands.
"""

from __future__ import annotations

import re

from bank.grading import _lexicon as lexicon
from bank.grading._lexicon import alternation
from bank.grading._mention_pass import ChoiceReading
from bank.grading._mentions import Mention
from bank.grading._words import has

_BREAK = re.compile(r"[,，;；。!！?？\n]|\.(?!\d)")  # not the point of "12.9G"
# found inside a word too ("64 头超了" is cut "头超 / 了"), never after a negation ("没超了", "不够用")
_OVER = re.compile(rf"(?<![没不])(?:{alternation(lexicon.OVER_LIMIT)})", re.I)
_WITHIN = re.compile(rf"(?<![没不])(?:{alternation(lexicon.WITHIN_LIMIT)})", re.I)
_OPEN = (*lexicon.TENTATIVE, *lexicon.HEDGES, *lexicon.DOUBTS, *lexicon.ASKING)


def mended(text: str, mentions: list[Mention], reading: ChoiceReading) -> ChoiceReading | None:
    """The reading of a single choice whose options are each judged against a limit; None when the
    answer does not judge them so."""
    if len(mentions) < 2 or any(len(mention.labels) != 1 for mention in mentions):
        return None
    verdicts: list[bool | None] = []
    clauses = []
    for index, mention in enumerate(mentions):
        start = _last_break(text, mention.start)
        found = _BREAK.search(text, mention.end)
        end = found.start() if found else len(text)
        if index + 1 < len(mentions) and mentions[index + 1].start < end:
            return None  # two options in one clause: not one verdict each
        clause = text[start:end]
        clauses.append(clause)
        is_over, is_within = bool(_OVER.search(clause)), bool(_WITHIN.search(clause))
        verdicts.append(None if is_over == is_within else is_within)
    if all(verdict is None for verdict in verdicts):
        return None  # no limit said of any: the pass's reading
    judged = list(zip(mentions, verdicts, strict=True))
    over = {label for mention, verdict in judged if verdict is False for label in mention.labels}
    within = [mention for mention, verdict in judged if verdict]
    if len(within) == 1 and None not in verdicts and not any(has(clause, _OPEN) for clause in clauses):
        return ChoiceReading(set(within[0].labels), negated=over - within[0].labels)
    if over & reading.letters:
        return ChoiceReading(negated=over)  # said to be over, and no one alone within: asked again
    return None


def _last_break(text: str, before: int) -> int:
    """Where the clause holding the position ``before`` starts."""
    found = [match.end() for match in _BREAK.finditer(text, 0, before)]
    return found[-1] if found else 0
