"""Short answers to choice and true/false questions are read once per text (``api.services.questions``):
the memo answers exactly as the rules do, and a question edited since (another object) is read afresh."""

from __future__ import annotations

import asyncio

from api.services.questions import _grading as grading
from api.services.questions import grade_answer
from tests.helpers.choice_questions import MULTI_PARTIAL

TEXTS = ["AC", "A, C", "ac", "C A", "B", "ABC", "第一个和第三个", "A C D", "X", "  A  "]


def _columns(question: object, text: str, language: str = "zh") -> tuple[object, ...]:
    row = asyncio.run(grade_answer(question, text, language=language))  # type: ignore[arg-type]
    return (row.verdict, row.score, row.points_awarded, row.rationale, row.parsed)


def test_the_memo_reads_as_the_rules_do() -> None:
    grading._READ.clear()
    fresh = [_columns(MULTI_PARTIAL, text) for text in TEXTS]
    assert len(grading._READ) == len(TEXTS)
    assert [_columns(MULTI_PARTIAL, text) for text in TEXTS] == fresh  # from the memo now
    assert [_columns(MULTI_PARTIAL, text, "en") for text in TEXTS] != fresh  # the language is in the key


def test_an_edited_question_is_read_afresh() -> None:
    grading._READ.clear()
    assert _columns(MULTI_PARTIAL, "AC")[0] == "partial"
    corrected = MULTI_PARTIAL.model_copy(update={"key": "AC"})  # an erratum: AC is now the whole key
    assert _columns(corrected, "AC")[0] == "correct"
    assert _columns(MULTI_PARTIAL, "AC")[0] == "partial"


def test_long_texts_are_not_kept() -> None:
    grading._READ.clear()
    _columns(MULTI_PARTIAL, "我选 A 和 C，因为这两个选项描述的是同一件事的两个方面" * 2)
    assert len(grading._READ) == 0


def test_each_order_the_options_were_shown_in_is_read_as_shown() -> None:
    """Sessions share a shown question per order (api.services.questions); the memo keys on the order too."""
    from api.services.questions import as_shown
    from bank.grading import grade

    grading._READ.clear()
    letters = list(MULTI_PARTIAL.options)
    orders = [letters, letters[::-1], letters[1:] + letters[:1]]
    shown = [as_shown(MULTI_PARTIAL, order) for order in orders]
    for _ in range(2):  # read, then from the memo
        for question in shown:
            for text in ("AC", "B", "A C D"):
                row = asyncio.run(grade_answer(question, text, language="zh"))
                expected = grade(question, text, language="zh")
                assert (row.verdict, row.score) == (expected.verdict.value, expected.score)
    assert len(grading._READ) == len(orders) * 3
