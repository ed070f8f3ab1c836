"""An option after "然后" closing the answer is never passed over for one named before it (the red team's
leftovers): "B 那个只管 cudnn；然后 C" had read B, on a single choice and on a set alike; asked again. A chain
of options let go closing on "然后 B" reads B, as after "最后".
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
MULTI = QUESTIONS["seed000-18"]  # key AD
SINGLE = QUESTIONS["seed000-01"]  # key B


def test_a_close_after_then_is_never_passed_over() -> None:
    for question in (SINGLE, MULTI):
        for answer in ("B 那个只管 cudnn；然后 C", "A，然后 C"):
            graded = grade(question, answer)
            assert graded.verdict is Verdict.INVALID, f"{question.id} {answer!r}: {graded.reading!r}"
    graded = grade(SINGLE, "D 不对；A 不是；然后 B")
    assert graded.verdict is Verdict.CORRECT and graded.reading == "B", graded.reading
