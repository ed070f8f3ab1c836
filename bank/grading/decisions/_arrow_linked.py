"""Two answers linked by an arrow that does not say which one stands (issue "Grading a typed answer").

"AB <-> ABDE" (a two-way arrow) and "对 ← 错" (a mark pointing back at the other) were read as one of
the two, to confirm. The arrow links them without saying which answer stands, or whether the answer
changed at all: asked again. Only a whole answer that is the two answers and the arrow: an arrow
pointing back at one answer alone ("B ←", "→ A ←") marks it, and an arrow forward ("错 → 对",
"B→A" on a single choice) changes to the answer after it, both read as before. On a multiple choice two
sets of letters linked by an arrow forward ("A → D", "ABD → AB") were read as their union: a change of
answer read as the key. Asked again too, unless the change and the union agree ("AB → ABD"); "B → C → D
都算", saying the set, reads as before. A reason after the last set, pointed back at it or after a pause
("A → C ← 硬件门槛", "A → C，硬件门槛", "A → C（硬件门槛）") says no more which way: asked again too,
unless it says the set ("A → C，都选") or names a letter or an arrow of its own.
"""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.model import QuestionType

_ARROW = rf"(?:{alternation(lexicon.TWO_WAY_ARROWS)})|(?P<back>{alternation(lexicon.POINTING_BACK)})"
_LINKED = re.compile(
    rf"^\s*(?P<first>[^\s,，;；。]{{1,12}}?)\s*(?:{_ARROW})\s*(?P<second>[^\s,，;；。]{{1,12}}?)\s*[。.!！]*\s*$"
)
_LETTERS = re.compile(r"[A-H](?:\s*[、/]?\s*[A-H])*", re.I)
_FALSE = re.compile(rf"(?:{lexicon.FALSE_MARKS}|{lexicon.FALSE_SIGNS})[的]?", re.I)
_TRUE = re.compile(rf"(?:{lexicon.TRUE_MARKS})[的]?", re.I)


# sets of letters and forward arrows between them, alone ("A → D", "ABD -> AB", "A D → A", "A → B → D")
_LETTER_SET = r"[A-H](?:\s*[、/,，]?\s*[A-H])*"
_FORWARD = r"\s*(?:→|⟶|⇒|-->|->|==>|=>)\s*"
# ... and a reason after the last, pointed back at it or after a pause, with no arrow of its own
_REASON_AFTER = rf"(?:\s*(?:{alternation(lexicon.POINTING_BACK)}|[,，;；:：(（—])[^→⟶⇒<>=←⟵⇐]{{0,40}}?)?"
_FORWARD_LINKED = re.compile(
    rf"\s*(?P<sets>{_LETTER_SET}(?:{_FORWARD}{_LETTER_SET})+)(?P<reason>{_REASON_AFTER})\s*[。.!！)）]*\s*",
    re.I,
)
# a reason that says the set whole ("A → C，都选", "A -> C, both") or names a letter ("A → C，B 不选")
_SET_SAID = re.compile(rf"{alternation(lexicon.SAID_OF_ALL)}|全|(?<![A-Za-z])[A-H](?![A-Za-z])", re.I)


def arrow_linked(kind: QuestionType, text: str) -> bool:
    """Whether ``text`` (normalised) is two answers to a choice or a true/false question linked by a
    two-way arrow, or by an arrow pointing back from one to a different one; or, on a multiple choice, two
    sets of letters linked by forward arrows whose union is not the last: "A → D" may change A to D or go on
    from A to D (a set "A → D 都选" says so), "ABD → AB" may drop D or not; asked again, never read as
    their union, even with a reason after the last ("A → C ← 硬件门槛"). "AB → ABD" is ABD either way."""
    forward = _FORWARD_LINKED.fullmatch(text) if kind is QuestionType.MULTI else None
    if forward and not _SET_SAID.search(forward.group("reason")):
        sides = re.split(_FORWARD, forward.group("sets"))
        chained = [frozenset(re.findall(r"[A-H]", side.upper())) for side in sides]
        return frozenset().union(*chained) != chained[-1]  # "AB → ABD": either way ABD, read as before
    linked = _LINKED.match(text)
    if linked is None:
        return False
    sides = [_side(kind, linked.group(name)) for name in ("first", "second")]
    if None in sides:
        return False
    return not linked.group("back") or sides[0] != sides[1]


def _side(kind: QuestionType, said: str) -> object:
    """The answer ``said`` stands for (the letters, or the truth), or None when it is none."""
    if kind.is_choice:
        return frozenset(re.findall(r"[A-H]", said.upper())) if _LETTERS.fullmatch(said) else None
    if kind is QuestionType.TRUEFALSE:
        truth = _TRUE.fullmatch(said) is not None
        return truth if truth != (_FALSE.fullmatch(said) is not None) else None
    return None
