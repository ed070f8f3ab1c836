"""A true/false mark said, then flatly denied in a clause of its own ("对，才不是", "是滴是滴，才不对",
"是的是的……个鬼"): scorn of what was just said, asked again (``TRUTH_NOT_MEANT``).

"是滴是滴" reads yes since de322316, as "是的是的" does; both, and "对", read the mark to confirm with
"才不是" or "个鬼" after them, the key of every true statement. A clause that says what it is after the
denial ("对，才不是错的") is read as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

TRUEFALSES = [q for q in curated_catalog() if q.servable and q.type is QuestionType.TRUEFALSE]


@pytest.mark.parametrize("question", TRUEFALSES, ids=lambda question: question.id)
def test_a_mark_flatly_denied_is_asked_again(question: Question) -> None:
    for answer in ("对，才不是", "对，才不对", "是滴是滴，才不是", "是的是的……个鬼", "错，才不是呢"):
        assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)


@pytest.mark.parametrize("question", TRUEFALSES, ids=lambda question: question.id)
def test_a_mark_said_again_after_the_denial_is_read(question: Question) -> None:
    yes = grade(question, "对").verdict
    assert grade(question, "对，才不是错的").verdict is yes, question.id  # "是滴是滴": sixty_third_round
