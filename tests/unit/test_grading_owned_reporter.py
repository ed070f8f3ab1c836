"""Another's word with its owner said before it ("我同学选 B", "我的导师说 B"): still not the candidate's own.

Found by the fifth red team of the reader: "同学选 B" was asked again, but "我同学选 B", "我朋友选 B" and
"网友选 B" were read as the key on every single choice, correct to confirm. The owner ("我", "我的",
"我们") before a reporter no longer hides it; the candidate's own word after it, or "我选 B", still reads.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

SINGLES = [q for q in curated_catalog() if q.servable and q.type is QuestionType.SINGLE]
TRUEFALSE = [q for q in curated_catalog() if q.servable and q.type is QuestionType.TRUEFALSE]


@pytest.mark.parametrize(
    "template",
    ["我同学选 {K}", "我朋友选 {K}", "网友选 {K}", "我的导师说 {K}", "我们老师说选 {K}", "{K}，我同学说的"],
)
def test_another_s_choice_with_its_owner_is_asked_again(template: str) -> None:
    for question in SINGLES:
        answer = template.format(K=question.key_text)
        assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)


@pytest.mark.parametrize("template", ["我同学选 {K}，我也选 {K}", "我选 {K}", "我同学选 {W}，我选 {K}"])
def test_the_candidate_s_own_word_still_reads(template: str) -> None:
    for question in SINGLES:
        wrong = sorted(set(question.options) - {question.key_text})[0]
        answer = template.format(K=question.key_text, W=wrong)
        graded = grade(question, answer)
        assert graded.verdict is Verdict.CORRECT and graded.understood.choices == [question.key_text], answer


def test_a_true_false_mark_another_gave_with_its_owner_is_asked_again() -> None:
    for question in TRUEFALSE:
        mark = "对" if question.key_text.strip().lower() == "true" else "错"
        assert grade(question, f"我同学说{mark}").verdict is Verdict.INVALID, question.id
        assert grade(question, f"我同学说{mark}，我也觉得{mark}").verdict is Verdict.CORRECT, question.id


# a figure another worked out ("同学算的 464 GB", "老师算出来是 464 GB"), before or after it: another's word
FIGURES = {"seed000-30": "464 GB"}


@pytest.mark.parametrize("question_id", sorted(FIGURES))
def test_a_figure_another_worked_out_is_asked_again_and_the_candidate_s_own_still_reads(
    question_id: str,
) -> None:
    question = curated_catalog()[question_id]
    figure = FIGURES[question_id]
    assert grade(question, figure).verdict is Verdict.CORRECT  # the figure alone is the key
    for answer in (
        f"同学算的 {figure}",
        f"老师算出来是 {figure}",
        f"ChatGPT 算的 {figure}",
        f"{figure}，同学算的",
    ):
        assert grade(question, answer).verdict is Verdict.INVALID, answer
    for answer in (f"我算出来是 {figure}", f"同学算的 1 GB，我算的 {figure}"):
        assert grade(question, answer).verdict is Verdict.CORRECT, answer
