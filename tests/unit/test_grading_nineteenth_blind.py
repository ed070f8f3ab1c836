"""The rules written for the nineteenth blind batch's causes (issue "Grading a typed answer"), each
in phrasings of its own (not the batch's), beside the nearest shape that must not be read as an
answer, or only for confirmation:

- "Yeah" is English agreement, a bare true; "yeah, no" says both and is read as neither;
- "indeed so" as a clause of its own ("确实如此，…") grants the claim, with a reason after it read for
  confirmation; asked back ("确实如此吗？") it grants nothing;
- a plain "不是" made certain by an adverb ("当然不是") is false, read for confirmation; with words after
  it ("肯定不是因为…") the denial may be of something else, and nothing is read;
- a reason closed by "相当于 X" / "等同 X" (what the reasoning amounts to) chooses X for confirmation, as
  "对应 X" does; another option as its subject ("C 相当于 A") keeps both named (no answer of A alone);
- safety found on the way: "不勾" (not ticked) after or before an option denies it, as "不选" does —
  "D 不勾" had read D as ticked.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.choice_questions import MULTI, SIZES

NOISE_TRUE = Question(
    id="fx-tf-noise",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="批量越大，每步梯度估计的方差越小。",
    key="true",
)
NOISE_FALSE = NOISE_TRUE.model_copy(update={"key": "false"})


@pytest.mark.parametrize("answer", ["yeah", "Yeah.", "YEAH!"])
def test_yeah_is_a_bare_true(answer: str) -> None:
    graded = grade(NOISE_TRUE, answer)
    assert graded.verdict is Verdict.CORRECT, graded.rationale
    assert not graded.needs_confirmation
    assert grade(NOISE_FALSE, answer).verdict is Verdict.INCORRECT


@pytest.mark.parametrize("answer", ["yeah, no", "yeah nah"])
def test_yeah_beside_a_no_is_read_as_neither(answer: str) -> None:
    for question in (NOISE_TRUE, NOISE_FALSE):
        assert grade(question, answer).verdict is not Verdict.CORRECT, answer


@pytest.mark.parametrize("answer", ["确实如此，样本多了平均更稳", "的确是这样，方差按 1/B 降"])
def test_indeed_so_as_its_own_clause_grants_the_claim_for_confirmation(answer: str) -> None:
    graded = grade(NOISE_TRUE, answer)
    assert graded.verdict is Verdict.CORRECT, graded.rationale
    assert graded.needs_confirmation
    assert grade(NOISE_FALSE, answer).verdict is Verdict.INCORRECT


@pytest.mark.parametrize("answer", ["确实如此吗？", "的确是这样吗"])
def test_indeed_so_asked_back_grants_nothing(answer: str) -> None:
    for question in (NOISE_TRUE, NOISE_FALSE):
        assert grade(question, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize("answer", ["当然不是", "绝对不是的", "一定不是。"])
def test_a_no_made_certain_is_false_for_confirmation(answer: str) -> None:
    graded = grade(NOISE_FALSE, answer)
    assert graded.verdict is Verdict.CORRECT, graded.rationale
    assert graded.needs_confirmation
    assert grade(NOISE_TRUE, answer).verdict is Verdict.INCORRECT


@pytest.mark.parametrize("answer", ["肯定不是因为批量", "当然不是每次都这样"])
def test_a_no_made_certain_with_words_after_it_is_not_read_as_false(answer: str) -> None:
    graded = grade(NOISE_FALSE, answer)
    assert graded.verdict is not Verdict.CORRECT, graded.rationale


@pytest.mark.parametrize(
    "answer", ["每层显存随序列长度线性涨，相当于 A", "按字节一算，等同 A", "结论等价于 A"]
)
def test_a_reason_closed_by_what_it_amounts_to_chooses_for_confirmation(answer: str) -> None:
    graded = grade(SIZES, answer)
    assert graded.understood.choices == ["A"], graded.rationale
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation


@pytest.mark.parametrize("answer", ["C 相当于 A", "D 等同于 A"])
def test_another_option_said_to_amount_to_one_is_no_answer_of_it(answer: str) -> None:
    graded = grade(SIZES, answer)  # the key is A
    assert graded.verdict is not Verdict.CORRECT, graded.rationale


def test_amounts_to_an_option_asked_back_chooses_nothing() -> None:
    assert grade(SIZES, "相当于 A 吗？").verdict is Verdict.INVALID


def test_amounts_to_a_multiple_of_an_option_waits_for_confirmation() -> None:
    # read as "所以 A 的两倍" and "对应 A 的两倍" are: never graded without the candidate's confirmation
    graded = grade(SIZES, "这相当于 A 的两倍")
    assert graded.needs_confirmation or graded.verdict is not Verdict.CORRECT, graded.rationale


@pytest.mark.parametrize("answer", ["D 不勾", "D 不勾选", "不勾 D", "D 我不勾"])
def test_an_option_not_ticked_is_not_chosen(answer: str) -> None:
    graded = grade(MULTI.model_copy(update={"key": "D"}), answer)
    assert "D" not in (graded.understood.choices or []), graded.rationale
    assert graded.verdict is not Verdict.CORRECT


def test_options_ticked_beside_one_not_ticked_are_the_ones_ticked() -> None:
    graded = grade(MULTI.model_copy(update={"key": "AB"}), "A、B 勾上，C 不勾")
    assert graded.understood.choices == ["A", "B"], graded.rationale
