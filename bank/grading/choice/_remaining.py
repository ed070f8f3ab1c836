"""On a single choice, an answer that names every option but one and closes on "the remaining one"
("A、B 会报错，D 只管 cuDNN，剩下那个就是答案") chooses the one left (for confirmation): a clause of
its own, after the clauses that ruled the others out (``_alternatives``' clause breaks)."""

from __future__ import annotations

import re

from bank.grading.choice._alternatives import CLAUSE_BREAK
from bank.grading.decisions._denied_apart import compared
from bank.grading.mentions._choice_marks import LIST_LINK, POST_AFFIRM
from bank.grading.mentions._mentions import Mention
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import alternation

# The answer closes by choosing the one option it has not named: "剩下那个就是答案", "那只剩一个",
# "the remaining one".
_REMAINING = re.compile(
    rf"(?:(?:{alternation(lexicon.THEN)})?\s*(?:只|就)剩(?:下)?|{alternation(lexicon.REMAINING)})的?\s*"
    rf"(?:{alternation(lexicon.REMAINING_ONE)})?\s*"
    rf"(?:{alternation(lexicon.REMAINING_IS)})?\s*(?:{alternation(lexicon.REMAINING_ANSWER)})?"
    r"|(?:so\s+|it'?s\s+|pick\s+)?(?:the\s+)?(?:remaining|last remaining|other)\s+one"
    r"(?:\s+is\s+(?:the answer|right|correct))?"
    r"|whatever(?:'s| is) left",
    re.I,
)


# Another option picked unnamed ("48 放弃 选别的"): its verb opens a clause of its own, so a space may part
# it from the clause before (a negation before it keeps what was named: "B，不选别的")
_ANOTHER = re.compile(
    rf"(?<![A-Za-z])(?:{alternation(lexicon.PICK_ANOTHER)})"
    rf"(?:\s*(?:{alternation(lexicon.PICK_ANOTHER_CLOSES)}))?(?![A-Za-z])",
    re.I,
)
_ANOTHER_DENIED = re.compile(rf"(?:{alternation(lexicon.PICK_ANOTHER_DENIED)})\s*$", re.I)


def closing_remaining(text: str) -> int | None:
    """Where the clause of its own closing ``text`` on "the remaining one" starts ("…，剩下那个"), or on
    another option picked unnamed ("48 放弃 选别的"), or None: what it chooses is what the clauses before
    it left, never an option read by its meaning."""
    another = closing_another(text)
    if another is not None:
        return another
    closing = [match for match in _REMAINING.finditer(text) if match.group().strip()]
    if not closing or text[closing[-1].end() :].strip(" \t.。!！吧"):
        return None
    lead = text[: closing[-1].start()].rstrip(" \t")
    if lead and not CLAUSE_BREAK.search(lead[-1:]):
        return None  # the phrase is a clause of its own, after what ruled the others out
    return closing[-1].start()


def closing_another(text: str) -> int | None:
    """Where ``text`` closes on another option picked without naming it ("B 不考虑，换一个", "48 放弃
    选别的"), after a clause break or a space, and with no negation before it; else None."""
    closing = list(_ANOTHER.finditer(text))
    if not closing or text[closing[-1].end() :].strip(" \t.。!！~～"):
        return None
    lead = text[: closing[-1].start()]
    if _ANOTHER_DENIED.search(lead.rstrip(" \t")):
        return None  # "B，不选别的": B and nothing else
    if lead.strip() and not (lead[-1:].isspace() or CLAUSE_BREAK.search(lead.rstrip(" \t")[-1:])):
        return None
    return closing[-1].start()


def remaining_one(text: str, mentions: list[Mention], labels: set[str], *, multi: bool = False) -> str | None:
    """On a single choice, the one option left when the answer closes on "the remaining one" after
    naming every other option (each once ruled out or talked about) and none after the phrase; "" when
    it closes so and the options named leave more than one ("77 那个也不对，768 是 SD1.5 的……剩下
    那个", one option named by its figure only): the one left is not known, and no option named before
    is chosen (asked again); None when it does not close so. On a multiple choice only another picked
    unnamed is read, and asked again ("B 放弃 选别的": which others?)."""
    if multi:
        return "" if closing_another(text) is not None else None
    start = closing_remaining(text)
    if start is None:
        return None
    # a figure named as the standard of a comparison ("B C 都比 35 还小") is no option talked about
    talked = [mention for index, mention in enumerate(mentions) if not _standard(text, mentions, index)]
    named = set().union(*(mention.labels for mention in talked)) if talked else set()
    if any(mention.end > start for mention in mentions) or not named <= labels:
        return ""
    if any(kept_open(text, mention) for mention in mentions):
        return ""  # "A 不对，C 不对，D 对，剩下那个": D not set aside, two are left
    left = labels - named
    return next(iter(left)) if len(left) == 1 else ""


def _standard(text: str, mentions: list[Mention], index: int) -> bool:
    """Whether ``mentions[index]``, named by its figure, is what the options before are compared to."""
    mention = mentions[index]
    before = text[mentions[index - 1].end if index else 0 : mention.start]
    after = text[mention.end : mentions[index + 1].start if index + 1 < len(mentions) else len(text)]
    return mention.kind != "letter" and compared(before, after)


_CLAUSE_END = re.compile(r"[,，;；。.!！?？…\n]")
_PARTICLES = " \t吧啊呀的了哈嘛"
# an option offered or asked about ("D 吧", "D 对吗", "D 对？"), or said to be so with a hedge or a leaning
# ("D 好像也行", "D 可能": ``HELD_OPEN``): held open, unless its clause rules it out ("A 好像不对")
_OFFERED = re.compile(r"[吧?？]|吗|呢")
_DENIED = re.compile(lexicon.CLAIM_DENIALS, re.I)


def kept_open(text: str, mention: Mention) -> bool:
    """Whether the clause of an option named before "the remaining one" calls it right, the whole
    clause ("D 对", "D 也行"; not "D 可以排除"), leaves it in doubt ("D 不确定"), or holds it open
    without ruling it out ("D 吧", "D 对吗", "D 好像也行"; not "D 好像不对"): not set aside."""
    rest = text[mention.end :]
    close = _CLAUSE_END.search(rest)
    clause = rest[: close.end() if close else len(rest)]  # with its closing mark: "D 对？"
    rest = rest[: close.start() if close else len(rest)].strip(_PARTICLES)
    affirmed = POST_AFFIRM.match(rest)
    praised = bool(affirmed and not rest[affirmed.end() :].strip(_PARTICLES))
    if praised or lexicon.has(rest, lexicon.DOUBTS):
        return True
    if _DENIED.search(rest):
        return False  # ruled out, however hedged: "D 好像不对"
    return bool(_OFFERED.search(clause)) or lexicon.has(clause, lexicon.HELD_OPEN)


# "the rest" closing the answer on letters it names ("psum 是规约，scan 是循环——剩下 B、C"): those letters
# are the answer, and the options talked about before it were set aside, not chosen
_REST_BEFORE = re.compile(
    rf"(?:{lexicon.THE_REST})(?:{lexicon.THE_REST_IS})?\s*"
    r"(?:选项|options?)?\s*[:：]?\s*$",
    re.I,
)

_CLOSING = re.compile(r"[\s。.!！]*")  # "剩下 C 也对" says C as well: not a closing list


def rest_named(before: str, gaps_after: list[str]) -> bool:
    """Whether the mention opens the closing "the rest" list: nothing but its letters after it."""
    return bool(_REST_BEFORE.search(before)) and all(
        LIST_LINK.match(gap) or _CLOSING.fullmatch(gap) for gap in gaps_after
    )
