""" "四个都 ok": every option of a multiple choice, to confirm, as "四个都可以"; "四个都不 ok", "四个都 ok
吗" and a count that is not the options' are not.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.grading_questions import active_questions

MULTI = active_questions(QuestionType.MULTI)

_CHINESE_COUNT = {2: "两", 3: "三", 4: "四", 5: "五", 6: "六"}


def test_every_option_said_ok_is_every_option_to_confirm() -> None:
    for question in MULTI:
        count = len(question.options)
        every = Verdict.CORRECT if set(question.key_text.strip()) == set(question.options) else None
        for answer in (
            f"{_CHINESE_COUNT[count]}个都 ok",
            f"{count}个都OK",
            f"{_CHINESE_COUNT[count]}个都 okay",
        ):
            graded = grade(question, answer)
            if every is not None:
                assert graded.verdict is every, (question.id, answer, graded.reading)
            else:
                assert graded.verdict is not Verdict.CORRECT, (question.id, answer)
            assert graded.verdict is Verdict.INVALID or graded.needs_confirmation, (question.id, answer)
        for answer in (
            f"{_CHINESE_COUNT[count]}个都不 ok",
            f"{_CHINESE_COUNT[count]}个都 ok 吗",
            f"{_CHINESE_COUNT[count]}个都 ok？",
            f"{_CHINESE_COUNT[count - 1]}个都 ok",
            f"{_CHINESE_COUNT[count]}个都 not ok",
        ):
            assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)
    assert len(MULTI) >= 10
