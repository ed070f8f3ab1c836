"""A closing figure labelled as the quantity asked is never dropped for a figure said before it.

On seed001-08 (int8 against fp16: A 25%, B 37.5%, C 50%, D 75%; key C) "int8 50%，比例 D" and "50%，比值 75%"
read C: the mention pass took the label ("比例", "比值") before the last option for no commitment and left
the option out, keeping the earlier one. The candidate ends on D labelled as the ratio asked; the answer is
asked again (``_chain_closed.close_passed_over``). Tested over every single choice whose options are figures.
"""

from __future__ import annotations

import re

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

_FIGURE = re.compile(r"\s*[~≈约]?\s*\d[\d.,/]*\s*(?:%|[A-Za-z]{0,3}|倍|个|条|层)?\s*")
_FIGURES = [
    q
    for q in curated_catalog()
    if q.type is QuestionType.SINGLE
    and q.options
    and all(_FIGURE.fullmatch(text) for text in q.options.values())
    and len(set(q.options.values())) == len(q.options)
]
_LABELS = ("比例", "比值", "占比")


def _pairs(question: Question) -> list[tuple[str, str]]:
    return [(a, b) for a in question.options for b in question.options if a != b]


def test_the_class_is_there() -> None:
    assert len(_FIGURES) >= 5 and any(q.id == "seed001-08" for q in _FIGURES)


@pytest.mark.parametrize("question", _FIGURES, ids=lambda q: q.id)
def test_a_labelled_close_never_leaves_the_figure_before_it_alone(question: Question) -> None:
    for first, last in _pairs(question):
        said, closing = question.options[first], question.options[last]
        for label in _LABELS:
            for answer in (
                f"{said}，{label} {closing}",
                f"{said}，{label} {last}",
                f"{said}, {label}: {closing}",
            ):
                graded = grade(question, answer)
                assert graded.understood.choices != [first], (answer, graded.rationale)
                if last != question.key_text:
                    assert graded.verdict is not Verdict.CORRECT, (answer, graded.rationale)


@pytest.mark.parametrize(
    "answer",
    [
        "int8 50%，比例 D",
        "50%，比例 D",
        "一半，比例 D",
        "int8 50%，比值 75%",
        "75%，比例 50%",
        "50%, ratio D",
    ],
)
def test_a_labelled_close_beside_another_figure_is_asked_again(answer: str) -> None:
    graded = grade(next(q for q in _FIGURES if q.id == "seed001-08"), answer)
    assert graded.verdict is Verdict.INVALID and not graded.understood.choices, graded.rationale


@pytest.mark.parametrize("question", _FIGURES, ids=lambda q: q.id)
def test_the_labelled_figure_alone_or_restated_still_reads(question: Question) -> None:
    key = question.key_text
    figure = question.options[key]
    wrong = next(letter for letter in question.options if letter != key)
    for answer in (
        f"比例 {figure}",
        f"比值是 {figure}",
        f"{figure}，比例 {figure}",
        f"例如 {wrong} 就不对，选 {key}",
    ):
        graded = grade(question, answer)
        assert graded.verdict is Verdict.CORRECT, (answer, graded.rationale)


@pytest.mark.parametrize("answer", ["50%，D", "50%，75%"])
def test_two_figures_unlabelled_stay_a_set(answer: str) -> None:
    graded = grade(next(q for q in _FIGURES if q.id == "seed001-08"), answer)
    assert graded.verdict is Verdict.INCORRECT and graded.understood.choices == ["C", "D"], graded.rationale
