"""A true/false answer that turns from its opening mark and closes on a mark of its own.

"对……不过学习率不调的话就不好说了，错", "true, but …, false": the opening mark is turned from ("不过",
"但是", "可是", "but") and the answer closes on a mark as a clause by itself ("…，错", "…，所以不成立"):
the last verdict answers, as after a correction (and is shown for confirmation, as any sentence is).
A turn that only qualifies ("对，不过要看 alpha", "…，后半句错") closes on no mark of its own, and a
mark closing a condition ("错，不过数据多的话，对的") holds only then: either leaves the first verdict.
A turn straight to the other mark ("对，但是错", "错，不过对") is both said: asked again, as is the
other mark said after "是" ("对，是错", "不是不对，是不全对": not wrong, then partly wrong).
"""

from __future__ import annotations

import re

from bank.grading.text._lexicon import CONCLUDING, CONDITIONS, MARK_LEADS, MARK_RESTATING, TURNS

# "对，但是错"; with a leaning after the turn too ("对，不过应该是错的")
_TURNED = re.compile(rf"^[\s,，。.!！;；…]*(?:{TURNS})\s*(?:(?:{MARK_LEADS})\s*)?", re.I)
# "对，是错", "不是错的，就是不对": the one clause after the mark says what it is ("是不是" asks); a
# leaning says it too ("对，应该是错", "对，我觉得是错")
_RESTATED = re.compile(rf"^[\s,，。.!！;；…]*(?:{MARK_RESTATING}|{MARK_LEADS})(?!不是|否)", re.I)
_CLAUSES = re.compile(r"[,，;；。.!！…]+")
_CONCLUDING = re.compile(rf"^(?:{CONCLUDING})\s*", re.I)
_CONDITION = re.compile(CONDITIONS, re.I)
_TENTATIVE = re.compile(r"(?<=\S)了?吧?$")  # "…，错了吧": the mark, said tentatively


def closing_mark(rest: str) -> str | None:
    """The clause closing ``rest`` (what follows the opening marks), without a word that concludes
    ("所以", "那就"), when ``rest`` opens on a turn and that clause closes no condition; else None.
    Whether the clause is a mark by itself is the caller's to read."""
    clauses = [clause.strip() for clause in _CLAUSES.split(rest) if clause.strip()]
    if not _TURNED.match(rest) or len(clauses) < 2 or _CONDITION.search(clauses[-2]):
        return None
    return _TENTATIVE.sub("", _CONCLUDING.sub("", clauses[-1], count=1)) or None


def turned_alone(rest: str) -> str | None:
    """The one clause a turn opens when it is all of ``rest`` ("对，但是错": "错"), else None: a mark
    there turns from the opening one with nothing between, and which one answers is the candidate's
    to say."""
    said = _one_clause_after(_TURNED, rest)
    return _TENTATIVE.sub("", said) or None if said else None


def restated_alone(rest: str) -> str | None:
    """The one clause "是" opens when it is all of ``rest`` ("对，是错": "错"; "不是不对，是不全对":
    "不全对"), else None: a mark of the other value there is both said, as after a turn."""
    return _one_clause_after(_RESTATED, rest)


def _one_clause_after(lead: re.Pattern[str], rest: str) -> str | None:
    """What follows ``lead`` opening ``rest`` when ``rest`` is one clause, else None."""
    clauses = [clause.strip() for clause in _CLAUSES.split(rest) if clause.strip()]
    opened = lead.match(rest)
    if opened is None or len(clauses) != 1:
        return None
    return rest[opened.end() :].strip(" \t,，。.!！;；…") or None
