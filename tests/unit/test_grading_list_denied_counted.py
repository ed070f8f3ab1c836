"""A list of options denied as a whole by its count or a pronoun ("A、B、D、E 这四个不对") chooses none.

"A、B、D、E 这四个不对" read ABDE on seed000-23 (key ABDE), correct to confirm: a group denied together
knew only "这两个", "这俩", "这几个", "两个" and "三个" before its denial, so a longer count, "这些",
"它们", "二者" or a fault ("有问题") left the list chosen. Any count or pronoun of the group now may stand
there, and so after a comma ("A、B、D、E，这四个不对"). Options chosen in a clause of their own before a
denied group stay chosen ("A、D，B、C 这两个不对" is AD).
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog()}


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("seed000-23", "A、B、D、E 这四个不对"),
        ("seed000-23", "A、B、D、E 这四项不对"),
        ("seed000-23", "A、B、D、E 这4个不对"),
        ("seed000-23", "A、B、D、E 这些不对"),
        ("seed000-23", "A、B、D、E 它们不对"),
        ("seed000-23", "A、B、D、E 这四个是错的"),
        ("seed000-23", "A、B、D、E 这四个不行"),
        ("seed000-23", "A、B、D、E 这四个有问题"),
        ("seed000-23", "ABDE 这四个不对"),
        ("seed000-23", "A、B、D、E，这四个不对"),
        ("seed000-23", "A、B、D、E，这些不对"),
        ("seed001-12", "A、B、D、E 这四个不对"),
        ("seed000-16", "A、B、C、D、E 这五个不对"),
        ("seed000-18", "A、D 它们都不对"),
        ("seed000-18", "A、D 两者都不对"),
        ("seed000-18", "A、D 这两个有问题"),
        ("seed000-18", "A、D，这两个不对"),
    ],
)
def test_a_list_denied_by_its_count_chooses_none(question: str, answer: str) -> None:
    assert grade(BANK[question], answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("seed000-23", "A、B、D、E 这四个对"),
        ("seed000-23", "A、B、D、E，这四个对"),
        ("seed000-23", "选 A、B、D、E，这四个对"),
        ("seed000-18", "A、D 这两个都对"),
        ("seed000-18", "A、D，这两个对"),
        ("seed000-18", "A、D，B、C 这两个不对"),
        ("seed000-18", "选 A、D，B、C 这两个不对"),
        ("seed000-18", "A、D，B、C、E 这三个不对"),
        ("seed000-18", "A、D，剩下三个不对"),
    ],
)
def test_a_list_affirmed_or_another_denied_is_still_chosen(question: str, answer: str) -> None:
    assert grade(BANK[question], answer).verdict is Verdict.CORRECT, answer


# Options named in words with unread figures between them ("15T", "8k" are no mentions): the count said
# of the whole list in one clause denies every option of it (the first was read as chosen).
@pytest.mark.parametrize(
    "answer",
    ["GQA、15T、SwiGLU、8k 这四个不对", "GQA、15T、SwiGLU、8k 这四个都不对", "GQA、15T、SwiGLU、8k 这些不对"],
)
def test_a_list_in_words_denied_by_its_count_chooses_none(answer: str) -> None:
    assert grade(BANK["seed000-16"], answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize(
    ("answer", "chosen"),
    [
        ("GQA、SwiGLU，15T、8k 这两个不对", {"A", "D"}),  # a clause of its own before the denied pair
        ("选 GQA、SwiGLU，15T、8k 这两个不对", {"A", "D"}),
        ("GQA、15T、SwiGLU、8k 这四个对", {"A", "B", "D", "E"}),
    ],
)
def test_a_list_in_words_before_another_clause_or_affirmed_is_read(answer: str, chosen: set[str]) -> None:
    graded = grade(BANK["seed000-16"], answer)
    assert graded.understood.choices is not None and set(graded.understood.choices) == chosen, answer
