"""A clause of its own that voids what came before ("232GB，作废，464GB", "35GB，作废，48"): the figure or
option after it is the answer (to confirm), never the withdrawn one; said last ("48，作废") it leaves
nothing to read. "划掉" is no such clause: before a thing ("划掉：C") it strikes that thing.
"""

from __future__ import annotations

import re

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType, Status
from tests.helpers.curated import curated_catalog

BANK = [question for question in curated_catalog() if question.status is Status.ACTIVE]
KV_CACHE = next(q for q in BANK if q.id == "seed000-30")  # 464 GB
WRONG_FIGURES = ("232GB", "928GB", "116GB", "48GB")
SINGLES = [q for q in BANK if q.type is QuestionType.SINGLE and len(q.options) >= 3]
# choices among figures ("32", "35GB", "37.5%", "1/64"): the option is named by its figure too
FIGURE_CHOICES = [
    q for q in SINGLES if all(re.fullmatch(r"[\d./%]+(?:GB|×)?", text) for text in q.options.values())
]
VOIDS = ("作废", "作废了", "不作数", "当我没说", "删了", "撤回")


def _wrong_letter(question: Question) -> str:
    return next(letter for letter in question.options if letter != question.key)


def test_questions_are_found() -> None:
    assert len(FIGURE_CHOICES) >= 10 and len(SINGLES) >= 20


def test_the_withdrawn_figure_is_never_read() -> None:
    for wrong in WRONG_FIGURES:
        for void in VOIDS:
            for answer in (f"464GB，{void}，{wrong}", f"464 GB。{void}。{wrong}"):
                assert grade(KV_CACHE, answer).verdict is not Verdict.CORRECT, answer


def test_the_figure_after_the_withdrawal_is_read() -> None:
    for wrong in WRONG_FIGURES:
        for void in VOIDS:
            result = grade(KV_CACHE, f"{wrong}，{void}，464GB")
            assert result.verdict is Verdict.CORRECT and result.needs_confirmation, (wrong, void)


def test_a_withdrawn_option_figure_is_never_read() -> None:
    for question in FIGURE_CHOICES:
        right = question.options[str(question.key)]
        for wrong in (text for letter, text in question.options.items() if letter != question.key):
            for void in VOIDS:
                answer = f"{right}，{void}，{wrong}"
                assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


def test_the_option_figure_after_the_withdrawal_is_read() -> None:
    for question in FIGURE_CHOICES:
        right = question.options[str(question.key)]
        for wrong in (text for letter, text in question.options.items() if letter != question.key):
            for void in ("作废", "不作数", "删了"):
                result = grade(question, f"{wrong}，{void}，{right}")
                assert result.verdict is Verdict.CORRECT and result.needs_confirmation, (
                    question.id,
                    wrong,
                    void,
                )


def test_the_withdrawn_option_is_never_read() -> None:
    for question in SINGLES:
        wrong = _wrong_letter(question)
        for void in VOIDS:
            for answer in (f"{question.key}，{void}，{wrong}", f"{question.key}。{void}。{wrong}"):
                assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


def test_the_option_after_the_withdrawal_is_read_to_confirm() -> None:
    for question in SINGLES:
        wrong = _wrong_letter(question)
        for void in ("作废", "不作数", "当我没说"):
            result = grade(question, f"{wrong}，{void}，{question.key}")
            assert result.verdict is Verdict.CORRECT and result.needs_confirmation, (question.id, void)


def test_the_choice_of_figures_reads_the_figure_after() -> None:
    question = next(q for q in BANK if q.id == "seed000-04")  # options 32 / 48 / 64 / 80, key 48
    for answer in ("35GB，作废，48", "32，作废，48", "64，作废了，48", "80，删了，48"):
        result = grade(question, answer)
        assert result.verdict is Verdict.CORRECT and result.needs_confirmation, answer
    for answer in ("48，作废，32", "48，作废了，64", "48，作废", "48，不作数，80"):
        assert grade(question, answer).verdict is not Verdict.CORRECT, answer


def test_struck_before_a_thing_or_last_reads_no_withdrawn_answer() -> None:
    # "划掉 C" strikes C, not what came before; "B，作废" takes the answer back with nothing after it
    for question in SINGLES:
        wrong = _wrong_letter(question)
        assert grade(question, f"{question.key}，作废").verdict is not Verdict.CORRECT, question.id
        assert grade(question, f"{wrong}，划掉：{question.key}").verdict is not Verdict.CORRECT, question.id
