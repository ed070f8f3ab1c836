"""A refusal said in a clause of its own right after a letter ("A，我不选，B"): said of that option, and
the option after it is the answer, to confirm (``_refused_apart``).

Found at the fourth stop on what was left: "A，我不选，B" was asked again ("只排除了 AB") where B was
meant, and "A，排除，B", "A，不选，B" read A — the option the candidate refused — which on a question
keyed A turned a wrong answer right. Over every single and multiple choice now: the refused option is
never read, the one named after it is, to confirm.
"""

from __future__ import annotations

import re

import pytest

from bank.grading import Verdict, grade
from bank.grading.decisions._refused_apart import refusal_joined
from bank.model import QuestionType
from tests.helpers.covering import slice_of
from tests.helpers.curated import curated_catalog

SERVABLE = [q for q in curated_catalog() if q.servable]
SINGLES = [q for q in SERVABLE if q.type is QuestionType.SINGLE]
MULTIS = [q for q in SERVABLE if q.type is QuestionType.MULTI and set(q.options) - set(q.key)]
REFUSALS = ("我不选", "不选", "排除", "我不要", "不要了")


@pytest.mark.parametrize("refusal", REFUSALS)
def test_the_option_after_a_refused_one_is_read_to_confirm(refusal: str) -> None:
    assert len(SINGLES) >= 10
    for question in SINGLES:
        wrong = sorted(set(question.options) - set(question.key))[0]
        answer = f"{wrong}，{refusal}，{question.key}"
        graded = grade(question, answer)
        assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, (
            question.id,
            answer,
            graded.rationale,
        )


@pytest.mark.parametrize("refusal", REFUSALS)
def test_the_refused_key_is_never_read(refusal: str) -> None:
    for question in SINGLES:
        wrong = sorted(set(question.options) - set(question.key))[0]
        answer = f"{question.key}，{refusal}，{wrong}"
        graded = grade(question, answer)
        assert graded.verdict is not Verdict.CORRECT, (question.id, answer, graded.rationale)
        assert question.key not in (graded.understood.choices or []), (question.id, answer)


def test_a_set_after_a_refused_option_is_read_to_confirm() -> None:
    for question in MULTIS:
        wrong = sorted(set(question.options) - set(question.key))[0]
        answer = f"{wrong}，我不选，{'、'.join(sorted(question.key))}"
        graded = grade(question, answer)
        assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, (
            question.id,
            answer,
            graded.rationale,
        )
        assert graded.understood.choices == sorted(question.key)


def test_a_refusal_with_nothing_after_it_is_asked_again() -> None:
    for question in SINGLES:
        wrong = sorted(set(question.options) - set(question.key))[0]
        graded = grade(question, f"{wrong}，我不选")
        assert graded.verdict is Verdict.INVALID, (question.id, graded.rationale)


@pytest.mark.parametrize(
    ("text", "joined"),
    [
        ("A，我不选，B", "A 不选，B"),
        ("A、C，排除。B、D", "A、C 不选。B、D"),
        ("A，我不选 B，C", "A，我不选 B，C"),  # the refusal says of B: not apart
        ("A，我不选", "A，我不选"),  # nothing after it
        ("RNA，不选，B", "RNA，不选，B"),  # no letter standing alone
    ],
)
def test_what_is_joined(text: str, joined: str) -> None:
    assert refusal_joined(text) == joined


# The seventh red team: the refusal after a turn ("A，但我不选", "A 不过我不会选", "A, but I won't choose
# it") was not read at all, so the key named and then refused was read, to confirm.
TURNED = (
    "，但我不选", " 但我不选", "，但是我不选", "，不过我不选", "，可我不选", "，但不选", "，但我不会选",
    "，但我没选", "，但我不想选", "，然而我不选", ", but I won't choose it", "，但我不选它",
)  # fmt: skip


# Each turn takes every fourth single choice from its own index, by key letter (``slice_of``): the turn
# is read between the letter and the refusal whatever the question, which gives only the letters, so each
# turn meets every key letter (and the wrong letter named before the key, A or B), and any four
# consecutive turns every question.
BY_KEY = sorted(SINGLES, key=lambda question: (question.key_text, question.id))


@pytest.mark.parametrize("turned", TURNED)
def test_the_key_refused_after_a_turn_is_never_read(turned: str) -> None:
    axes = (lambda question: question.key_text, lambda q: sorted(set(q.options) - set(q.key))[0])
    for question in slice_of(BY_KEY, TURNED.index(turned), 4, axes):
        graded = grade(question, f"{question.key}{turned}")
        assert graded.verdict is Verdict.INVALID, (question.id, turned, graded.reading)
        wrong = sorted(set(question.options) - set(question.key))[0]
        graded = grade(question, f"{wrong}{turned}，{question.key}")  # the one named after it is
        assert (graded.verdict, graded.reading) == (Verdict.CORRECT, question.key), (question.id, turned)


def test_a_turn_that_refuses_another_option_keeps_the_key() -> None:
    question = next(q for q in SINGLES if q.id == "seed002-12")  # key A
    for said in ("A，但不选 B", "A，但我不确定"):
        graded = grade(question, said)
        assert (graded.verdict, graded.reading) == (Verdict.CORRECT, "A"), said
    multi = next(q for q in MULTIS if q.id == "seed000-17")  # key ABD
    for said in ("A、B、D，但不选 C", "A、B、D，但我不选 E"):
        assert grade(multi, said).verdict is Verdict.CORRECT, said


@pytest.mark.parametrize("turned", ["但我不选", "，但是我不选", "，不过我不会选", " 可是我不要"])
def test_the_key_said_then_refused_after_a_turn_is_never_read(turned: str) -> None:
    # found by the red team: "48 头以内但我不选" on seed000-04 (key B, 48) read B, the key, to confirm —
    # the turned refusal was joined only after a letter; an answer of one clause only (left: a key whose
    # text holds a comma, "torch.compile(model, …)", is several clauses to the rewrite)
    plain = [q for q in SINGLES if not re.search(r"[,，;；。!！?？]", q.options[q.key])]
    assert len(plain) >= 10
    for question in plain:
        answer = question.options[question.key] + turned
        graded = grade(question, answer)
        assert graded.verdict is not Verdict.CORRECT, (question.id, answer, graded.rationale)


@pytest.mark.parametrize("answer", ["48 头以内", "48 以内，但不选 32", "48，但我不选 32", "32 但我不选，48"])
def test_a_turn_refusing_another_option_or_none_is_read_as_before(answer: str) -> None:
    # "32 但我不选，48": 32 let go before the choice (``_let_go_first``), 48 chosen; it had read 32
    question = next(q for q in SINGLES if q.id == "seed000-04")  # key B, 48; A is 32
    assert grade(question, answer).understood.choices == ["B"]
