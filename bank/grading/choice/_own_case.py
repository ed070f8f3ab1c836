"""A choice answer that closes on the stem's own case ("int8 的话 50%" where the stem quantises to int8)
after naming another option (blind-79: "25%……那是 int4。int8 的话 50%" read 25 %, the consequence taken
for an aside as in "1/64，只算一个的话是 1/32").

The closing clause "<case> 的话 <option>" answers the question when its case is the stem's: each term of
the case written in Latin letters and digits ("int8", "fp16", "ZeRO-3") is a term of the stem. The
option named before it is then either set aside as another case's ("那是 int4", "是 int4 的": a term
the stem does not name) — the consequence is read, to confirm — or left standing beside it: which one
answers is unclear, asked again. A case in words only ("只算一个的话") or one the stem does not name
("int4 的话 25%") is left to the reader, as before.
"""

from __future__ import annotations

import re

from bank.grading.choice._choice_mentions import find_mentions
from bank.grading.mentions._mentions import prepare
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import alternation
from bank.model import Question

_CLOSING = re.compile(
    rf"(?:^|[,，;；。.!！…\n])\s*(?:(?:{lexicon.CONDITIONED})\s*是?)?\s*"
    r"(?P<case>[^,，;；。!！?？\n]{1,24}?)\s*的话\s*"
    rf"(?:{alternation(lexicon.CONSEQUENCE_LEADS)})?\s*(?P<then>[^,，;；。!！?？\n]+?)\s*[。.!！]*\s*$"
)
_TERM = re.compile(r"[A-Za-z][\w.+-]*\d[\w.+-]*|\d+[\w.+-]*[A-Za-z][\w.+-]*|[A-Za-z]{2,}[\w.+-]*")
# after the option set aside: "那是 int4", "是 int4 的", "那个是 int4 的情况"
_SET_ASIDE = re.compile(
    rf"^[\s…,，。.;；]*(?:{alternation(lexicon.THAT_THIS)})?\s*(?:{alternation(lexicon.NUMBER_FORMAT_COPULAS)})"
    rf"\s*(?P<other>[A-Za-z][\w.+-]*)"
    rf"\s*(?:的(?:{alternation(lexicon.CASE_OF)})?)?[\s…,，。.!！;；]*$"
)
_DOUBT = re.compile(rf"{lexicon.NEGATIONS}|[?？]|吗|[非未别]", re.I)


def own_case(question: Question, text: str, read: list[str] | tuple[str, ...]) -> str | None:
    """``None`` when the answer does not close on the stem's own case after another option; else the
    option its consequence names when the option before is set aside ("" when it is not: asked again)."""
    closing = _CLOSING.search(text)
    if closing is None or not read:
        return None
    stem = question.stem.casefold()
    terms = _TERM.findall(closing["case"])
    if not terms or any(term.casefold() not in stem for term in terms):
        return None  # "只算一个的话", "int4 的话": not the stem's own case
    prepared, code = prepare(text)
    mentions, _ = find_mentions(prepared, code, question.options, question.stem)
    then = [m for m in mentions if m.start >= closing.start("then") and m.labels & set(question.options)]
    before = [m for m in mentions if m.end <= closing.start() and m.labels & set(question.options)]
    named = frozenset().union(*(m.labels for m in then)) & set(question.options)
    if len(named) != 1 or not before or set(read) == named:
        return None
    if _DOUBT.search(closing["case"]) or _DOUBT.search(closing["then"]):
        return ""  # "…，int8 的话 50% 吗", "不是 int8 的话 50%": the stem's case left open
    for mention, following in zip(before, [*before[1:], None], strict=True):
        until = following.start if following is not None else closing.start()
        aside = _SET_ASIDE.match(prepared[mention.end : until])
        if aside is None or aside["other"].casefold() in stem:
            return ""  # "25%。int8 的话 50%": both stand, which one answers?
    return next(iter(named))
