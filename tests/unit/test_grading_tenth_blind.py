"""The rules written for the causes the tenth blind batch showed (issue 30), one test per rule, in
phrasings of their own (not the batch's), on fixture questions.

- an item added to a set said before it ("A、C，再加个 D", "…，D 也能算一个", "…, plus D") is chosen
  with the rest; an added item that names no option leaves no set to grade (asked again), never the
  smaller set; an addition only asked about ("要不要再加个 B？不加") adds nothing;
- a figure chosen and then said to depend on nothing else ("…35GB，跟用不用 flash attention 无关") is
  still chosen: the irrelevance has its own object; "跟它无关" is still said of the figure;
- true/false: "是真的" / "是假的", "没毛病", "nah", the mark "✕" and a particle "滴" ("对滴") are bare
  marks; a mark repeated in brackets ("√（对）") and the claim named as its subject ("命题成立") too (a
  statement said to hold, "这个说法成立", answers by its sense since blind-91.yaml: to confirm);
- a question back in any A-not-A form ("混合精度用不用算进去？") or saying a subject too counts ("ZeRO-3
  也能算省显存的办法？") is asked again; "统统正确" chooses every option;
- capital letters joined by dots alone ("A.C.D") are a set (still shown for confirmation).
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.choice_questions import FRACTIONS, MULTI, MULTI_PARTIAL, SIZES
from tests.helpers.properties import examples

# MULTI: A 梯度检查点, B 增大 batch, C ZeRO-3, D 混合精度; key ACD
KEY_SAID = ["A、C、D", "ACD", "梯度检查点、ZeRO-3、混合精度", "A, C and D"]
PART_SAID = ["A、C", "梯度检查点、ZeRO-3", "A and C"]
ADDING = ["，再加个 {item}", "，再加上{item}", " 外加 {item}", "，{item} 也能算一个", "，{item} 也得算上"]
ADDING += [", plus {item}"]
UNREAD = ["FlashAttention", "offload 到 CPU", "序列并行", "RoPE", "量化到 int4"]


ADDED_KEY = ["A、C，再加个 D", "梯度检查点、ZeRO-3，再加上混合精度", "A、C，混合精度 也能算一个"]
ADDED_KEY += ["A and C, plus D"]
ADDED_WRONG = ["A、C、D，再加个 增大 batch", "ACD，增大 batch 也能算一个", "A、C、D 外加 B"]


@pytest.mark.parametrize("answer", ADDED_KEY)
def test_an_option_added_to_the_set_is_chosen_with_it(answer: str) -> None:
    assert grade(MULTI, answer).verdict is Verdict.CORRECT


@pytest.mark.parametrize("answer", ADDED_WRONG)
def test_a_wrong_option_added_to_the_key_makes_it_wrong(answer: str) -> None:
    assert grade(MULTI, answer).verdict is Verdict.INCORRECT


@examples(60)
@given(st.sampled_from(KEY_SAID + PART_SAID), st.sampled_from(ADDING), st.sampled_from(UNREAD))
def test_an_answer_that_adds_an_unread_item_never_grades_correct(said: str, adding: str, item: str) -> None:
    for question in (MULTI, MULTI_PARTIAL):
        graded = grade(question, said + adding.format(item=item))
        assert graded.verdict is Verdict.INVALID, (said, adding, item, graded.rationale)
        assert item in graded.rationale  # the candidate is told which addition was not understood


def test_an_addition_only_asked_about_adds_nothing() -> None:
    assert grade(MULTI, "A、C、D，要不要再加个 B？不加，batch 越大越占显存").verdict is Verdict.CORRECT


FIGURE_THEN_REASON = [
    (SIZES, "权重加激活一共就是 35GB 左右，跟用不用 flash attention 无关"),
    (FRACTIONS, "切成 32 份就只剩 1/32，跟拓扑无关"),
]


@pytest.mark.parametrize(("question", "answer"), FIGURE_THEN_REASON)
def test_a_figure_said_to_depend_on_nothing_else_is_still_chosen(question: Question, answer: str) -> None:
    assert grade(question, answer).verdict is Verdict.CORRECT


def test_a_figure_said_irrelevant_itself_is_ruled_out() -> None:
    assert grade(SIZES, "32GB 是只算权重的，跟它无关").verdict is Verdict.INVALID


HOLDS = Question(
    id="fx-tenth-true", bank="fx", type=QuestionType.TRUEFALSE, stem="LoRA 可以合并回原权重。", key="true"
)


@pytest.mark.parametrize(
    ("answer", "truth"),
    [("是真的", True), ("是假的", False), ("没毛病", True), ("nah", False), ("✕", False), ("对滴", True),
     ("√（对）", True), ("命题成立", True), ("命题不成立", False)],
)  # fmt: skip
def test_colloquial_and_repeated_true_false_marks_are_bare(answer: str, truth: bool) -> None:
    graded = grade(HOLDS, answer)
    assert graded.verdict is (Verdict.CORRECT if truth else Verdict.INCORRECT), graded.rationale
    assert not graded.needs_confirmation


@pytest.mark.parametrize(
    "answer", ["混合精度用不用算进去？", "ZeRO-3 也能算省显存的办法？", "梯度检查点行不行？"]
)
def test_a_question_back_about_an_option_is_asked_again(answer: str) -> None:
    assert grade(MULTI, answer).verdict is Verdict.INVALID


def test_every_option_said_with_tongtong() -> None:
    graded = grade(MULTI.model_copy(update={"key": "ABCD"}), "统统正确")
    assert graded.verdict is Verdict.CORRECT and not graded.needs_confirmation


@pytest.mark.parametrize(("answer", "verdict"), [("A.C.D", Verdict.CORRECT), ("A.B.C.D.", Verdict.INCORRECT)])
def test_capital_letters_joined_by_dots_are_a_set(answer: str, verdict: Verdict) -> None:
    assert grade(MULTI, answer).verdict is verdict
