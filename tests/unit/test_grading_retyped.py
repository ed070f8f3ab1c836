"""A letter typed again (issue 30: the fifty-seventh blind batch's "cccc" and "Bbb", read as no answer;
decided on 6 December: two to five times, "CC", "ＣＣ", "ａａ", "ＡＡ！"): the letter said once, bare —
on a single and on a multiple choice (the set of that one letter).

The nearest wrong readings stay out: another letter typed again is that letter (graded incorrect, never
the key), a repeated string that is an option's text or a word of the stem is read as that text, a
letter held down ("cccccc") stays no answer, a sign after the letters is read as after one ("CC 🛑"),
and a hedge or a negation beside the letters ("ccc 吧", "不是 ccc") is not read as the letter; two
different letters on a single choice ("AB") stay two.
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


@pytest.mark.parametrize(
    "answer", ["cccc", "Ccc", "CCC", "cccc。", " ccc! ", "cc", "CC", "ＣＣ", "ｃｃ！", "CC 👍", "cccc.."]
)
def test_a_letter_typed_again_is_that_letter_bare(answer: str) -> None:
    graded = grade(SINGLE, answer)
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, False), answer
    assert graded.reading == "C", answer


@pytest.mark.parametrize("answer", ["DDD", "DD", "ＤＤ"])
def test_on_a_multiple_choice_too(answer: str) -> None:
    graded = grade(MULTI, answer)
    assert (graded.verdict, graded.needs_confirmation, graded.reading) == (Verdict.CORRECT, False, "D")


@pytest.mark.parametrize("answer", ["bbbb", "Ddd"])
def test_another_letter_typed_again_is_never_the_key(answer: str) -> None:
    graded = grade(SINGLE, answer)
    assert graded.verdict is Verdict.INCORRECT, answer
    assert graded.reading == answer[0].upper(), answer


@pytest.mark.parametrize("answer", ["aaaa", "Aaa", "ａａ", "ＡＡ！"])
def test_the_letter_a_typed_again_is_a_too(answer: str) -> None:
    graded = grade(KEY_A, answer)
    assert (graded.verdict, graded.needs_confirmation, graded.reading) == (Verdict.CORRECT, False, "A"), (
        answer
    )


def test_a_repeated_string_that_is_an_option_text_or_a_stem_word_is_not_the_letter() -> None:
    own_text = SINGLE.model_copy(update={"options": {**OPTIONS, "A": "BB"}, "key": "B"})
    assert grade(own_text, "BB").reading != "B"  # option A's text, not the letter B
    stem_word = SINGLE.model_copy(update={"stem": "参数 dd 表示什么？", "key": "D"})
    assert not (
        grade(stem_word, "dd").verdict is Verdict.CORRECT and not grade(stem_word, "dd").needs_confirmation
    )


def test_a_sign_after_the_letters_is_read_as_after_one() -> None:
    assert grade(SINGLE, "CC 🛑").verdict is grade(SINGLE, "C 🛑").verdict is Verdict.INVALID


def test_two_letters_on_a_single_choice_stay_two() -> None:
    graded = grade(SINGLE, "CD")
    assert graded.verdict is not Verdict.CORRECT


@pytest.mark.parametrize("answer", ["cccccc", "C" * 50, "cccd", "ccc 吧", "cc 吧", "不是 ccc", "ccc？不对"])
def test_twice_more_letters_a_hedge_or_a_negation_is_not_the_letter(answer: str) -> None:
    graded = grade(SINGLE, answer)
    assert not (graded.verdict is Verdict.CORRECT and not graded.needs_confirmation), answer
    assert graded.verdict is not Verdict.CORRECT, answer


@pytest.mark.parametrize("answer", ["ccc...", "Ccc…"])  # two stops close it bare, as after one letter
def test_a_letter_typed_again_trailing_off_is_read_to_confirm_as_the_letter_is(answer: str) -> None:
    graded = grade(SINGLE, answer)  # "ccc..." reads as "c..." does: the letter, to confirm
    assert (graded.verdict, graded.needs_confirmation, graded.reading) == (Verdict.CORRECT, True, "C"), answer
    assert grade(SINGLE, "c...").needs_confirmation
