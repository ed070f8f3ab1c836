"""Fills named for their blanks after a question the candidate asks and answers ("会不会是 P('x', 'y')？
不是，…。a 填 P('x', None)，b 填 P(None, 'y')"): the question names no fill, the sentences after it do —
the fills ended on are graded, the one asked of and rejected is not, wherever the question stands.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

SPECS = {question.id: question for question in curated_catalog()}["seed000-27"]  # P('x', None), P(None, 'y')
RIGHT, WRONG = "a 填 P('x', None)，b 填 P(None, 'y')", "a 填 P('x', 'y')，b 填 P(None, 'y')"
ASKS = (
    "会不会是 {asked}？不是，那样 a 两维都切了。{fills}",
    "会不会是 a: {asked}？不会。{fills}",
    "是不是 {asked}？不是！{fills}",
    "{fills}。会不会是 a: {asked}？不是",
)


def test_the_fills_ended_on_are_graded() -> None:
    for shape in ASKS:
        answer = shape.format(asked="P('x', 'y')", fills=RIGHT)
        assert grade(SPECS, answer).verdict is Verdict.CORRECT, answer
        answer = shape.format(asked="P('x', None)", fills=WRONG)  # the key asked of and rejected
        assert grade(SPECS, answer).verdict is not Verdict.CORRECT, answer
    assert grade(SPECS, "a 填 P('x', None)。b 填 P(None, 'y')").verdict is Verdict.CORRECT


def test_fills_only_asked_of_are_not_right() -> None:
    for answer in (
        "a 填 P('x', None)，b 填 P(None, 'y')？",
        "会不会是 a 填 P('x', None)，b 填 P(None, 'y')？",
        "a 是 P('x', None)？b 是 P(None, 'y')？",
    ):
        assert grade(SPECS, answer).verdict is not Verdict.CORRECT, answer
