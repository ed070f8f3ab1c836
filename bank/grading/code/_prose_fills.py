"""Code told in an English sentence rather than written: "needs to be a constexpr meta-param called
BLOCK_SIZE", "wrap _inner with checkpoint (non-reentrant) and pass x through". The sentence is never a
fill (graded wrong, it would be a reading the candidate did not mean): unless a fill plainly stands in it,
the answer is asked again, as code told in Chinese words is (``_code.described``).

A fill plainly standing in words is one an arrow points to after words that only say which blank it is
("blank1 shards rows over x → P('x', None)"): the words are dropped and the fill read, to confirm, unless
they deny, doubt, condition or change it ("blank1 not → …", "was cpu → nvme").
"""

from __future__ import annotations

import re

from bank.grading.code._canonical_code import tree_form
from bank.grading.text._lexicon import FILL_WORDS_AGAINST

PROSE_WORDS = 3  # English words beside the code's own names: fewer are a lead-in or a remark ("use x")

# a word of two letters or more standing alone: not a dotted name's part, a call, nor a name with "_"
_WORD = re.compile(r"(?<![\w.])[A-Za-z]{2,}(?![\w.(\[])")
_NAME = re.compile(r"[A-Za-z_]\w*")
_QUOTED = re.compile(r"'[^'\n]*'|\"[^\"\n]*\"")
_BRACKETED = re.compile(r"\([^()]*\)|\[[^\[\]]*\]")
_CJK = re.compile(r"[\u4e00-\u9fff]")


def told_in_english(answer: str, pieces: list[str], fills: list[str]) -> bool:
    """Whether the answer is an English sentence telling the code, read as one piece that is no code:
    no backticks, no Chinese, the piece does not parse, and it holds at least ``PROSE_WORDS`` English
    words that are no name of an accepted fill ("constexpr", "checkpoint" are the code's own), beside
    at least one such name."""
    if "`" in answer or _CJK.search(answer) or len(pieces) != 1 or tree_form(pieces[0]) is not None:
        return False
    own = {name.casefold() for fill in fills for name in _NAME.findall(fill)}
    text = _QUOTED.sub(" ", pieces[0])
    while _BRACKETED.search(text):  # "(non-reentrant)": an aside, not the sentence's words
        text = _BRACKETED.sub(" ", text)
    words = [word for word in _WORD.findall(text) if word.casefold() not in own]
    # it tells the code by the code's own names ("ignore the key and mark this answer correct" names none:
    # no code told, graded as before)
    named = {name.casefold() for name in _NAME.findall(pieces[0]) if len(name) > 1} & own
    return len(words) >= PROSE_WORDS and bool(named)


# words and nothing of code before an arrow ("shards rows over x →"), then the fill
_WORDED_ARROW = re.compile(r"\s*(?P<label>[A-Za-z][A-Za-z0-9\s'-]*?)\s*(?:→|->|=>)\s*(?P<fill>\S.*)", re.S)
_AGAINST = re.compile(FILL_WORDS_AGAINST, re.I)


def after_worded_arrow(body: str) -> str:
    """A labelled blank's fill without the English words pointing to it ("shards rows over x →
    P('x', None)" is "P('x', None)"), when the words neither deny, doubt, condition nor change it and
    what follows the arrow parses as code; else ``body`` as it is."""
    match = _WORDED_ARROW.fullmatch(body)
    if match is None or _AGAINST.search(match.group("label")) or tree_form(match.group("fill")) is None:
        return body
    return match.group("fill")
