"""An "all but" choosing the rest by what they can ("除了 C 都能", "其余都可以") chooses them only
where that verb closes its clause, or a choosing verb does (review of 710346c8).

710346c8 kept "除了 A 都能排除" unread with a deny list after the verb (REST_DENIED), so any other
verb of ruling out ("都能推翻", "都能淘汰", "都可以不选", "都能直接 pass") read as the rest chosen,
and "除了 A 和 C 都能跑？" — a question — as B and D. The letter reader now asks what the words
reader asks (``_excepted.closes``) after 都能/都可以/都支持/都会/都有. seed000-23's key is ABDE.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog()}


@pytest.mark.parametrize(
    ("question_id", "answer"),
    [
        *(
            ("seed000-23", f"除了 C 都能{verb}")
            for verb in ("推翻", "淘汰", "忽略", "删掉", "剔除", "否定", "证伪", "举出反例", "直接 pass")
        ),
        ("seed000-23", "除了 C 都可以不选"),
        ("seed000-23", "除了 C 其余都能推翻"),
        ("seed001-12", "除了 Euler–Maruyama 都能推翻"),
        ("seed002-32", "除了 A 和 C 都能跑？"),
    ],
)
def test_what_the_rest_can_beyond_the_verb_chooses_nothing(question_id: str, answer: str) -> None:
    result = grade(QUESTIONS[question_id], answer)
    assert result.verdict is Verdict.INVALID, (answer, result.verdict, result.reading)


@pytest.mark.parametrize(
    ("question_id", "answer", "reading"),
    [
        ("seed000-23", "除了 C 都能", "A、B、D、E"),
        ("seed000-23", "除了 C 都可以", "A、B、D、E"),
        ("seed000-23", "除了 C 都支持", "A、B、D、E"),
        ("seed000-23", "除了 C 其余都能", "A、B、D、E"),
        ("seed000-23", "除了 C 都可以选", "A、B、D、E"),
        ("seed002-32", "除了 A 和 C 都能", "B、D"),
    ],
)
def test_the_verb_closing_still_chooses_the_rest(question_id: str, answer: str, reading: str) -> None:
    result = grade(QUESTIONS[question_id], answer)
    assert (result.verdict, result.reading) == (Verdict.CORRECT, reading), answer
    assert result.needs_confirmation, answer
