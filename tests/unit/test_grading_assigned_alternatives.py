"""Two options held open between assignments ("T=3 或者 T=1 吧", issue 30: blind batch 66): a hedge.

A figure after "=" with another "=" later was read as a step of a chain ("=32，32÷4=8"), so of "T=3 或者
T=1 吧" only the last figure was read: the key, to confirm — a wrong answer read as the right one. An
alternative word ("或者", "或", "还是", "要么", "or") opening the next assignment now keeps both figures:
the two options held open, never correct. "或者说" ("or rather") is not one: "T=3，或者说 T=1" reads as
a correction, as "T=3，不对，T=1" does. The pronoun "I" after a figure's "×" ("2× I guess") is no operand
of a product either. Looped over every single choice of the bank, by letter, text and figure.

The three sweeps over the questions take each question a slice of its answers
(``tests/helpers/covering.py``): every fifth (fourth, after a copula) from the question's own index. What
the reader combines with the question is what is said of its options — the letters, the texts, or a
figure after a name, whose "=" or "是" the stem may or may not lead to — and the word that holds two of
them apart (the link, the join, the copula), with which option comes last; a closing particle only ends
the last clause. So each question still meets every kind of pair with every link and either order,
every closing, every join and copula, every name with either order (``slice_of`` checks each); every
kind × link × closing × order is still graded on some question, and any five (four) consecutive
questions with figures grade every name × order × join between them.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from bank.grading import Verdict, grade
from bank.grading.mentions._value_mentions import value_of
from bank.model import Question, QuestionType
from tests.helpers.covering import slice_of, turned
from tests.helpers.curated import curated_catalog

BANK = [q for q in curated_catalog() if q.servable]
SINGLES = [q for q in BANK if q.type is QuestionType.SINGLE]
QUESTIONS = {question.id: question for question in BANK}
DISTILL = QUESTIONS["seed002-12"]  # the temperature of distillation: A 1 (key), B 3, C 5, D 10
LINKS = ("或者", "或", "还是", "or")
CLOSINGS = (" 吧", " 吧？", " 呗", " I guess", "")


def _other(question: Question) -> str:
    return next(letter for letter in question.options if letter != question.key)


# the single choices whose key and first other option are figures: a name can be assigned each
VALUED = [q for q in SINGLES if value_of(q.options[q.key]) and value_of(q.options[_other(q)])]


def test_a_name_can_be_assigned_the_options_of_many_questions() -> None:
    assert len(VALUED) >= 20  # the loops over VALUED check something


def _pairs(question: Question) -> list[tuple[str, str, str]]:
    """What is said of the other option and of the key: by letter, by text, by figure after a name."""
    other = _other(question)
    pairs = [
        ("letter", other, question.key),
        ("text", question.options[other], question.options[question.key]),
    ]
    if value_of(question.options[question.key]) and value_of(question.options[other]):
        for name in ("T=", "x = "):
            pairs.append((name, name + question.options[other], name + question.options[question.key]))
    return pairs


def _alternatives(question: Question) -> list[tuple[str, str, str, bool, str]]:
    """Every answer holding two options of ``question`` open by an alternative, as (kind, link, closing,
    the key first, answer): by kind and link, the closings and orders under each turned by one more, so
    that every fifth answer meets every kind × link, kind × order and closing."""
    answers = []
    groups = [(pair, link) for pair in _pairs(question) for link in ("要么", *LINKS)]
    for turn, ((kind, first, second), link) in enumerate(groups):
        orders = (False,) if link == "要么" else (False, True)  # "要么 … 要么 …": the key last
        said = [(closing, key_first) for key_first in orders for closing in CLOSINGS]
        for closing, key_first in [*said[turn % len(said) :], *said[: turn % len(said)]]:
            one, two = (second, first) if key_first else (first, second)
            answer = f"要么 {one} 要么 {two}{closing}" if link == "要么" else f"{one} {link} {two}{closing}"
            answers.append((kind, link, closing, key_first, answer))
    return answers


@pytest.mark.parametrize("question", SINGLES, ids=lambda question: question.id)
def test_two_options_joined_by_an_alternative_are_never_correct(question: Question) -> None:
    axes = (lambda said: said[:2], lambda said: (said[0], said[3]), lambda said: said[2])
    for *_, answer in slice_of(_alternatives(question), SINGLES.index(question), 5, axes):
        graded = grade(question, answer)
        assert graded.verdict is not Verdict.CORRECT, (question.id, answer, graded)


@pytest.mark.parametrize(
    "answer",
    ["T=3 或者 T=1 吧", "T=1 或者 T=3 吧", "T = 3 或 T = 1", "T=3 还是 T=1 吧？", "要么 T=3 要么 T=1",
     "T=3 吧？或者 T=1 吧", "T=3 or T=1 I guess", "T=3 或者 T=1 呗"],
)  # fmt: skip
def test_assignments_held_open_are_a_hedge(answer: str) -> None:
    graded = grade(DISTILL, answer)
    assert graded.verdict is Verdict.INCORRECT, (answer, graded)
    assert graded.needs_confirmation, answer
    assert "（模棱两可）" in graded.reading, (answer, graded.reading)


@pytest.mark.parametrize(
    "answer", ["T=3，或者说 T=1", "T=3，不对，T=1", "T=3，不，还是 T=1", "T=3 或者 T=1 吧，选 A"]
)
def test_a_correction_or_a_decision_after_them_is_still_read(answer: str) -> None:
    graded = grade(DISTILL, answer)
    assert (graded.verdict, graded.reading) == (Verdict.CORRECT, "A"), (answer, graded)
    assert graded.needs_confirmation, answer


@pytest.mark.parametrize("answer", ["T=1，或者说 T=3", "T=1，不对，T=3", "T=3 或者 T=1 吧，选 B"])
def test_the_nearest_wrong_correction_stays_wrong(answer: str) -> None:
    assert grade(DISTILL, answer).verdict is not Verdict.CORRECT, answer


def test_a_chain_of_steps_still_reads_its_result() -> None:
    heads = Question(
        id="fx-chain",
        bank="fx",
        type=QuestionType.SINGLE,
        stem="全局 batch 2048，64 卡，累积 4 步，单卡 micro batch 是多少？",
        options={"A": "4", "B": "8", "C": "16", "D": "32"},
        key="B",
    )
    graded = grade(heads, "2048÷64=32，32÷4=8")
    assert (graded.verdict, graded.reading) == (Verdict.CORRECT, "B"), graded


# The same name assigned again with no figure between (the seventh red team): "T=3，T=1", "T=3 吧，T=1
# 吧", "T=3，要不 T=1" had the first figure read as a step of a chain, so the last alone was read: the key,
# to confirm. Both are read now, never correct; a correction between keeps its reading.
REASSIGNED = ("，", "。", " 吧，", "，要不 ", "，要不然 ", " 也许 ", "？", "，不然 ", "，再不然 ", " and ")


def _said_twice(
    question: Question, names: Sequence[str], joins: Sequence[str], said: str
) -> list[tuple[str, bool, str, str]]:
    """Each of ``names`` said of the other option and of the key (``said``, a template of the name, the
    join and the two options' texts), with each of ``joins``, as (name, the key first, join, answer): by
    name and order, the joins turned by one more under each, so that every fourth or fifth answer still
    meets every name × order and every join."""
    other = _other(question)
    orders = ((False, (other, question.key)), (True, (question.key, other)))
    return [
        (name, key_first, join, said.format(N=name, J=join, X=question.options[one], Y=question.options[two]))
        for (name, (key_first, (one, two))), join in turned(
            [(name, order) for name in names for order in orders], joins
        )
    ]


@pytest.mark.parametrize("question", VALUED, ids=lambda question: question.id)
def test_a_name_assigned_again_is_never_correct(question: Question) -> None:
    axes = (lambda said: said[:2], lambda said: said[2])
    answers = _said_twice(question, ("T=", "x = ", "τ="), REASSIGNED, "{N}{X}{J}{N}{Y}")
    for *_, answer in slice_of(answers, VALUED.index(question), 5, axes):
        graded = grade(question, answer)
        assert graded.verdict is not Verdict.CORRECT, (question.id, answer, graded)


@pytest.mark.parametrize(
    "answer", ["T=3，T=1", "T=3。T=1", "T=3 吧，T=1 吧", "T=3，要不 T=1", "可能 T=3 可能 T=1", "T=3 也许 T=1"]
)
def test_the_sentences_of_a_name_assigned_again(answer: str) -> None:
    graded = grade(DISTILL, answer)
    assert graded.verdict is Verdict.INCORRECT and graded.needs_confirmation, (answer, graded)
    assert graded.reading.startswith("A、B"), (answer, graded.reading)


@pytest.mark.parametrize(
    "answer", ["T=3，应该说 T=1", "T=3, I mean T=1", "T=3 错了，T=1", "T=6/2=3, T=3/3=1", "T=3/3=1"]
)
def test_a_correction_or_a_chain_between_assignments_is_still_read(answer: str) -> None:
    graded = grade(DISTILL, answer)
    assert (graded.verdict, graded.reading) == (Verdict.CORRECT, "A"), (answer, graded)


@pytest.mark.parametrize("answer", ["τ=3 或 τ=1", "τ=3，τ=1", "τ = 3 还是 τ = 1"])
def test_a_greek_name_is_a_setting_not_a_result_lead(answer: str) -> None:
    # "τ=" had been read as the "=" of a result stated at the end, so "τ=3" was a step towards it
    graded = grade(DISTILL, answer)
    assert graded.verdict is Verdict.INCORRECT and graded.reading.startswith("A、B"), (answer, graded)
    assert (grade(DISTILL, "τ=1").verdict, grade(DISTILL, "τ=3/3=1").reading) == (Verdict.CORRECT, "A")


@pytest.mark.parametrize("answer", ["温度 3，温度 1", "温度 1，温度 3", "temperature 3, temperature 1"])
def test_a_name_said_again_with_another_figure_holds_both_open(answer: str) -> None:
    # found by the red team: "温度 3，温度 1" was read as A (1), the key, to confirm — the second
    # clause taken as the result reasoned to from the first
    graded = grade(DISTILL, answer)
    assert graded.verdict is Verdict.INCORRECT and graded.needs_confirmation, (answer, graded)


@pytest.mark.parametrize("answer", ["温度 3，其实温度 1", "温度 3，不对，温度 1", "温度 1，温度 1", "温度 1"])
def test_the_name_said_again_to_correct_or_restate_reads_the_key(answer: str) -> None:
    graded = grade(DISTILL, answer)
    assert (graded.verdict, graded.reading) == (Verdict.CORRECT, "A"), (answer, graded)


@pytest.mark.parametrize("answer", ["温度=3，温度=1", "温度=1，温度=3", "温度 = 3，温度 = 1"])
def test_a_chinese_name_assigned_again_holds_both_open(answer: str) -> None:
    # found by the red team: "温度=3，温度=1" was read as A (1), the key, to confirm — "温度=" counted as
    # a lead of a stated result (its "=" not after a Latin letter), so 3 was a step before it
    graded = grade(DISTILL, answer)
    assert graded.verdict is Verdict.INCORRECT and graded.needs_confirmation, (answer, graded)


@pytest.mark.parametrize(
    "answer", ["温度=1", "温度=3，其实温度=1", "温度=6/2=3，温度=3/3=1", "温度=3，或者说温度=1"]
)
def test_a_chinese_name_corrected_or_worked_reads_the_key(answer: str) -> None:
    graded = grade(DISTILL, answer)
    assert (graded.verdict, graded.reading) == (Verdict.CORRECT, "A"), (answer, graded)


COPULAS = ("是", " 是 ", "为", "就是")


@pytest.mark.parametrize("question", VALUED, ids=lambda question: question.id)
def test_a_name_said_again_after_a_copula_is_never_correct(question: Question) -> None:
    # found by the red team: "T 是 3，T 是 1", "温度是 3，温度是 1" were read as A (1), the key, to
    # confirm — the "是" of the second clause taken as a decision after the first, which let it go
    answers = _said_twice(question, ("T", "温度", "τ"), COPULAS, "{N}{J}{X}，{N}{J}{Y}")
    axes = (lambda said: said[:2], lambda said: said[2])
    for *_, answer in slice_of(answers, VALUED.index(question), 4, axes):
        graded = grade(question, answer)
        assert graded.verdict is not Verdict.CORRECT, (question.id, answer, graded)


@pytest.mark.parametrize(
    "answer", ["T 是 3，T 是 1", "温度是 3，温度是 1", "T是1，T是3", "温度为 3，温度为 1"]
)
def test_a_name_said_again_after_a_copula_holds_both_open(answer: str) -> None:
    graded = grade(DISTILL, answer)
    assert graded.verdict is Verdict.INCORRECT and graded.needs_confirmation, (answer, graded)


@pytest.mark.parametrize(
    "answer",
    ["T 是 1", "T 是 3，其实 T 是 1", "温度是 3，不对，温度是 1", "T 是 3，所以 T 是 1", "T 是 1，T 是 1"],
)
def test_a_name_said_again_after_a_copula_to_correct_or_conclude_reads_the_key(answer: str) -> None:
    graded = grade(DISTILL, answer)
    assert (graded.verdict, graded.reading) == (Verdict.CORRECT, "A"), (answer, graded)
