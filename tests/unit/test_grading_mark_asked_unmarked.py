"""A true/false mark, then the mark asked and denied, typed with spaces only (issue "Grading a typed answer").

"对 对吗 不对", "对 对吗？不对", "对 是吗 不是" were read as 对 (true, to confirm): the first mark was read
and the question after it, typed without its mark or set apart by a space alone, was not seen. On a
question keyed true, an answer taking "true" back turned right. Read as the punctuated answer is now:
"对，对吗？不对" asks again (the reply may take the mark back, or answer a question of its own), and a mark
asked alone then replied to ("对吧 不对", "错吗 不是") is the reply's truth (the labels' "对吗？不是": false).
Looped over every true/false question.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

TRUEFALSE = [q for q in curated_catalog() if q.servable and q.type is QuestionType.TRUEFALSE]
TAKEN_BACK = (
    "对 对吗 不对",
    "对 对吗？不对",
    "对，对吗 不对",
    "对 是吗 不是",
    "对 对吗 不对吧",
    "错 错吗 不是",
)
# the mark asked alone, then replied to: the truth the reply says
REPLIED = {"对吧 不对": False, "对吗 不是": False, "错吗 不是": True, "对吗 是的": True, "对? no": False}


def test_a_mark_then_the_mark_asked_and_denied_is_asked_again() -> None:
    assert len(TRUEFALSE) >= 5
    for index, question in enumerate(TRUEFALSE):
        for answer in (TAKEN_BACK[index % len(TAKEN_BACK)], TAKEN_BACK[(index + 2) % len(TAKEN_BACK)]):
            result = grade(question, answer)
            assert result.verdict is Verdict.INVALID, (question.id, answer, result)


def test_a_mark_asked_alone_then_replied_to_reads_the_reply() -> None:
    for question in TRUEFALSE:
        for answer, truth in REPLIED.items():
            result = grade(question, answer)
            assert result.understood.truth is truth, (question.id, answer, result)
            assert result.needs_confirmation, (question.id, answer)
