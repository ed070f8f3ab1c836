"""Fills each told after the name of its blank, the clauses parted by a semicolon ("a 切行就 P('x')；b 切列就
P(None,'y')"): NFKC makes "；" a ";", which ran the fill into the next blank's name ("P('x');b"). A fill's
code never goes on past a top-level ";" into a name, so the name is parted from it, as after a comma.
A fill told not to be used ("b 不要用 …", "别写 …") is ruled out, whatever parts the clauses.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType

SHARDS = Question(
    id="fx-shards",
    bank="fx",
    type=QuestionType.CODE,
    stem=(
        "补全两处 PartitionSpec（`____`）。\n\n```python\n"
        "a = jax.device_put(x, NamedSharding(mesh, ____))\n"
        "b = jax.device_put(y, NamedSharding(mesh, ____))\n```"
    ),
    key=["P('x', None)", "P(None, 'y')"],
    accepted=["P('x'), P(None, 'y')"],
    points=5,
)


@pytest.mark.parametrize(
    "answer",
    [
        "a 切行就 P('x')；b 切列就 P(None,'y')",
        "a 切行就 P('x');b 切列就 P(None,'y')",
        "a 切行就 P('x'); b 切列就 P(None,'y')",
        "a 按行切就 P('x', None)；b 按列切就 P(None, 'y')",
    ],
)
def test_each_name_then_its_fill_across_a_semicolon(answer: str) -> None:
    result = grade(SHARDS, answer)
    assert (result.verdict, result.needs_confirmation) == (Verdict.CORRECT, True)


@pytest.mark.parametrize(
    "answer",
    [
        "a 切行就 P('x')；b 不要用 P(None,'y')",  # the second fill ruled out
        "a 切行就 P('x')，b 不要用 P(None,'y')",
        "a 用 P('x')；b 别用 P(None,'y')",
        "a 切行就 P(None,'y')；b 切列就 P('x')",  # the fills swapped
        "a 不是 P('x')；b 切列就 P(None,'y')",
    ],
)
def test_a_fill_ruled_out_or_swapped_is_never_right(answer: str) -> None:
    assert grade(SHARDS, answer).verdict is not Verdict.CORRECT
