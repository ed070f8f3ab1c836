"""Options named each in a clause of its own with a verdict against a limit: the one within it, never
the first named.

"64 头要 12.9G 超了，48 头 9.7G 还在 10G 以内" had been read as C (64), the option opening the answer,
though the candidate said it was over the limit. On a single choice, when every option the answer
names sits in a clause of its own that says it is over the limit ("超了", "放不下", "OOM") or within it
("以内", "放得下", "够用"; in English "over budget", "fits"), and exactly one is within and the rest over,
that one is the reading, to confirm; an option stepped down to after another said over ("64 超了，退一档到
48") is within. When an
option the pass chose is said to be over (alone too: "64 超了" is no choice of 64) and no single one is
left within (two within, one without a verdict, a clause saying both), nothing is chosen: asked again.
Otherwise the pass's reading stands.
"""

from __future__ import annotations

import re

from bank.grading.choice._limit_clause import OVER, WITHIN, limit_clause, said
from bank.grading.choice._mention_pass import ChoiceReading
from bank.grading.mentions._mentions import Mention
from bank.grading.mentions._value_mentions import value_of
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.grading.text._words import has

_OPEN = (*lexicon.TENTATIVE, *lexicon.HEDGES, *lexicon.DOUBTS, *lexicon.ASKING)
# a step down to the option from one over the limit ("…超了，退一档到 48"): the option taken, as within
_STEPPED = re.compile(rf"(?:{alternation(lexicon.STEPPED_DOWN_TO)})\s*$")
_STEP_CLOSES = re.compile(lexicon.STEP_CLOSES)
_STEP_REFUSED = re.compile(lexicon.STEP_REFUSED)


# a verdict, then a space and more ("64 超了 只能 48"): the space closes the verdict's clause as a comma does;
# not a modal ("可以"), which goes on to its verb ("A 可以 直接排除")
_CLOSING_VERDICTS = tuple(
    word
    for word in lexicon.OVER_LIMIT + lexicon.WITHIN_LIMIT
    if word not in lexicon.ALSO_CAN and (not word.isascii() or word.isupper())  # "exceeds the limit" goes on
)
_SPACED = re.compile(rf"(?<![没不])(?:{alternation(_CLOSING_VERDICTS)})\s(?=\s*\S)", re.I)


def parted(text: str) -> str:
    """``text`` with the space after a verdict against a limit written as a comma ("64 超了 只能 48" as "64
    超了，只能 48"), of the same length: the verdict closes its clause, and the option after it is read as
    after the comma, not as named in the same clause as the one judged."""
    return _SPACED.sub(lambda found: found.group()[:-1] + "，", text)


def mended(
    text: str, mentions: list[Mention], reading: ChoiceReading, options: dict[str, str]
) -> ChoiceReading | None:
    """The reading of a single choice whose options are each judged against a limit; None when the
    answer does not judge them so. One option alone said over the limit ("64 超了") is ruled out, where the
    options are figures: of another option a verdict of failure is no limit's ("warmup_max_lr 设太大…，C")."""
    if not mentions or any(len(mention.labels) != 1 for mention in mentions):
        return None
    verdicts: list[bool | None] = []
    clauses = []
    for index in range(len(mentions)):
        clause = limit_clause(text, mentions, index)
        if clause is None:
            return None  # two options in one clause: not one verdict each
        clauses.append(clause.said + clause.close)  # with its closing mark: "48 头以内？" asks
        is_over, is_within = said(OVER, clause.said), said(WITHIN, clause.said)
        is_within = is_within or (not clause.carried and _stepped_to(clause.before, clause.after))
        verdicts.append(None if is_over == is_within else is_within)
    if all(verdict is None for verdict in verdicts):
        return None  # no limit said of any: the pass's reading
    verdicts = [  # "64，不对，64 超了，退一档 48": the option named bare, then again over the limit, is over
        False
        if verdict is None
        and any(
            later.labels == mention.labels and verdicts[index + 1 + place] is False
            for place, later in enumerate(mentions[index + 1 :])
        )
        else verdict
        for index, (mention, verdict) in enumerate(zip(mentions, verdicts, strict=True))
    ]
    judged = list(zip(mentions, verdicts, strict=True))
    over = {label for mention, verdict in judged if verdict is False for label in mention.labels}
    within = [mention for mention, verdict in judged if verdict]
    # one option alone said within is left to the pass ("A 可以直接排除" rules A out): two or more choose
    judged_apart = len(mentions) > 1 and None not in verdicts
    if judged_apart and len(within) == 1 and not any(_open(clause) for clause in clauses):
        return ChoiceReading(set(within[0].labels), negated=over - within[0].labels)
    if over & reading.letters and all(value_of(option) is not None for option in options.values()):
        return ChoiceReading(negated=over)  # said to be over, and no one alone within: asked again
    return None


def _stepped_to(before: str, after: str) -> bool:
    """Whether the option between ``before`` and ``after`` is stepped down to ("退一档到 48"), not denied
    ("不用降到 48", "别降到 48") and closing its clause ("降到 48 也不行" is not)."""
    step = _STEPPED.search(before)
    return bool(step and _STEP_CLOSES.match(after) and not _STEP_REFUSED.search(before, 0, step.start()))


def _open(clause: str) -> bool:
    """Whether ``clause`` holds its verdict open: hedged, doubted or asked ("48 头以内？")."""
    return has(clause, _OPEN) or clause.rstrip().endswith(("?", "？"))
