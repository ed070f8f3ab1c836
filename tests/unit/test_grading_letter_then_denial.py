"""A letter, then a word against it, is no reading of the letter (issue "Grading a typed answer").

"B 不准确", "B ← 存疑", "B。不选", "B，别选" were shown the candidate as the reading B, to confirm: the
word against it was one the denial lists lacked ("不准确", a refusal after a comma), a doubt after an
arrow pointing back (a question after it was already a doubt), or came after a full stop where a comma
was read. The option is ruled out, or asked again; none is chosen. A take-back after the full stop
still corrects ("B。不对，应该是 A" is A), a doubt without the arrow stays a tentative answer ("B 存疑",
as "B 不确定"), and a refusal of another option after the comma is no denial of this one.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

BANK = [q for q in curated_catalog() if q.servable]
SINGLES = [q for q in BANK if q.type is QuestionType.SINGLE]
POWERS = {q.id: q for q in BANK}["seed000-11"]  # A 16, B 32, C 64, D 128; key A

AGAINST = (
    "{} 不准确", "{}，不太准确", "{}。不准确",  # said inaccurate
    "{}，别选", "{}，不要选", "{}。别选它", "{}。不选", "{}；不选",  # told not to be picked
    "{}。不对", "{}；不对", "{}。错了", "{}！不对", "{}。排除",  # after a full stop as after a comma
    "{} ← 存疑", "{} ← 不确定", "{} <- 待定吧", "{} <- not sure",  # an arrow pointing back, then a doubt
)  # fmt: skip


@pytest.mark.parametrize("question", SINGLES, ids=lambda question: question.id)
def test_the_key_then_a_word_against_it_is_never_correct(question: Question) -> None:
    for answer in AGAINST:
        result = grade(question, answer.format(question.key))
        assert result.verdict is not Verdict.CORRECT, (question.id, answer, result)


@pytest.mark.parametrize("answer", AGAINST)
def test_a_letter_then_a_word_against_it_is_asked_again(answer: str) -> None:
    result = grade(POWERS, answer.format("B"))
    assert result.verdict is Verdict.INVALID, (answer, result)
    assert not result.understood.choices


@pytest.mark.parametrize(
    ("answer", "letters", "confirm"),
    [
        ("B。不对，应该是 A", ["A"], True),  # taken back after the full stop, then corrected
        ("B，不对，A", ["A"], True),
        ("B 存疑", ["B"], True),  # a doubt without the arrow: tentative, as "B 不确定"
        ("B 不确定", ["B"], True),
        ("B 准确", ["B"], True),
        ("→ B ←", ["B"], False),  # the arrows point at the answer
        ("B。", ["B"], False),
        ("A 不准确，选 B", ["B"], True),
        ("B。A 不准确", ["B"], True),
        ("B。不选 A", ["B"], True),  # the refusal is of A
        ("A，别选 B", ["A"], True),  # the refusal is of B
    ],
)
def test_nearest_sentences_keep_their_reading(answer: str, letters: list[str], confirm: bool) -> None:
    result = grade(POWERS, answer)
    assert result.understood.choices == letters, (answer, result)
    assert result.needs_confirmation is confirm
