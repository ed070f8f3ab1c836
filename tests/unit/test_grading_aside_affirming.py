"""A closing aside that affirms a letter not chosen, though it holds a denial (issue "Grading a typed
answer").

An aside against a letter not chosen keeps the set before it (``_aside_against``). One whose denial is
itself denied ("（B 也不是不对）", "（B 没错）", "（B 不算错）"), praise ("（B 其实没问题）"), a limit denied
("（B 不只影响性能）") or a condition ("（B 不对的话）") says B may be right too: it had been read as the
set before it, so a candidate who kept B open was shown the key.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

BANK = [q for q in curated_catalog() if q.servable]
MULTIS_WITH_WRONG = [
    q for q in BANK if q.type is QuestionType.MULTI and len(q.key) >= 2 and set(q.options) - set(q.key)
]


@pytest.mark.parametrize("question", MULTIS_WITH_WRONG, ids=lambda question: question.id)
def test_an_aside_affirming_a_letter_not_chosen_is_never_the_key(question: Question) -> None:
    key = "，".join(sorted(question.key))
    wrong = sorted(set(question.options) - set(question.key))[0]
    for aside in (
        "也不是不对",
        "并非不对",
        "不是错的",
        "也没错",
        "不算错",
        "不一定不对",
        "未必不对",
        "其实没问题",
        "并不是无关",
        "不只影响性能",
        "不对的话",
    ):
        result = grade(question, f"{key}（{wrong} {aside}）")
        assert result.verdict is not Verdict.CORRECT, (question.id, aside, result)
    # the nearest reasons against it keep the set
    for aside in ("不对", "是错的", "不影响正确性只影响性能", "与此无关，不选"):
        result = grade(question, f"{key}（{wrong} {aside}）")
        assert (result.verdict, result.needs_confirmation) == (Verdict.CORRECT, True), (question.id, aside)
