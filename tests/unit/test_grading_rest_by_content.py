"""Every option but some named by their words, said with "能" or "支持", or with the rest after a space
(issue 30: the fifty-sixth blind batch's "除了 psum 和 dot 都能", "drop_tokens 那条不对 其余支持").

- "都能" and "支持" choose the rest as "都可以" does, only where they close the answer ("都能排除",
  "都支持不了" choose nothing);
- a clause leaving an option out may be followed by the rest after a space as after a comma;
- read to confirm, never bare; a stem asking what is not supported reads no rest from "其余支持"
  (asserted in test_grading_stem_not_supported.py).
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.choice_questions import FRAMEWORK_FEATURES as FEATURES


@pytest.mark.parametrize(
    "answer",
    [
        "除了 tree_attention 都能",
        "除了 tree_attention 都能吧",
        "除了 tree_attention 都支持",
        "tree_attention 那条不对 其余支持",
        "tree_attention 那条不对 其余都能",
        "tree_attention 那条不对，其余都支持",
    ],
)
def test_the_rest_said_with_neng_or_zhichi_is_chosen(answer: str) -> None:
    graded = grade(FEATURES, answer)
    assert graded.verdict is Verdict.CORRECT and graded.reading == "B、C、D", answer
    assert graded.needs_confirmation, answer


@pytest.mark.parametrize(
    "answer", ["除了 paged_kv 都能", "paged_kv 那条不对 其余支持", "fp8_gemm 那条不对 其余都能"]
)
def test_the_rest_of_another_option_is_wrong(answer: str) -> None:
    assert grade(FEATURES, answer).verdict is Verdict.INCORRECT, answer


@pytest.mark.parametrize(
    "answer",
    [
        "除了 tree_attention 都能排除",
        "除了 tree_attention 都支持不了",
        "tree_attention 那条不对 其余不支持",
        "tree_attention 那条不对 其余都能吗",
    ],
)
def test_the_rest_not_chosen_is_no_answer(answer: str) -> None:
    assert grade(FEATURES, answer).verdict is Verdict.INVALID, answer
