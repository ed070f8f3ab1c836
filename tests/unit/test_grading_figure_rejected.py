"""Figures the candidate names but does not choose, on every single choice whose options are figures (a red
team found each read as the option, to confirm): a figure judged too big or failing ("48 会 OOM"), come
near and denied ("接近 48 但不是"), hedged with an unnamed alternative ("约 48，也可能一半"), asked and
doubted ("只能 A？不见得").

Each class is generated over every such question, with each option's figure (the key's and the wrong
ones') in each template; the neighbours that still choose the figure are generated alike.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pytest

from bank.grading import Verdict, grade
from bank.grading.choice._asked_doubted import asked_doubted
from bank.grading.choice._hedged_after import hedged_after
from bank.grading.choice._judged_over import judged_over
from bank.grading.choice._near_denied import near_denied
from bank.grading.mentions._value_mentions import value_of
from bank.grading.text._text import normal
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

Rule = Callable[[Question, str, Iterable[str]], bool]


def _figure(option: str) -> bool:
    return value_of(option) is not None and option.replace("×", "").isascii()  # no circled places


FIGURED = [
    question
    for question in curated_catalog()
    if question.servable
    and question.type is QuestionType.SINGLE
    and all(
        value_of(option) is not None and option.replace("×", "").isascii()
        for option in question.options.values()
    )
]
HEADS = next(
    question for question in FIGURED if question.id == "seed000-04"
)  # num_heads: 32, 48 (key), 64, 80
CASES = [(question, label) for question in FIGURED for label in question.options]


def _ids(case: tuple[Question, str]) -> str:
    return f"{case[0].id}-{case[1]}"


def _not_chosen(question: Question, answer: str) -> None:
    graded = grade(question, answer)
    assert graded.verdict is not Verdict.CORRECT, (question.id, answer)
    assert graded.verdict is Verdict.INVALID or graded.understood.hedged, (
        question.id,
        answer,
        graded.reading,
    )


def _kept(rule: Rule, question: Question, label: str, answer: str) -> None:
    """The rule leaves the figure's reading to the readers before it (some read it on one question only)."""
    assert not rule(question, _as_read(answer), [label]), (question.id, answer)


def _as_read(answer: str) -> str:
    return normal(answer, numerals=True, powers=True, ordinals=True)  # as ``grade`` hands it on


def test_the_questions_are_there() -> None:
    assert len(FIGURED) >= 30


JUDGED_OVER = [
    "{} 会 OOM",
    "{} 就爆了",
    "{}的话就超了",
    "取 {} 就超 9.9G 了",
    "{}，直接 OOM",
    "{} 太大了",
    "{} 放不下",
    "{} would OOM",
]
FITS = ["{} 不会 OOM", "{} 没超", "{}，再大就爆了", "{}，因为再大会 OOM", "{} 刚好放得下"]


@pytest.mark.parametrize("case", CASES, ids=_ids)
def test_a_figure_judged_failing_is_not_chosen(case: tuple[Question, str]) -> None:
    question, label = case
    for template in JUDGED_OVER:
        _not_chosen(question, template.format(question.options[label]))
    for template in FITS:
        _kept(judged_over, question, label, template.format(question.options[label]))


@pytest.mark.parametrize(
    "answer", ["48 不会 OOM", "48，再大就爆了", "48，64 会 OOM", "64 会 OOM，48 可以", "48 头"]
)
def test_a_figure_that_fits_is_read(answer: str) -> None:
    assert grade(HEADS, answer).understood.choices == ["B"], answer


NEAR_DENIED = [
    "接近 {} 但不是",
    "接近 {}，但不是 {}",
    "{} 左右，不过不是",
    "close to {} but not quite",
    "{} 附近但又不是它",
]
NEAR_KEPT = ["{}，但不是因为显存", "{} 但不是最优的那种", "接近 {}", "{}，不是因为别的"]


@pytest.mark.parametrize("case", CASES, ids=_ids)
def test_a_figure_come_near_and_denied_is_not_chosen(case: tuple[Question, str]) -> None:
    question, label = case
    figure = question.options[label]
    for template in NEAR_DENIED:
        _not_chosen(question, template.format(figure, figure))
    for template in NEAR_KEPT:
        _kept(near_denied, question, label, template.format(figure))


HEDGED = ["约 {}，也可能更多", "{}，或者更少", "{} 吧，说不定翻倍", "{}, or maybe lower"]  # "一半" is 50%
HEDGE_KEPT = ["{}，也许是对的", "{}，或者说第二个", "{}，也许是因为显存", "{}，或许吧", "约 {}"]


@pytest.mark.parametrize("case", CASES, ids=_ids)
def test_a_figure_hedged_with_an_unnamed_alternative_is_not_chosen(case: tuple[Question, str]) -> None:
    question, label = case
    for template in HEDGED:
        _not_chosen(question, template.format(question.options[label]))
    for template in HEDGE_KEPT:
        _kept(hedged_after, question, label, template.format(question.options[label]))


ASKED = ["只能 {}？不见得", "只有 {}？不一定", "{}？未必", "{}? not necessarily"]
ASKED_KEPT = ["只能 {}？是的", "{}？对", "{}？不确定", "{}，不一定对但我选它"]


@pytest.mark.parametrize("case", CASES, ids=_ids)
def test_a_figure_asked_and_doubted_is_not_chosen(case: tuple[Question, str]) -> None:
    question, label = case
    for template in ASKED:
        _not_chosen(question, template.format(question.options[label]))
        _not_chosen(question, template.format(label))  # by its letter too
    for template in ASKED_KEPT:
        _kept(asked_doubted, question, label, template.format(question.options[label]))


@pytest.mark.parametrize("answer", ["约 48，也可能一半", "只能 B？不见得", "接近 48 但不是", "48 会 OOM"])
def test_the_red_team_answers_are_asked_again(answer: str) -> None:
    assert grade(HEADS, answer).verdict is Verdict.INVALID, answer
