"""Take-backs and strikes after an option (blind batch 79, left by the last round): "A～，不对", "A！，不对"
(a run of marks before the denial) and "A删了" (struck out) had read A to confirm, and "C～，不对" the key.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
SINGLE = QUESTIONS["seed001-01"]  # key C

MARKS = ["～，", "！，", "~ ", "!!，", "……，"]
DENIALS = ["不对", "错了"]


def test_a_denial_after_a_run_of_marks_takes_the_option_back() -> None:
    for letter in "AC":
        for mark in MARKS:
            for denial in DENIALS:
                answer = f"{letter}{mark}{denial}"
                graded = grade(SINGLE, answer)
                assert graded.verdict is Verdict.INVALID, (answer, graded)


def test_a_mark_without_a_denial_still_chooses() -> None:
    for answer in ["C～", "C！", "C～，对", "C！，就它"]:
        graded = grade(SINGLE, answer)
        assert graded.verdict is Verdict.CORRECT and graded.understood.choices == ["C"], (answer, graded)


def test_an_option_struck_out_is_not_chosen() -> None:
    for letter in "AC":
        for struck in ["删了", " 删了", "删掉了", " 删了吧", "删了。"]:
            answer = f"{letter}{struck}"
            assert grade(SINGLE, answer).verdict is Verdict.INVALID, answer
    for answer in ["A 删了，C", "A删了，选C"]:  # the one struck, then the one chosen
        graded = grade(SINGLE, answer)
        assert graded.understood.choices == ["C"] and graded.needs_confirmation, (answer, graded)
