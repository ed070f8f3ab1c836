"""On a multiple choice, a set of letters, a denial, then edits to that set ("A B D，不对，…，加上 E",
"C，不对，A 也要", "A B C，不对，长度也算，全选", "ABDE，不对，…，去掉 E"): the denial says the set was
not right as it stood, and each edit after it applies to it, in order; the set so amended is the
answer, to confirm. Read clause by clause, the edit was the whole answer ("加上 E" read as E alone,
"A 也要" as A): a reading the candidate did not mean.

An edit is a clause of its own: every option ("全选", "都对"), an option added ("加上 E", "A 也要", "C 也对",
"B 也会…") or taken out ("去掉 B", "B 不要"). The other clauses are reasons, and may name only an option
an edit names (a reason naming an option added may not deny: "B 是错的，加上 B" says both). Anything else
— a hedge, a doubt, a question, another correction, a turn, an option named and not edited, a set left
empty — and the amendment cannot be read safely: the answer is asked again (``""``). Without an edit the
answer is left to the readers ("A，不对，应该是 B" chooses B).
"""

from __future__ import annotations

import re

from bank.grading.mentions._option_text_mentions import option_pattern
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_SET = r"[A-H](?:[\s、,，/和与]*[A-H])*"
_STOP = r"[,，;；。.!！]"
_DENIAL = rf"(?:{alternation(lexicon.TURN_DENIALS)})"
_HEAD = re.compile(
    rf"^\s*(?:选\s*)?(?P<set>{_SET})\s*{_STOP}\s*{_DENIAL}(?:\s*{_DENIAL})*\s*{_STOP}\s*(?P<rest>.+?)\s*$",
    re.S,
)
_CLAUSES = re.compile(r"[,，;；。.!！\n]+")
_LETTER = re.compile(r"(?<![A-Za-z])[A-H]+(?![A-Za-z])")  # a letter, or a run of them ("ABD")
_CLAUSE_SET = _SET
_EVERY = re.compile(rf"(?:{alternation(lexicon.EVERY_EDIT)})[了吧]?")
_ADDED = re.compile(
    rf"(?:{alternation((*lexicon.ADDITIONS, *lexicon.ADDED_BEFORE))})\s*{_CLAUSE_SET}"
    rf"|{_CLAUSE_SET}\s*(?:{alternation(lexicon.ALSO_SAME)})\s*(?:(?:{alternation(lexicon.ALSO_MODALS)})\s*)*"
    rf"(?:是\s*)?(?:{alternation((*lexicon.ALSO_AFFIRMED, *lexicon.ALSO_HOLDS))}|是对的|会[^不没别无非A-H]*)"
    rf"|{_CLAUSE_SET}\s*(?:{alternation(lexicon.ADDED_AFTER)})",
    re.I,
)
_ADDING_WORD = re.compile(rf"(?:{alternation(lexicon.ADDITIONS)})", re.I)  # "加上 E", not "E 也对"
_TAKEN_OUT = re.compile(
    rf"(?:{alternation(lexicon.REMOVING)})\s*{_CLAUSE_SET}|{_CLAUSE_SET}\s*(?:{alternation(lexicon.REMOVING)})"
)
# a verb of changing under a negation ("B 不用改 mask") says what an option does not need: no correction
_NOT_CHANGED = "".join(f"(?<!{negation})" for negation in lexicon.CHANGE_NEGATIONS)
_CORRECTED = alternation([word for word in lexicon.CORRECTIONS if word not in lexicon.CHANGE_VERBS])
_CHANGED = "|".join(
    _NOT_CHANGED + re.escape(verb) for verb in sorted(lexicon.CHANGE_VERBS, key=len, reverse=True)
)
# what no reason of an amendment says: it holds the set open, asks, or turns again
_UNSAFE = re.compile(
    rf"[?？吗么]|{alternation((*lexicon.HEDGES, *lexicon.DOUBTS, *lexicon.TENTATIVE))}"
    rf"|{_CORRECTED}|{_CHANGED}|{lexicon.TURNS}|{_DENIAL}\s*$|^\s*{_DENIAL}",
    re.I,
)
_DENYING = re.compile(rf"{lexicon.CLAIM_DENIALS}|错", re.I)
_ASKS_WRONG = re.compile(lexicon.ASKS_WRONG, re.I)


def _letters(text: str) -> set[str]:
    return {letter for run in _LETTER.findall(text) for letter in run}


def _named(text: str, options: dict[str, str]) -> set[str]:
    """The options ``text`` names, by letter or by their whole text ("UniPC 也是同一条 ODE" names E)."""
    by_text = {
        letter
        for letter, option in options.items()
        if (found := option_pattern(option)) and found.search(text)
    }
    return _letters(text) | by_text


def set_amended(stem: str, options: dict[str, str], text: str) -> str | None:
    """The letters of the set ``text`` amends ("ABDE"), ``""`` when its edits cannot be read safely, or
    None where ``text`` is no set amended."""
    head = _HEAD.match(text)
    if head is None:
        return None
    chosen = set(re.findall(r"[A-H]", head.group("set")))  # run together too ("ABDE")
    edits: list[tuple[str, set[str], str]] = []
    reasons: list[str] = []
    for clause in (part.strip() for part in _CLAUSES.split(head.group("rest"))):
        if not clause:
            continue
        if _EVERY.fullmatch(clause):
            edits.append(("all", set(options.keys()), clause))
        elif _ADDED.fullmatch(clause):
            edits.append(("add", _letters(clause), clause))
        elif _TAKEN_OUT.fullmatch(clause):
            edits.append(("out", _letters(clause), clause))
        else:
            reasons.append(clause)
    if not edits:
        return None
    also = any(kind == "add" and not _ADDING_WORD.match(clause) for kind, _, clause in edits)
    if (also and _ASKS_WRONG.search(stem)) or any(_UNSAFE.search(reason) for reason in reasons):
        return ""  # on a stem asking the wrong ones "C 也对" says nothing plain; a reason holds it open
    added = set().union(*(letters for kind, letters, _ in edits if kind == "add"))
    edited = set().union(*(letters for _, letters, _ in edits))
    for reason in reasons:
        named = _named(reason, options)
        if not named <= edited or (named & added and _DENYING.search(reason)):
            return ""  # an option named (by letter or text) and not edited, or one added said against
    for kind, letters, _ in edits:
        if not letters <= set(options.keys()):
            return ""
        chosen = letters | chosen if kind != "out" else chosen - letters
        if kind == "all":
            chosen = set(options.keys())
    return "".join(sorted(chosen)) if chosen else ""
