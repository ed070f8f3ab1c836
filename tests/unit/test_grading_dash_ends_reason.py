"""A reason against an option closed by a dash rules it out as one closed by a comma does (blind batch 76).

"A 是 max-autotune，C 的 nvfuser 早就不是 compile 的 backend，D 只管 fullgraph —— so B" (seed000-01, key B)
was read as A: the limit "D 只管 fullgraph" ran on through the dash to the letter after it, so D's clause
swallowed "so B" and the opening A stood alone. A dash ("——", "—", "--") ends the reason's clause; one
hyphen still joins names ("max-autotune").
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

CATALOG = {q.id: q for q in curated_catalog()}


@pytest.mark.parametrize(
    "answer",
    [
        "A 是 max-autotune，C 的 nvfuser 早就不是 compile 的 backend，D 只管 fullgraph —— so B",
        "A 是 max-autotune，D 只管 fullgraph —— so B",
        "D 只管 fullgraph —— B",
        "D 只管 fullgraph -- so B",
        "A 是 max-autotune 不是 reduce-overhead —— B",
    ],
)
def test_the_option_after_a_dash_ending_a_reason_is_the_answer(answer: str) -> None:
    graded = grade(CATALOG["seed000-01"], answer)
    assert graded.verdict is Verdict.CORRECT, graded.rationale
    assert graded.needs_confirmation and graded.reading == "B"


@pytest.mark.parametrize(
    "answer",
    [
        "A 是 max-autotune，D 只管 fullgraph —— so A",  # another option after the dash
        "A 是 max-autotune，D 只管 fullgraph —— so D",  # the option ruled out, chosen after all
        "D 只管 fullgraph —— 不确定是不是 B",  # a doubt, not a choice
        "D 只管 fullgraph —— B 还是 C 呢",  # left open between two
        "D 只管 fullgraph —— 也选 —— B",  # more said of D before the next option: chosen too
        "D 只管 fullgraph —— so not B",  # a denial of B
    ],
)
def test_a_doubt_a_denial_or_another_option_after_the_dash_is_not_made_right(answer: str) -> None:
    assert grade(CATALOG["seed000-01"], answer).verdict is not Verdict.CORRECT
