"""A closing decision that names its option by two words of its text joined by "+" ("That leaves the
inductor + reduce-overhead call"): the decision settles what the clauses before it only described
("max-autotune is a different mode; fullgraph only forces a single graph; …"), as it does when it names
the option once. It was read with the option opening the answer (A、B), a set the candidate ruled out.
Not when the decision adds its option to one affirmed before ("max-autotune is fine; so the inductor +
reduce-overhead one as well", "…那个也行"), nor when another option is offered after it.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog()}
DESCRIBED = "max-autotune is a different mode; fullgraph only forces a single graph"
LEAVES = "That leaves the inductor + reduce-overhead call"


@pytest.mark.parametrize(
    "answer",
    [
        f"{DESCRIBED}; nvfuser isn't a compile backend at all. {LEAVES}.",
        f"{DESCRIBED}. That leaves the inductor + reduce-overhead call.",
        f"{DESCRIBED}. So the reduce-overhead + inductor one",
        "max-autotune 是另一种模式；fullgraph 只是整图；nvfuser 不是后端。剩下 inductor + reduce-overhead",
    ],
)
def test_a_decision_naming_its_option_twice_settles_the_described(answer: str) -> None:
    result = grade(QUESTIONS["seed000-01"], answer)
    assert result.understood.choices == ["B"], (answer, result)
    assert result.verdict is Verdict.CORRECT and result.needs_confirmation


@pytest.mark.parametrize(
    "answer",
    [
        "max-autotune is fine; so the inductor + reduce-overhead one as well",
        "max-autotune is fine; so the inductor one as well",
        f"max-autotune works; fullgraph only forces a single graph. {LEAVES} too.",
        "max-autotune 没问题；所以 inductor 那个也行",
        f"{DESCRIBED}. That leaves the inductor + reduce-overhead call, or maybe max-autotune.",
        f"{DESCRIBED}. So inductor + fullgraph.",
    ],
)
def test_an_option_added_or_offered_beside_is_not_settled_alone(answer: str) -> None:
    result = grade(QUESTIONS["seed000-01"], answer)
    assert result.verdict is not Verdict.CORRECT, (answer, result)
    assert result.understood.choices != ["B"], (answer, result)
