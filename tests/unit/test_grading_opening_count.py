"""A count said with the letters (blind batch 80): before them, after a pause ("4 个 —— ABDE"): the letters,
to confirm, when the count is theirs, asked again when it is not ("3 个：ABDE" was read as the four); and
every option counted as none wrong ("五个选项没一个错的"), when the count is the number of options.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog()}


def test_a_count_before_its_letters_reads_them() -> None:
    question = QUESTIONS["seed000-23"]
    for answer in ["4 个 —— ABDE", "4个——ABDE", "四个：A、B、D、E", "一共 4 项：A、B、D 和 E", "4 个 - ABDE"]:
        graded = grade(question, answer)
        assert (graded.understood.choices, graded.needs_confirmation) == (["A", "B", "D", "E"], True), answer


def test_a_count_not_the_letters_is_asked_again() -> None:
    question = QUESTIONS["seed000-23"]
    for answer in ["3 个：ABDE", "三个，ABDE", "5 个 —— ABDE", "2 个：ABD", "4 个 —— ABDE，不确定"]:
        assert grade(question, answer).verdict is Verdict.INVALID, answer


def test_none_wrong_of_every_option_counted_chooses_them_all() -> None:
    question = QUESTIONS["seed000-16"]  # five options
    for answer in ["五个选项没一个错的", "五个选项都没错", "五个里一个错的都没有"]:
        graded = grade(question, answer)
        assert (graded.understood.choices, graded.needs_confirmation) == (list("ABCDE"), True), answer
    for answer in [
        "四个选项没一个错的",
        "五个选项没一个对的",
        "没一个错的",
        "五个选项没一个错的？",
        "五个选项不是没一个错的",
    ]:
        assert grade(question, answer).verdict is Verdict.INVALID, answer
