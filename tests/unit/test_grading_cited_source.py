"""A source cited as the reason before a code fill ("参考 JAX 文档 …：a 用 P(…)，b 用 P(…)", "按 … 文档推荐…：
cp.checkpoint(…)") is a reason: the fill after its colon is the answer, read to confirm (blind batch 86).
A lead that doubts or denies, a source only reported ("文档说：…"), or no source named is not read so."""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.grading.code._cited_source import cited_fill
from tests.helpers.curated import curated_catalog

_QUESTIONS = {q.id: q for q in curated_catalog()}
MESH = _QUESTIONS["seed000-27"]
CHECKPOINT = _QUESTIONS["seed001-17"]
FILL = "cp.checkpoint(_inner, x, use_reentrant=False)"


def test_the_fill_after_a_cited_source_is_read_to_confirm() -> None:
    for lead in (
        "按 torch.utils.checkpoint 文档推荐显式写 use_reentrant=False：",
        "根据官方文档：",
        "per the docs: ",
    ):
        graded = grade(CHECKPOINT, lead + FILL)
        assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, True), lead
    graded = grade(
        MESH,
        "参考 JAX 文档 Distributed arrays and automatic parallelization：a 用 P('x', None)，"
        "b 用 P(None, 'y')",
    )
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, True)
    assert grade(CHECKPOINT, "按文档：_inner(x)").verdict is Verdict.INCORRECT  # a wrong fill stays wrong


def test_a_lead_that_is_no_cited_reason_is_left_as_it_is() -> None:
    for answer in (
        "参考文档，不确定：" + FILL,  # doubted
        "不按文档：" + FILL,  # no citing word opens it
        "按文档？：" + FILL,  # asked
        "文档说：" + FILL,  # reported, not cited
        "参考一下：" + FILL,  # no source named
        "按 x=1：" + FILL,
        FILL,
    ):
        assert cited_fill(answer) is None, answer
    assert grade(CHECKPOINT, "文档说：" + FILL).verdict is not Verdict.CORRECT
