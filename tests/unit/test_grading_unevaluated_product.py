"""A formula with no result is no answer (blind-79): "2 × b × s × n_layer × n_head × d_head × 2B" on
seed000-30 read "2 ×" (the sign taken for the figure's unit), "70×4×64×(320+320)" on seed000-31 read
320 (a term of a sum in brackets). Neither figure is the answer's: asked again. A product followed by
its result, or a result with its working after it, is read as before. (Typed as Python, "70*4*64*(320+320)"
is graded by its value since blind-89: ``test_grading_code_forms``.)"""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog()}

UNFINISHED = {
    "seed000-30": [
        "2 × b × s × n_layer × n_head × d_head × 2B",
        "2 x b x s x n_layer x n_head x d_head x 2B",
        "2 × batch × seq × 层数 × d_model × 2 字节",
        "4 × b × s × L × h",
    ],
    "seed000-31": [
        "70×4×64×(320+320)",
        "70 × 4 × 64 × (320 + 320)",
        "(320+320)×64×70×4",
        "70×4×(64×320+320×64)",
    ],
}

READ = {  # (answer, the figure read first, its verdict)
    "seed000-30": [
        ("2 × b × s × n_layer × n_head × d_head × 2B = 464 GB", 464.0, Verdict.CORRECT),
        ("2 × b × s × n_layer × n_head × d_head × 2B ≈ 232 GB", 232.0, Verdict.INCORRECT),
        ("约 464 GB，2 × 48 × 2048 × 12288 × 96 × 2B", 464.0, Verdict.CORRECT),
        ("464GB", 464.0, Verdict.CORRECT),
    ],
    "seed000-31": [
        ("70×4×64×640 = 179200", 179200.0, Verdict.INCORRECT),
        ("70×4×64×(320+320) = 11468800，98.7%", 11468800.0, Verdict.CORRECT),
        ("(320+320)×64×280 = 11.47M, 98.7%", 11.47, Verdict.CORRECT),
        ("11.47M（70×4×64×(320+320)），98.7%", 11.47, Verdict.CORRECT),
        ("70×4×64×(320+320) = 22.9M，97.3%", 22.9, Verdict.INCORRECT),
    ],
}


def test_a_formula_with_no_result_is_asked_again() -> None:
    for qid, answers in UNFINISHED.items():
        question = BANK[qid]
        for answer in answers:
            graded = grade(question, answer)
            assert graded.verdict is Verdict.INVALID, f"{question.id} {answer!r}: {graded}"
            assert not graded.understood.numbers, f"{question.id} {answer!r}: {graded.understood}"


def test_a_result_after_or_before_its_working_is_read() -> None:
    for qid, cases in READ.items():
        question = BANK[qid]
        for answer, figure, verdict in cases:
            graded = grade(question, answer)
            numbers = graded.understood.numbers or []
            assert numbers and numbers[0].value == figure, f"{question.id} {answer!r}: {graded.understood}"
            assert graded.verdict is verdict, f"{question.id} {answer!r}: {graded}"
