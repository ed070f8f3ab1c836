"""A true/false answer that says the claim's subject is fine ("存成 fp16 没问题，算的时候才可能溢出",
"encoder 存 fp16 OK 的"): its first clause names something of the claim and ends on a word of
``FINE``, with no denial before it. A character of a claim's word ("存没问题": "存" of "保存") names it
too when nothing else is named ("存 fp32 没问题" of "…以 FP16 保存" is said of another width). To a
claim that states something holds or can be done it says true — a reading to confirm, never bare; to a
claim that denies ("Mamba 不支持 …"), whether "fine" agrees is not clear, and it is not read."""

from __future__ import annotations

import re

from bank.grading.open._rubric import terms
from bank.grading.text import _words as lexicon
from bank.grading.text._text import normalise, strip_answer_prefix

_FIRST_CLAUSE = re.compile(r"[,，;；。.!！?？]")
_CLAIM_DENIAL = re.compile(lexicon.CLAIM_DENIALS, re.I)
_CLOSING = re.compile(r"[\s的了吧啊呀哒滴嘛👌👍]*$")  # particles after the word: "OK 的", "没问题的👌"


def said_fine(answer: str, claim: str) -> bool | None:
    """True when the answer's first clause says the claim's subject is fine (see the module), else None."""
    text = strip_answer_prefix(normalise(answer))
    clause = _FIRST_CLAUSE.split(text, maxsplit=1)[0].strip()
    clause = clause[: _CLOSING.search(clause).start()]  # type: ignore[union-attr]
    hits = [hit for hit in lexicon.find(clause, lexicon.FINE) if hit.end == len(clause)]
    if not hits or not claim or claim_denies(claim):
        return None
    before = clause[: hits[0].start]
    if _CLAIM_DENIAL.search(before) or lexicon.has(before, (*lexicon.DOUBTS, *lexicon.HEDGES)):
        return None  # "不一定没问题", "可能没问题"
    said = set(terms(before)) if before.strip() else set()
    claimed = terms(claim)
    if said & claimed:
        return True
    # "存没问题": a character of a claim's word, said alone (with nothing the claim does not name: "存
    # fp32 没问题" is said of another width)
    return True if said and all(_of_claim(term, claimed) for term in said) else None


def _of_claim(term: str, claimed: frozenset[str]) -> bool:
    """Whether ``term`` is the claim's: one of its terms, or one Chinese character of one ("存" of "保存")."""
    if term in claimed:
        return True
    return len(term) == 1 and "\u4e00" <= term <= "\u9fff" and any(term in word for word in claimed)


def claim_denies(claim: str) -> bool:
    """Whether the claim itself says a denial ("Mamba 不支持 …"): then whether an answer agrees is unclear."""
    return _CLAIM_DENIAL.search(claim) is not None


def kept_open(answer: str) -> bool:
    """Whether the answer keeps the other reading open beside a repeated or "fine" claim ("支持，也可能
    不支持", "没问题，或者不行"): then the first clause is no answer, and the hedge is asked again."""
    text = normalise(answer)
    return lexicon.has(text, lexicon.HEDGES) or _BOTH_OFFERED.search(text) is not None


# an alternative offering the denial too ("支持或者不支持", "还是不行"); "靠 Ring Attention 或 TP" is none
_BOTH_OFFERED = re.compile(r"(?:或者?|还是|\bor)\s*(?:不|没|\bnot\b)", re.I)
