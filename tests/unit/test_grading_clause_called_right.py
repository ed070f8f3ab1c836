"""A clause of the candidate's own called the right one ("group 越小显存越低才对吧", "应该是越低才对"):
the mark judges that clause, not the statement, and whether the clause says the statement or its
opposite is more than the rules can tell. It had been read as 对 (batch 87's one wrong answer read as
right), so it is asked again now; a mark before it ("错，越低才是对的"), "反过来才对" (the opposite) and a
bare "对吧" read as before.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.grading_questions import active_questions, verdict_for

TRUEFALSE = active_questions(QuestionType.TRUEFALSE)
CLAUSES = ("group 越小显存越低", "应该是越低", "这", "rank 越大越不容易过拟合", "步数少")
TAILS = ("才对", "才对吧", "才是对的", "才是正确的", "才对啊")


def test_questions_are_found() -> None:
    assert len(TRUEFALSE) >= 8


def test_a_clause_called_right_is_asked_again() -> None:
    for question in TRUEFALSE:
        for clause in CLAUSES:
            for tail in TAILS:
                result = grade(question, f"{clause}{tail}")
                assert result.verdict is Verdict.INVALID and not result.reading, (question.id, clause, tail)


def test_a_mark_before_the_clause_is_still_read() -> None:
    for question in TRUEFALSE:
        for mark, truth in (("错", False), ("对", True)):
            result = grade(question, f"{mark}，越低{TAILS[2]}")
            assert result.verdict is verdict_for(question, truth) and result.needs_confirmation, (
                question.id,
                mark,
            )


def test_a_bare_tag_question_is_still_read() -> None:
    for question in TRUEFALSE:
        result = grade(question, "对吧")
        assert result.verdict is verdict_for(question, True) and result.needs_confirmation, question.id
