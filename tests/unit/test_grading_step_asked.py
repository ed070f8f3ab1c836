"""A figure, a step of the arithmetic asked about, then another figure ("464 GB，要乘 2 吗，928 GB"): which
figure is meant is not known, and the answer is asked again.

Found by probing seed000-30: "464 GB，要乘 2 吗，928 GB" was read as 464 GB, the key, to confirm — the
candidate may have meant 928. The same figure said again, or the step answered ("不用，464 GB", "要，928
GB") or concluded ("那就 928 GB"), is read as said; on a single choice of figures too.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.figures._step_asked import ASK_AGAIN, after_asked_step
from bank.grading.numbers._numbers import find_quantities, prepare
from bank.model import Question
from tests.helpers.curated import curated_catalog

QUESTIONS = {q.id: q for q in curated_catalog()}
KV = QUESTIONS["seed000-30"]  # KV cache of GPT-3 175B: 464 GB
LORA = QUESTIONS["seed000-31"]  # two parts: 11.47M, 98.7 %
HEADS = QUESTIONS["seed000-04"]  # a single choice of figures: 32 / 48 (key B) / 64 / 80
SIZES = QUESTIONS["seed000-08"]  # 35GB (key A) / 32GB / 28GB / 26GB


@pytest.mark.parametrize(
    "answer",
    [
        "464 GB，要乘 2 吗，928 GB",
        "464 GB，是不是还要除以 2？232 GB",
        "928 GB，是不是还要除以 2？464 GB",  # the key after the step: still not known which is meant
        "232 GB，要乘 2 吗？464 GB",
        "464 GB，要不要乘 2，928 GB",
        "464 GB，需不需要乘以 2？928 GB",
        "464 GB, times 2? 928 GB",
        "464 GB，要乘 2 吗？不用，232 GB",  # "no", then another figure: contradicts itself
        "232 GB，要乘 2 吗？要",  # the step taken, its result not said
    ],
)
def test_another_figure_after_an_asked_step_is_asked_again(answer: str) -> None:
    assert grade(KV, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        ("464 GB，要乘 2 吗，464 GB", Verdict.CORRECT),  # the same figure said again
        ("464 GB，要乘 2 吗？不用，464 GB", Verdict.CORRECT),
        ("464 GB，要乘 2 吗？应该不用", Verdict.CORRECT),  # answered no: the figure before stands
        ("464 GB，要乘 2 吗？要，928 GB", Verdict.INCORRECT),  # answered yes: the figure after
        ("232 GB，要乘 2 吗？要的，464 GB", Verdict.CORRECT),
        ("232 GB, times 2? yes, 464 GB", Verdict.CORRECT),
        ("先算 232 GB，K 和 V 要乘 2 吗，那就 464 GB", Verdict.CORRECT),  # concluded
        ("232 GB，要乘 2 吗，所以 464 GB", Verdict.CORRECT),
        ("要乘 2 吗？464 GB", Verdict.CORRECT),  # no figure before the step
        ("464 GB（K、V 两份，已经乘 2 了）", Verdict.CORRECT),  # a step told, not asked
        ("464 GB，还要乘 2，928 GB", Verdict.INCORRECT),  # told: the later figure, as before
    ],
)
def test_a_step_answered_or_the_figure_said_again_is_read(answer: str, verdict: Verdict) -> None:
    graded = grade(KV, answer)
    assert graded.verdict is verdict, answer
    assert graded.needs_confirmation, answer


def test_on_several_parts_only_a_figure_of_the_same_kind_is_another() -> None:
    assert grade(LORA, "11.47M，要乘 2 吗？不用。98.7%").verdict is Verdict.CORRECT
    assert grade(LORA, "11.47M，要乘 2 吗，22.9M，98.7%").verdict is Verdict.INVALID
    assert grade(LORA, "11.47M，要乘 2 吗？要，22.9M，98.7%").verdict is Verdict.INVALID  # which replaced?


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (HEADS, "48，要乘 2 吗，96"),
        (HEADS, "96，要除以 2 吗，48"),
        (HEADS, "24，是不是还要乘 2？48"),
        (HEADS, "48，要乘 2 吗？要，96"),  # the figure after names no option
        (SIZES, "35GB，要乘 2 吗，70GB"),
        (SIZES, "70GB，是不是还要除以 2？35GB"),
    ],
)
def test_on_a_single_choice_of_figures_too(question: Question, answer: str) -> None:
    assert grade(question, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize(
    "answer", ["48，要乘 2 吗，48", "48，要乘 2 吗？不用，48", "24，要乘 2 吗？要，48", "B，48"]
)
def test_on_a_single_choice_an_answered_step_is_read(answer: str) -> None:
    graded = grade(HEADS, answer)
    assert graded.verdict is Verdict.CORRECT, answer
    assert graded.understood.choices == ["B"], answer


def test_the_offset_read_from_is_after_the_step() -> None:
    text = prepare("232 GB，要乘 2 吗？要，464 GB")
    written = find_quantities(text)
    at = after_asked_step(text, written, written, several=False)
    assert at is not None and at != ASK_AGAIN and text[at:].lstrip().startswith("要")
    assert after_asked_step(text[:12], written[:1], written[:1], several=False) is None
    flat = prepare("464 GB，要乘 2 吗，928 GB")
    assert after_asked_step(flat, find_quantities(flat), find_quantities(flat), several=False) == ASK_AGAIN
