"""The rules written for the lowest seen batches' causes (blind-16, 17, 5, 6, 8 and 9; issue "Grading
a typed answer"), one test per rule, in phrasings of their own (not the batches'), each beside the
nearest shape that must not be read as an answer, or only for confirmation:

- a choice: a word of certainty said of an option after a reason ("…，A 稳了", "35GB 错不了") commits
  to it, as "对" after it does; "错不了" is no denial; an option counted by the Heavenly Stems ("丙")
  is read as an ordinal is, for confirmation;
- a figure: a word of approximation before it ("约", "≈", "about") makes it a reading to confirm.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import NumericPart, Question, QuestionType
from tests.helpers.choice_questions import MULTI, SIZES

LATENCY = Question(
    id="fx-low-latency",
    bank="fx",
    type=QuestionType.CALC,
    stem="求单步延迟。",
    key="12 ms",
    numeric=[NumericPart(value=12, unit="ms", tolerance=0.05)],
)


@pytest.mark.parametrize(
    ("answer", "chosen"),
    [("每个参数半个字节，再加上 scale，A 稳了", "A"),
     ("group 越小 scale 越多，35GB 错不了", "A"),
     ("scale 另算的话，C 准没错", "C"),
     ("4bit 七百亿参数，B 没跑了", "B")],
)  # fmt: skip
def test_certainty_said_of_an_option_after_a_reason_chooses_it(answer: str, chosen: str) -> None:
    graded = grade(SIZES, answer)
    assert graded.understood.choices == [chosen], graded.rationale
    assert graded.needs_confirmation


@pytest.mark.parametrize(
    "answer",
    [
        "每个参数半个字节，A 稳了吗？",
        "每个参数半个字节，35GB 错不了吧？",
        "C 错了，scale 不占地方",
        "B 错，D 也错",
    ],
)
def test_certainty_asked_or_a_plain_denial_never_grades_correct_unconfirmed(answer: str) -> None:
    graded = grade(SIZES.model_copy(update={"key": "C"}), answer)
    assert graded.verdict is not Verdict.CORRECT or graded.needs_confirmation, graded.rationale


@pytest.mark.parametrize(("answer", "chosen"), [("甲", ["A"]), ("选丙", ["C"]), ("丁吧", ["D"])])
def test_an_option_counted_by_the_stems_is_read_for_confirmation(answer: str, chosen: list[str]) -> None:
    graded = grade(SIZES, answer)
    assert graded.understood.choices == chosen, graded.rationale
    assert graded.needs_confirmation


def test_stems_on_a_multiple_choice_are_read_for_confirmation_and_a_letter_set_is_bare() -> None:
    stems, letters = grade(MULTI, "甲丙丁"), grade(MULTI, "A、C、D")
    assert stems.understood.choices == letters.understood.choices == ["A", "C", "D"]
    assert stems.needs_confirmation and not letters.needs_confirmation


@pytest.mark.parametrize("answer", ["约 12.2 ms", "≈12ms", "about 12 ms", "大约 12 ms", "12 ms 左右"])
def test_an_approximated_figure_is_a_reading_to_confirm(answer: str) -> None:
    graded = grade(LATENCY, answer)
    assert graded.verdict is Verdict.CORRECT, graded.rationale
    assert graded.needs_confirmation


@pytest.mark.parametrize("answer", ["12 ms", "12ms", "答案：12 ms"])
def test_the_figure_alone_is_bare(answer: str) -> None:
    graded = grade(LATENCY, answer)
    assert graded.verdict is Verdict.CORRECT and not graded.needs_confirmation, graded.rationale


@pytest.mark.parametrize("answer", ["约 35GB", "≈35GB", "roughly 35GB"])
def test_an_approximated_option_figure_is_read_for_confirmation(answer: str) -> None:
    graded = grade(SIZES, answer)
    assert graded.understood.choices == ["A"], graded.rationale
    assert graded.needs_confirmation
