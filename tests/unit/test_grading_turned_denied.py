"""An option, then a turn and a denial with no subject of its own (a red team of batch 80): "B，但是也不对",
"B, but that is wrong too", "B also no" read B and were graded correct where the key is B. The denial is
said of the option the answer names: it is taken back, and the answer asked again; a denial with a subject
of its own ("B，但是 A 错了") or a caveat ("B，但是也有问题") leaves B read as before.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
COMPILE = QUESTIONS["seed000-01"]  # key B (of A–D)

TURNED = [
    "B，但是也不对",
    "B，但也不对",
    "B，不过也不对",
    "B，可是也不对",
    "B，但是错了",
    "B，但其实也不对",
    "B 但是也不行",
    "最后剩 B，但是也不对",
    "B, but that is wrong too",
    "B, but also wrong",
    "B, but no",
    "B also no",
    "B is also no",
    "B also wrong",
    "B? also no",
]


def test_an_option_turned_and_denied_is_never_read() -> None:
    for answer in TURNED:
        graded = grade(COMPILE, answer)
        assert graded.verdict is not Verdict.CORRECT, (answer, graded)
        assert not graded.understood.choices, (answer, graded)


def test_a_denial_of_another_or_a_caveat_leaves_the_option() -> None:
    for answer in ["选 B，但是 A 错了", "B 对，但是 A 也不对", "B，但是也有问题"]:
        graded = grade(COMPILE, answer)
        assert graded.understood.choices == ["B"], (answer, graded)
