"""A choice's figure compared is not the option: "比一半少一点", "比 48 多一点".

On seed001-08 (the int8 model's size against fp16: A 25%, B 37.5%, C 50%, D 75%; key C) "比一半少一点"
was read as C, to confirm; "比 48 多一点" read B on seed000-04. Each is asked again; a letter or a
figure stated beside the comparison still reads.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

CATALOG = {q.id: q for q in curated_catalog()}


@pytest.mark.parametrize(
    ("qid", "answer"),
    [
        ("seed001-08", "比一半少一点"),
        ("seed000-04", "比 48 多一点"),
        ("seed000-04", "比 64 少一点"),  # read C, a wrong reading shown to the candidate
        ("seed001-08", "比一半多一点"),
    ],
)
def test_a_figure_compared_is_asked_again(qid: str, answer: str) -> None:
    graded = grade(CATALOG[qid], answer)
    assert graded.verdict is Verdict.INVALID, graded.rationale


@pytest.mark.parametrize(
    ("qid", "answer"),
    [
        ("seed001-08", "砍一半"),
        ("seed001-08", "一半"),
        ("seed001-08", "占比 50%"),
        ("seed001-08", "压缩了一半"),
        ("seed000-04", "B，比 64 少一点"),
        ("seed000-04", "比 32 多，选 48"),
        ("seed000-04", "48 比 64 合适"),
    ],
)
def test_a_figure_stated_beside_a_comparison_still_reads(qid: str, answer: str) -> None:
    assert grade(CATALOG[qid], answer).verdict is Verdict.CORRECT


@pytest.mark.parametrize("answer", ["64", "C，比 48 多一点", "比 32 多，选 64", "64 比 48 合适"])
def test_a_wrong_option_stated_beside_a_comparison_still_reads(answer: str) -> None:
    graded = grade(CATALOG["seed000-04"], answer)
    assert graded.verdict is Verdict.INCORRECT and graded.understood.choices == ["C"], graded.rationale


def test_a_figure_compared_that_carried_no_reading_leaves_it() -> None:
    graded = grade(CATALOG["seed000-08"], "28 还是 26，反正比 35 小")  # A 35GB, B 32, C 28, D 26; key A
    assert graded.verdict is Verdict.INCORRECT and graded.understood.choices == ["C", "D"], graded.rationale
