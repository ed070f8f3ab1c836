"""The rules written for the eighteenth blind batch's causes (issue "Grading a typed answer"), each
in phrasings of its own (not the batch's), beside the nearest shape that must not be read as an
answer, or only for confirmation:

- a Roman numeral sign on a choice ("Ⅲ", "ⅲ") is a place in the list, read for confirmation as "③"
  is; a place past the eighth ("第11个", "⑪") names no option (not its first digit's);
- a run of places by its ends ("第二到第四个", "第1~3项") is every place between them;
- a product option ("8×d") is also said with the name first in words ("d 乘以八", "d 的 8 倍"), read
  for confirmation; the name alone as a factor ("d*80", "d 乘以 80") is no option, never the bare "[d]";
- two letters joined by 以及 are a bare set.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.choice_questions import MULTI, SIZES

PRODUCTS = Question(
    id="fx-choice-products",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="FFN 中间层的宽度是多少？",
    options={"A": "[d]", "B": "[2×d]", "C": "[3×d]", "D": "[8×d]"},
    key="D",
)


@pytest.mark.parametrize(
    ("answer", "chosen"), [("Ⅲ", ["C"]), ("ⅰ", ["A"]), ("我选Ⅳ", ["D"]), ("Ⅱ 吧", ["B"])]
)
def test_a_roman_numeral_sign_is_a_place_read_for_confirmation(answer: str, chosen: list[str]) -> None:
    graded = grade(SIZES, answer)
    assert graded.understood.choices == chosen, graded.rationale
    assert graded.needs_confirmation


def test_roman_numeral_signs_list_places_on_a_multiple_choice() -> None:
    graded = grade(MULTI, "Ⅰ、Ⅲ、Ⅳ")
    assert graded.understood.choices == ["A", "C", "D"]
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation


@pytest.mark.parametrize("answer", ["第11个", "⑪", "第十一项", "Ⅸ"])
def test_a_place_past_the_eighth_names_no_option(answer: str) -> None:
    graded = grade(SIZES, answer)  # the key is A: "第11个" must not read as its first digit's place
    assert graded.verdict is Verdict.INVALID, graded.rationale


@pytest.mark.parametrize(
    ("answer", "chosen"),
    [("第一到第三个", ["A", "B", "C"]), ("第 2 至第 4 项", ["B", "C", "D"]), ("第1~3项都对", ["A", "B", "C"]),
     ("第三到第一个", ["A", "B", "C"])],
)  # fmt: skip
def test_a_run_of_places_by_its_ends_is_every_place_between(answer: str, chosen: list[str]) -> None:
    graded = grade(MULTI.model_copy(update={"key": "ABCD"}), answer)
    assert graded.understood.choices == chosen, graded.rationale
    assert graded.needs_confirmation


def test_a_run_of_places_of_something_else_is_no_run_of_options() -> None:
    graded = grade(MULTI.model_copy(update={"key": "ABC"}), "第一到第三层都要算")
    assert graded.understood.choices != ["A", "B", "C"], graded.rationale
    assert graded.verdict is not Verdict.CORRECT


@pytest.mark.parametrize("answer", ["d 乘以八", "d乘8", "d 的 8 倍"])
def test_a_product_said_name_first_in_words_is_read_for_confirmation(answer: str) -> None:
    graded = grade(PRODUCTS, answer)
    assert graded.understood.choices == ["D"], graded.rationale
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation


def test_a_product_in_symbols_name_first_stays_bare() -> None:
    graded = grade(PRODUCTS, "d*8")
    assert graded.understood.choices == ["D"] and not graded.needs_confirmation


@pytest.mark.parametrize("answer", ["d*80", "d 乘以 80", "d 乘以 8.5", "d·16"])
def test_the_name_as_a_factor_of_another_product_is_no_option(answer: str) -> None:
    graded = grade(PRODUCTS.model_copy(update={"key": "A"}), answer)  # "[d]" is the key here
    assert graded.verdict is not Verdict.CORRECT, graded.rationale


def test_letters_joined_by_yiji_are_a_bare_set_and_a_hedged_one_waits() -> None:
    bare, hedged = grade(MULTI, "A 以及 C 以及 D"), grade(MULTI, "A 以及 C 以及 D 吧")
    assert bare.understood.choices == hedged.understood.choices == ["A", "C", "D"]
    assert not bare.needs_confirmation and hedged.needs_confirmation
