"""A power read out with its exponent a quotient in words ("2 的负 h 除以 4 次方") is the formula written
("2^(-h/4)"), naming the option that holds it (blind batch 75); another exponent names none.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType

SLOPES = Question(
    id="fx-slopes",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="32 个注意力头的 ALiBi 斜率 m 设置正确的是：",
    options={
        "A": "m=0.5, 1, 1.5, …, 4",
        "B": "第 h 个头 m=2^(−h/4)，h=1, …, 32",
        "C": "每头 m=0.5×h",
        "D": "固定 m=1",
    },
    key="B",
)


def _reading(question: Question, answer: str) -> tuple[Verdict, bool, str | None]:
    graded = grade(question, answer)
    return graded.verdict, graded.needs_confirmation, graded.reading


@pytest.mark.parametrize("answer", ["2的负h除以4次方那个", "2 的负 h 除以 4 次方", "2的负h/4次方"])
def test_a_power_read_out_with_a_quotient_exponent_names_its_option(answer: str) -> None:
    assert _reading(SLOPES, answer) == (Verdict.CORRECT, True, "B")


@pytest.mark.parametrize("answer", ["2的负h除以8次方那个", "2的h除以4次方那个", "不是2的负h除以4次方那个"])
def test_another_power_read_out_names_no_option(answer: str) -> None:
    verdict, _, read = _reading(SLOPES, answer)
    assert verdict is Verdict.INVALID and not read
