"""An option ruled out and then chosen, with no correction word between ("排除 B，所以 B", "rule out B,
so B", "B 不对，选 B") contradicts itself: it is no answer, whichever option the key is, and the
candidate is asked again, as for an option chosen and then ruled out ("B，B 不对"). A correction word
between the two takes the ruling out back ("排除 B……等等，还是 B"); the option ruled out and named
again by its text to say why ("Not A, that's max-autotune. So B") is described, not chosen.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.choice_questions import CODE_OPTIONS, MULTI, MULTI_PARTIAL
from tests.helpers.curated import curated_catalog
from tests.helpers.properties import examples, sampled

CHOICE_BANK = [
    question
    for question in curated_catalog()
    if question.type.is_choice and question.servable and question.correct_options <= set(question.options)
]

RULING_OUT = [
    "排除 {x}", "排除{x}", "先排除 {x}", "不是 {x}", "{x} 不对", "{x}不对", "{x} 错", "{x} 是错的",
    "{x} 不行", "{x} 排除", "rule out {x}", "not {x}", "{x} is wrong", "{x} ruled out", "{x} is incorrect",
]  # fmt: skip
BETWEEN = ["，", "。", ", ", "; ", "！", "\n"]
CHOOSING = [
    "所以 {x}", "所以{x}", "选 {x}", "选{x}", "答案是 {x}", "最后选 {x}", "我选 {x}", "应该是 {x}",
    "因此 {x}", "so {x}", "so it's {x}", "I pick {x}", "the answer is {x}", "answer: {x}", "therefore {x}",
]  # fmt: skip


def _key_named(question: Question) -> str:
    return "、".join(sorted(question.correct_options))


@pytest.mark.parametrize(
    "answer",
    [
        "排除 B，所以 B",
        "rule out B, so B",
        "B 不对，选 B",
        "B 错，所以 B",
        "先排除 B。最后选 B",
        "B is wrong, I pick B",
    ],
)
def test_the_key_ruled_out_then_chosen_is_asked_again(answer: str) -> None:
    graded = grade(CODE_OPTIONS, answer)
    assert graded.verdict is Verdict.INVALID, graded.rationale
    assert "既选了 B 又排除了 B" in graded.rationale


@pytest.mark.parametrize("question", CHOICE_BANK, ids=lambda question: question.id)
@pytest.mark.parametrize("template", ["排除 {x}，所以 {x}", "rule out {x}, so {x}", "{x} 不对，选 {x}"])
def test_no_bank_question_grades_its_key_ruled_out_then_chosen(question: Question, template: str) -> None:
    answer = template.format(x=_key_named(question))
    assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)


@pytest.mark.parametrize(
    "answer", ["排除 B……等等，还是 B", "排除 B，哦不对，B 是对的", "rule out B. wait, actually B"]
)
def test_a_correction_takes_the_ruling_out_back(answer: str) -> None:
    graded = grade(CODE_OPTIONS, answer)
    assert graded.verdict is Verdict.CORRECT, graded.rationale
    assert graded.needs_confirmation


@pytest.mark.parametrize(
    "answer", ["Not A, that's max-autotune. So B", "A 不对，max-autotune 是另一个 mode。选 B", "不是 A，选 B"]
)
def test_an_option_ruled_out_and_described_leaves_the_choice_read(answer: str) -> None:
    graded = grade(CODE_OPTIONS, answer)
    assert graded.verdict is Verdict.CORRECT, graded.rationale
    assert graded.understood.choices == ["B"]


@st.composite
def ruled_out_then_chosen(draw: st.DrawFn) -> tuple[Question, str]:
    """A choice question and an answer that rules out some of its options and then chooses them."""
    question = draw(st.sampled_from([*CHOICE_BANK, CODE_OPTIONS, MULTI, MULTI_PARTIAL]))
    if question.type is QuestionType.MULTI:
        named = _key_named(question) if draw(st.booleans()) else draw(sampled(sorted(question.options)))
    else:
        named = draw(sampled(sorted(question.options)))
    ruling_out, between, choosing = (draw(sampled(forms)) for forms in (RULING_OUT, BETWEEN, CHOOSING))
    return question, ruling_out.format(x=named) + between + choosing.format(x=named)


@examples(300)
@given(ruled_out_then_chosen())
def test_ruling_an_option_out_then_choosing_it_never_earns_credit(case: tuple[Question, str]) -> None:
    question, answer = case
    graded = grade(question, answer)
    assert graded.verdict not in (Verdict.CORRECT, Verdict.PARTIAL), (question.id, answer, graded.rationale)
