"""A yes closing the answer after its last member ("B, A yep", "E, A yeah", "A、E 对"): said of the list,
as "B, A yes" is, every member kept; not a question ("B, A yep?") nor a no ("B, A nope").
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.model import QuestionType, Status
from tests.helpers.curated import curated_catalog

MULTIS = [q for q in curated_catalog() if q.status is Status.ACTIVE and q.type is QuestionType.MULTI]
YESES = ("yes", "yep", "yeah", "yep.", "对")


def test_questions_are_found() -> None:
    assert len([q for q in MULTIS if len(q.key) >= 2]) >= 5


def test_every_member_before_the_yes_is_kept() -> None:
    for question in (q for q in MULTIS if len(q.key) >= 2):
        members = list(reversed(question.key))
        for yes in YESES:
            answer = ", ".join(members) + f" {yes}"
            result = grade(question, answer)
            assert result.verdict is Verdict.CORRECT and result.needs_confirmation, (question.id, answer)


def test_a_question_or_a_no_keeps_no_member_it_denies() -> None:
    for question in (q for q in MULTIS if len(q.key) >= 2):
        members = list(reversed(question.key))
        for tail in ("nope", "yep?", "no"):
            answer = ", ".join(members) + f" {tail}"
            assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)
