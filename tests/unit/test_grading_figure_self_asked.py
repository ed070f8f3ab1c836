"""A figure or an option asked of oneself and answered no ("464GB对不对？不对", "B，对吗？不对",
"464 GB, right? no"): denied as "464 GB，不对" is, never read as the answer; a figure after the no
is ("232GB对不对？不对，464GB"), and a yes keeps it ("464GB对吧？对").
"""

from __future__ import annotations

import re

from bank.grading import Verdict, grade
from bank.model import QuestionType, Status
from tests.helpers.curated import curated_catalog

BANK = [question for question in curated_catalog() if question.status is Status.ACTIVE]
KV_CACHE = next(q for q in BANK if q.id == "seed000-30")  # 464 GB
FIGURE_CHOICES = [
    q
    for q in BANK
    if q.type is QuestionType.SINGLE
    and all(re.fullmatch(r"[\d./%]+(?:GB|×)?", text) for text in q.options.values())
]
ASKED = ("对不对？", "对吗？", "对吧？", "行不行？", "是不是？", "，对吗？", "对不对 ")
NO = ("不对", "不行", "不是", "错", "不对吧")


def test_questions_are_found() -> None:
    assert len(FIGURE_CHOICES) >= 10


def test_a_figure_answered_no_is_not_read() -> None:
    for asked in ASKED:
        for no in NO:
            for figure in ("464GB", "464 GB"):
                answer = f"{figure}{asked}{no}"
                assert grade(KV_CACHE, answer).verdict is not Verdict.CORRECT, answer
    for answer in ("464 GB, right? no", "464 GB right? nope"):
        assert grade(KV_CACHE, answer).verdict is not Verdict.CORRECT, answer


def test_a_figure_after_the_no_is_read() -> None:
    for asked in ASKED:
        for no in ("不对", "不行", "不是"):
            result = grade(KV_CACHE, f"232GB{asked}{no}，464GB")
            assert result.verdict is Verdict.CORRECT and result.needs_confirmation, (asked, no)
            assert grade(KV_CACHE, f"464GB{asked}{no}，232GB").verdict is not Verdict.CORRECT, (asked, no)


def test_a_figure_answered_yes_stands() -> None:
    for asked in ("对不对？", "对吗？", "对吧？"):
        result = grade(KV_CACHE, f"464GB{asked}对")
        assert result.verdict is Verdict.CORRECT and result.needs_confirmation, asked


def test_an_option_figure_answered_no_is_not_read() -> None:
    for question in FIGURE_CHOICES:
        right = question.options[str(question.key)]
        for asked in ASKED:
            for no in NO:
                answer = f"{right}{asked}{no}"
                assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


def test_an_option_letter_answered_no_is_not_read() -> None:
    singles = [q for q in BANK if q.type is QuestionType.SINGLE]
    for question in singles:
        other = next(letter for letter in question.options if letter != question.key)
        for asked in ASKED:
            for no in NO:
                answer = f"{question.key}{asked}{no}"
                assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)
        result = grade(question, f"{other}，对吗？不对，{question.key}")
        assert result.verdict is Verdict.CORRECT and result.needs_confirmation, question.id


def test_a_figure_asked_in_any_short_question_denied_or_denied_before_is_not_read() -> None:
    # "464GB keep it? no", "464 GB 左右？不": any short question of the figure closing the answer, denied;
    # "没 464 GB", "no 464 GB", "below 464 GB": not it, or a bound. Each calculation's figures, their key
    # written with its unit; a yes ("464 GB 左右？对") and a denial of another figure still read it
    calcs = [q for q in BANK if q.type is QuestionType.CALC and q.numeric]
    assert calcs
    for question in calcs:
        key = "，".join(f"{part.value:g} {part.unit}" for part in question.numeric)
        for asked in ("keep it? no", "左右？不", "对吗？不", "吧？no", "? nope", "，留着？不是"):
            result = grade(question, f"{key} {asked}")
            assert result.verdict is not Verdict.CORRECT, (question.id, asked, result)
        for before in ("没", "没有", "no", "below", "above"):
            result = grade(question, f"{before} {key}")
            assert result.verdict is not Verdict.CORRECT, (question.id, before, result)
    assert grade(KV_CACHE, "464 GB 左右？对").verdict is Verdict.CORRECT
    assert grade(KV_CACHE, "432 GB? no, 464 GB").verdict is Verdict.CORRECT
    assert grade(KV_CACHE, "没错，464 GB").verdict is Verdict.CORRECT
