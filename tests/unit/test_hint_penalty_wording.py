"""A hint penalty is mentioned only when there is a score to reduce (issue 18): a wrong answer after a
hint does not read "this question scores 50 % of its grade" of nothing."""

from __future__ import annotations

from api.services.questions import grade_answer
from bank.library import load_full_catalog


async def test_no_hint_penalty_on_a_wrong_answer_but_one_on_a_right_answer() -> None:
    question = next(q for q in load_full_catalog(None) if q.type == "single" and q.status.value == "active")
    wrong = next(label for label in question.options if label != question.key)
    missed = await grade_answer(question, wrong, language="zh", hints_used=1)
    assert missed.score == 0 and "提示" not in missed.rationale, missed.rationale
    right = await grade_answer(question, question.key, language="zh", hints_used=1)
    assert 0 < right.score < 1 and "提示" in right.rationale, right.rationale


async def test_a_note_after_the_rationale_follows_it_as_its_language_writes() -> None:
    # "正确：C。 使用了 1 条提示…": Chinese puts no space after its full stop; English keeps one
    question = next(q for q in load_full_catalog(None) if q.type == "single" and q.status.value == "active")
    right = await grade_answer(question, question.key, language="zh", hints_used=1)
    assert "。 " not in right.rationale and "。使用了 1 条提示" in right.rationale, right.rationale
    late = await grade_answer(question, question.key, language="zh", late_s=12)
    assert late.rationale.startswith("超时作答") and "。 " not in late.rationale, late.rationale
    english = await grade_answer(question, question.key, language="en", hints_used=1)
    assert ". 1 hint used" in english.rationale, english.rationale
