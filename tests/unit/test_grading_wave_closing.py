"""A wave dash closing an answer in brackets or quotes ("『剔除』～", "《剔除》~"): a tone of voice, as after
a letter ("Ｃ～"), so the quoted option's text stays bare. Said before a denial ("『剔除』～ 不对", "A～
不对", "8～不对吧") the wave no longer hides it: the option is ruled out, nothing chosen, as "A 不对" reads.
A tentative word, a question mark or a doubting sign beside it still keeps the answer from being bare."""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog()}
TIES = QUESTIONS["seed002-25"]  # single choice, key A ("剔除")
MICRO_BATCHES = QUESTIONS["seed002-27"]  # single choice, key A ("8")


@pytest.mark.parametrize("answer", ["『剔除』～", "《剔除》~", "「剔除」～～", "『A』～"])
def test_a_wave_after_a_quoted_option_is_a_tone(answer: str) -> None:
    graded = grade(TIES, answer)
    assert (graded.verdict, graded.needs_confirmation, graded.understood.choices) == (
        Verdict.CORRECT,
        False,
        ["A"],
    )


def test_a_wave_after_another_quoted_option_is_that_option_bare() -> None:
    graded = grade(TIES, "『改为回归损失』～")
    assert (graded.verdict, graded.needs_confirmation, graded.understood.choices) == (
        Verdict.INCORRECT,
        False,
        ["D"],
    )


@pytest.mark.parametrize("answer", ["『剔除』吧～", "『剔除』？～"])
def test_a_wave_after_a_doubt_stays_to_confirm(answer: str) -> None:
    assert grade(TIES, answer).needs_confirmation


def test_a_wave_after_a_doubting_sign_is_asked_again() -> None:
    assert grade(TIES, "『剔除』🤔～").verdict is Verdict.INVALID


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (TIES, "『剔除』～ 不对"),
        (TIES, "『剔除』～不对"),
        (TIES, "《剔除》~ 错"),
        (TIES, "A～ 不对"),
        (TIES, "A~不对"),
        (TIES, "剔除～ 不是这个"),
        (MICRO_BATCHES, "8～ 不对"),
        (MICRO_BATCHES, "8～不对吧"),
    ],
)
def test_a_denial_after_a_wave_rules_the_option_out(question, answer: str) -> None:
    graded = grade(question, answer)
    assert graded.verdict is Verdict.INVALID, (graded.reading, graded.rationale)
