"""A member of a multiple choice's set weighed again after a correction word (blind batch 79): "LPIPS
MS-SSIM IS. wait IS uses an Inception classifier but no real images, so yes it counts" had read IS
alone. Kept by the last clause, the set is read whole, to confirm; not kept, the member alone is no
answer (asked again), and a denial of it still leaves the rest.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
METRICS = QUESTIONS["seed001-15"]  # key A, B, C (LPIPS, MS-SSIM, Inception Score)
SETS = ["LPIPS MS-SSIM IS", "A B C", "A、B、C"]
WAITS = ["wait", "actually", "等等"]
REASONS = ["{m} uses an Inception classifier but no real images", "{m} 要分类器"]
KEPT = ["so yes it counts", "so it still counts", "但还是算", "it's fine, so it stays"]
NOT_KEPT = ["so no it doesn't count", "so no", "还是不算", "so drop it", "not sure"]


def _answers(closes: list[str]) -> list[str]:
    """Each close after each set, the correction word and the reason turning with it (a few grades)."""
    answers = []
    for index, close in enumerate(closes):
        for turn, listed in enumerate(SETS):
            member = "IS" if listed.startswith("LPIPS") else "C"
            wait, reason = WAITS[(index + turn) % len(WAITS)], REASONS[(index + turn) % len(REASONS)]
            answers.append(f"{listed}. {wait} {reason.format(m=member)}, {close}")
    return answers


def test_a_member_weighed_again_and_kept_leaves_the_set_whole() -> None:
    for answer in _answers(KEPT):
        graded = grade(METRICS, answer)
        assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, (answer, graded)


def test_a_member_weighed_again_and_not_kept_is_never_read_alone() -> None:
    for answer in _answers(NOT_KEPT):
        graded = grade(METRICS, answer)
        assert graded.verdict is not Verdict.CORRECT, (answer, graded)
        assert graded.understood.choices != ["C"], (answer, graded)


def test_a_wrong_set_kept_is_still_wrong_and_a_denial_still_leaves_the_rest() -> None:
    graded = grade(METRICS, "A B D. wait D needs real images, so yes it counts")
    assert graded.verdict is not Verdict.CORRECT and graded.understood.choices == ["A", "B", "D"], graded
    for answer in ["A B C. wait C is wrong", "A、B、C。等等 C 用了分类器，不算"]:
        assert grade(METRICS, answer).understood.choices == ["A", "B"], answer


def test_another_option_after_the_correction_is_the_pass_reading() -> None:
    for answer in ["A B. wait C", "A B C. wait, D uses real images, so yes it counts"]:
        graded = grade(METRICS, answer)
        assert graded.verdict is not Verdict.CORRECT, (answer, graded)


def test_a_second_option_kept_after_a_correction_on_a_single_choice_is_no_one_answer() -> None:
    """On a single choice, "A B. wait B doesn't hurt, counts" keeps B beside A: two answers, never A.
    The negation inside the weighing ("doesn't hurt", "isn't wrong", "不差") had been read as B let go,
    and the key A graded correct. The member denied still leaves the other ("wait B is wrong": A)."""
    singles = [q for q in QUESTIONS.values() if q.type.value == "single"][:6]
    for question in singles:
        key = question.key_text
        other = next(letter for letter in sorted(question.options) if letter != key)
        for listed in (f"{key} {other}", f"{other} {key}"):
            for weighed in ("doesn't hurt, counts", "isn't wrong, so it still counts", "也不差，还是算"):
                answer = f"{listed}. wait {other} {weighed}"
                graded = grade(question, answer)
                assert graded.verdict is not Verdict.CORRECT, (question.id, answer, graded.reading)
        assert grade(question, f"{key} {other}. wait {other} is wrong").verdict is Verdict.CORRECT
