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
"""

from __future__ import annotations

import re

from bank.grading.results._grades import make, no_choice
from bank.grading.results._messages import message
from bank.grading.results._types import Grade, Language, Verdict
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import EVERY_UNITS, SUMMED_COUNTS, alternation
from bank.grading.text._list_words import LETTER, LETTER_LIST
from bank.model import Question

_CLOSING = re.compile(
    rf"[,，;；。]\s*(?P<letters>{LETTER_LIST})"
    # its own count after it ("B C D 三个", "3个" by now: one that is not is ``_closing_count``'s)
    rf"(?:\s*[这那]?\s*(?:\d|{alternation(SUMMED_COUNTS)})\s*(?:{alternation(EVERY_UNITS)})?)?"
    r"\s*[。.!！]*\s*$"
)


def closing_letters(question: Question, text: str, graded: Grade, language: Language) -> Grade:
    """``graded``, or asked again (or the hedge it is) when ``text`` closes on letters it left out."""
    chosen = set(graded.understood.choices or ())
    closing = _CLOSING.search(text)
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
