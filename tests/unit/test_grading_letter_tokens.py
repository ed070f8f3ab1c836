"""Option letters as whole tokens, and the em dash as a pause (issue 30), in phrasings of their own.

- a letter glued to digits, letters or "++" is part of a name, not an option: "A100", "H100", "B200",
  "D2H", "C++" name a GPU, a copy direction, a language. An answer that names one and gives up ("没用过
  A100，答不了") is a give-up, read as it is beside a letter no option has ("X100"); a question about a
  GPU never grades correct. A letter standing alone ("选A", "A.", "(A)", "A选项", "答案A") and a letter
  set ("A、C", "AC") are still read as before;
- a single em dash after the choice ("B—因为…", "B—A 是干扰项") is a pause, read as "B，…" is, as the
  double one ("B——") already was: not a hyphen joining the letter to what follows, nor a range "B-C".
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.choice_questions import MULTI, SIZES
from tests.helpers.covering import slice_of, turned
from tests.helpers.curated import curated_catalog

SINGLE = [
    question
    for question in curated_catalog()
    if question.type is QuestionType.SINGLE and question.servable and question.key_text in question.options
]
CHOICES = [question for question in curated_catalog() if question.type.is_choice and question.servable]


@pytest.mark.parametrize(
    "template",
    [
        "没用过 {name}，答不了",
        "{name} 没碰过，不知道",
        "在 {name} 上没跑过，答不了",
        "{name} 的题我不会",
        "没学过 {name}，跳过",
    ],
)
@pytest.mark.parametrize("name", ["A100", "H100", "B200", "D2H", "C++", "E4M3"])
def test_a_give_up_beside_a_name_with_a_letter_is_a_give_up(template: str, name: str) -> None:
    """The same give-up beside a name whose letter is no option ("X100") is the reference reading."""
    got = grade(SIZES, template.format(name=name))
    reference = grade(SIZES, template.format(name="X" + name[1:]))
    assert reference.verdict is Verdict.INCORRECT and not reference.reading, reference
    assert (got.verdict, got.reading, got.score) == (reference.verdict, reference.reading, 0.0), got


GPU_QUESTIONS = ("用过 {x}100 吗", "没用过 {x}100…", "{x}100 吧", "在 {x}200 上跑过吗？")
# Each question takes every other answer of phrasing × letter, from its own index (``slice_of``): the
# reader reads the letter glued to its digits in each phrasing, and the question says which letters are
# options and which the key, so each question meets every letter and every phrasing, and any two in a
# row every phrasing × letter.
GPU_SLICES = 2


@pytest.mark.parametrize("question", SINGLE, ids=lambda question: question.id)
def test_a_question_about_a_gpu_never_grades_correct(question: Question) -> None:
    cases = turned(GPU_QUESTIONS, "ABCDEFGH")
    axes = (lambda case: case[0], lambda case: case[1])
    for template, letter in slice_of(cases, SINGLE.index(question), GPU_SLICES, axes):
        answer = template.format(x=letter)
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


@pytest.mark.parametrize(
    ("answer", "reading"),
    [
        ("选A", "A"),
        ("A.", "A"),
        ("(A)", "A"),
        ("A选项", "A"),
        ("答案A", "A"),
        ("A、C", "A、C"),
        ("AC", "A、C"),
        ("A、C、D", "A、C、D"),
    ],
)
def test_a_letter_standing_alone_is_still_read(answer: str, reading: str) -> None:
    got = grade(MULTI, answer)
    assert got.verdict is not Verdict.INVALID and got.reading == reading, (answer, got)


REASONS = ["因为{other}不对", "{text} 不行", "不是 {other}", "{other} 是干扰项", "因为 {text} 会出错"]


@pytest.mark.parametrize("question", CHOICES, ids=lambda question: question.id)
def test_an_em_dash_after_the_choice_is_a_pause(question: Question) -> None:
    """Whatever "<key>，<reason>" reads as, "<key>—<reason>" reads the same."""
    for other in [label for label in question.options if label not in question.key][:2]:
        for reason in REASONS:
            said = reason.format(other=other, text=question.options[other].strip("`"))
            dashed, paused = (
                grade(question, question.key + "—" + said),
                grade(question, question.key + "，" + said),
            )
            assert (dashed.verdict, dashed.reading, dashed.needs_confirmation) == (
                paused.verdict,
                paused.reading,
                paused.needs_confirmation,
            ), (question.id, said, dashed, paused)


@pytest.mark.parametrize("answer", ["B—因为增大 batch 会多占激活", "B—A 是干扰项", "B—C 不对"])
def test_a_letter_before_an_em_dash_is_chosen(answer: str) -> None:
    got = grade(MULTI, answer)
    assert got.reading == "B" and got.verdict is Verdict.INCORRECT and got.needs_confirmation, (answer, got)
