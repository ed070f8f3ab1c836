"""One option alone said over the limit ("64 超了"): ruled out, never read as chosen.

On a stem setting a limit, "64 超了" had been read as C (64), the option the candidate says is too
many. Options judged against the limit each in a clause of their own are read by ``_figure_verdicts``,
which needed two of them; one alone said over is ruled out as one of several is: asked again. One alone
said within ("48 以内") is left to the mention pass as before (never chosen over its ruling out: "A 可以直接
排除"), and a verdict denied or asked ("64 没超") is none.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
QUESTION = "seed000-04"  # at most 10 GB: A 32, B 48 (the key), C 64, D 80


@pytest.mark.parametrize(
    "answer",
    ["64 超了", "64 超了吧", "64 个头超了", "64 放不下", "64 超出了", "48 超了", "48 爆显存", "80 OOM"],
)
def test_one_option_said_over_the_limit_is_no_choice(answer: str) -> None:
    result = grade(QUESTIONS[QUESTION], answer)
    assert (result.verdict, result.reading) == (Verdict.INVALID, ""), answer


@pytest.mark.parametrize("answer", ["48 以内", "48 放得下", "48 够用"])
def test_one_option_said_within_is_still_read(answer: str) -> None:
    result = grade(QUESTIONS[QUESTION], answer)
    assert (result.verdict, result.reading, result.needs_confirmation) == (Verdict.CORRECT, "B", True), answer


@pytest.mark.parametrize("answer", ["A 可以直接排除", "B 可以被排除", "B 可以直接排除"])
def test_one_option_said_within_never_overrides_its_ruling_out(answer: str) -> None:
    assert grade(QUESTIONS[QUESTION], answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize("answer", ["64 没超", "说 64 超了是错的"])
def test_a_verdict_denied_is_none(answer: str) -> None:
    assert grade(QUESTIONS[QUESTION], answer).reading == "C", answer


# the figure worked out for it in a clause of its own, the verdict after it ("48，9.66G，爆显存")
TWO_CLAUSES_ON = [
    "{o}，{f}，爆显存", "{o}，{f}，超了", "{o}，{f} 爆显存", "{o} 头，{f}，放不下", "{o}，约 {f}，OOM",
]  # fmt: skip


@pytest.mark.parametrize("template", TWO_CLAUSES_ON)
def test_an_option_said_to_fail_two_clauses_on_is_no_choice(template: str) -> None:
    question = QUESTIONS[QUESTION]
    for option, figure in zip(question.options.values(), ("6.4G", "9.66G", "12.9G", "16.1G"), strict=True):
        answer = template.format(o=option, f=figure)
        result = grade(question, answer)
        assert (result.verdict, result.reading) == (Verdict.INVALID, ""), answer


@pytest.mark.parametrize("answer", ["48，9.66G，刚好塞得下", "48，9.66G，放得下", "48，9.66G"])
def test_an_option_said_within_two_clauses_on_is_still_read(answer: str) -> None:
    result = grade(QUESTIONS[QUESTION], answer)
    assert (result.verdict, result.reading, result.needs_confirmation) == (Verdict.CORRECT, "B", True), answer


LIMIT = QUESTIONS[QUESTION]
# several figures worked out, each in a clause of its own, then the verdict ("48，9.66G，9.7G，爆显存"): only
# a failure is carried so far (a figure between may be another option's)


@pytest.mark.parametrize(
    "template", ["{o}，{f}，9.7G，爆显存", "{o}，{f}，9.7G，10.1G，超了", "{o} 头，{f}，9.7G，OOM"]
)
def test_an_option_said_to_fail_after_several_figures_is_no_choice(template: str) -> None:
    for option, figure in zip(LIMIT.options.values(), ("6.4G", "9.66G", "12.9G", "16.1G"), strict=True):
        answer = template.format(o=option, f=figure)
        assert grade(LIMIT, answer).verdict is not Verdict.CORRECT, answer
    assert grade(LIMIT, template.format(o="48", f="9.66G")).verdict is Verdict.INVALID


def test_an_option_said_within_after_several_figures_is_read_as_before() -> None:
    result = grade(LIMIT, "48，9.66G，9.7G，放得下")
    assert (result.verdict, result.reading, result.needs_confirmation) == (Verdict.CORRECT, "B", True)
