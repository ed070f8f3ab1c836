"""The rules written for the causes the fifteenth blind batch showed (issue 30), one test per rule, in
phrasings of their own (not the batch's), on fixture questions and the bank.

- true/false: "有误" says false and "无误" true ("表述有误", "表述无误"); agreement and its refusal
  ("赞成", "不同意"), a claim that does or does not stand ("站得住脚", "站不住"), and "确实" / "的确"
  closing the answer say true or false;
- multiple choice: "都要" / "全要" and a count of every option with "要" choose every option;
- a bare choice may carry one bracket with no partner ("D」", "(B") and may write its letter equal to
  its own text ("A = 35GB"): still bare, recorded without confirmation.
"""

from __future__ import annotations

import pytest

from bank.catalog import Catalog
from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.choice_questions import MULTI, SIZES

HOLDS = Question(
    id="fx-fifteenth-true",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="混合精度训练时，loss scaling 用来防止 fp16 梯度下溢。",
    key="true",
)


@pytest.mark.parametrize(
    ("answer", "truth"),
    [("表述有误", False), ("有误", False), ("无误", True), ("表述无误。", True), ("的确", True),
     ("确实如此", True)],
)  # fmt: skip
def test_words_of_error_and_of_no_error_are_bare_marks(answer: str, truth: bool) -> None:
    graded = grade(HOLDS, answer)
    assert graded.verdict is (Verdict.CORRECT if truth else Verdict.INCORRECT), graded.rationale
    assert not graded.needs_confirmation


@pytest.mark.parametrize(
    ("answer", "truth"),
    [("fp16 的最小正数太大，小梯度会被冲成 0，所以我赞成", True),
     ("下溢靠 bf16 解决，跟 scaling 没关系，不同意", False),
     ("放大 loss 再缩回来，梯度就不会变 0，这个说法站得住脚", True),
     ("scaling 防的是上溢，这种说法站不住", False),
     ("乘个系数再除回来，小梯度就保住了，确实", True)],
)  # fmt: skip
def test_a_reason_closed_by_agreement_or_its_refusal_says_true_or_false(answer: str, truth: bool) -> None:
    graded = grade(HOLDS, answer)
    assert graded.verdict is (Verdict.CORRECT if truth else Verdict.INCORRECT), graded.rationale
    assert graded.needs_confirmation


@pytest.mark.parametrize("answer", ["没有误差", "有误差，但不大", "确实不确定"])
def test_the_new_words_inside_other_words_are_no_marks(answer: str) -> None:
    assert grade(HOLDS, answer).verdict is not Verdict.CORRECT or grade(HOLDS, answer).needs_confirmation


TRUE_FALSE_BANK = [question for question in Catalog.load() if question.type is QuestionType.TRUEFALSE]


@pytest.mark.parametrize("question", TRUE_FALSE_BANK, ids=lambda question: question.id)
def test_the_new_marks_grade_correct_only_against_their_own_key(question: Question) -> None:
    for answer, truth in (("表述有误", False), ("无误", True), ("不赞成", False), ("赞成", True),
                          ("站不住脚", False), ("站得住", True), ("的确", True)):  # fmt: skip
        graded = grade(question, answer)
        if graded.verdict is Verdict.CORRECT:
            assert str(question.key).lower() == str(truth).lower(), (question.id, answer)


EVERY_ONE = MULTI.model_copy(update={"id": "fx-fifteenth-every", "key": "ABCD"})


@pytest.mark.parametrize(("answer", "every"), [("全都要", True), ("4 项都要", True), ("三个都要", False)])
def test_every_option_wanted_is_every_option(answer: str, every: bool) -> None:
    assert (grade(EVERY_ONE, answer).verdict is Verdict.CORRECT) is every
    assert grade(MULTI, answer).verdict is not Verdict.CORRECT


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        ("A」", Verdict.CORRECT),
        ("(C", Verdict.INCORRECT),
        ("A = 35GB", Verdict.CORRECT),
        ("D=26GB", Verdict.INCORRECT),
    ],
)
def test_a_bare_letter_with_a_stray_bracket_or_equal_to_its_text_is_bare(
    answer: str, verdict: Verdict
) -> None:
    graded = grade(SIZES, answer)
    assert graded.verdict is verdict, graded.rationale
    assert not graded.needs_confirmation


@pytest.mark.parametrize("answer", ["A = 26GB", "D=35GB", "(A) 或 (B"])
def test_a_letter_equal_to_another_options_text_is_never_bare_and_correct(answer: str) -> None:
    graded = grade(SIZES, answer)
    assert graded.verdict is not Verdict.CORRECT or graded.needs_confirmation, graded.rationale
