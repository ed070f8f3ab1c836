"""A code fill with a trailing comment telling not to do a thing the fill does not name (issue "Grading a
typed answer"): "flash_attn_func(q, k, v, causal=True)  # qkv 已经是 bshd，别再 transpose 了" (seed000-26) was
asked again, though the same line without the comment reads correct. "别", "别再", "不要再" before a name
the code does not hold is a reason for the code as written, as "# 推理不要 dropout" already was: the fill,
still bare. Not a name the code holds ("# 别 causal"), a name after a verb ("# 别 set causal"), a doubt or a
denial beside it ("…，其实不对"), nor English ("# don't use causal"): asked again, never correct.
"""

from __future__ import annotations

import re

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

CODE = [q for q in curated_catalog() if q.servable and q.type is QuestionType.CODE]


def _bare_right(question: Question, answer: str) -> bool:
    graded = grade(question, answer)
    return graded.verdict is Verdict.CORRECT and not graded.needs_confirmation


ONE_LINE = [q for q in CODE if "\n" not in q.key and _bare_right(q, q.key)]


@pytest.mark.parametrize("question", ONE_LINE, ids=lambda question: question.id)
def test_a_comment_not_to_do_an_unnamed_thing_keeps_the_fill(question: Question) -> None:
    for comment in ("# 别再 zzfoo 了", "# 已经处理过了，不要再 zzfoo", "# 别 zzfoo"):
        answer = f"{question.key}  {comment}"
        assert _bare_right(question, answer), (question.id, answer, grade(question, answer).rationale)


@pytest.mark.parametrize("question", ONE_LINE, ids=lambda question: question.id)
def test_a_comment_against_the_fill_is_never_correct(question: Question) -> None:
    name = re.findall(r"[A-Za-z_][A-Za-z0-9_]*", question.key)[-1]
    for comment in (
        f"# 别 {name}",
        f"# 别再 set {name}",
        "# 别再 zzfoo 了，其实不对",
        "# 别再 zzfoo 了，不确定",
        f"# don't use {name}",
    ):
        answer = f"{question.key}  {comment}"
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


def test_the_batch_answer_reads_as_the_line_without_its_comment() -> None:
    flash = next(q for q in CODE if q.id == "seed000-26")
    assert _bare_right(flash, "flash_attn_func(q, k, v, causal=True)  # qkv 已经是 bshd，别再 transpose 了")
    assert [q.id for q in ONE_LINE].count("seed000-26") == 1
