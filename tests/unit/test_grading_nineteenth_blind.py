"""The rules written for the nineteenth blind batch's causes (issue "Grading a typed answer"), each
in phrasings of its own (not the batch's), beside the nearest shape that must not be read as an
answer, or only for confirmation:

- "Yeah" is English agreement, a bare true; "yeah, no" says both and is read as neither;
- "indeed so" as a clause of its own ("确实如此，…") grants the claim, with a reason after it read for
  confirmation; asked back ("确实如此吗？") it grants nothing;
- a plain "不是" made certain by an adverb ("当然不是") is false, read for confirmation; with words after
  it ("肯定不是因为…") the denial may be of something else, and nothing is read.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType

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
