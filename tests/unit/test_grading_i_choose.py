"""A letter after "我选" (I choose) is a sentence, read to confirm (issue 30: the fifty-sixth blind batch's
"我选 B", labelled so as blind-16's header says of a sentence; no label reads it bare).

"选B" and a bare letter stay bare, as the tuning part labels them. "选项 B" with no colon is a sentence
too (convention 6 in blind-16.yaml's header, as blind-19, 33, 55, 56 and 67 label it; blind-1 and blind-7,
which had labelled it bare, relabelled to it). Looped over every active single choice: the key after "我选"
is correct, to confirm; another option is incorrect.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.grading_questions import active_questions, wrong_options

SINGLE = active_questions(QuestionType.SINGLE)


@pytest.mark.parametrize("question", SINGLE, ids=lambda question: question.id)
def test_i_choose_the_key_is_read_to_confirm(question: Question) -> None:
    key = question.key_text
    for answer in (f"我选 {key}", f"我选{key}", f"我选择 {key}", f"我选 {key.lower()}", f"选项 {key}"):
        result = grade(question, answer)
        assert result.verdict is Verdict.CORRECT and result.needs_confirmation, (question.id, answer)
    for bare in (f"选{key}", f"选项：{key}", key):
        result = grade(question, bare)
        assert result.verdict is Verdict.CORRECT and not result.needs_confirmation, (question.id, bare)


@pytest.mark.parametrize("question", SINGLE, ids=lambda question: question.id)
def test_i_choose_another_option_is_wrong(question: Question) -> None:
    for letter in wrong_options(question):
        assert grade(question, f"我选 {letter}").verdict is Verdict.INCORRECT, (question.id, letter)
