"""A closing clause against the options named before it, which are then ruled out, none chosen.

- The one option named, then a clause doubting it ("…= 50%？好像不对", "D，似乎不对吧"): offered and taken
  back, no answer (asked again); a comma with a bare "不对" is read as before.
- An option named, joined to words that name no option, and the two denied together ("gpt attention 和
  custom all reduce 都不对", "…、custom all reduce 这两个不对"): the denial is said of every item, the one
  named too (it was read as chosen: the denial seemed to be of the unread words alone). Only when the
  joined words run to the denial closing the answer, in one clause, with no mention after the named
  option: a denial of one item ("A，custom all reduce 不对") has no join. A clause before it keeps its own
  reading ("肯定不是 B，gpt attention 和 custom all reduce 都不对": B ruled out too, nothing chosen); the
  options listed before the named one in the same list are denied with it ("A、B 和 那个插件 都不对": A,
  B and the rest, nothing chosen); so are all the options of one clause when the denial counts the list
  ("GQA、15T、SwiGLU、8k 这四个不对": the figures between them unread).
"""

from __future__ import annotations

import re

from bank.grading.choice._list_items import joined_before
from bank.grading.mentions._choice_marks import LISTED
from bank.grading.mentions._mentions import Mention
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_JOINED_THEN_DENIED = re.compile(
    rf"\s*(?:{alternation(lexicon.LIST_JOINS + lexicon.JOINED_DENIAL_JOINS)})\s*"
    r"[^,，;；。!！?？:：\n]{1,40}?\s*"
    rf"(?:{alternation(lexicon.THESE_FEW)})?\s*(?:{alternation(lexicon.SAID_OF_ALL)})?\s*"
    rf"(?:{alternation(lexicon.LETTERS_DENIED + lexicon.NOT_REQUIRED)})\s*[吧呢啊了哈]*\s*[。.!！]*\s*$",
    re.I,
)

# "D，似乎不对吧", "B 吧 不对"; "B ← 错", "→ A ←？": an arrow pointing back at it, then a denial or a question
_CLOSING_SELF_DOUBT = re.compile(
    rf"(?:{lexicon.CLOSING_SELF_DOUBT})|(?:{lexicon.POINTED_BACK_DOUBTED})", re.I
)


def doubted_at_close(text: str, mentions: list[Mention]) -> bool:
    """Whether one option alone is named, then doubted in the answer's closing clause (see the module)."""
    one = all(mention.labels == mentions[0].labels for mention in mentions)
    return one and _CLOSING_SELF_DOUBT.fullmatch(text, mentions[-1].end) is not None


def denied_with_unread(text: str, mentions: list[Mention]) -> frozenset[str]:
    """The options of the last one named when it is joined to unread words and denied with them (see
    the module); else none."""
    if not mentions or _JOINED_THEN_DENIED.fullmatch(text, mentions[-1].end) is None:
        return frozenset()
    if _COUNTED.search(text, mentions[-1].end) and not _CLAUSE_BREAK.search(text, 0, mentions[-1].end):
        listed = mentions  # "GQA、15T、SwiGLU、8k 这四个不对": one clause's whole list, denied by its count
    else:
        listed = [*joined_before(text, mentions, len(mentions) - 1, LISTED), mentions[-1]]  # "A、B 和 …"
    return frozenset().union(*(mention.labels for mention in listed))


def chosen_before(text: str, mentions: list[Mention], denied: frozenset[str]) -> frozenset[str]:
    """Of the options ``denied_with_unread`` found, those named in a clause before the denied list ("A C D，
    CUDA Graph 和序列长度不是必须的": D): chosen, then denied by their words, a contradiction to ask again
    rather than the set without them, which the candidate never typed."""
    breaks = [cut.end() for cut in _CLAUSE_BREAK.finditer(text, 0, mentions[-1].start)] if denied else []
    if not breaks:
        return frozenset()
    return frozenset().union(*(m.labels & denied for m in mentions if m.end <= breaks[-1]))


# the list denied said by its count or a pronoun ("这四个", "这些"); a clause break before the last option
_COUNTED = re.compile(lexicon.LIST_COUNTED)
_CLAUSE_BREAK = re.compile(r"[,，;；。!！?？:：\n]")
