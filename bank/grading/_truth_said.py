"""A true/false answer read by the claim's own words rather than a mark: the claim's predicate echoed
("支持", "不安全"), its subject said fine ("存成 fp16 没问题"), the claim denied outright ("没有，…") or
concluded on ("…，所以不支持"); both kept open ("支持，也可能不支持") is no answer.

Read after the answer's last correction where one is there ("不支持——哦不对，…，支持": ``_truth_turned``):
the verdict taken back is not the answer. A verdict followed by "其实" ("actually") and a clause against
it ("支持，其实 ZeRO-3 只能卸到 CPU") is asked again, by either route (``in_fact_checked``); "in fact" and
more said for it ("支持，其实挺常用的") leaves the verdict standing."""

from __future__ import annotations

import re

from bank.grading import _words as lexicon
from bank.grading._concluded import concluded
from bank.grading._denial import denied_outright
from bank.grading._fine import kept_open, said_fine
from bank.grading._invalid import gave_up
from bank.grading._lexicon import (
    CLAIM_NAMED_COPULAS,
    CLAIM_NAMED_DENIALS,
    CLAIM_NAMED_STRESSES,
    IN_FACT,
    alternation,
)
from bank.grading._text import normalise, strip_answer_prefix
from bank.grading._truefalse import TruthReading
from bank.grading._truth_echo import echoed
from bank.grading._truth_turned import retracted_at, turned_round


def _said(answer: str, claim: str) -> bool | None:
    echo = echoed(answer, claim, spaced=True)  # "支持": the claim's verb said, to confirm
    if echo is None:
        echo = said_fine(answer, claim)  # "存成 fp16 没问题": the claim's subject is fine
    if echo is None:
        echo = denied_outright(answer, claim)  # "没有，…": the claim denied, then a reason
    if echo is None:
        echo = concluded(answer, claim)  # "…，所以不支持": a reason, then the claim's predicate
    return echo


def said_of_claim(answer: str, claim: str) -> TruthReading:
    """What the answer says of the claim in the claim's own words (see the module)."""
    text = strip_answer_prefix(normalise(answer))
    # "不支持吧，想想还是支持的": the closing part only the claim's predicate
    turned = turned_round(text, lambda part: _said(part, claim), lambda part: echoed(part, claim))
    if turned is not None:
        return TruthReading(turned.truth, hedged=turned.truth is None)
    said = None
    corrected = lexicon.last_correction(text)
    if corrected is not None:
        said = _said(text[corrected:], claim)  # "不支持——哦不对，…，支持"
    if said is None:
        retracted = retracted_at(text)
        if retracted is not None and _said(text[: retracted[0]], claim) is not None:
            return TruthReading(None, hedged=True)  # "不支持——哦不对，…": taken back, none after
        said = _said(answer, claim)
    if said is not None and kept_open(answer):
        return TruthReading(None, hedged=True)  # "支持，也可能不支持": both kept open
    if said and corrected is None and echoed(answer, claim, spaced=True) and _denied_after(answer, claim):
        return TruthReading(None, hedged=True)  # "支持 CPU offload，不支持 NVMe": said, then denied
    return TruthReading(said)


# a clause after the first that opens with a turn ("但 NVMe 不行") or a reason ("因为…", never weighed)
_TURN = re.compile(rf"^\s*(?:{lexicon.BUT_THEN})\s*")
_REASON = re.compile(lexicon.REASON_OPENERS, re.I)


def _denied_after(answer: str, claim: str) -> bool:
    """Whether a clause after the first, no reason, says the claim false in its own words: the claim's
    verb echoed true first ("支持 CPU offload") is then said of something else than what it claims."""
    clauses = [clause for clause in _CLAUSES.split(normalise(answer)) if clause.strip()]
    named = {word.casefold() for word in _NAME.findall(normalise(claim))} - _names(clauses[0])
    for clause in clauses[1:]:
        if _REASON.search(clause):
            return False
        clause = _TURN.sub("", clause)
        if _said(clause, claim) is False or _named_denied(clause, named, claim):
            return True  # "…，不支持 NVMe"; "支持 CPU，NVMe 没有", "支持，不支持的是 NVMe"
    return False


# the claim's object named in a later clause and denied there, alone or with the claim's verb: "NVMe 没有",
# "NVMe 并不支持", "不支持的是 NVMe"
_NAME = re.compile(r"[A-Za-z][\w.+-]*")
_STRESSES = rf"(?:\s*(?:{alternation(CLAIM_NAMED_STRESSES)}))*"
_NAMED_DENIED = re.compile(
    rf"\s*(?P<name>{_NAME.pattern}){_STRESSES}\s*(?:{alternation(CLAIM_NAMED_DENIALS)})(?P<verb>[\u4e00-\u9fff]{{0,3}})\s*"
    rf"|\s*(?:不|没)(?P<verb_before>[\u4e00-\u9fff]{{1,3}})\s*的(?:{alternation(CLAIM_NAMED_COPULAS)})\s*(?P<name_after>{_NAME.pattern})\s*"
)


def _named_denied(clause: str, named: set[str], claim: str) -> bool:
    found = _NAMED_DENIED.fullmatch(clause)
    if found is None:
        return False
    name = found.group("name") or found.group("name_after")
    verb = found.group("verb") or found.group("verb_before") or ""
    return name.casefold() in named and verb in claim


def _names(clause: str) -> set[str]:
    return {word.casefold() for word in _NAME.findall(clause)}


# a clause of the answer: parted by a pause, or a space between Chinese words ("支持 没经验")
_CLAUSES = re.compile(r"[,，;；。.!！…~]+|(?<=[\u4e00-\u9fff])\s+(?=[\u4e00-\u9fff])")


def gave_up_on(answer: str, claim: str) -> bool:
    """Whether a true/false answer gives up (``gave_up``) with no clause saying the claim's own verdict:
    "支持 没经验", "不想猜 肯定支持" say one beside the give-up, and are asked again, never a give-up."""
    if not gave_up(answer):
        return False
    return all(_said(clause, claim) is None for clause in _CLAUSES.split(answer) if clause)


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
        against = _said(said, claim) not in (None, reading.truth)
        if against or (reading.truth and set(_LIMITS.findall(said)) - own_limits):
            return TruthReading(None, hedged=True)
    return reading


def with_the_claim(answer: str, claim: str, reading: TruthReading) -> TruthReading:
    """The mark route's ``reading``, or the claim's own words where it found no verdict ("支持", "…，所以不
    支持"), either checked for an "in fact" clause against it (``in_fact_checked``)."""
    if reading.truth is None and not reading.conflict and not reading.hedged:
        reading = said_of_claim(answer, claim)
    return in_fact_checked(answer, claim, reading)
