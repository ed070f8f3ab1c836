"""A space typed between a negation and the word it negates ("不 选 B", "我 不 要 B", "别 选 B") is the
refusal as typed without it: "不 选 B" on a single choice with key B had read B (to confirm), the "不"
left stray before a choice of B. Now it reads nothing, as "不选 B" does; a refusal of one option then
a choice of another ("不 选 A，选 B") still reads the one chosen.
"""

from __future__ import annotations

from bank.grading import grade
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

QUESTIONS = [question for question in curated_catalog() if question.servable]
SINGLE = [question for question in QUESTIONS if question.type == QuestionType.SINGLE]
REFUSED = ["不 选 {k}", "我 不 选 {k}", "不 要 {k}", "别 选 {k}", "{k} 不 对", "我 不 会 选 {k}"]


def test_a_spaced_refusal_of_the_key_is_never_read_as_the_key() -> None:
    for question in SINGLE:
        for template in REFUSED:
            answer = template.format(k=question.key)
            graded = grade(question, answer)
            assert graded.verdict.value != "correct", (question.id, answer, graded)
            assert question.key not in (graded.understood.choices or []), (question.id, answer, graded)


def test_a_spaced_refusal_of_another_then_the_key_reads_the_key() -> None:
    for question in SINGLE:
        other = next(label for label in "ABCD" if label != question.key)
        for answer in [f"不 选 {other}，选 {question.key}", f"不 要 {other}, {question.key}"]:
            graded = grade(question, answer)
            assert graded.understood.choices == [question.key], (question.id, answer, graded)


def test_a_spaced_refusal_on_a_multiple_choice_leaves_the_option_out() -> None:
    for question in [q for q in QUESTIONS if q.type == QuestionType.MULTI]:
        key = "、".join(question.key)
        refused = next((label for label in "ABCDE" if label not in question.key), None)
        if refused is None:
            continue
        for answer in [f"{key}，不 选 {refused}", f"{key}，{refused} 不 对"]:
            graded = grade(question, answer)
            assert refused not in (graded.understood.choices or []), (question.id, answer, graded)
        answer = f"不 选 {question.key[0]}"
        assert grade(question, answer).verdict.value != "correct", (question.id, answer)
