"""On a true/false question, a true verdict (a mark, "对", or the claim's verb echoed, "支持") then a
clause denying what the claim names: said of a claim with some other object, so which claim was judged is
unsure: asked again. Two kinds of denial, one check:

- a turn denying a term of the claim: "支持，但不是 NVMe", "对，但不包括 NVMe" (any verdict);
- a later clause, not a reason, saying the claim false of its own object: "对，但 NVMe 不支持", "支持
  CPU，NVMe 没有", "支持，不支持的是 NVMe", "支持 CPU offload，不支持 NVMe", or concluding so ("对，
  但是计算会溢出，所以不能存").

- a turn naming a width or number format where the claim names another ("会再量化，但是到 FP16" of "…再
  量化为 8-bit"; any verdict): a claim of another value.

A turn denying what the claim does not say ("支持，但不是默认开启"), a turn with no denial ("对，但需要配
置"), a denied denial ("支持，不是不支持"), another subject ("支持，ZeRO-1 不支持") or a reason ("支持，因
为…") is a remark, left to the reader. Read after the answer's last correction, if any.
"""

from __future__ import annotations

import re

from bank.grading.open._paraphrase import stem_terms
from bank.grading.open._rubric import terms
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import (
    CLAIM_NAMED_COPULAS,
    CLAIM_NAMED_DENIALS,
    CLAIM_NAMED_STRESSES,
    alternation,
)
from bank.grading.text._text import normalise
from bank.grading.truefalse._truth_said import CLAUSES, said_in_words

_TURN_DENYING = re.compile(
    rf"[,，;；]\s*(?:{lexicon.BUT_THEN})\s*(?:{alternation(lexicon.OBJECT_DENIALS)})"
    r"\s*(?P<object>[^,，;；。.!！?？]{1,24})",
    re.I,
)


def object_denied(stem: str, text: str, truth: bool | None) -> bool:
    """Whether ``text``, read as ``truth``, denies what the claim ``stem`` names after its verdict."""
    claimed = stem_terms(stem)
    if any(terms(turn.group("object")) & claimed for turn in _TURN_DENYING.finditer(text)):
        return True  # "支持，但不是 NVMe": whichever verdict
    widths = _widths(stem)
    if widths and any(_widths(turn.group("clause")) - widths for turn in _TURN_CLAUSE.finditer(text)):
        return True  # "会再量化，但是到 FP16" of "…再量化为 8-bit": whichever verdict
    if truth is not True:
        return False
    normalised = normalise(text)
    return _denied_after(normalised[lexicon.last_correction(normalised) or 0 :], normalise(stem))


# a turn's clause ("…，但是到 FP16"), and the widths and number formats a text names ("8-bit" as "8bit")
_TURN_CLAUSE = re.compile(rf"[,，;；]\s*(?:{lexicon.BUT_THEN})\s*(?P<clause>[^,，;；。.!！?？]{{1,30}})")
_WIDTH = re.compile(lexicon.WIDTH_NAMED, re.I)


def _widths(text: str) -> set[str]:
    return {
        (found["format"] or "").casefold() or f"{found['bits']}bit"
        for found in _WIDTH.finditer(normalise(text))
    }


# a clause after the first that opens with a turn ("但 NVMe 不行") or a reason ("因为…", never weighed);
# one that concludes ("…，所以不能存") says its verdict as plainly as a turn does ("对但是会溢出，所以不能存")
_TURN = re.compile(rf"^\s*(?:{lexicon.BUT_THEN}|{lexicon.CONCLUDING})\s*", re.I)
_REASON = re.compile(lexicon.REASON_OPENERS, re.I)


def _denied_after(text: str, claim: str) -> bool:
    """Whether a clause of the normalised ``text`` after the first, no reason before it, says the claim
    false in its own words, or its object named (not by the verdict's clause) and denied."""
    clauses = [clause for clause in CLAUSES.split(text) if clause.strip()]
    if not clauses:
        return False
    named = _names(claim) - _names(clauses[0])
    for clause in clauses[1:]:
        if _REASON.search(clause):
            return False
        clause = _TURN.sub("", clause)
        if said_in_words(clause, claim) is False or _named_denied(clause, named, claim):
            return True  # "…，不支持 NVMe"; "支持 CPU，NVMe 没有", "支持，不支持的是 NVMe"
    return False


# the claim's object named in a later clause and denied there, alone or with the claim's verb: "NVMe 没有",
# "NVMe 并不支持", "不支持的是 NVMe"
_NAME = re.compile(r"[A-Za-z][\w.+-]*")
_STRESSES = rf"(?:\s*(?:{alternation(CLAIM_NAMED_STRESSES)}))*"
_NAMED_DENIED = re.compile(
    rf"\s*(?P<name>{_NAME.pattern}){_STRESSES}\s*(?P<denial>{alternation(CLAIM_NAMED_DENIALS)})(?P<verb>[\u4e00-\u9fff]{{0,3}})\s*"
    rf"|\s*(?P<denial_before>不|没)(?P<verb_before>[\u4e00-\u9fff]{{1,3}})\s*的(?:{alternation(CLAIM_NAMED_COPULAS)})\s*(?P<name_after>{_NAME.pattern})\s*"
)


def _named_denied(clause: str, named: set[str], claim: str) -> bool:
    found = _NAMED_DENIED.fullmatch(clause)
    if found is None:
        return False
    name = found.group("name") or found.group("name_after")
    verb = found.group("verb") or found.group("verb_before") or ""
    denial = found.group("denial") or found.group("denial_before")
    # the claim's own denial restated ("对的，Mamba 不支持" of "Mamba 架构不支持 …") agrees with it
    restated = denial + verb in claim if verb else _CLAIM_DENIES.search(claim) is not None
    return name.casefold() in named and verb in claim and not restated


_CLAIM_DENIES = re.compile(r"[不没无非未]")


def _names(clause: str) -> set[str]:
    return {word.casefold() for word in _NAME.findall(clause)}
