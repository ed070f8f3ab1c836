"""A figure, then a step of the arithmetic asked about, then another figure ("464 GB，要乘 2 吗，928 GB",
"928 GB，是不是还要除以 2？464 GB"): which did the candidate mean? The opening figure was read, the key to
confirm where the candidate may have meant the figure after the step. The answer is asked again.

Read as said: the figure after the step the same as one before it ("464 GB，要乘 2 吗，464 GB"); the step
answered ("要乘 2 吗？不用，464 GB", "要乘 2 吗？要，928 GB") or concluded ("…吗，那就 928 GB"), the
figures after it then being the answer (a "yes" with no figure after: the result is not said, asked
again; a "no" followed by another figure contradicts itself, asked again). A step asked with no figure
before it ("要乘 2 吗？928 GB") is the readers'. On a question of several parts only a figure after of
the same kind (unit) as one before counts as another ("11.47M，要乘 2 吗？不用，98.7%" answers two parts),
and a later reading is asked again (which part does it replace?).
"""

from __future__ import annotations

import re

from bank.grading.numbers._numbers import WrittenNumber, same_size
from bank.grading.numbers._units import resolve
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

ASK_AGAIN = -1
_CLAUSE = re.compile(r"[^,，;；。!！?？\n]+(?P<mark>[?？]+)?")
_STEP = re.compile(rf"(?:{lexicon.STEP_OPERATIONS})\s*\d", re.I)
_ASKING_BEFORE = re.compile(lexicon.FIGURE_ASKED_WHETHER, re.I)
_ASKING_AFTER = re.compile(rf"\d[^\d]{{0,8}}?(?:{lexicon.STEP_ASKED_AFTER})\s*$")
_YES = re.compile(rf"[\s,，;；。!！]*(?:{alternation(lexicon.STEP_REPLIED_YES)})(?![A-Za-z])", re.I)
_NO = re.compile(rf"[\s,，;；。!！]*(?:{alternation(lexicon.STEP_REPLIED_NO)})(?![A-Za-z])", re.I)
_CONCLUDED = re.compile(rf"(?:{alternation(lexicon.STEP_CONCLUDED)})\s*(?:约|大约|≈|~)?\s*$", re.I)


def _asked_steps(text: str) -> list[re.Match[str]]:
    """The clauses asking about a step: an operation and its figure, asked ("要乘 2 吗", "是不是还要除以
    2？", "times 2?")."""
    asked = []
    for clause in _CLAUSE.finditer(text):
        step = _STEP.search(clause.group())
        if step is None:
            continue
        body = clause.group().rstrip("?？ ")
        if clause["mark"] or _ASKING_BEFORE.search(body, 0, step.start()) or _ASKING_AFTER.search(body):
            asked.append(clause)
    return asked


def _kind(found: WrittenNumber) -> str | None:
    reading = resolve(found.unit) if found.unit else None
    return reading[0] if reading else (found.unit or "").lower() or None


def _another(found: WrittenNumber, before: list[WrittenNumber], *, several: bool) -> bool:
    """Whether ``found`` is a figure other than each of ``before`` (of their kind, with several parts)."""
    if any(same_size(found, earlier) for earlier in before):
        return False
    return not several or any(_kind(found) == _kind(earlier) for earlier in before)


def after_asked_step(
    text: str, quantities: list[WrittenNumber], written: list[WrittenNumber], *, several: bool
) -> int | None:
    """None: no step asked changes the reading; ``ASK_AGAIN``; else the offset in ``text`` (prepared)
    from which the answer is read (see the module). The figures before the step are all those
    ``written``, a figure "operated on later" by the step asked too ("464 GB, times 2? 928 GB");
    those after, the ``quantities`` the reader kept."""
    for clause in reversed(_asked_steps(text)):
        before = [found for found in written if found.end <= clause.start()]
        if not before:
            continue
        after = [found for found in quantities if found.start >= clause.end()]
        others = [found for found in after if _another(found, before, several=several)]
        yes, no = _YES.match(text, clause.end()), _NO.match(text, clause.end())
        if no and not yes and not others:
            return None  # "要乘 2 吗？不用，464 GB", "…？应该不用": the figure before stands
        concluded = any(_CONCLUDED.search(text, clause.end(), found.start) for found in others)
        if yes and not no and not after:
            return ASK_AGAIN  # "232 GB，要乘 2 吗？要": the result after the step is not said
        if not others:
            return None  # "464 GB，要乘 2 吗，464 GB": the same figure said again
        if ((yes and not no) or concluded) and not several:
            return clause.end()  # "要乘 2 吗？要，928 GB", "…吗，那就 928 GB": read after the step
        return ASK_AGAIN
    return None


_LETTER = re.compile(r"(?<![A-Za-z])[A-H](?![A-Za-z])")


def letter_after_asked_step(text: str) -> int | None:
    """The same for options named by letter ("C，是不是还要除以 2？B"): None where no asked step stands
    between two letters, or the letter after is the one before; ``ASK_AGAIN`` where the step is left
    unanswered ("…？B": C, or B?) or answered no with another letter after ("…？不用，B"); else the
    offset the answer is read from, after a step answered yes ("…？要，B") or concluded ("…？那就 B")."""
    for clause in reversed(_asked_steps(text)):
        before = _LETTER.findall(text, 0, clause.start())
        after = _LETTER.search(text, clause.end())
        if not before or after is None:
            continue
        if after.group().upper() == before[-1].upper():
            return None  # "C，要乘 2 吗？不用，C": the same letter said again
        yes, no = _YES.match(text, clause.end()), _NO.match(text, clause.end())
        if (yes and not no) or _CONCLUDED.search(text, clause.end(), after.start()):
            return clause.end()
        return ASK_AGAIN
    return None
