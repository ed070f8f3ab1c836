"""Another's word and a condition on a code fill or a calc figure (issue "Grading a typed answer"): asked
again, through the check choice and true/false answers already go through.

- "老师说 <key fill>", "老师说 464 GB": another's answer reported, with no commitment of the candidate's
  own, is asked again on code and calc as on a choice. Not the fill said alone, nor the report agreed with
  in the candidate's own word ("…，我也写 <fill>").
- "如果…就 <key fill>": a fill on a condition said before it, asked again on code; a remark after the fill
  ("<fill>  # 要是 2 的幂") is left to the code reader. A calc figure's condition may be a
  premise the stem gives ("如果是 fp16 就 464 GB"), left to the calc reader as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
FILL = "BLOCK_SIZE: tl.constexpr"


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("seed000-28", f"老师说 {FILL}"),
        ("seed000-28", f"听说是 {FILL}"),
        ("seed000-28", f"网上说 {FILL}"),
        ("seed000-28", f"如果是编译期常量就 {FILL}"),
        ("seed000-28", f"要是在 kernel 里就 {FILL}"),
        ("seed000-30", "老师说 464 GB"),
        ("seed000-30", "听说是 464 GB"),
        ("seed000-31", "网上说 11.47M，98.7%"),
    ],
)
def test_another_word_or_a_condition_is_asked_again(question: str, answer: str) -> None:
    result = grade(QUESTIONS[question], answer)
    assert result.verdict is Verdict.INVALID, result


@pytest.mark.parametrize(
    ("question", "answer", "confirm"),
    [
        ("seed000-28", FILL, False),
        ("seed000-28", f"老师说过这个，我也写 {FILL}", None),
        ("seed000-28", f"{FILL}，因为如果不是编译期常量 triton 会报错", None),
        ("seed000-28", f"{FILL}   # 要是 2 的幂", None),  # a remark after the fill, the code reader's
        ("seed000-30", "464 GB", False),
        ("seed000-30", "如果是 fp16 就 464 GB", True),
        ("seed000-31", "11.47M，98.7%", None),
    ],
)
def test_the_nearest_own_answers_still_read(question: str, answer: str, confirm: bool | None) -> None:
    result = grade(QUESTIONS[question], answer)
    assert result.verdict is Verdict.CORRECT, result
    if confirm is not None:
        assert result.needs_confirmation is confirm, result
