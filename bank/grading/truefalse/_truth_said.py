"""A true/false answer read by the claim's own words rather than a mark: the claim's predicate echoed
("支持", "不安全"), its subject said fine ("存成 fp16 没问题"), the claim denied outright ("没有，…") or
concluded on ("…，所以不支持"), after an opening acknowledgement too ("ok 支持 next"); both kept open
("支持，也可能不支持") is no answer.

Read after the answer's last correction where one is there ("不支持——哦不对，…，支持": ``_truth_turned``):
the verdict taken back is not the answer. A verdict followed by "其实" ("actually") and a clause against
it ("支持，其实 ZeRO-3 只能卸到 CPU") is asked again, by either route (``in_fact_checked``); "in fact" and
more said for it ("支持，其实挺常用的") leaves the verdict standing."""

from __future__ import annotations

import re

from bank.grading.decisions._invalid import gave_up
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import (
    IN_FACT,
    alternation,
)
from bank.grading.text._text import normalise, strip_answer_prefix
from bank.grading.truefalse._concluded import concluded
from bank.grading.truefalse._denial import denied_outright
from bank.grading.truefalse._fine import kept_open, said_fine
from bank.grading.truefalse._truefalse import TruthReading
from bank.grading.truefalse._truth_echo import echoed
from bank.grading.truefalse._truth_turned import retracted_at, turned_round
from bank.grading.truefalse._value_replaced import value_replaced


def said_in_words(answer: str, claim: str) -> bool | None:
    """The claim's verdict said in its own words (echoed, said fine, denied outright, concluded), if any."""
    echo = echoed(answer, claim, spaced=True)  # "支持": the claim's verb said, to confirm
    if echo is None:
        echo = said_fine(answer, claim)  # "存成 fp16 没问题": the claim's subject is fine
    if echo is None:
        echo = denied_outright(answer, claim)  # "没有，…": the claim denied, then a reason
    if echo is None:
        echo = concluded(answer, claim)  # "…，所以不支持": a reason, then the claim's predicate
    opening = _ACKNOWLEDGED.match(answer) if echo is None else None
    if opening:  # "ok 支持 next": the acknowledgement aside, the claim's words answer
        echo = said_in_words(answer[opening.end() :], claim)
    return echo


# an acknowledgement set off by a space or a comma before Chinese ("ok 支持", "嗯，不支持")
_ACKNOWLEDGING = alternation(lexicon.OPENING_ACKNOWLEDGEMENTS)
_ACKNOWLEDGED = re.compile(rf"^\s*(?:{_ACKNOWLEDGING})(?![a-z])\s*[,，、]?\s*(?=[\u4e00-\u9fff])", re.I)


def said_of_claim(answer: str, claim: str) -> TruthReading:
    """What the answer says of the claim in the claim's own words (see the module)."""
    text = strip_answer_prefix(normalise(answer))
    # "不支持吧，想想还是支持的": the closing part only the claim's predicate
    turned = turned_round(text, lambda part: said_in_words(part, claim), lambda part: echoed(part, claim))
    if turned is not None:
        return TruthReading(turned.truth, hedged=turned.truth is None)
    said = None
    corrected = lexicon.last_correction(text)
    if corrected is not None:
        said = said_in_words(text[corrected:], claim)  # "不支持——哦不对，…，支持"
    if said is None:
        retracted = retracted_at(text)
        if retracted is not None and said_in_words(text[: retracted[0]], claim) is not None:
            return TruthReading(None, hedged=True)  # "不支持——哦不对，…": taken back, none after
        said = said_in_words(answer, claim)
    if said is not None and kept_open(answer):
        return TruthReading(None, hedged=True)  # "支持，也可能不支持": both kept open
    return TruthReading(said)


# a clause of the answer: parted by a pause, or a space between Chinese words ("支持 没经验")
CLAUSES = re.compile(r"[,，;；。.!！…~]+|(?<=[\u4e00-\u9fff])\s+(?=[\u4e00-\u9fff])")


def gave_up_on(answer: str, claim: str) -> bool:
    """Whether a true/false answer gives up (``gave_up``) with no clause saying the claim's own verdict:
    "支持 没经验", "不想猜 肯定支持" say one beside the give-up, and are asked again, never a give-up."""
    if not gave_up(answer):
        return False
    return all(said_in_words(clause, claim) is None for clause in CLAUSES.split(answer) if clause)


# a clause of its own opened by "in fact" after the verdict; what it says is weighed against the verdict
_IN_FACT = re.compile(
    rf"[,，;；。.!！…—]\s*(?:{alternation(IN_FACT)}|\bactually\b|\bin fact\b)\s*"
    r"(?P<said>[^,，;；。.!！?？]*)",
    re.I,
)
# a denial or a limit said of what the claim says ("其实只能卸到 CPU", "actually it only …")
_LIMITS = re.compile(r"[不没无非未只仅才]|\bnot?\b|n't\b|\bonly\b", re.I)


def in_fact_checked(answer: str, claim: str, reading: TruthReading) -> TruthReading:
    """``reading``, or asked again when an "in fact" clause after the verdict says against it: its own
    verdict the other one ("不会，其实会切到多卡"), or, after a true verdict, a denial or a limit the
    claim does not hold ("支持，其实 ZeRO-3 只能卸到 CPU"); "支持，其实挺常用的" stands."""
    if reading.truth is None:
        return reading
    own_limits = set(_LIMITS.findall(claim))
    for clause in _IN_FACT.finditer(normalise(answer)):
        said = clause.group("said")
        if lexicon.has(said, (*lexicon.DOUBTS, *lexicon.HEDGES, *lexicon.GIVE_UPS)):
            continue  # "支持，其实我也不知道": a doubt, its own readers' (never a give-up beside the verdict)
        against = said_in_words(said, claim) not in (None, reading.truth)
        if against or (reading.truth and set(_LIMITS.findall(said)) - own_limits):
            return TruthReading(None, hedged=True)
    return reading


def with_the_claim(answer: str, claim: str, reading: TruthReading) -> TruthReading:
    """The mark route's ``reading``, or the claim's own words where it found no verdict ("支持", "…，所以不
    支持"), either checked for an "in fact" clause against it (``in_fact_checked``)."""
    if reading.truth is None and not reading.conflict and not reading.hedged:
        reading = said_of_claim(answer, claim)
    if reading.truth is None and not reading.conflict and not reading.hedged:
        reading = TruthReading(value_replaced(answer, claim))  # "不是 8bit 是 fp16 吧" of "…为 8-bit"
    return in_fact_checked(answer, claim, reading)
