"""An option named after a set of letters with only a word keeping or wanting it ("AC，D 要",
"A、C；D 留着", "AC，D 保留", "AC, D keep it"): its choice, never a description of it. Read as one, the
option was left out and the answer read as the set before it, which is the key where the added option
is wrong. Looped over every multiple-choice question served and every option its key leaves out; a
description after the set ("A、D；B 不需要改 mask") still leaves the option out."""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

_MULTIS = [q for q in curated_catalog() if q.servable and q.type is QuestionType.MULTI]
_KEPT = ["{k}，{x} 要", "{k}，{x} 也要", "{k}；{x} 留着", "{k}，{x} 保留", "{k}, {x} keep it"]


def test_an_option_kept_after_the_set_is_chosen_with_it() -> None:
    for question in _MULTIS:
        key = "".join(sorted(question.key))
        for letter in (letter for letter in question.options if letter not in key):
            for form in _KEPT:
                if letter == "A" and "keep" in form:
                    continue  # "A keep it": an English article, not a letter (not this rule's)
                answer = form.format(k=key, x=letter)
                graded = grade(question, answer)
                assert graded.verdict is not Verdict.CORRECT, (question.id, answer, graded.reading)
                assert letter in (graded.understood.choices or []), (question.id, answer, graded.reading)


def test_a_description_after_the_set_still_leaves_it_out() -> None:
    for question in _MULTIS:
        key = "".join(sorted(question.key))
        for letter in (letter for letter in question.options if letter not in key):
            answer = f"{key}；{letter} 不需要改 mask"
            assert letter not in (grade(question, answer).understood.choices or []), (question.id, answer)
