"""Both marks asked in turn, each replied to: "true? no. false? no.", "对？不对。错？也不对。", "true? no.
false? yes.".

The reader of a mark asked and replied to ("错吗？不是") read the first pair, then took the rest as its
reply: "true? no. false? no." was read false, though the candidate let both go. Where the whole answer
is two such pairs or more, each says a truth (the mark replied yes, or the other replied no); one truth
said by all is the answer, to confirm ("true? no. false? yes.": false); both said is no answer, asked
again. The words are ``_lexicon``'s.
"""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_TRUE_MARKS = frozenset(lexicon.TRUE_ASKED_MARKS)
_NO = frozenset(lexicon.REPLY_NO) | frozenset(lexicon.TURN_REPLY_NO)
_YES = frozenset(lexicon.REPLY_YES) | frozenset(lexicon.TURN_REPLY_YES)
_REPLIES = alternation(sorted(_NO | _YES, key=len, reverse=True))
_PAIR = re.compile(
    rf"\s*(?P<mark>{alternation(lexicon.ASKED_MARKS)})\s*(?:{alternation(lexicon.ASKED_PARTICLES)})?\s*[?？]"
    rf"\s*(?:(?:{alternation(lexicon.ALSO_LEADS)}|also)\s*)?(?P<reply>{_REPLIES})(?![A-Za-z\u4e00-\u9fff])\s*[,，.。;；!！]*",
    re.I,
)


# a mark asked, whatever the reply: where the answer opens on one and asks another, it is asked in turn
_ASKED = re.compile(
    rf"\s*(?:{alternation(lexicon.ASKED_MARKS)})\s*(?:{alternation(lexicon.ASKED_PARTICLES)})?\s*[?？]", re.I
)


def asked_in_turn(text: str) -> set[bool] | None:
    """The truths said by marks asked and replied to in turn, where ``text`` is two such pairs or more;
    None otherwise. An answer opening on a mark asked that asks another, with a reply not read ("true?
    not. false? no", "对吗？不对。错吗？不错"), says no truth: the empty set, asked again (the readers after
    read "不错" as 错, and "false? no" not at all)."""
    said: list[bool] = []
    at = 0
    while at < len(text):
        pair = _PAIR.match(text, at)
        if pair is None or pair.end() == at:
            if text[at:].strip() and _ASKED.match(text) and len(_ASKED.findall(text)) >= 2:
                return set()
            return None if text[at:].strip() else _truths(said)
        asked_true = pair.group("mark").lower() in _TRUE_MARKS
        said.append(asked_true == (pair.group("reply").lower() in _YES))
        at = pair.end()
    return _truths(said)


def _truths(said: list[bool]) -> set[bool] | None:
    return set(said) if len(said) >= 2 else None
