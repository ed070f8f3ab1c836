"""Answers kept open on how the question is read (blind-89's header): never graded ``correct``.

A member said to depend after a committed set ("A 跟 C，D 看情况", "ABDE，C 要不要看你说的是 kernel
层还是数学上：kernel 要改就加 C") is kept open: a hedge (convention 5), incorrect and read to confirm. The
reader had read the set without it — on seed000-23 the key, a wrong answer graded correct. A rest left
unnamed ("其余看情况") keeps no member open.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog()}
PAGED = "seed000-23"  # multi, key ABDE
DEADLOCK = "seed002-33"  # multi, key AC

MEMBER_DEPENDS = [
    (PAGED, "ABDE，C 要不要看你说的是 kernel 层还是数学上：kernel 要改就加 C"),
    (PAGED, "ABDE，C 看情况"),
    (PAGED, "A B D E；C 取决于实现"),
    (DEADLOCK, "A 跟 C，D 看情况"),
    (DEADLOCK, "A C，D 看情况吧"),
    (DEADLOCK, "A、C，D 取决于实现"),
    (DEADLOCK, "A、C。D 要看版本"),
    (DEADLOCK, "A and C, D depends"),
    (DEADLOCK, "A and C; D depends on the driver"),
    (DEADLOCK, "A、C，B 得看 NCCL 版本"),
]


@pytest.mark.parametrize(("qid", "answer"), MEMBER_DEPENDS)
def test_a_member_said_to_depend_is_a_hedge(qid: str, answer: str) -> None:
    graded = grade(QUESTIONS[qid], answer)
    assert graded.verdict is Verdict.INCORRECT and graded.needs_confirmation, answer
    assert graded.understood.hedged, answer


@pytest.mark.parametrize(
    ("qid", "answer", "verdict"),
    [
        (DEADLOCK, "A、C，其余看情况", Verdict.CORRECT),  # the rest, unnamed: no member kept open
        (PAGED, "ABDE，C 不要选", Verdict.CORRECT),
        (PAGED, "ABDE，C 就不用看了", Verdict.CORRECT),
        (DEADLOCK, "A C", Verdict.CORRECT),
    ],
)
def test_no_member_kept_open(qid: str, answer: str, verdict: Verdict) -> None:
    graded = grade(QUESTIONS[qid], answer)
    assert graded.verdict is verdict and not graded.understood.hedged, answer
