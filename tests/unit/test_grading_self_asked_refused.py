"""An option asked whether it will do and answered no in more of its forms: "不行吧", "不太行", "感觉不行",
after a space typed for the question mark ("B可以吗 不行 A"), and closing a set ("ABCDE，C可以吗？不行").
A red team found "B可以吗？不太行吧 A" and "A行吗？感觉不行 B吧" read as the refused B and A, and
"ABCDE C可以吗？不行" read as the whole set: each the key, to confirm. "可以吗" asks, never affirms
("C可以" still does); "不行的话", "不行就" hold the option open, as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

QUESTIONS = [q for q in curated_catalog() if q.servable]
SINGLE = [q for q in QUESTIONS if q.type is QuestionType.SINGLE]
MULTI = [q for q in QUESTIONS if q.type is QuestionType.MULTI]
REFUSED = [
    "{k}可以吗？不太行吧 {w}",
    "{k}可以吗？不行吧 {w}",
    "{k}行吗 感觉不行 {w}吧",
    "{k}行吗？感觉不行 {w}吧",
    "{k}可以吗 不行 {w}",
    "{k}行不行？我觉得不行，{w}",
]


def _other(question: Question) -> str:
    return next(label for label in question.options if label not in question.key)


@pytest.mark.parametrize("question", SINGLE, ids=lambda q: q.id)
def test_the_key_asked_and_refused_is_taken_back(question: Question) -> None:
    wrong = _other(question)
    for form in REFUSED:
        answer = form.format(k=question.key, w=wrong)
        result = grade(question, answer)
        assert result.verdict is not Verdict.CORRECT, (answer, result.understood)
        answer = form.format(k=wrong, w=question.key)  # the other refused, the key kept
        assert grade(question, answer).understood.choices == [question.key], answer


@pytest.mark.parametrize("question", MULTI, ids=lambda q: q.id)
def test_a_member_asked_and_refused_at_the_close_is_no_key(question: Question) -> None:
    key = "".join(sorted(question.key))
    for member in key:
        for form in ["{s}，{m}可以吗？不行", "{s} {m}可以吗？不行吧", "{s}，{m}可以吗 不行"]:
            answer = form.format(s=key, m=member)
            result = grade(question, answer)
            assert result.verdict is not Verdict.CORRECT, (answer, result.understood)
        answer = f"{key}，{member}可以"
        assert grade(question, answer).verdict is Verdict.CORRECT, answer
