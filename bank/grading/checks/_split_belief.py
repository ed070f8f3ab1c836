"""Options each given a share of belief ("C（50%）A（50%）", "A 70%，C 30%"): a split belief, a hedge
between them — never the first option read as the answer.

"C（50%）A（50%）" on seed000-03 (key C) was read as C, to confirm: the bracketed figure was taken for a
gloss, and the option after it for more reasoning. An answer made of nothing but two options or more,
each with a share after it (in brackets, after a colon or a space), is a hedge now (incorrect, shown as
the hedge it is), unless every share is that option's own text ("B（10%）" where B is 10 %: the option
restated, left to the readers). Nothing split: every share 0 ("C（0%）") names no choice, asked again;
on a single choice one option given a share and the rest 0 ("C 100%，B 0%", "C 90%，B 0%": as "C（90%）"
alone reads), on a multiple choice every option at 100 % or 0, is the choice of those above 0 (to
confirm, as any answer more than bare is).
"""

from __future__ import annotations

import re

from bank.grading._graders import grade_choice
from bank.grading.numbers._numbers import DECIMAL
from bank.grading.results._grades import make, no_choice
from bank.grading.results._messages import message
from bank.grading.results._types import Grade, Language, Verdict
from bank.model import Question, QuestionType

# an option's letter and the share after it: in brackets ("C（50%）", as "C(50%)" by now), after a colon or
# a space ("A：70%", "A 70%")
_FIGURE = r"\d{1,3}(?:\.\d+)?"
_SHARE = rf"(?<![A-Za-z])[A-H]\s*(?:\(\s*{_FIGURE}\s*%\s*\)|[:：]?\s*{_FIGURE}\s*%)"
_ONE = re.compile(rf"(?P<letter>[A-H])\s*\(?\s*[:：]?\s*(?P<share>{_FIGURE})\s*%")
# the answer is nothing else: those pairs, separated or not, and closing marks
_ONLY_SHARES = re.compile(rf"\s*(?:{_SHARE}[\s,，、;；/]*)+[。.!！]*\s*")


def split_belief(question: Question, text: str, graded: Grade, language: Language) -> Grade:
    """``graded``, or the hedge it is when ``text`` only gives options shares of belief (see the module)."""
    if graded.verdict is Verdict.INVALID or not _ONLY_SHARES.fullmatch(text):
        return graded
    shares = {match["letter"]: float(match["share"]) for match in _ONE.finditer(text)}
    own = all(share in _numbers(question.options.get(letter, "")) for letter, share in shares.items())
    if own:
        return graded
    sure = [letter for letter, share in shares.items() if share > 0]
    if not sure:  # "C（0%）": no belief in any option named
        return no_choice(question, language)
    if len(shares) < 2:
        return graded
    multi = question.type is QuestionType.MULTI
    if (len(sure) == 1 and not multi) or (multi and all(shares[letter] == 100 for letter in sure)):
        return grade_choice(question, "、".join(sure), language, None)  # "C 100%，B 0%": C, not split
    chosen = "、".join(f"{letter} {share:g}%" for letter, share in shares.items())
    said = message("hedge", language, chosen=chosen, key=question.key_text)
    understood = graded.understood.model_copy(update={"hedged": True, "choices": sorted(shares)})
    return make(question, Verdict.INCORRECT, 0.0, said, language, understood)


def _numbers(text: str) -> set[float]:
    return {float(number) for number in DECIMAL.findall(text)}
