"""A multiple choice's whole set said in English ("the whole list", "all of 'em", "four of them, all
usable"), small letters joined by dots ("a.b.c.d"), every option but one ("anything but C"), and a
question back on an open question that speaks of nothing it asks ("能先把评分标准发我看看吗"), and
options judged clause by clause in English ("varlen yes, checkpointing yes; arbitrary masks no").

Each is read as the candidate meant it, and its neighbours are not: a count that is not the number of
options, a denial or a verdict said of what an "all but" sets apart, a denial before it, two small
letters (a name or an attribute), a question back on the question's own matter (left to the rubric), a
verdict kept open, asked, hedged or turned, or a clause with no verdict that is not a bound across.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog()}
LLAMA = QUESTIONS["seed000-16"]  # five true statements of Llama 3: all five the key
FILTERS = QUESTIONS["seed002-38"]  # four document-quality signals: all four the key
MOE = QUESTIONS["seed002-36"]  # four DeepSpeed-MoE features: all four the key
FLASH = QUESTIONS["seed002-32"]  # FlashAttention-2: B and D the key
DESIGN = QUESTIONS["seed001-19"]  # an open system-design question


def test_the_questions_are_the_ones_the_sentences_speak_of() -> None:
    assert (LLAMA.key, FILTERS.key, MOE.key, FLASH.key) == ("ABCDE", "ABCD", "ABCD", "BD")
    assert DESIGN.type.is_open


@pytest.mark.parametrize(
    ("question", "answer", "confirm"),
    [
        (MOE, "all of 'em", False),
        (MOE, "all of em", False),
        (LLAMA, "the whole list", False),
        (FILTERS, "the whole lot", False),
        (FILTERS, "every one of 'em", False),
        (FILTERS, "four of them, all usable", True),
        (FILTERS, "4 of them, all usable", True),
        (LLAMA, "five, all correct", True),
    ],
)
def test_the_whole_set_said_in_english_is_every_option(
    question: Question, answer: str, confirm: bool
) -> None:
    graded = grade(question, answer)
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, confirm), (answer, graded)
    assert graded.understood.choices == sorted(question.options)


def test_the_whole_set_on_a_question_whose_key_is_less_is_graded_as_every_option() -> None:
    graded = grade(FLASH, "the whole list")
    assert graded.verdict is Verdict.INCORRECT and graded.understood.choices == ["A", "B", "C", "D"]


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (FILTERS, "three of them, all usable"),  # three of four: which three?
        (LLAMA, "four of them, all usable"),  # four of five
        (FILTERS, "four of them, not all usable"),
        (FILTERS, "four of them, all wrong"),  # each said wrong
        (FILTERS, "the whole list?"),
        (FILTERS, "not the whole list"),
        (FILTERS, "the whole list is wrong"),
        (FILTERS, "the whole list except D"),
    ],
)
def test_a_whole_set_counted_wrong_denied_or_asked_is_not_read(question: Question, answer: str) -> None:
    assert grade(question, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize(
    ("answer", "letters"),
    [
        ("a.b.c.d", "ABCD"),
        ("a.b.c.d.", "ABCD"),
        ("a . b . c . d", "ABCD"),
        ("a-b-c-d", "ABCD"),
        ("a.b.d", "ABD"),
    ],
)
def test_small_letters_joined_by_dots_are_a_bare_set(answer: str, letters: str) -> None:
    graded = grade(MOE, answer)
    assert graded.needs_confirmation is False and "".join(graded.understood.choices or []) == letters
    assert graded.verdict is (Verdict.CORRECT if letters == MOE.key else Verdict.INCORRECT)


@pytest.mark.parametrize("answer", ["a.b", "a.b.a", "a.b.c.z", "x.y.z", "a.bias"])
def test_two_small_letters_a_letter_twice_or_no_option_are_not_a_set(answer: str) -> None:
    assert grade(MOE, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize(
    "answer",
    ["anything but C", "anything except C", "anything but the eps one", "everything but C", "all but C"],
)
def test_anything_but_one_chooses_the_rest(answer: str) -> None:
    graded = grade(LLAMA, answer)
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.PARTIAL, True), (answer, graded)
    assert graded.understood.choices == ["A", "B", "D", "E"]


@pytest.mark.parametrize(
    "answer",
    [
        "anything but C is wrong",  # the rest, or C, said wrong?
        "everything but C is wrong",
        "everything but C is not right",
        "everything but C is fine",
        "not everything but C",  # the rest denied
        "不是除了 C 都对",
        "anything but C?",
    ],
)
def test_an_all_but_said_more_of_or_denied_is_asked_again(answer: str) -> None:
    assert grade(LLAMA, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize(
    "answer",
    [
        "能先把评分标准发我看看吗",
        "能给个提示吗",
        "can you share the rubric first?",
        "可以先看一下评分细则吗？",
    ],
)
def test_a_question_back_on_nothing_the_open_question_asks_is_asked_again(answer: str) -> None:
    assert grade(DESIGN, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize(
    "answer",
    [
        "用 Triton 动态批处理可以吗？",  # offers an answer, tentatively: the rubric's
        "能先把评分标准发我看看吗？我先说模型选型：蒸馏小模型",  # an answer after the question
    ],
)
def test_a_question_on_the_open_question_s_matter_is_left_to_the_rubric(answer: str) -> None:
    assert grade(DESIGN, answer).verdict is not Verdict.INVALID, answer


LLAMA_VERDICTS = "GQA yes, 15T yes, SwiGLU yes, 8k yes; the eps one I'm not sure about, leaving it out"
FP8 = QUESTIONS["seed002-39"]  # FP8 with Transformer Engine: A and C the key


@pytest.mark.parametrize(
    ("question", "answer", "letters"),
    [
        (LLAMA, LLAMA_VERDICTS, "ABDE"),
        (LLAMA, "GQA yes, 15T yes, SwiGLU yes, 8k yes, eps no", "ABDE"),
        (FLASH, "varlen (cu_seqlens) yes, checkpointing yes; arbitrary masks no, head_dim caps at 256", "BD"),
        (FLASH, "varlen yes, checkpointing yes; arbitrary masks no", "BD"),
        (FLASH, "varlen yes, checkpointing no", "B"),  # as judged: the grade is the set's
        (
            FP8,
            "dims divisible by 8/16 and sm_89+ (Ada/Hopper); seq len and CUDA graphs aren't requirements",
            "AC",
        ),
        (FP8, "dims divisible by 8/16 and sm_89+ (Ada/Hopper); seq len and CUDA graphs not required", "AC"),
    ],
)
def test_options_judged_clause_by_clause_in_english_are_the_ones_kept(
    question: Question, answer: str, letters: str
) -> None:
    graded = grade(question, answer)
    assert graded.needs_confirmation and "".join(graded.understood.choices or []) == letters, (answer, graded)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (LLAMA, "GQA yes, 15T yes, SwiGLU yes, 8k yes; the eps one I'm not sure about"),  # kept open
        (
            FLASH,
            "varlen (cu_seqlens) yes, checkpointing yes; arbitrary masks no, head_dim caps at 512",
        ),  # no bound across
        (FLASH, "varlen yes, checkpointing yes; varlen no"),  # kept and left out
        (FLASH, "varlen yes, checkpointing yes; arbitrary masks no?"),  # asked
        (FLASH, "varlen yes, maybe checkpointing yes; arbitrary masks no"),  # a hedge
        (FLASH, "varlen yes, checkpointing yes; arbitrary masks no, head_dim caps at 256, I think"),
        (FLASH, "varlen yes, checkpointing yes; arbitrary masks no, wait, checkpointing no"),  # a correction
        (
            FP8,
            "dims divisible by 8/16 and sm_89+ (Ada/Hopper); seq len and CUDA graphs yes",
        ),  # which are kept?
        (FP8, "dims divisible by 8/16 and sm_89+; seq len and the weather aren't requirements, cheers"),
    ],
)
def test_clauses_kept_open_asked_turned_or_unverdicted_are_not_read(question: Question, answer: str) -> None:
    assert grade(question, answer).verdict is Verdict.INVALID, answer
