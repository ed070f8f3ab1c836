"""Members of a set weighed one by one after a correction word, each in a clause of its own (the red
team's leftovers): "B C A. wait A counts, B doesn't" is A and C, to confirm — not A alone; every member
let go is asked again. A capital "A" before a verdict that closes its clause ("E, A yup", "wait A counts")
is the option, not the article.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
MULTI = QUESTIONS["seed000-18"]  # key AD
SINGLE = QUESTIONS["seed000-01"]  # key B


def test_each_member_weighed_keeps_the_rest() -> None:
    for answer, reading in (
        ("B C A. wait A counts, B doesn't", "A、C"),
        ("A B D. wait A counts, B doesn't", "A、D"),
        ("A B C，等等 A 算，B 不算", "A、C"),
        ("A B C, wait C no, B no", "A"),
        ("B C A. wait A counts, D counts", "A、B、C、D"),
    ):
        graded = grade(MULTI, answer)
        assert graded.reading == reading and graded.needs_confirmation, f"{answer!r}: {graded.reading!r}"
    for answer in ("A B C. wait A no, B no, C no", "B C A. wait A counts, A doesn't"):
        graded = grade(MULTI, answer)
        assert graded.verdict is not Verdict.CORRECT, f"{answer!r}: {graded.reading!r}"


def test_a_capital_a_before_a_closing_verdict_is_the_option() -> None:
    for answer in ("E, A yup", "D, A yup", "A yup, D yup"):
        graded = grade(MULTI, answer)
        assert "A" in graded.reading, f"{answer!r}: {graded.reading!r}"
    for answer in ("a counts table is B", "B is a yes", "B, a counts table"):  # the article
        graded = grade(SINGLE, answer)
        assert "A" not in graded.reading, f"{answer!r}: {graded.reading!r}"


MULTIS = [q for q in QUESTIONS.values() if q.type.value == "multi" and len(q.options) >= 3]


def test_a_set_of_one_keeps_its_member_when_others_are_weighed() -> None:
    # "B. wait A no, C yes": B stays, A let go, C added (blind batch 83 read C alone)
    assert MULTIS, "no multiple choice to loop over"
    for question in MULTIS:
        first, second, third = sorted(question.options)[:3]
        for answer in (f"{second}. wait {first} no, {third} yes", f"{second}，等等 {first} 不对，{third} 对"):
            graded = grade(question, answer)
            reading = "、".join(sorted({second, third}))
            assert graded.reading == reading and graded.needs_confirmation, (
                question.id,
                answer,
                graded.reading,
            )


def test_a_weighing_left_unsaid_is_asked_again() -> None:
    for question in MULTIS:
        first, second, third = sorted(question.options)[:3]
        for answer in (
            f"{second}. wait {first} no, {third} maybe",
            f"{second}. wait {first} no, {third} yes?",
            f"{second}. wait {first} no, {first} yes",
        ):
            graded = grade(question, answer)
            assert graded.verdict is Verdict.INVALID, (question.id, answer, graded.reading)
