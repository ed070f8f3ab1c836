"""An arrow pointing back at an answer, or "∴" before it (blind batch 85: "ABD ←", "对 ←", "… = 2048 ∴ C"),
reads as "所以" would: the answer, more than bare, to confirm; "→ A ←" (an answer framed by two arrows)
stays bare, as earlier batches label it. A denial or a doubt after the arrow is asked again.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
SDXL = QUESTIONS["seed000-03"]  # single, key C
VIT = QUESTIONS["seed001-13"]  # multi, key ABD
DIVERSITY = QUESTIONS["seed002-47"]  # true/false, key false


def test_an_arrow_pointing_back_is_more_than_bare() -> None:
    for question, answer, verdict in (
        (SDXL, "C ←", Verdict.CORRECT),
        (SDXL, "C <-", Verdict.CORRECT),
        (SDXL, "C ⇐", Verdict.CORRECT),
        (SDXL, "选：C ←", Verdict.CORRECT),
        (SDXL, "D ←", Verdict.INCORRECT),
        (VIT, "ABD ←", Verdict.CORRECT),
        (VIT, "A、B、D <-", Verdict.CORRECT),
        (VIT, "ABC ←", Verdict.INCORRECT),
        (DIVERSITY, "错 ←", Verdict.CORRECT),
        (DIVERSITY, "对 ←", Verdict.INCORRECT),
    ):
        graded = grade(question, answer)
        assert graded.verdict is verdict and graded.needs_confirmation, (answer, graded)
    for framed in ("→ C ←", "→ C", "->C", "C"):
        graded = grade(SDXL, framed)
        assert graded.verdict is Verdict.CORRECT and not graded.needs_confirmation, framed


def test_a_denial_after_the_arrow_is_asked_again() -> None:
    for answer in ("C ← 不是这个", "C <- 错的", "C ← ?", "C ← 存疑"):
        assert grade(SDXL, answer).verdict is Verdict.INVALID, answer
    assert grade(VIT, "ABD ← 错的").verdict is Verdict.INVALID


def test_therefore_before_the_closing_answer_reads_as_so() -> None:
    for answer, verdict in (
        ("K/V 的 in 维度 = 768 + 1280 = 2048 ∴ C", Verdict.CORRECT),
        ("768 + 1280 = 2048 ∴ D", Verdict.INCORRECT),
        ("∵ 768+1280=2048 ∴ C", Verdict.CORRECT),
        ("∴ C", Verdict.CORRECT),
    ):
        graded = grade(SDXL, answer)
        assert graded.verdict is verdict and graded.needs_confirmation, (answer, graded)
    for answer in ("2048 ∴ 不是 C", "∴ C 不对"):
        assert grade(SDXL, answer).verdict is Verdict.INVALID, answer
