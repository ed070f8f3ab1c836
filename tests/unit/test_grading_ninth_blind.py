"""The rules written for the causes the ninth blind batch showed (issue 30), one test per rule, in
phrasings of their own (not the batch's), on fixture questions.

- a question back about one option ("选项 B 里的 32 是不是指总量？") or an alternative question about
  a subject the answer names ("这里的显存是峰值还是均值？") only asks: it is asked again, never read
  as the option it mentions; "B 还是 C？" still offers two options (a hedge);
- "也不是不行" / "也未尝不可" after a second option keeps it open beside the first: a hedge;
- on a multiple choice, a correction that says something was left out ("漏了", "forgot") adds what
  follows to the set; "再加" after an affirmed option ("D 也算；再加 A") continues the set;
- a give-up as a clause of its own ("这题交白卷", "这题弃了", "算不动了，下一题") scores nothing.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bank.grading import Verdict, grade
from tests.helpers.choice_questions import MULTI, SIZES
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
