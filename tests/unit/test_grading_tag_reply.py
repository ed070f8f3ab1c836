"""A tentative mark ("对吧", "错吧") replied to at the end, typed with or without the question mark.

Without the mark, the replies "否", "×" and a mark denied ("不是错") were not seen as replies, and a reply
asked in turn ("不对？") left the mark before it standing: "对吧 否", "√吧 ×", "对吧 不对？" read true.
On a false mark, a bare denial ("错吧 不是", "错吧？否") may take the mark back (true) or say no to the
claim (false): asked again. So is a tick, a cross or "对" ("错吧？×", "错吧 对"), a yes or no as much as a
mark (``_two_way_reply``). A reply following a true mark (both readings false: "对吧？否") or one that is
only a mark ("错吧？错") is read. Looped over every true/false question.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

TRUEFALSE = [q for q in curated_catalog() if q.servable and q.type is QuestionType.TRUEFALSE]
# the reply says false whichever it answers, typed with or without the question mark
READ_FALSE = ("对吧 否", "对吧？否", "√吧 ×", "对吧 ×", "对吧，不是", "错吧？错")
READ_TRUE = ("对吧 对", "对吧？√")
ASKED_AGAIN = (
    "错吧？×",
    "错吧 对",
    "对吧 不对？",
    "对吧？不对？",
    "错吧？对？",
    "错吧 不是",
    "错吧？不是",
    "错吧，不是",
    "错吧 否",
    "错吧 不对",
    "错吧 no",
    "错吧 不是错",
    "错吧 不是错吧",
    "对吧 不是对吧",
)


def test_a_reply_to_a_tentative_mark_reads_as_its_punctuated_form() -> None:
    assert len(TRUEFALSE) >= 5
    for question in TRUEFALSE:
        for answers, truth in ((READ_FALSE, False), (READ_TRUE, True)):
            for answer in answers:
                result = grade(question, answer)
                assert result.understood.truth is truth, (question.id, answer, result)
                assert result.needs_confirmation, (question.id, answer, result)


def test_a_denial_of_a_false_mark_or_a_reply_asked_is_asked_again() -> None:
    for question in TRUEFALSE:
        for answer in ASKED_AGAIN:
            result = grade(question, answer)
            assert result.verdict is Verdict.INVALID, (question.id, answer, result)
