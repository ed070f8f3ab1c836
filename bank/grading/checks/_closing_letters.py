"""A choice answer closing on a clause of nothing but letters that the reading left out ("C 能用，B、E" read
as C; "QK-Norm 也算吧，A D E" as D): the candidate named those options last, as a list of their own, so a
reading without them is not theirs.

"C 能用，B、E" on seed000-19 was read as C, partly right to confirm: the clause after "C 能用" was taken for
more reasoning about the choice, as "选 A，因为 B 更慢" is, though it names options bare and says nothing of
them. It is asked again now. Where the reading is part of that list and what comes before it is
offered tentatively ("psum 也能分片吧，B C D", "QK-Norm 也算吧，A D E"), a member is kept open: the answer
is the hedge it is (convention 5 of seen/blind-16.yaml's header), shown with the whole list. Only a
closing clause of letters alone (joined by "、", spaces, "和"; a count and closing marks after them)
counts; one that says anything ("B 更慢", "B、E 不行") is the readers'.

The same for a list opening a multiple choice's answer ("C, A", "C and A"), then a short remark in
English that denies, doubts or names nothing ("C, A keep it simple" read as C): the remark may be of
the whole list or of its last letter, so a reading without that letter is asked again. A remark that
denies, doubts or judges ("C, A is wrong", "C, A not sure", "C, A sketchy"), or names another letter, is
the readers'.
"""

from __future__ import annotations

import re

from bank.grading.results._grades import make, no_choice
from bank.grading.results._messages import message
from bank.grading.results._types import Grade, Language, Verdict
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import EVERY_UNITS, OPTION_SEPARATORS, SUMMED_COUNTS, alternation
from bank.grading.text._list_words import LETTER, LETTER_LIST
from bank.model import Question, QuestionType

_CLOSING = re.compile(
    rf"[,，;；。]\s*(?P<letters>{LETTER_LIST})"
    # its own count after it ("B C D 三个", "3个" by now: one that is not is ``_closing_count``'s)
    rf"(?:\s*[这那]?\s*(?:\d|{alternation(SUMMED_COUNTS)})\s*(?:{alternation(EVERY_UNITS)})?)?"
    r"\s*[。.!！]*\s*$"
)

# a list of two letters or more opening the answer, then a remark of a few English words; its letters
# joined as typed, "and" too ("C and A keep it simple": read as C before)
_OPENING_LIST = rf"{LETTER}(?:\s*(?:[、,，/+&]|\band\b|{alternation(OPTION_SEPARATORS)}|跟)?\s*{LETTER})*"
_OPENING = re.compile(
    rf"\s*(?P<letters>{_OPENING_LIST})\s*[,;:.!]?\s+(?P<remark>[A-Za-z][A-Za-z' ]{{0,40}}?)[\s.!]*"
)
_REMARK_SAYS = re.compile(
    rf"{LETTER}|{lexicon.NEGATION_AFTER}|\b(?:wrong|false|incorrect|out|drop|skip|except|minus|without|but|or|"
    rf"unsure|doubt|guess|{alternation(lexicon.TENTATIVE)}|{alternation(lexicon.JUDGED_BADLY)})\b",
    re.I,
)


def _opening_left_out(question: Question, text: str, chosen: set[str]) -> bool:
    """Whether ``text`` opens a multiple choice's answer with letters some of which the reading left
    out, then closes on a remark that says nothing of them ("C, A keep it simple")."""
    opening = _OPENING.fullmatch(text) if question.type is QuestionType.MULTI else None
    if opening is None:
        return False
    named = set(re.findall(LETTER, opening["letters"]))
    return len(named) > 1 and chosen < named and not _REMARK_SAYS.search(opening["remark"])


def closing_letters(question: Question, text: str, graded: Grade, language: Language) -> Grade:
    """``graded``, or asked again (or the hedge it is) when ``text`` closes on letters it left out."""
    chosen = set(graded.understood.choices or ())
    closing = _CLOSING.search(text)
    if graded.verdict is not Verdict.INVALID and chosen and _opening_left_out(question, text, chosen):
        return no_choice(question, language)  # "C, A keep it simple" read as C: A left out
    if graded.verdict is Verdict.INVALID or closing is None or not chosen:
        return graded
    named = set(re.findall(LETTER, closing["letters"]))
    if named <= chosen:
        return graded
    before = text[: closing.start()]
    if chosen <= named and lexicon.has(before, (*lexicon.TENTATIVE, *lexicon.MEMBER_OPEN_PARTICLES)):
        letters = "".join(sorted(named))  # "psum 也能分片吧，B C D": a member kept open, a hedge
        said = message("hedge", language, chosen=letters, key=question.key_text)
        understood = graded.understood.model_copy(update={"hedged": True, "choices": sorted(named)})
        return make(question, Verdict.INCORRECT, 0.0, said, language, understood)
    return no_choice(question, language)
