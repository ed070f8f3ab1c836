"""A dash between the reasoning and the letter closing a choice answer ("…拼起来的 2048 维，所以是
[640,2048] 那组 —— C", blind batch 79; "…跟 PCIe 没关系——D") pauses as a comma does
(``_spaced_stops``): the letter, to confirm. Never after a letter ("A–E" is a range, "B —— C" a change),
nor after a word wanting what follows or ruling out ("不是 —— D", "除了 —— D", "排除 —— D").
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.grading.text._spaced_stops import dash_paused_before_letters
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
SDXL = QUESTIONS["seed000-03"]  # key C
PCIE = QUESTIONS["seed001-04"]  # key D

REASONS = ("K/V 的输入是两个 text encoder 拼起来的 2048 维", "所以是 [640,2048] 那组", "跟 PCIe 没关系")


def test_a_dash_before_the_closing_letters_is_a_pause() -> None:
    for reason in REASONS:
        for dash in ("——", " —— ", "—", " -- "):
            assert dash_paused_before_letters(f"{reason}{dash}C") == f"{reason}，C", (reason, dash)
    for kept in (
        "A–E",
        "A–B–C–D",
        "B —— C",
        "不是 —— D",
        "除了——D",
        "排除 —— D",
        "C —— 不对",
        "'; DROP TABLE answers; -- B",
    ):
        assert dash_paused_before_letters(kept) == kept, kept


def test_the_letter_after_the_reasoning_is_read_to_confirm() -> None:
    for question, letter in ((SDXL, "C"), (PCIE, "D"), (SDXL, "A"), (PCIE, "B")):
        for reason in REASONS:
            answer = f"{reason} —— {letter}"
            graded = grade(question, answer)
            right = letter == question.key_text
            assert graded.verdict is (Verdict.CORRECT if right else Verdict.INCORRECT), (answer, graded)
            assert graded.needs_confirmation, answer


def test_a_denial_before_the_dash_is_not_parted() -> None:
    for answer in ("不是 —— D", "除了 —— D", "排除 —— D", "肯定不是 —— D"):
        assert grade(PCIE, answer).verdict is Verdict.INVALID, answer
