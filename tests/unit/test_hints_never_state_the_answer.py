"""No hint states the answer (issue 18), for every question of the curated bank and every question type:
a hint never names the correct option's letter or text, never contains a key's fill or figure, and a
candidate who typed the hint back as their answer would not be graded right."""

from __future__ import annotations

import re

import pytest

from bank.catalog import Catalog
from bank.grading import grade
from bank.model import Question, QuestionType
from tests.helpers.curation import catalog

__all__ = ["catalog"]  # fixtures shared with the other curation tests


def _token(text: str) -> re.Pattern[str]:
    """``text`` as a whole token: not inside a longer word, identifier or number ("8" is not in "80")."""
    return re.compile(rf"(?<![\w.]){re.escape(text.strip())}(?![\w.])", re.IGNORECASE)


def answer_in_hint(question: Question, hint: str) -> list[str]:
    """Why ``hint`` gives the answer away (empty: it does not)."""
    found: list[str] = []
    verdict = grade(question, hint, "zh").verdict
    if verdict == "correct":
        found.append("graded correct when typed as an answer")
    if question.type in (QuestionType.SINGLE, QuestionType.MULTI):
        for letter in question.correct_options:
            if re.search(rf"(?<![A-Za-z0-9_]){letter}(?![A-Za-z0-9_])", hint):
                found.append(f"names option {letter}")
            text = question.options[letter].strip()
            # a bare small number ("8", "0") also stands for other things ("8×80 GB", "θ > 0"): the
            # grader's reading above is what decides whether a hint commits to it as the answer
            if not (text.isdigit() and len(text) <= 2) and _token(text).search(hint):
                found.append(f"quotes option {letter}'s text")
    elif question.type in (QuestionType.CODE, QuestionType.CALC):
        for fill in question.blanks:
            if fill.strip() and _token(fill).search(hint):
                found.append(f"contains the key {fill!r}")
    elif question.type is not QuestionType.TRUEFALSE and question.key_text.strip() in hint:
        found.append("contains the reference answer")
    return found


def test_no_hint_of_any_question_states_its_answer(catalog: Catalog) -> None:
    leaks = {
        (question.id, number): why
        for question in catalog
        if question.key_text.strip()
        for number, hint in enumerate(question.hints, start=1)
        if (why := answer_in_hint(question, hint))
    }
    assert leaks == {}
    types = {question.type for question in catalog if question.hints}
    assert {QuestionType.SINGLE, QuestionType.MULTI, QuestionType.TRUEFALSE, QuestionType.CODE} <= types
    assert {QuestionType.CALC, QuestionType.DESIGN} <= types


def test_the_last_hint_of_every_ladder_stops_short_of_the_answer(catalog: Catalog) -> None:
    """The most revealing hint is where a ladder tends to say it outright: checked on its own."""
    ladders = [q for q in catalog if q.servable and q.hints]
    assert len(ladders) > 90
    assert [q.id for q in ladders if answer_in_hint(q, q.hints[-1])] == []


@pytest.mark.parametrize(
    ("qid", "hint"),
    [
        ("seed002-07", "数据并行的总卡数是 8 × 8 = 64；所以每卡是 8。"),  # the figure of option B
        ("seed000-09", "题目问的是 all-reduce，B 选项的 flag 名字里写的是哪种集合通信？"),  # the key's letter
        ("seed000-29", "同一块里已经给了 nvme_path，device 应该取 nvme。"),  # the fill itself
        ("seed000-07", "“tree reduce 再翻倍、对齐到 2048B”这样的规则有依据吗？"),  # option C's text
    ],
)
def test_the_check_catches_hints_that_give_the_answer_away(catalog: Catalog, qid: str, hint: str) -> None:
    assert answer_in_hint(catalog[qid], hint)
