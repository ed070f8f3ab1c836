"""A member added after the set with a link ("还有", "以及", "外加", "再加上", "and also", "plus", "as well
as"): part of the set, or the answer is asked again — never the set without it (``_additions``).

Found on blind batch 70: "adaLN-Zero，patch 取 2，还有 QK norm" on seed000-25 (A, E and the wrong D by
content, "QK norm" found by no reader) was read as A、E, correct to confirm. "外加"/"再加上"/"plus" already
asked again on an item naming no option; "还有", "以及", "and also", "as well as" dropped it. "as" of "as
well as" had also been taken for a reason, so "A and E, as well as QK-Norm" dropped D even though named.
The nearest sentences keep their reading: "A E，还有 D 不对" is A、E, "A、E，还有问题吗" never holds D.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

SERVABLE = [q for q in curated_catalog() if q.servable]
MULTIS = [q for q in SERVABLE if q.type is QuestionType.MULTI and set(q.options) - set(q.key)]
DIT = next(q for q in SERVABLE if q.id == "seed000-25")  # key A (adaLN-Zero), E (patch 2); D QK-Norm

LINKS = (
    "，还有 ",
    " 还有 ",
    "，以及 ",
    " 以及 ",
    "，外加 ",
    "，再加上 ",
    ", and also ",
    " plus ",
    ", as well as ",
)
# an item the reader finds in no option of any question: a member it cannot read
UNREAD_ITEM = "量子退火"


def _key_and_wrong(question: Question) -> tuple[str, str]:
    key = sorted(question.key)
    return "、".join(key), sorted(set(question.options) - set(key))[0]


def test_the_batch_70_sentence_is_never_the_set_without_its_member() -> None:
    # asked again while "QK norm" was found by no reader; a spaced name is now found (blind batch 75),
    # and the answer reads as its label says: A, E and the wrong D, to confirm
    graded = grade(DIT, "adaLN-Zero，patch 取 2，还有 QK norm")
    assert (graded.verdict, graded.needs_confirmation, graded.reading) == (Verdict.INCORRECT, True, "A、D、E")


@pytest.mark.parametrize("link", LINKS)
def test_an_unread_member_after_a_link_asks_again_on_every_multiple_choice(link: str) -> None:
    assert len(MULTIS) >= 10
    for question in MULTIS:
        key, _ = _key_and_wrong(question)
        answer = f"{key}{link}{UNREAD_ITEM}"
        graded = grade(question, answer)
        assert graded.verdict is Verdict.INVALID, (question.id, answer, graded.reading)


@pytest.mark.parametrize("link", LINKS)
def test_a_wrong_letter_after_a_link_is_in_the_set_on_every_multiple_choice(link: str) -> None:
    for question in MULTIS:
        key, wrong = _key_and_wrong(question)
        answer = f"{key}{link}{wrong}"
        graded = grade(question, answer)
        assert graded.verdict is not Verdict.CORRECT, (question.id, answer, graded.reading)
        assert graded.verdict is Verdict.INVALID or wrong in (graded.understood.choices or []), (
            question.id,
            answer,
        )


@pytest.mark.parametrize(
    "answer",
    [
        "adaLN-Zero，patch 取 2，还有 QK-Norm",
        "adaLN-Zero、patch 取 2 以及 QK-Norm",
        "adaLN-Zero，patch 取 2，外加 QK-Norm",
        "adaLN-Zero, patch size 2, and also QK-Norm",
        "A and E, as well as QK-Norm",
        "A and E as well as QK-Norm",
        "A、E, as well as QK norm",
        "A、E 以及 QK norm",
        "A、E，还有就是 QK norm",
    ],
)
def test_a_wrong_member_by_content_is_never_left_out(answer: str) -> None:
    graded = grade(DIT, answer)
    assert graded.verdict is not Verdict.CORRECT, (answer, graded.reading)
    assert graded.verdict is Verdict.INVALID or "D" in (graded.understood.choices or []), answer


@pytest.mark.parametrize(
    ("answer", "verdict", "reading"),
    [
        ("A E，还有 D 不对", Verdict.CORRECT, "A、E"),  # the member named and denied
        ("A、E，还有 QK-Norm 不对", Verdict.CORRECT, "A、E"),
        ("adaLN-Zero，patch 取 2", Verdict.CORRECT, "A、E"),  # nothing added
        ("A、E，还有 adaLN-Zero", Verdict.CORRECT, "A、E"),  # a member of the set said again
        ("A、E，还有问题吗", Verdict.INVALID, ""),  # asked back, never with D
        ("A、E，还有 QK norm 吗", Verdict.INVALID, ""),  # the member asked about
        ("A、E，还有 D 吧", Verdict.INCORRECT, "A、D、E（模棱两可）"),  # kept open: a hedge with it
    ],
)
def test_the_nearest_sentences_keep_their_reading(answer: str, verdict: Verdict, reading: str) -> None:
    graded = grade(DIT, answer)
    assert (graded.verdict, graded.reading) == (verdict, reading), answer
