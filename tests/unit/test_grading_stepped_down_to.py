"""An option stepped down to after another said over a limit (issue "Grading a typed answer"): "64 头要
12.9G 超了，退一档到 48" (seed000-04, key 48) was asked again, though "…超了，48 头 9.7G 还在 10G 以内"
read 48. A step ("退一档到", "降到", "改成") right before the option, closing its clause, takes it, to
confirm. Not a step refused ("不用降到 48", "别降到 48"), a step said not to do ("降到 48 也不行"), asked
("退一档到 48？"), nor the step to another option: never correct. Looped over every single choice.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

SINGLES = [q for q in curated_catalog() if q.servable and q.type is QuestionType.SINGLE]


def _other(question: Question) -> str:
    return next(question.options[label] for label in question.options if label != question.key_text)


@pytest.mark.parametrize("question", SINGLES, ids=lambda question: question.id)
def test_the_option_stepped_down_to_is_taken(question: Question) -> None:
    key, other = question.options[question.key_text], _other(question)
    for step in ("退一档到", "降到", "降一档到"):  # "改成" is also a correction's, read before this
        graded = grade(question, f"{other} 超了，{step} {key}")
        assert graded.verdict is Verdict.CORRECT, (question.id, step, graded.rationale)
        assert graded.needs_confirmation, (question.id, step)
        wrong = grade(question, f"{key} 超了，{step} {other}")
        assert wrong.verdict is not Verdict.CORRECT, (question.id, step)
    for unread in (
        f"{other} 超了，不用降到 {key}",
        f"{other} 超了，别降到 {key}",
        f"{other} 超了，降到 {key} 也不行",
        f"{other} 超了，退一档到 {key}？",
    ):
        assert grade(question, unread).verdict is not Verdict.CORRECT, (question.id, unread)


def test_the_batch_answer_reads_the_option_stepped_to() -> None:
    heads = next(q for q in SINGLES if q.id == "seed000-04")
    graded = grade(heads, "64 头要 12.9G 超了，退一档到 48")
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, graded.rationale
