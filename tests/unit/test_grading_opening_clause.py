"""An option's opening clause with a formula, written alone ("第 h 个头 m=2^(−h/4)" of "第 h 个头
m=2^(−h/4)，h=1, …, 32"), is the option's text shortened: bare, as the labels read a shortened text
(blind-26's header on) and as "B. 第 h 个头 m=2^(−h/4)" already reads. A hedge or a reason after it, or
an opening cut inside its clause, stays more than bare."""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

_QUESTIONS = {question.id: question for question in curated_catalog()}


def test_an_opening_clause_with_a_formula_is_bare() -> None:
    question = _QUESTIONS["seed000-06"]  # A "8 个头分别用 m=0.5, 1, 1.5, …, 4", B "第 h 个头 m=2^(−h/4)，…"
    for answer, verdict in (
        ("第 h 个头 m=2^(−h/4)", Verdict.CORRECT),
        ("**第 h 个头 m=2^(−h/4)**", Verdict.CORRECT),
        ("第 h 个头 m = 2^(-h/4)", Verdict.CORRECT),
        ("8 个头分别用 m=0.5", Verdict.INCORRECT),
    ):
        graded = grade(question, answer)
        assert graded.verdict is verdict and not graded.needs_confirmation, answer
    for answer in ("第 h 个头 m=2^(−h/4) 吧", "第 h 个头 m=2^(−h/4)，因为几何级数", "第 h 个头"):
        graded = grade(question, answer)
        assert graded.needs_confirmation or graded.verdict is Verdict.INVALID, answer
