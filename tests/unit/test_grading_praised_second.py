"""One option said something of, then another praised, on a single choice ("A 没有，C 好", "A 好，C 好").

The option opening the answer used to be taken as committed and the praised second dropped: "A 没有，C 好"
read A (correct on a key of A) though A was denied and C praised. Pinned here: a bare denial of the first
leaves the praised one (to confirm); both praised is a hedge; a question, nothing said of the first, a lone
option with a bare "没有", or a comparison with nothing after it ("A 比 C") is no reading. Looped over every
single-choice question's key and a wrong option, in both orders, so the rule is the shape, not one question.
"""

from __future__ import annotations

import pytest

from bank.grading import grade
from tests.helpers.curated import curated_catalog

_SINGLE = [question for question in curated_catalog() if question.type.name == "SINGLE"]


def _key_and_wrong(question):  # type: ignore[no-untyped-def]
    key = next(iter(question.correct_options))
    return key, next(label for label in sorted(question.options) if label != key)


def test_the_loops_below_cover_the_single_choices() -> None:
    assert len(_SINGLE) >= 40  # 55 single choices in the curated bank today: an empty loop would pass
    assert all(len(question.correct_options) == 1 for question in _SINGLE)


def test_the_praised_one_after_a_denial_is_the_answer() -> None:
    for question in _SINGLE:
        key, wrong = _key_and_wrong(question)
        right = grade(question, f"{wrong} 没有，{key} 好")
        assert (right.verdict, right.needs_confirmation) == ("correct", True), question.id
        turned = grade(question, f"{key} 没有，{wrong} 好")
        assert turned.verdict != "correct", question.id


def test_both_praised_is_never_correct() -> None:
    for question in _SINGLE:
        key, wrong = _key_and_wrong(question)
        assert grade(question, f"{key} 好，{wrong} 不错").verdict != "correct", question.id


# seed002-12: A 1, B 3, C 5, D 10; key A
_FIGURES = [
    ("A 不，C 好", "C"),
    ("A 没有，C 好", "C"),
    ("1 没有，5 好", "C"),
    ("A 没，C 好", "C"),
    ("A 没有，C 挺好", "C"),
    ("A 没有，C 不错", "C"),
    ("A 不对，C 好", "C"),
    ("A 不好，C 好", "C"),
    ("A 好，C 好", "A、C（模棱两可）"),
    ("A 没问题，C 好", "A、C（模棱两可）"),
    ("A 行，C 好", "A、C（模棱两可）"),
]


@pytest.mark.parametrize(("answer", "reading"), _FIGURES)
def test_the_first_is_never_left_alone(answer: str, reading: str) -> None:
    graded = grade(curated_catalog().get("seed002-12"), answer)
    assert (graded.verdict, graded.reading) == ("incorrect", reading)


@pytest.mark.parametrize(
    "answer",
    [
        "1 没有",
        "A 没有",
        "1 没",
        "1 比 5",
        "A 比 C",
        "A 比 C？",
        "A 没有，C 好？",
        "A，C 好",
        "1，5 好",
        "A 不，E 好",
    ],
)
def test_no_reading(answer: str) -> None:
    assert grade(curated_catalog().get("seed002-12"), answer).verdict == "invalid"


@pytest.mark.parametrize(  # neighbours read as before: the key chosen, the other denied or less preferred
    "answer", ["C 不，A 好", "C 没有，1 好", "A 好，C 不好", "1 比 5 好", "A 好", "A，因为 C 不好"]
)
def test_the_key_still_read(answer: str) -> None:
    graded = grade(curated_catalog().get("seed002-12"), answer)
    assert (graded.verdict, graded.needs_confirmation) == ("correct", True)
