"""A percentage where the options are factors ("400%" for 4×) names the option it equals, to confirm;
a growth said before it ("增大 300%": grown by it or to it?) is asked again.
"""

from __future__ import annotations

import math

from bank.grading import Verdict, grade
from bank.grading.mentions._value_mentions import value_of
from bank.model import Question, QuestionType
from tests.helpers.grading_questions import active_questions

SINGLE = active_questions(QuestionType.SINGLE)


def _expected(question: Question, label: str) -> Verdict:
    return Verdict.CORRECT if label == question.key_text.strip() else Verdict.INCORRECT


def test_a_percentage_of_a_factor_option_is_read_to_confirm() -> None:
    looped = 0
    for question in SINGLE:
        factors = {
            label: value.value
            for label, text in question.options.items()
            if (value := value_of(text)) is not None and value.unit in ("×", "x", "X", "倍")
        }
        for label, factor in factors.items():
            looped += 1
            percent = f"{factor * 100:g}%"
            for answer in (percent, f"{percent}，应该就是它", f"增大到 {percent}"):
                graded = grade(question, answer)
                assert graded.verdict is _expected(question, label), (question.id, answer, graded.reading)
                assert graded.needs_confirmation, (question.id, answer)
            for answer in (
                f"增大 {percent}",
                f"increased by {percent}",
                f"不是 {percent}",
                f"{percent} 以上",
            ):
                assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)
            graded = grade(question, f"{percent}？")  # offered with a question mark: never bare
            assert graded.verdict is Verdict.INVALID or graded.needs_confirmation, (question.id, graded)
        other = f"{(max(factors.values(), default=0) + 1) * 100:g}%"
        if factors and not any(math.isclose(f * 100, float(other[:-1])) for f in factors.values()):
            assert grade(question, other).verdict is Verdict.INVALID, (question.id, other)
    assert looped >= 4
