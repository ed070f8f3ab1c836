"""A capital "A" opening a clause after a set, with a verb of keeping closing it ("BC, A keep it", "C, A
stays", "BD, A kept", "C, A keep it too"): the letter kept, not the English article. A red team found
"BC, A keep it" read as B、C (the candidate's A dropped; on a key of B and C a wrong answer read right),
where "AC, D keep it" read A、C、D. An article goes on to its noun ("A keep-it-simple approach", "A lot of
people pick B") and a lower-case "a keep" may be one: not the letter.

Generated over every multiple choice question, each set of other letters before the kept "A".
"""

from __future__ import annotations

import pytest

from bank.grading import grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

MULTI = [
    question
    for question in curated_catalog()
    if question.servable and question.type is QuestionType.MULTI and "A" in question.options
]

KEPT = ["{s}, A keep it", "{s}, A keep it too", "{s}, A keeps", "{s}, A keep", "{s}, A stays", "{s}, A kept"]
KEPT += ["{s}, A included", "{s}. A keep it.", "{s}, A too", "{s}, A as well", "{s}, plus A"]
ARTICLE = ["{s}. A keep-it-simple approach", "{s}, a keep", "{s}. A lot of it is noise"]


def _ids(question: Question) -> str:
    return question.id


def _sets(question: Question) -> list[str]:
    others = [label for label in question.options if label != "A"]
    return [others[0], "".join(others[:2]), " ".join(others[1:3])]


def test_there_are_multiple_choices() -> None:
    assert len(MULTI) >= 10


@pytest.mark.parametrize("question", MULTI, ids=_ids)
def test_a_kept_a_is_the_letter(question: Question) -> None:
    for chosen in _sets(question):
        for template in KEPT:
            answer = template.format(s=chosen)
            read = set(grade(question, answer).understood.choices or ())
            assert read == {"A", *chosen.replace(" ", "")}, answer


@pytest.mark.parametrize("question", MULTI, ids=_ids)
def test_another_letter_kept_alike(question: Question) -> None:
    others = [label for label in question.options if label != "A"]
    answer = f"A{others[0]}, {others[1]} keep it"
    assert set(grade(question, answer).understood.choices or ()) == {"A", others[0], others[1]}


@pytest.mark.parametrize("question", MULTI, ids=_ids)
def test_an_article_is_never_the_letter(question: Question) -> None:
    for chosen in _sets(question):
        for template in ARTICLE:
            answer = template.format(s=chosen)
            assert "A" not in (grade(question, answer).understood.choices or ()), answer
