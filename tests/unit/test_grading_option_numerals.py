"""An option whose text holds a Chinese numeral ("二次微调", seed002-40 D), named in an answer: the answer
is read with its numerals in digits ("2次微调") and the option as written, so the option was never
found. Alone it was asked again; in a list ("使用权重插值，二次微调") it was dropped and the set read short,
A alone: never the smaller set. The option is now also matched with its numerals in digits, as the
answer is read. Looped over every choice option holding a numeral that stands as a number.
"""

from __future__ import annotations

import pytest

from bank.grading import grade
from bank.grading.text._zh_numerals import chinese_numerals
from bank.model import Question
from tests.helpers.curated import curated_catalog

WITH_NUMERALS = [
    (question, label)
    for question in curated_catalog()
    if question.type.is_choice
    for label, text in question.options.items()
    if chinese_numerals(text) != text
]


def test_the_loop_holds_the_option_that_showed_it() -> None:
    assert any(q.id == "seed002-40" and label == "D" for q, label in WITH_NUMERALS)


@pytest.mark.parametrize(("question", "label"), WITH_NUMERALS, ids=lambda item: getattr(item, "id", item))
def test_an_option_with_a_numeral_is_read_by_its_text(question: Question, label: str) -> None:
    text = question.options[label]
    assert grade(question, text).understood.choices == [label]
    other = next(other for other in question.options if other != label)
    for answer in (f"{question.options[other]}，{text}", f"{question.options[other]}、{text}"):
        assert grade(question, answer).understood.choices == sorted({label, other}), answer
