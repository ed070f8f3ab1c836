"""A stem asks for the unsupported options only when it asks which are not supported, not whenever it
mentions 不支持 (review of e09d7308).

e09d7308 added 不支持 to ASKS_WRONG, so a stem asking for the right ones that merely mentioned 不支持
("在不支持多卡的环境下，以下哪些说法正确？") was taken for one asking the wrong ones, and the rest
chosen ("除了 X 都支持") went unread there. Latent: no active question's stem holds it.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.choice_questions import FRAMEWORK_FEATURES as FEATURES

ANSWERS = ["除了 A 都支持", "除了 tree_attention 都支持", "tree_attention 那条不对 其余支持"]


@pytest.mark.parametrize(
    "stem",
    [
        "在不支持多卡的环境下，以下哪些说法正确？",
        "某推理框架（旧版不支持 CUDA Graph）的功能，以下哪些说法正确？",
        "以下哪些说法正确？（该框架不支持 Windows）",
    ],
)
@pytest.mark.parametrize("answer", ANSWERS)
def test_a_stem_mentioning_not_supported_still_asks_the_right_ones(stem: str, answer: str) -> None:
    graded = grade(FEATURES.model_copy(update={"stem": stem}), answer)
    assert (graded.verdict, graded.reading) == (Verdict.CORRECT, "B、C、D"), (stem, answer)


@pytest.mark.parametrize("stem", ["以下哪些功能该框架不支持？", "该框架不支持的是", "哪项特性不支持？"])
@pytest.mark.parametrize("answer", ["tree_attention 那条不对 其余支持", "tree_attention 那条不对，其余都能"])
def test_a_stem_asking_what_is_not_supported_reads_no_rest(stem: str, answer: str) -> None:
    graded = grade(FEATURES.model_copy(update={"stem": stem}), answer)
    assert graded.verdict is not Verdict.CORRECT, (stem, answer)
