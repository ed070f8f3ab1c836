"""A list, then one more item judged in a clause of its own (blind batch 73, seed000-16, key ABCDE, B
"预训练语料 15T token"): "GQA、15T、SwiGLU 是对的，8k 也对" had dropped "15T", no option the reader finds
alone, and read A、D、E — a set the candidate never chose. The clause after the comma adding one more item
("8k 也对") says nothing of the list, so the list is read alone: an item it cannot read asks again, never a
smaller set. Read as a whole the list and its addition give A、B、D、E; a list whose items are all read keeps
its reading. A clause ruling an item out ("…，UniPC 不算") is not an addition: read as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

LLAMA = next(q for q in curated_catalog() if q.id == "seed000-16")


@pytest.mark.parametrize(
    "answer",
    ["GQA、15T、SwiGLU 是对的，8k 也对；eps 不知道", "GQA、15T、SwiGLU 是对的，8k 也是对的；eps 不确定"],
)
def test_a_list_with_an_unread_item_is_never_read_smaller(answer: str) -> None:
    result = grade(LLAMA, answer)
    assert result.understood.choices != ["A", "D", "E"] and result.understood.choices != ["A", "D"], answer


@pytest.mark.parametrize(
    ("answer", "letters", "score"),
    [
        ("GQA、15T、SwiGLU 是对的，8k 也对", ["A", "B", "D", "E"], 0.8),
        ("GQA、15T、SwiGLU，8k 也是对的", ["A", "B", "D", "E"], 0.8),
        ("A、B、D，E 也对", ["A", "B", "D", "E"], 0.8),
        ("A、B、D，C 不对", ["A", "B", "D"], 0.6),
    ],
)
def test_a_list_read_whole_keeps_its_reading(answer: str, letters: list[str], score: float) -> None:
    result = grade(LLAMA, answer)
    assert result.verdict is Verdict.PARTIAL and result.understood.choices == letters, answer
    assert result.score == pytest.approx(score)


def test_an_item_ruled_out_after_the_list_is_no_addition() -> None:
    solvers = next(q for q in curated_catalog() if q.id == "seed001-12")
    assert grade(solvers, "DDIM、DPM-Solver-2、指数积分器，UniPC 不算").verdict is not Verdict.CORRECT
