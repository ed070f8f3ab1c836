"""Options named by their place, then by letters that are other options (``_place_restated``).

Found during the round on blind batch 70: "后两个：AB" and "前三个，ABD" on seed002-38 (keyed ABCD) were
read as the union of the place and the letters, A、B、C、D, correct to confirm — a wrong answer made
right. The letters restate the place and disagree with it: asked again, never the union nor either
alone. Letters that restate the place read as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

BANK = [question for question in curated_catalog() if question.servable]
QUESTIONS = {question.id: question for question in BANK}
MULTIS = [q for q in BANK if q.type is QuestionType.MULTI and len(q.options) >= 4]
SINGLES = [q for q in BANK if q.type is QuestionType.SINGLE and len(q.options) >= 3]


@pytest.mark.parametrize(
    ("answer", "verdict", "reading"),
    [
        ("后两个：AB", Verdict.INVALID, ""),
        ("后两个，AB", Verdict.INVALID, ""),
        ("前三个，ABD", Verdict.INVALID, ""),
        ("前三个：ABD", Verdict.INVALID, ""),
        ("前三个：ABC", Verdict.INCORRECT, "A、B、C"),  # the letters restate the place
        ("后两个：CD", Verdict.INCORRECT, "C、D"),
        ("ABC 前三个", Verdict.INCORRECT, "A、B、C"),
    ],
)
def test_the_place_and_its_letters(answer: str, verdict: Verdict, reading: str) -> None:
    graded = grade(QUESTIONS["seed002-38"], answer)
    assert (graded.verdict, graded.reading) == (verdict, reading), graded.rationale


def test_a_place_restated_by_other_letters_is_asked_again_on_every_multiple_choice() -> None:
    assert len(MULTIS) >= 10
    for question in MULTIS:
        labels = sorted(question.options)
        first_two, last_two = labels[:2], labels[-2:]
        for place, letters in (("后两个", first_two), ("前两个", last_two)):
            graded = grade(question, f"{place}：{''.join(letters)}")
            assert graded.verdict is Verdict.INVALID, (question.id, place, graded.reading)
        graded = grade(question, f"前两个：{''.join(first_two)}")  # the same two: read
        assert graded.reading == "、".join(first_two), (question.id, graded.rationale)


def test_a_single_place_restated_by_another_letter_is_asked_again() -> None:
    for question in SINGLES:
        second, third = sorted(question.options)[1:3]
        assert grade(question, f"第二个：{third}").verdict is Verdict.INVALID, question.id
        assert grade(question, f"第二个：{second}").reading == second, question.id
