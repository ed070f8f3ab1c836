"""A mark said, then a question replied to by a bare denial closing the answer ("true, keep it? no",
"对，留着？不", "true, false? no"): "true, keep it? no" was read true and "true, false? no" false (to
confirm), each a wrong answer right on one key. Asked again now on every true/false question; a mark
asked alone and replied to ("对吗？不是", "true? no") still reads its reply.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

TRUE_FALSE = [q for q in curated_catalog() if q.servable and q.type is QuestionType.TRUEFALSE]
SAID = ("true", "false", "对", "错", "正确", "错误")
ASKED = ("keep it", "keep", "留着", "确定", "对吗", "错吗", "true", "false")
DENIED = ("no", "nope", "不", "不是", "不对")


def test_there_are_true_false_questions_to_loop_over() -> None:
    assert len(TRUE_FALSE) >= 5


def test_a_mark_then_a_question_denied_is_asked_again() -> None:
    for question in TRUE_FALSE:
        for index, said in enumerate(SAID):
            for asked in ASKED:
                for denied in DENIED[index % 2 :: 2]:  # half the replies, in turn
                    for stop in ("，", ". "):
                        answer = f"{said}{stop}{asked}? {denied}"
                        result = grade(question, answer)
                        assert result.verdict is Verdict.INVALID, (question.id, answer, result)


def test_a_mark_asked_alone_still_reads_its_reply() -> None:
    for question in TRUE_FALSE:
        key_true = question.truth is True
        for answer, truth in (("对吗？不是", False), ("true? no", False), ("错吗？不是", True)):
            result = grade(question, answer)
            assert result.verdict is (Verdict.CORRECT if truth == key_true else Verdict.INCORRECT), (
                question.id,
                answer,
                result,
            )
