"""A letter typed again and again (issue 30: the fifty-seventh blind batch's "cccc" and "Bbb", read as
no answer): the letter said once, bare, as labelled — on a single and on a multiple choice.

The nearest wrong readings stay out: another letter typed again is that letter (graded incorrect, never
the key), "aaaa" (a cry as much as a choice), a letter typed twice and a letter held down ("cccccc")
stay no answer, and a hedge or a
negation beside the letters ("ccc 吧", "不是 ccc") is not read as the letter.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType

OPTIONS = {"A": "320", "B": "640", "C": "1280", "D": "2048"}
STEM = "K/V 投影的输入维度是多少？"
SINGLE = Question(id="fx-retyped", bank="fx", type=QuestionType.SINGLE, stem=STEM, options=OPTIONS, key="C")
KEY_A = SINGLE.model_copy(update={"id": "fx-retyped-a", "key": "A"})
MULTI = Question(
    id="fx-retyped-multi",
    bank="fx",
    type=QuestionType.MULTI,
    stem="以下哪些维度出现在 cross-attention 里？",
    options=OPTIONS,
    key="D",
    scoring="all_or_nothing",
)


@pytest.mark.parametrize("answer", ["cccc", "Ccc", "CCC", "cccc。", " ccc! "])
def test_a_letter_typed_again_is_that_letter_bare(answer: str) -> None:
    graded = grade(SINGLE, answer)
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, False), answer
    assert graded.reading == "C", answer


def test_on_a_multiple_choice_too() -> None:
    graded = grade(MULTI, "DDD")
    assert (graded.verdict, graded.needs_confirmation, graded.reading) == (Verdict.CORRECT, False, "D")


@pytest.mark.parametrize("answer", ["bbbb", "Ddd"])
def test_another_letter_typed_again_is_never_the_key(answer: str) -> None:
    graded = grade(SINGLE, answer)
    assert graded.verdict is Verdict.INCORRECT, answer
    assert graded.reading == answer[0].upper(), answer


@pytest.mark.parametrize("answer", ["aaaa", "Aaa", "AAA"])
def test_the_letter_a_typed_again_is_a_cry_not_a_choice(answer: str) -> None:
    assert grade(KEY_A, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize("answer", ["cc", "cccccc", "C" * 50, "cccd", "ccc 吧", "不是 ccc", "ccc？不对"])
def test_twice_more_letters_a_hedge_or_a_negation_is_not_the_letter(answer: str) -> None:
    graded = grade(SINGLE, answer)
    assert not (graded.verdict is Verdict.CORRECT and not graded.needs_confirmation), answer
    assert graded.verdict is not Verdict.CORRECT, answer


@pytest.mark.parametrize("answer", ["ccc...", "Ccc…", "cccc.."])
def test_a_letter_typed_again_trailing_off_is_read_to_confirm_as_the_letter_is(answer: str) -> None:
    graded = grade(SINGLE, answer)  # "ccc..." reads as "c..." does: the letter, to confirm
    assert (graded.verdict, graded.needs_confirmation, graded.reading) == (Verdict.CORRECT, True, "C"), answer
    assert grade(SINGLE, "c...").needs_confirmation
