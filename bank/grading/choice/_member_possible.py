"""On a multiple choice, a member of the set named again in the answer's closing clause and said only
possibly in or out of it (blind batch 75): "A B D E 还有C 吧 C可能" (C maybe), "ABCD 长度那个可能不算" (D
perhaps not), "ABDE C可能"; and a member given a share of confidence below certainty (blind batch 85:
"A C D，D 七成", "A D 九成，B 五成", "A B D E，C 算不算我五五开"). Convention 5 of blind-16.yaml's header
makes the answer a hedge (incorrect, read to confirm), shown with the member, even where the set with it
would be the key.

The first two had been asked again as an option both chosen and ruled out ("可能不算" read as a denial,
``_said_again``), the third read as the set with C, the key, to confirm: a hedge graded correct. Only the
closing clause is read, and only when nothing before it denies or doubts: "ABD，C 可能不对" (C outside
the set, doubted) and "ABCD，D 不对，C 可能" (D taken out first) are left to the readers before. Said of
something no option is found in ("ABC 吧，IS 那个可能不算", batch 77: read as the key, to confirm), it is
asked again: the member kept open, or an option outside the set doubted, which the rules cannot tell.
"""

from __future__ import annotations

import re
from dataclasses import replace

from bank.grading.choice._mention_pass import ChoiceReading
from bank.grading.mentions._mentions import Mention
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_CLOSING_POSSIBLY = re.compile(
    rf"(?:{alternation(lexicon.MEMBER_POSSIBLY)})\s*(?:(?P<out>{alternation(lexicon.MEMBER_POSSIBLY_OUT)})\s*|"
    rf"(?:{alternation(lexicon.MEMBER_POSSIBLY_IN)})\s*)?"
    r"[吧呢啊了]*[\s。.!！~…]*$",
    re.I,
)
# a share of confidence given to a member at the close ("A C D，D 七成"); not one said of the whole set
# ("A C D，都九成"), which is only tentative
_CLOSING_SHARE = re.compile(rf"(?<![都全])(?:{lexicon.MEMBER_SHARE})[吧呢啊了]*[\s。.!！~…]*$", re.I)
# the closing clause opens after the last pause, a space among them (typed on a phone, spaces stop)
_PAUSE = re.compile(r"[,，;；。!！…\s]+")
_STOP = re.compile(r"[,，;；。!！…]+")
# a denial, a doubt or a turn before the closing clause: the set is not plainly committed to
_NOT_PLAIN = re.compile(
    rf"[不没别非否错无?？]|{alternation((*lexicon.DOUBTS, *lexicon.HEDGES, *lexicon.CORRECTIONS))}", re.I
)


def kept_possible(text: str, mentions: list[Mention], reading: ChoiceReading) -> ChoiceReading | None:
    """``reading`` held open with the member said possibly in or out of the set at the close (see the
    module); None when the answer does not close so."""
    closing = _CLOSING_POSSIBLY.search(text) or _CLOSING_SHARE.search(text)
    if closing is None or not reading.letters:
        return None
    share = closing.re is _CLOSING_SHARE  # "A C 九成": the set's own confidence after a space, no member
    pauses = list((_STOP if share else _PAUSE).finditer(text, 0, closing.start()))
    if (
        pauses
        and pauses[-1].end() == closing.start()
        and pauses[-1].group().isspace()
        and any(mention.end == pauses[-1].start() for mention in mentions)
    ):
        pauses.pop()  # "ACD D 也许不对": the space holds the member to what is said of it
    start = pauses[-1].end() if pauses else 0
    before = text[: pauses[-1].start()] if pauses else ""
    if not before.strip() or _NOT_PLAIN.search(before):
        return None
    inside = [mention for mention in mentions if start <= mention.start < closing.start()]
    # the closing clause's subject up to the last stop, a space not among them ("IS 那个 可能不算")
    stops = list(_STOP.finditer(text, 0, closing.start()))
    opened = stops[-1].end() if stops else 0
    if not inside and stops and opened < start:
        inside = [mention for mention in mentions if opened <= mention.start < closing.start()]
        start = opened if inside else start
    member: set[str] = set().union(*(mention.labels for mention in inside)) if inside else set()
    named_before: set[str] = set().union(*(mention.labels for mention in mentions if mention.end <= start))
    if not member and share:
        return None  # "A C，概率 80%": the set's own confidence, no member kept open
    if not member:
        member = set(reading.contradicted)  # "ABCD 长度那个可能不算": named again by its words
        subject = text[opened : closing.start()].strip()
        if not member and subject and len(named_before) >= 2:
            # "ABC 吧，IS 那个可能不算": something the rules cannot name said possibly out (or in): a
            # member of the set kept open, or an option outside it doubted: which is no guess to grade on
            return replace(reading, unread_addition=subject)
        if not member or not member <= named_before:
            return None
    elif member & named_before and not member <= named_before:
        return None  # "AB BC 可能": which of them is kept open?
    elif not member & named_before and closing.groupdict().get("out"):
        return None  # "ABD，C 可能不对": C only doubted, left out
    if not named_before or len(named_before | member) < 2:
        return None  # one option alone, tentative: no member of a set
    letters = (reading.letters | reading.contradicted | member) & (named_before | member)
    return replace(reading, letters=letters, contradicted=set(), negated=set(), hedged=True)
