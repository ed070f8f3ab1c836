"""Another's answer quoted as a label ("老师的答案：C", "网上答案：C", "the teacher's answer: C") is reported,
not the candidate's own, as "老师说选 C" is: asked again (issue 30). It was read as C, to confirm — shown
back as the candidate's answer though they only said whose it was. Checked beside the label convention of
6 December ("答案：C", "我的答案：C" bare): another's name before "答案" is no label word.

The nearest own answers stand: "我的答案：C", "答案：C", "最终答案：C" (bare), and a quote followed by the
candidate's own commitment ("老师的答案：C，我也选 C", to confirm).
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTION = next(question for question in curated_catalog() if question.id == "seed000-03")  # key C


@pytest.mark.parametrize(
    "answer",
    [
        "老师的答案：C",
        "网上答案：C",
        "别人的答案：C",
        "老师给的答案：C",
        "ChatGPT 的答案：C",
        "the teacher's answer: C",
    ],
)
def test_another_s_answer_quoted_is_asked_again(answer: str) -> None:
    assert grade(QUESTION, answer).verdict is Verdict.INVALID


@pytest.mark.parametrize("answer", ["我的答案：C", "答案：C", "最终答案：C"])
def test_an_own_answer_labelled_stays_bare(answer: str) -> None:
    graded = grade(QUESTION, answer)
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, False)


@pytest.mark.parametrize("answer", ["老师的答案：C，我也选 C", "老师说选 C，我也选 C"])
def test_a_quote_then_the_candidate_s_own_pick_is_read(answer: str) -> None:
    graded = grade(QUESTION, answer)
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, True)
