"""An English reply word beside a Chinese true/false mark ("nope 不对", "yep 对的") is more than the
bare mark, to confirm; with a sign ("nope ✗"), said twice ("nope nope") or glossed in brackets
("F（不对）") it stays bare.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.grading_questions import active_questions, verdict_for

TRUEFALSE = active_questions(QuestionType.TRUEFALSE)


def test_an_english_reply_beside_a_chinese_mark_is_read_to_confirm() -> None:
    for question in TRUEFALSE:
        for answer, says in (
            ("nope 不对", False),
            ("不对 nope", False),
            ("yep 对的", True),
            ("nah，错", False),
        ):
            graded = grade(question, answer)
            assert graded.verdict is verdict_for(question, says), (question.id, answer, graded.reading)
            assert graded.needs_confirmation, (question.id, answer)
        for answer, says in (
            ("nope ✗", False),
            ("nope nope", False),
            ("yep, true", True),
            ("F（不对）", False),
        ):
            graded = grade(question, answer)
            assert graded.verdict is verdict_for(question, says), (question.id, answer, graded.reading)
            assert not graded.needs_confirmation, (question.id, answer)
        assert grade(question, "nope 对").verdict is Verdict.INVALID, question.id  # two verdicts
    assert len(TRUEFALSE) >= 10
