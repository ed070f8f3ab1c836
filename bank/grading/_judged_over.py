"""An option judged too big or failing right after it is named ("48 会 OOM", "48 就爆了", "48的话就超了",
"取 48 就超 10G 了", "48，直接 OOM"): the candidate rejects it, never chooses it.

The choice reader took the option named as the one chosen, to confirm. Where every option read is named
only so — a verdict of failure (``OVER_LIMIT``, ``JUDGED_FAILING``, "超 10G 了") after it in its clause,
or opening the next clause when nothing but a unit stands after it in its own — the answer is asked again.
A negation before the verdict ("48 不会 OOM", "48 没超") says it fits: read as before; so is a stem that
itself asks what fails ("哪个会 OOM"), where the verdict is the answer's claim, not a rejection.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bank.grading import _lexicon as lexicon
from bank.grading._choice_mentions import find_mentions
from bank.grading._lexicon import alternation
from bank.grading._mentions import Mention, prepare
from bank.model import Question

_BREAK = re.compile(r"[,，;；。!！?？\n]|\.(?!\d)")
_FAILING = re.compile(
    rf"(?:{alternation((*lexicon.OVER_LIMIT, *lexicon.JUDGED_FAILING))}|{lexicon.JUDGED_OVER_FIGURE})", re.I
)
_NEGATED = re.compile(rf"(?:{lexicon.VERDICT_NEGATED})", re.I)
_NOT_NEGATED = re.compile(alternation(lexicon.VERDICT_NOT_NEGATED))
# nothing said after the option in its clause but a unit or a measure word ("48 头", "48 GB")
_UNIT = rf"(?:[A-Za-z]{{0,3}}|{alternation(lexicon.JUDGED_TAILS)})"
_TAIL = rf"\s*{_UNIT}?\s*(?:{alternation(lexicon.JUDGED_CONDITIONS)})?"
_BARE_TAIL = re.compile(rf"{_TAIL}\s*$")
# the verdict said of the option itself, closing the clause: "48 的话就超了", not "B 吧 threshold 太大"
# (said of another thing) nor "溢出的 token 不会丢" (a thing named by it)
_JUDGED = re.compile(
    rf"{_TAIL}\s*{lexicon.JUDGED_LEADS}\s*(?:已经)?\s*(?:{_FAILING.pattern})\s*[了啦的吧啊呀]*\s*$", re.I
)
_NEXT_OPENS = re.compile(
    rf"\s*{lexicon.JUDGED_LEADS}\s*(?:已经)?\s*(?:{_FAILING.pattern})\s*[了啦的吧啊呀]*\s*$", re.I
)


def option_mentions(question: Question, text: str) -> tuple[str, list[Mention]]:
    """``text`` as the choice reader prepares it, and its mentions naming one of the options."""
    prepared, code = prepare(text)
    mentions, _ = find_mentions(prepared, code, question.options, question.stem)
    return prepared, [mention for mention in mentions if mention.labels & set(question.options)]


def judged_over(question: Question, text: str, read: Iterable[str]) -> bool:
    """Whether every option read (``read``) is named only with a verdict of failure after it (see the
    module)."""
    read = set(read)
    if not read or any(_said_failing(clause) for clause in _BREAK.split(question.stem)):
        return False
    prepared, mentions = option_mentions(question, text)
    mine = [mention for mention in mentions if mention.labels & read]
    if not mine or any(not mention.labels <= read for mention in mine):
        return False
    return all(_failing_after(prepared, mention, mentions) for mention in mine)


def _failing_after(text: str, mention: Mention, mentions: list[Mention]) -> bool:
    """Whether a verdict of failure follows ``mention`` in its clause, or opens the next one."""
    found = _BREAK.search(text, mention.end)
    end = found.start() if found else len(text)
    later = [other.start for other in mentions if mention.end <= other.start < end]
    if later:
        return False  # another option in its clause: the verdict may be that one's
    if _JUDGED.match(text[mention.end : end]) and _said_failing(text[mention.end : end]):
        return True
    if found is None or not _BARE_TAIL.match(text[mention.end : end]):
        return False
    following = _BREAK.search(text, found.end())
    clause = text[found.end() : following.start() if following else len(text)]
    if any(found.end() <= other.start < found.end() + len(clause) for other in mentions):
        return False
    return bool(_NEXT_OPENS.match(clause)) and _said_failing(clause)


def _said_failing(clause: str) -> bool:
    """Whether ``clause`` says a verdict of failure with no negation before it ("不会 OOM", "没超")."""
    clause = _NOT_NEGATED.sub(lambda found: " " * len(found.group()), clause)
    return any(_NEGATED.search(clause, 0, found.start()) is None for found in _FAILING.finditer(clause))
