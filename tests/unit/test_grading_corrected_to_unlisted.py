"""Review of the choice corrected to no option or replied unclearly (189745b9; issue "Grading a typed
answer"). On seed000-11 (A 16, B 32, C 64, D 128; key A) the check was dodged and the figure taken back
read as the key, to confirm: a figure with a unit or a counter ("16，不对，8GB", "…，8 个"), called right
("…，是 8 才对"), after two leads ("…，应该选 8"), or changed to by an arrow ("16 -> 8"); and a question
of alternatives replied by taking either ("16 还是 8？都行"). "16，不对，32GB" read 16 too, though 32 is
B's figure: a figure written as no option writes it is no option. All are asked again; a correction to
an option's figure ("16，不对，是 32", "16 -> 32", "…，应该选 32") reads it, and on seed000-08 (35GB,
32GB, 28GB, 26GB; key A) "28GB，不对，35GB" still reads A.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

BANK = curated_catalog()


@pytest.mark.parametrize(
    "answer",
    ["16，不，8", "16，不对，8GB", "16，不对，8 个", "16，不对，是 8 才对", "16，不对，应该选 8", "16 -> 8",
     "16 → 8", "16 还是 8？都行", "16 还是 8？随便", "16，不对，32GB"],
)  # fmt: skip
def test_a_correction_to_no_option_is_asked_again(answer: str) -> None:
    graded = grade(BANK.get("seed000-11"), answer)
    assert graded.verdict is Verdict.INVALID, (answer, graded.reading)


@pytest.mark.parametrize(
    ("question", "answer", "reading"),
    [("seed000-11", "16，不对，是 32", "B"), ("seed000-11", "16 -> 32", "B"),
     ("seed000-11", "16，不对，应该选 32", "B"), ("seed000-11", "16，不对，是 32 才对", "B"),
     ("seed000-11", "16 还是 8？16", "A"), ("seed000-08", "28GB，不对，35GB", "A"),
     ("seed000-08", "28GB -> 35GB", "A")],
)  # fmt: skip
def test_a_correction_to_an_option_reads_it(question: str, answer: str, reading: str) -> None:
    graded = grade(BANK.get(question), answer)
    assert graded.reading == reading and graded.verdict is not Verdict.INVALID, (answer, graded.rationale)
