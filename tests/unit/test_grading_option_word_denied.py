"""A negation before the word "选项" and a letter denies the letter (issue 30).

"不是选项B" had been read as B, correct: the negations before a letter (PRE_NEGATIONS) had to end right
before it, and "选项" between them hid the denial — a wrong answer could be graded right. The option
word between a negation and its letter ("不是选项 B", "排除选项B", "not option B") now keeps the
denial. Looped over every active single choice.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.grading_questions import active_questions

SINGLE = active_questions(QuestionType.SINGLE)


@pytest.mark.parametrize("question", SINGLE, ids=lambda question: question.id)
def test_the_key_denied_before_the_option_word_is_not_read(question: Question) -> None:
    key = question.key_text
    for denied in (f"不是选项{key}", f"不是选项 {key}", f"排除选项{key}", f"not option {key}"):
        result = grade(question, denied)
        assert result.verdict is not Verdict.CORRECT, (question.id, denied, result)
    assert grade(question, f"选项：{key}").verdict is Verdict.CORRECT  # the option word alone still names it
