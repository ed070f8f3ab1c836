"""A clause closed by saying it suffices, then the letter (blind batch 73, seed000-06, key B; D "固定
m=1"): "m 都等于 1 就行 D" had been read as no choice. "就行", "即可", "就够了" close a clause as a comma
does: the letter after it is the answer it ends on, as in "m 都等于 1 就行，D" — to confirm. A letter
said of after it ("…就行 D 不对") or an option named before it reads as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

SLOPES = next(q for q in curated_catalog() if q.id == "seed000-06")


@pytest.mark.parametrize(
    ("answer", "letter"),
    [
        ("m 都等于 1 就行 D", "D"),
        ("都等于 1 即可 D", "D"),
        ("按几何序列递减就够了 B", "B"),
        ("m 都等于 1 就行，D", "D"),
    ],
)
def test_the_letter_after_a_sufficing_clause_is_the_answer(answer: str, letter: str) -> None:
    result = grade(SLOPES, answer)
    assert result.understood.choices == [letter] and result.needs_confirmation, (answer, result.reading)


@pytest.mark.parametrize("answer", ["m 都等于 1 就行 D 不对", "都用 m=1 就行 D 不行"])
def test_a_letter_denied_after_it_is_not_chosen(answer: str) -> None:
    assert grade(SLOPES, answer).verdict is Verdict.INVALID, answer


def test_an_option_named_before_it_stays_the_reading() -> None:
    assert grade(SLOPES, "A 就行 B").understood.choices == ["A"]
