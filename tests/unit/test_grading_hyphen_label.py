"""Hyphenated words before a colon and the code (``_code.after_label``).

"cp.checkpoint(…=True)\\n不对，新代码推荐 non-reentrant：cp.checkpoint(…=False)" on seed001-17 was read as
"non-reentrant:cp.checkpoint(…)", the remark glued to the fill, and graded wrong: "non-reentrant" was no
label as "checkpoint 一下" is. No annotation's target holds a "-", so the words before the colon are a
remark; a colon inside the code, or after code, is kept.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.grading.code._code import after_label
from tests.helpers.curated import curated_catalog

QUESTIONS = {q.id: q for q in curated_catalog()}


def test_hyphenated_words_before_a_colon_label_the_code() -> None:
    for piece, tail in (
        ("non-reentrant:cp.checkpoint(f, x)", "cp.checkpoint(f, x)"),
        ("non-reentrant 版本: f(x)", "f(x)"),
        ("fp8-safe: x.float()", "x.float()"),
    ):
        assert after_label(piece) == tail, piece


def test_a_colon_of_code_is_kept() -> None:
    for piece in ("lambda: f(x)", "x[a - b: c]", "f(a - b)", "a - b"):
        assert after_label(piece) is None, piece


def test_the_fill_after_a_correction_and_a_hyphenated_remark() -> None:
    question = QUESTIONS["seed001-17"]
    for answer, verdict in (
        (
            "cp.checkpoint(_inner, x, use_reentrant=True)\n不对，新代码推荐 non-reentrant："
            "cp.checkpoint(_inner, x, use_reentrant=False)",
            Verdict.CORRECT,
        ),
        ("推荐 no-grad：_inner(x).detach()", Verdict.INCORRECT),
    ):
        graded = grade(question, answer)
        assert graded.verdict is verdict and graded.needs_confirmation, answer
