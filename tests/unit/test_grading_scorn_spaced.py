"""Scorn closing a true/false mark after a space ("对 个鬼", "true 个鬼", "正确 个头"): read as the unspaced
form is (a red team found them read as true, to confirm, while "对个鬼" was read false). "对个鬼",
"对个头", "正确个头" are false marks; "对个屁", "错个鬼", "true个鬼", "√个鬼" mean no mark: asked again.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

TRUEFALSE = [q for q in curated_catalog() if q.servable and q.type is QuestionType.TRUEFALSE]
FALSE = ["对个鬼", "对 个鬼", "对个头", "对 个头", "正确个头", "正确 个头", "正确个鬼", "对\u3000个鬼"]
UNMEANT = [
    "true 个鬼",
    "true个鬼",
    "√ 个鬼",
    "yes 个头",
    "对 个屁",
    "错 个鬼",
    "对 个锤子",
    "对 你个头",
    "是的 个鬼",
]


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_scorn_after_a_space_reads_as_joined(question) -> None:  # type: ignore[no-untyped-def]
    for answer in FALSE:
        assert grade(question, answer).understood.truth is False, answer
    for answer in UNMEANT:
        assert grade(question, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_a_word_after_a_space_is_no_scorn(question) -> None:  # type: ignore[no-untyped-def]
    for answer in ["对的 个人觉得没问题", "对，每个头都一样", "对"]:
        assert grade(question, answer).understood.truth is True, answer
