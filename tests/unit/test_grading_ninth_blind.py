"""The rules written for the causes the ninth blind batch showed (issue 30), one test per rule, in
phrasings of their own (not the batch's), on fixture questions.

- a question back about one option ("选项 B 里的 32 是不是指总量？") or an alternative question about
  a subject the answer names ("这里的显存是峰值还是均值？") only asks: it is asked again, never read
  as the option it mentions; "B 还是 C？" still offers two options (a hedge);
- "也不是不行" / "也未尝不可" after a second option keeps it open beside the first: a hedge;
- on a multiple choice, a correction that says something was left out ("漏了", "forgot") adds what
  follows to the set; "再加" after an affirmed option ("D 也算；再加 A") continues the set;
- a give-up as a clause of its own ("这题交白卷", "这题弃了", "算不动了，下一题") scores nothing;
- financial numerals standing as a word ("肆拾捌", "壹佰贰拾捌") are the number, as ordinary numerals
  are; inside a word ("队伍", "大陆") they are no figure; a vulgar fraction ("½") is its figure;
- a circled digit standing alone on a choice ("③", "选项③") is the option in that place, to confirm;
  a run of them ("①②③④") is a sequence an option may spell.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bank.grading import Verdict, grade
from bank.grading._text import normal
from tests.helpers.choice_questions import FRACTIONS, MULTI, SIZES
from tests.helpers.grading_questions import KV_CACHE
from tests.helpers.properties import examples

SUBJECTS = ["这里的显存", "这个 batch", "题目里的模型", "选项 A 的数值", "option B"]
SIDES = [("峰值", "均值"), ("fp16 的", "fp32 的"), ("单卡", "整机"), ("训练时", "推理时")]


@pytest.mark.parametrize("answer", ["选项 A 里的 35 是不是指权重？", "A 的 35GB 有没有算 KV？"])
def test_a_question_back_about_one_option_is_asked_again(answer: str) -> None:
    assert grade(SIZES, answer).verdict is Verdict.INVALID


@examples(40)
@given(subject=st.sampled_from(SUBJECTS), sides=st.sampled_from(SIDES), mark=st.sampled_from(["？", "?"]))
def test_an_alternative_question_about_a_subject_never_grades(
    subject: str, sides: tuple[str, str], mark: str
) -> None:
    answer = f"{subject}是{sides[0]}还是{sides[1]}{mark}"
    assert grade(SIZES, answer).verdict is Verdict.INVALID


def test_two_options_offered_as_a_question_are_still_a_hedge() -> None:
    got = grade(SIZES, "A 还是 B？")
    assert got.verdict is Verdict.INCORRECT and got.understood.hedged


@pytest.mark.parametrize("hedge", ["也不是不行", "也未尝不可", "也不是不可以"])
def test_a_second_option_not_ruled_out_is_a_hedge(hedge: str) -> None:
    got = grade(SIZES, f"A 吧，不过 B 的 32GB {hedge}")
    assert got.verdict is Verdict.INCORRECT and got.understood.hedged


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [("A、C，漏了 D", Verdict.CORRECT), ("A，忘了 C、D", Verdict.CORRECT),
     ("D 也算；再加 A、C", Verdict.CORRECT), ("B 也算，漏了 A 会爆显存；再加 C、D", Verdict.INCORRECT)],
)  # fmt: skip
def test_a_letter_left_out_is_added_to_the_set(answer: str, verdict: Verdict) -> None:
    got = grade(MULTI, answer)
    assert got.verdict is verdict and got.needs_confirmation, got.rationale


def test_on_a_single_choice_a_correction_still_takes_back() -> None:
    assert grade(SIZES, "B，哦不对，A").verdict is Verdict.CORRECT


@pytest.mark.parametrize("answer", ["这题交白卷", "没看过这个，这题弃了", "算不动了，下一题", "这个我没背过"])
def test_a_give_up_clause_scores_nothing(answer: str) -> None:
    assert grade(KV_CACHE, answer).verdict is Verdict.INCORRECT
    assert grade(SIZES, answer).verdict is Verdict.INCORRECT


FINANCIAL = dict(zip("0123456789", "零壹贰叁肆伍陆柒捌玖", strict=True))


def _financial(number: int) -> str:
    """``number`` (1 … 9999) in financial numerals, as a cheque writes it ("壹佰贰拾捌")."""
    out, zero = "", False
    for place, word in ((1000, "仟"), (100, "佰"), (10, "拾"), (1, "")):
        digit = number // place % 10
        if digit:
            out += ("零" if zero and out else "") + FINANCIAL[str(digit)] + word
            zero = False
        else:
            zero = bool(out)
    return out


@examples(60)
@given(number=st.integers(min_value=1, max_value=9999))
def test_financial_numerals_are_the_number(number: int) -> None:
    assert normal(_financial(number), numerals=True) == str(number)


@pytest.mark.parametrize(
    ("answer", "verdict"), [("叁拾伍GB", Verdict.CORRECT), ("贰拾捌 GB", Verdict.INCORRECT)]
)
def test_a_financial_numeral_names_the_option_of_its_figure(answer: str, verdict: Verdict) -> None:
    assert grade(SIZES, answer).verdict is verdict


@pytest.mark.parametrize("text", ["队伍里", "大陆的", "拾取一下"])
def test_financial_characters_inside_a_word_are_no_figure(text: str) -> None:
    assert not any(char.isdigit() for char in normal(text, numerals=True))


def test_a_vulgar_fraction_is_its_figure() -> None:
    assert grade(FRACTIONS, "¹⁄₃₂").verdict is Verdict.CORRECT
    assert normal("½", numerals=True) == "1/2"


@pytest.mark.parametrize(
    ("answer", "verdict"), [("①", Verdict.CORRECT), ("选项②", Verdict.INCORRECT), ("❶", Verdict.CORRECT)]
)
def test_a_circled_digit_on_a_choice_is_its_place_to_confirm(answer: str, verdict: Verdict) -> None:
    got = grade(SIZES, answer)
    assert got.verdict is verdict and got.needs_confirmation, got.rationale


def test_a_run_of_circled_digits_is_no_place() -> None:
    assert "第" not in normal("按 ①②③ 的顺序", ordinals=True)
    assert normal("选 ③", ordinals=True) == "选 第3个"
