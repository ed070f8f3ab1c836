"""A second thought said of the option just affirmed, in the clause after the affirmation: "A，D 也行，
但不选", "A；D 也行，但不确定", "A，D 也可以，可能", "A, D too, but not sure".

The clause names no option of its own, so what it says is said of the option before it: a refusal
("不选", "不过不勾", "but I won't pick it") or a doubt ("不确定", "拿不准", "not sure") leaves that
option out, as "AD，E 不确定" leaves E out; a tentative word ("可能", "maybe") keeps it open, as "A 和 D，
C 也许" does — never correct. Without this the affirmation alone ("D 也行" adds D) would choose it.
"""

from __future__ import annotations

import re
from typing import Literal

from bank.grading.choice._alternatives import TURNS_AWAY
from bank.grading.choice._choice_clauses import CLAUSE
from bank.grading.mentions._choice_marks import POST_AFFIRM
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import alternation

Thought = Literal["out", "open"]

_FINE_TAIL = re.compile(
    r"(?:\s*(?:works?|would work|is fine|fine|is ok|ok|too|as well|i guess|i think)\b)*", re.I
)

# the affirmation's clause closing (a question mark, a dash or a bracket too: "D too? no", "D too — jk",
# "(D too? no)"), or a turn without one ("D also fine but I'll leave it"), then who speaks
_NEXT_CLAUSE = re.compile(
    r"\s*(?:[吧啊呀啦的了吗]\s*)?"
    rf"(?:[,，;；。.!！…?？—()（）-]+\s*(?:{TURNS_AWAY.pattern})?|(?={TURNS_AWAY.pattern}))\s*[,，]?\s*"
    rf"(?:{TURNS_AWAY.pattern})?\s*"
    rf"(?:(?:我|i(?:'m| am)?)\b|我)?\s*(?:{lexicon.SECOND_THOUGHT_ADVERBS})?\s*",
    re.I,
)
# a second thought that leaves the option out, besides a refusal or a doubt: let go, judged wrong, or
# ruled out by the question ("A，D 也行，但还是算了", "…但是错的", "…但题目要求只选一个", "A, D too, though
# wrong", "…, I think not", "…? nope", "… — jk")
_LET_GO = lexicon.LET_GO
# the let-go word only begins a keeping: "算了，都选", "还是三个都要", "not wrong", "no doubt", "no jk"
_KEPT = re.compile(
    lexicon.KEPT_AFTER_ALL,
    re.I,
)


def second_thought(after: str, *, last: bool) -> Thought | None:
    """What the clause after the mention's own affirming clause says of it (``after``: the text to the
    next mention; ``last``: no mention follows), or None when there is no such clause or it names
    another option ("D 也行，但不选 B 的话…" says "不选" of B)."""
    affirmed = POST_AFFIRM.match(after)
    if affirmed is None:
        return None
    said_fine = _FINE_TAIL.match(after, affirmed.end())  # "D also works", "D is fine too"
    following = _NEXT_CLAUSE.match(after, said_fine.end() if said_fine else affirmed.end())
    if following is None or following.start() == following.end():
        return None
    start = following.end()
    clause = CLAUSE.match(after, start)
    end = clause.end() if clause else start
    if end == len(after) and not last:
        return None  # the clause runs on to the next option: said of that one
    said = after[start:end]
    if _opens(said, lexicon.REFUSALS) or _opens(said, lexicon.DOUBTS) or _opens(said, _LET_GO):
        # "算了，都选吧", "not wrong", "no doubt", "nope, not leaving it out": the option kept after
        # all; which is meant is no guess worth grading on — held open, never correct
        return "open" if _KEPT.search(after, start) else "out"
    if _opens(said, lexicon.TENTATIVE) or _opens(said, lexicon.AGREEMENT_TAGS):
        return "open"  # "…，可能", "…，对吧": offered, not stated
    return None


def _opens(said: str, words: tuple[str, ...]) -> bool:
    return any(hit.start == 0 for hit in lexicon.find(said, words))


# a doubt asked, then answered no: "B 存疑？不存疑", "B 待定？已经定了，要选", "B too? no doubt"
_DOUBT_DENIED = re.compile(
    rf"(?:{alternation(lexicon.DOUBT_ASKED)})\s*(?:吗|么)?\s*[?？]\s*[,，]?\s*"
    rf"(?:{lexicon.DOUBT_DENIED})",
    re.I,
)


def doubt_denied(answer: str) -> bool:
    """Whether the answer asks itself a doubt and answers it no: which options it keeps is no guess
    worth grading on (the doubt would leave one out, the reply keeps it)."""
    return _DOUBT_DENIED.search(answer) is not None
