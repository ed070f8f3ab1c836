"""A member of an "all but" set doubted as the answer closes (issue "Grading a typed answer"): "除了 C 都对，
E 不确定" read A、B、D、E. The doubted option is not chosen, as of a set listed ("A、B、D、E，E 不确定"
reads A、B、D): the rest less it, to confirm (partial, or nothing where a missed option scores nothing).

Not the option set aside doubted again ("除了 C 都对，C 不确定": still the rest), nor an "all but" with no
doubt after it. Looped over every multiple choice keyed on all options but one.
"""

from __future__ import annotations

import pytest

from bank.catalog import Catalog
from bank.grading import Verdict, grade
from bank.model import Question, QuestionType

ALL_BUT_ONE = [
    q
    for q in Catalog.load()
    if q.servable and q.type is QuestionType.MULTI and len(q.key) == len(q.options) - 1 >= 2
]


def test_there_are_all_but_one_keys() -> None:
    assert ALL_BUT_ONE, "no multiple choice keyed on all options but one"


@pytest.mark.parametrize("question", ALL_BUT_ONE, ids=lambda question: question.id)
def test_a_member_doubted_is_left_out(question: Question) -> None:
    out = next(letter for letter in question.options if letter not in question.key)
    last = question.key[-1]
    for answer in (f"除了 {out} 都对，{last} 不确定", f"除了 {out}，其余都对，{last} 没把握"):
        result = grade(question, answer)
        assert result.verdict is not Verdict.CORRECT and result.needs_confirmation, (question.id, answer)
        assert last not in result.reading, (question.id, answer, result.reading)
    for answer in (f"除了 {out} 都对", f"除了 {out} 都对，{out} 不确定"):
        result = grade(question, answer)
        assert result.verdict is Verdict.CORRECT, (question.id, answer)


# The other "all but" forms ("B 以外都对", "只有 B 不对") with a doubt closing them read the rest less
# the doubted option too; before, the doubt hid the form and the excluded option itself was read
# ("A 以外都对，D 不确定": A).
@pytest.mark.parametrize("question", ALL_BUT_ONE, ids=lambda question: question.id)
def test_a_member_doubted_after_the_other_all_but_forms_is_left_out(question: Question) -> None:
    out = next(letter for letter in question.options if letter not in question.key)
    last = question.key[-1]
    for answer in (f"{out} 以外都对，{last} 不确定", f"只有 {out} 不对，{last} 没把握"):
        result = grade(question, answer)
        assert result.verdict is not Verdict.CORRECT and result.needs_confirmation, (question.id, answer)
        assert last not in result.reading and out not in result.reading, (question.id, answer, result.reading)
    for answer in (f"{out} 以外都对，{last} 不确定吗", f"{last} 以外都对，{out} 不确定"):
        result = grade(question, answer)
        assert result.verdict is not Verdict.CORRECT, (question.id, answer)
