"""A true/false answer that says the claim over as a question or a heading and replies to it: "kernel 本身
切到多张 GPU？没有的事", "Mamba 不支持 gradient checkpointing？支持的", "NCCL_BUFFSIZE 默认 4MB —— 是".

The reply is read by what it answers:

- in the claim's own words ("支持的", "不会切"), it carries its own polarity against the claim, whatever
  the question was: read alone (to confirm);
- a yes, a no or a mark ("是", "对", "没有的事") answers the question, not the claim: read so only when
  the question is the claim said over, in the claim's own words and with no negation ("kernel 本身切到
  多张 GPU？"), of a claim that denies nothing. After a question of other words ("只在单卡上算？没有的
  事": single-GPU only? no — the claim true) or a denial, the question's or the claim's ("不会切到多卡？
  没有的事", "支持 X？是" of "Mamba 不支持 X": which way?), it is asked again, never read of the claim.

A question that holds a mark ("对吗？不是") or a question word ("为什么…？"), or asks of the statement
itself ("这说法成立吗？成立"), is not read here.
"""

from __future__ import annotations

import re

from bank.grading.open._rubric import terms
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import alternation
from bank.grading.text._text import normalise, strip_answer_prefix
from bank.grading.truefalse._fine import claim_denies
from bank.grading.truefalse._truefalse import TruthReading, is_bare, read_truth
from bank.grading.truefalse._truth_said import with_the_claim

# "X？Y", "X 吗？Y" (one question), and "X —— Y" (the claim said over as a heading, then the verdict)
_ASKED = re.compile(r"^(?P<asked>[^?？—]*?[^\s?？—])\s*(?:[?？]+|——|—|--+)\s*(?P<reply>[^?？—]*\S)\s*$")
_PARTICLE = re.compile(rf"\s*(?:{alternation(lexicon.ASKED_PARTICLES)})$")
_MARKED = re.compile(r"[对错√×✓✗]|正确|是不是|\b(?:true|false|right|wrong|correct|incorrect|yes|no)\b", re.I)
_QUESTION_WORDS = re.compile(lexicon.QUESTION_WORDS, re.I)
_NEGATION = re.compile(r"[不没无非未别]|\bnot\b|n't\b", re.I)
# the head of a claim's word said with a verb's complement ("切到" for the claim's "切分")
_COMPLEMENTS = frozenset("到成为出开得过")
_CLAIM_NAMED = re.compile(lexicon.CLAIM_REFERENCES)


def claim_asked_back(answer: str, claim: str) -> TruthReading | None:
    """The reading of an answer that asks the claim back and replies (see the module), None when the
    answer is not of that shape or its reply is no verdict."""
    found = _ASKED.match(strip_answer_prefix(normalise(answer)))
    if found is None or not claim:
        return None
    asked = _PARTICLE.sub("", found.group("asked"))
    dashed = "?" not in found.group(0) and "？" not in found.group(0)
    reply = found.group("reply")
    if _MARKED.search(asked) or _QUESTION_WORDS.search(asked) or not terms(asked):
        return None
    if _CLAIM_NAMED.search(asked):  # "这说法成立吗？成立": asked of the statement itself, its readers'
        return None
    if lexicon.last_correction(reply) is not None or (dashed and read_truth(asked).truth is not None):
        return None  # "不支持——哦不对，…": a verdict, then a correction, not a reply
    said = read_truth(reply)
    if said.truth is None and not said.conflict and not said.hedged:
        own = with_the_claim(reply, claim, said)  # "支持的": the claim's own verb, whatever was asked
        return own if own.truth is not None or own.hedged else None
    if not _plain_reply(reply):
        return None  # "…？那就错", "…？不见得，…，错": a verdict of the claim, its readers'
    denial = _NEGATION.search(asked) or claim_denies(claim)  # "支持 X？是" of "Mamba 不支持 X": which way?
    if said.conflict or said.hedged or denial or not _said_over(asked, claim):
        return TruthReading(None, hedged=True)  # a yes or a no to another question: asked again
    return said


_CLAUSE = re.compile(r"[,，;；。.!！…]")
_YES_OR_NO = frozenset((*lexicon.YES_OR_NO, *lexicon.REPLY_NO, *lexicon.REPLY_YES))


def _plain_reply(reply: str) -> bool:
    """Whether the reply opens with a clause that is only a yes, a no or a mark ("是", "对的", "没有的事")."""
    first = _CLAUSE.split(reply, maxsplit=1)[0].strip()
    if first.lower() in _YES_OR_NO or is_bare(first):
        return True
    return lexicon.has(first, lexicon.NO_SUCH_THING) and read_truth(first).truth is False


def _said_over(asked: str, claim: str) -> bool:
    """Whether ``asked`` says nothing but the claim's own words (a word's head with a complement too)."""
    claimed = terms(claim)
    text = normalise(claim).casefold()
    for term in terms(asked):
        if term in claimed or term in text:
            continue
        head, rest = term[:1], term[1:]
        if not (rest and set(rest) <= _COMPLEMENTS and re.search(rf"{re.escape(head)}[\u4e00-\u9fff]", text)):
            return False
    return True
