"""Rule-outs closing on an arrow to what is left ("… → 剩 B C", ``_summed_up``).

"psum 是归约不是切分，dot 更不是，scan 也不管 shard → 剩 B C" on seed000-19 (key BC) was read as D, the
option ruled out first: "剩" between the arrow and the letters hid the set the answer closes on. The
letters after the arrow and a word of what is left are the answer, to confirm, as after a bare arrow;
what does not close the answer there (a clause said of the rest, a question) is read as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {q.id: q for q in curated_catalog()}


@pytest.mark.parametrize(
    ("answer", "chosen"),
    [
        ("psum 是归约不是切分，dot 更不是，scan 也不管 shard → 剩 B C", ["B", "C"]),
        ("psum 不行，dot 不行，scan 不行 → 只剩 B、C", ["B", "C"]),
        ("A 不行，D 不行，E 不行 → 剩下 BC", ["B", "C"]),
        ("A 不行，D 不行 -> 还剩 B C E", ["B", "C", "E"]),  # a wrong set left: read whole, never the key
        ("A 不行，D、E 也不是 => 剩下的是 C", ["C"]),  # one left: partial, never the key
    ],
)
def test_the_letters_left_after_the_arrow_are_read_to_confirm(answer: str, chosen: list[str]) -> None:
    graded = grade(QUESTIONS["seed000-19"], answer)
    assert graded.understood.choices == chosen
    assert graded.needs_confirmation


@pytest.mark.parametrize(
    "answer",
    [
        "psum 不行，dot 不行 → 剩 B C 都不对",  # the rest denied, not chosen
        "psum 不行，dot 不行 → 剩下 B C 不确定",  # the rest doubted
        "psum 不行，dot 不行 → 剩 B C E 里再挑",  # still to be picked from
    ],
)
def test_what_is_said_of_the_rest_is_never_the_key(answer: str) -> None:
    assert grade(QUESTIONS["seed000-19"], answer).verdict is not Verdict.CORRECT


def test_on_a_single_choice_one_letter_left_is_read() -> None:
    graded = grade(QUESTIONS["seed000-10"], "A 太少，B 只有 shift 和 scale，C 少了 gate → 剩 D")
    assert graded.understood.choices == ["D"]
    assert graded.needs_confirmation


def test_on_a_single_choice_two_letters_left_are_no_answer() -> None:
    assert grade(QUESTIONS["seed000-10"], "A 太少，B 也不够 → 剩 C D").verdict is not Verdict.CORRECT
