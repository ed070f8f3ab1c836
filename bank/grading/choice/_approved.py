"""A review comment's answer ("LGTM on B. nit: …", "Approve C; nit: …", "ship A, D", "+1 on B/D",
"LGTM all four", "LGTM 80, 10 GB is plenty"), decided on 7 December: the answer is what the approval opening
it names, up to its clause's end; options named only in the nit or in a reason after it are not chosen,
and a nit that withholds an option ("nit: C 我不确定，先不 approve") leaves it out. Read to confirm.

Asked again (no reading) when the aside takes the approval back ("nit: wait no", "…，算了"), turns it to an
option it names ("nit: actually C", "nit: 其实 C 才对", "also E", "maybe D"), doubts or denies an option
approved ("LGTM A, D. nit: D 不确定"), or asks about an option ("nit: C?"); when what is approved is no
plain set (letters, "all N", or one clause the reader reads: a figure, an option's words) it is read as it
stands. Only an approval opening the answer: "not LGTM on B" or "request changes on B" is no approval.
"""

from __future__ import annotations

import re

from bank.grading.text._en_numerals import english_number
from bank.grading.text._lexicon import (
    APPROVAL_NOT_PLAIN,
    APPROVAL_TAKEN_BACK,
    APPROVAL_TURNED_AFTER,
    APPROVAL_TURNED_TO,
    APPROVALS,
    APPROVED_DOUBTED,
    REVIEW_ASIDES,
    alternation,
)
from bank.model import Question, QuestionType

# the approval, then "on"/"for" and a colon at most, then what is approved (no "LGTM?", "LGTM!", "LGTM, …")
_OPENING = re.compile(
    rf"\s*(?:{alternation(APPROVALS)})(?![\w?？!！])(?:\s+(?:on|for)\b)?\s*[:：]?\s*(?=[^\s,，])", re.I
)
# where what is approved ends: an aside's word with its colon or dash, a stop (not a decimal point), a
# colon, a dash, a line's end
_ASIDES = alternation(REVIEW_ASIDES)
_ASIDE = rf"\b(?:{_ASIDES})\b\s*[:：,，—-]|(?<![A-Za-z])(?:{_ASIDES})(?=\s*[:：])"
_END = re.compile(rf"{_ASIDE}|[.](?!\d)|[。;；:：\n]|—|--|\s-\s", re.I)
_LETTER = r"[A-Ha-h]"
# the letters approved, apart or joined by a comma, a slash, "&", "+", "and", "和" (never "or"), and
# a bracket after them ("D (26GB)")
_JOINS = r"\s*(?:[,，、/&+]|\band\b|和|\s)\s*"
_LETTERS = re.compile(rf"(?P<letters>{_LETTER}(?:{_JOINS}{_LETTER})*)(?:\s*[(（][^()（）]*[)）])?", re.I)
_ONE = re.compile(rf"(?<![A-Za-z]){_LETTER}(?![A-Za-z])", re.I)
_ALL = re.compile(r"(?:all|all of them|everything|all (?P<count>\w+)(?: of them)?)", re.I)
_OPEN = re.compile(APPROVAL_NOT_PLAIN, re.I)
_CLAUSES = re.compile(r"[,，。.;；:：\n]+")  # not a dash: "E — maybe also needed" is one clause
# an option named in the aside: a capital letter standing alone ("a bit" is an article; "GELU" a word)
_NAMED = r"(?<![A-Za-z])[A-H](?![A-Za-z])"
_FIGURE = r"(?<![\w.])\d"
_TAKEN_BACK = re.compile(APPROVAL_TAKEN_BACK, re.I)
_DOUBTED = re.compile(APPROVED_DOUBTED, re.I)


def _turns(target: str) -> re.Pattern[str]:
    """A word turning the approval to ``target``, before it ("actually C") or after it ("C 才对", "E too")."""
    before = rf"(?i:{APPROVAL_TURNED_TO})\W{{0,3}}\s*{target}"
    return re.compile(rf"{before}|{target}[^,，。.;；]{{0,15}}?(?i:{APPROVAL_TURNED_AFTER})")


_TURNED_TO_OPTION = _turns(_NAMED)
_TURNED_TO_ANY = _turns(rf"(?:{_NAMED}|{_FIGURE})")  # where a figure or an option's words were approved


def approved(answer: str, question: Question) -> str | None:
    """What a review comment approves, as the reader reads it ("B", "A、D", "80"); "" when its aside
    makes the approval unsure (asked again); None when ``answer`` opens with no approval or approves no
    plain set."""
    opening = _OPENING.match(answer)
    if opening is None:
        return None
    rest = answer[opening.end() :]
    end = _END.search(rest)
    clause, aside = (rest[: end.start()], rest[end.start() :]) if end else (rest, "")
    head, *parts = re.split(r"[,，]", clause)
    body = head.strip()
    letters = _letters(body, question)
    while letters and parts and _letters(parts[0].strip(), question):  # "A, D, E": one list
        body += "、" + parts.pop(0).strip()
        letters = _letters(body, question)
    if letters is None and (every := _every(body, question)):
        letters, body = every, "、".join(every)
    if letters is None and question.type is QuestionType.MULTI:  # "LGTM DDIM, DPM-Solver-2, UniPC": a list
        body, parts = clause.strip(), []
    if letters and parts and re.match(_NAMED, parts[0].strip()):  # "LGTM A, D but not E": which set?
        return ""
    aside = "，".join(parts) + aside
    if not body or _OPEN.search(body):  # "LGTM B or C", "LGTM not B": what it approves is not plain
        return None
    if not _aside_safe(aside, letters or set(), figure=letters is None):
        return ""
    if letters and not re.search(r"[(（]", body):  # "B/D", "A B D E": the set, as a bare set reads
        return "、".join(sorted(letters))
    return body  # "D (26GB)", "80": as it stands, its words read with it


def _letters(text: str, question: Question) -> set[str] | None:
    match = _LETTERS.fullmatch(text)
    if match is None:
        return None
    found = {letter.upper() for letter in _ONE.findall(match.group("letters"))}
    if not found <= set(question.options) or (len(text) > 1 and text.islower() and len(found) == 1):
        return None  # "ship a fix": an article, not a letter
    return found


def _every(text: str, question: Question) -> set[str] | None:
    match = _ALL.fullmatch(text.strip())
    if match is None:
        return None
    count = match.group("count")
    said = None if count is None else int(count) if count.isdigit() else english_number(count)
    if count is not None and said != len(question.options):
        return None  # "all four" of five options: which four?
    return set(question.options)


def _aside_safe(aside: str, letters: set[str], *, figure: bool) -> bool:
    """Whether the aside leaves what was approved as it is: no taking back, no turn to another option (or,
    where a figure was approved, to another figure), no doubt of what was approved, no question about it."""
    if not aside.strip():
        return True
    if _TAKEN_BACK.search(aside):
        return False
    turned = _TURNED_TO_ANY if figure else _TURNED_TO_OPTION
    for clause in _CLAUSES.split(aside):
        named = set(re.findall(_NAMED, clause))
        if not named and not (figure and re.search(_FIGURE, clause)):
            continue
        if turned.search(clause) or re.search(r"[?？]", clause):
            return False
        if (named & letters or figure) and _DOUBTED.search(clause):
            return False
    return True
