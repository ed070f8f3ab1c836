"""The round on blind batch 61 (issue "Grading a typed answer"): classes the batch met.

- An alternative question about the basis of a reckoning ("这里 GB 按 1000 还是 1024 算？", "用 fp16 还是
  fp32 算？"): a question about the question, asked again, never a figure read to confirm. Not figures
  weighed ("1000 还是 1024？": a hedge, as before), nor a statement of the basis with its figure ("按 1000
  算，464 GB": read).
- A denial of an option said with a leaning of one's own ("B 我估计不对", "C 我感觉不对", as "B 估计不对"
  reads): the option ruled out, never read as chosen. Not another option denied before the choice ("A 我
  估计不对，B": B read).
"""

from __future__ import annotations

import pytest

from bank.catalog import Catalog
from bank.grading import Verdict, grade
from bank.model import Question, QuestionType

BANK = [q for q in Catalog.load() if q.servable]
QUESTIONS = {question.id: question for question in BANK}
CALCS = [q for q in BANK if q.type is QuestionType.CALC]
ACTIVATIONS = QUESTIONS["seed000-30"]  # about 464 GB


@pytest.mark.parametrize(
    "answer",
    [
        "这里 GB 按 1000 还是 1024 算？",
        "GB 按 1000 还是按 1024 算呢？",
        "用 fp16 还是 fp32 算？",
        "以 GiB 还是 GB 为准？",
        "464 GB？按 1000 还是 1024 算？",
    ],
)
def test_asking_the_basis_of_a_reckoning_is_no_answer(answer: str) -> None:
    for question in CALCS:
        result = grade(question, answer)
        assert result.verdict is Verdict.INVALID, (question.id, answer, result)


@pytest.mark.parametrize("answer", ["1000 还是 1024？", "464 还是 432？"])
def test_figures_weighed_are_still_a_hedge(answer: str) -> None:
    result = grade(ACTIVATIONS, answer)
    assert result.verdict is Verdict.INCORRECT, result


@pytest.mark.parametrize("answer", ["按 1000 算，464 GB", "按 1000 算是 464 GB"])
def test_a_basis_stated_with_its_figure_is_read(answer: str) -> None:
    result = grade(ACTIVATIONS, answer)
    assert result.verdict is Verdict.CORRECT and result.needs_confirmation, result
    wrong = grade(ACTIVATIONS, answer.replace("464", "232"))
    assert wrong.verdict is Verdict.INCORRECT, wrong


SINGLES = [q for q in BANK if q.type is QuestionType.SINGLE]


@pytest.mark.parametrize("question", SINGLES, ids=lambda question: question.id)
def test_an_option_denied_with_a_leaning_of_ones_own_is_not_chosen(question: Question) -> None:
    other = next(letter for letter in question.options if letter not in question.key)
    for leaning in ("我估计", "我大概", "我感觉", "我觉得", "我猜"):
        result = grade(question, f"{question.key} {leaning}不对")
        assert result.verdict is not Verdict.CORRECT, (question.id, leaning, result)
        chosen = grade(question, f"{other} {leaning}不对，{question.key}")
        assert chosen.verdict is Verdict.CORRECT, (question.id, leaning, chosen)
