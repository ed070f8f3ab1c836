"""A range stated for a figure ("460~470 GB", "大概 11.4~11.5M，省 98.6~98.7%") is right when its whole
span lies within the part's tolerance and wrong (a hedge) when any of it does not, to confirm either way;
on a choice, a range over one option's figure keeps its own "about" ("大概 35~37 GB，就选 A" chooses A).
Blind batch 86, seed000-30, seed000-31 and seed000-08."""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

_QUESTIONS = {q.id: q for q in curated_catalog()}
KV = _QUESTIONS["seed000-30"]  # 464 GB, 2 %
LORA = _QUESTIONS["seed000-31"]  # 11.47 M, 98.7 %
GPTQ = _QUESTIONS["seed000-08"]  # A 35GB, B 32GB, C 28GB, D 26GB; key A


def test_a_range_within_the_tolerance_is_right_to_confirm() -> None:
    for answer in (
        "粗估下来 460~470 GB 之间",
        "460~470 GB",
        "460-470GB",
        "460 到 470 GB",
        "460GB~470GB",
        "460 - 470 GB",
    ):
        graded = grade(KV, answer)
        assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, True), answer
    graded = grade(LORA, "大概 11.4~11.5M，省 98.6~98.7%")
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, True)


def test_a_range_partly_outside_the_tolerance_is_never_right() -> None:
    for answer in (
        "450~470 GB",
        "460~480 GB",
        "约 440~470 GB",
        "232~464 GB",
        "400 到 464 GB",
        "464 GB~470 MB",
    ):
        graded = grade(KV, answer)
        assert graded.verdict is Verdict.INCORRECT, answer
    for answer in ("11~12M 98.6~98.7%", "11.4~11.5M 97~99%"):
        assert grade(LORA, answer).verdict is Verdict.PARTIAL, answer
    assert grade(LORA, "11.47 - 98.7%").verdict is Verdict.PARTIAL  # two parts, no range


def test_a_calculation_with_a_dash_is_no_range() -> None:
    graded = grade(LORA, "1-11.47/860=98.7%，11.47M")
    assert graded.verdict is Verdict.CORRECT and sorted(n.value for n in graded.understood.numbers or []) == [
        11.47,
        98.7,
    ]


def test_a_range_on_a_choice_keeps_its_own_about() -> None:
    for answer in (
        "70B × 0.5 B = 35 GB，再加 group 的 scale/zero 大概 35~37 GB，就选 A",
        "大概 35~37 GB 之间，选 A",
        "约 35~37 GB，选 A",
    ):
        graded = grade(GPTQ, answer)
        assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, True), answer
    for answer in (
        "35~37 GB",  # no option chosen: the hedge it was
        "大概 35~37 GB",
        "大概 35~37 GB，大概选 A",  # the choice itself approximate
        "一半左右，35~37 GB，选 A",
        "大概 28~32 GB，选 B",  # over two options: the hedge it was
        "大概 26~35 GB，选 A",
    ):
        graded = grade(GPTQ, answer)
        assert graded.verdict is not Verdict.CORRECT, answer
    assert grade(GPTQ, "大概 35~37 GB，选 B").verdict is Verdict.INCORRECT
