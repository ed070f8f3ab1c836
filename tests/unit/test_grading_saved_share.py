"""A share saved is not the share left: "省了75%" on a stem asking the model's size.

On seed001-08 (the int8 model's size against fp16: A 25%, B 37.5%, C 50%, D 75%; key C) "省了75%" and
"压缩 75%" read D, to confirm, where the candidate meant 25 % kept. Each is asked again; a share left,
a choice stated beside the saving, half saved (half left), and a stem asking the saving still read.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

SHARE = {q.id: q for q in curated_catalog()}["seed001-08"]


@pytest.mark.parametrize("answer", ["省了75%", "压缩 75%", "减少了 25%", "saves 75%"])
def test_a_share_saved_is_asked_again(answer: str) -> None:
    graded = grade(SHARE, answer)
    assert graded.verdict is Verdict.INVALID, graded.rationale


@pytest.mark.parametrize(
    ("answer", "verdict", "chosen"),
    [
        ("75%", Verdict.INCORRECT, "D"),
        ("压缩到 75%", Verdict.INCORRECT, "D"),
        ("降低到 75%", Verdict.INCORRECT, "D"),
        ("A，省了 75%", Verdict.INCORRECT, "A"),
        ("省了 75%，剩 25%，选 A", Verdict.INCORRECT, "A"),
        ("省了50%", Verdict.CORRECT, "C"),
        ("压缩到 50%", Verdict.CORRECT, "C"),
    ],
)
def test_a_share_left_or_a_choice_stated_still_reads(answer: str, verdict: Verdict, chosen: str) -> None:
    graded = grade(SHARE, answer)
    assert graded.verdict is verdict and graded.understood.choices == [chosen], graded.rationale


def test_a_saving_asked_reads_the_share_saved() -> None:
    saving = SHARE.model_copy(update={"stem": "使用 int8 量化部署 LLaMA 2 70B，显存比 fp16 约节省："})
    graded = grade(saving, "省了75%")
    assert graded.verdict is Verdict.INCORRECT and graded.understood.choices == ["D"], graded.rationale
