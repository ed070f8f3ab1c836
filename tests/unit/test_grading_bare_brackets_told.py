"""Specs told in sentences about the stem's names, the call every accepted fill makes left
unsaid ("a 按行切所以 ('x', None)，b 按列切所以 (None, 'y')"; blind-87 read the lines "a",
"('x', None)", "b", … and graded them wrong): what the brackets stand for is told, not written,
so the answer is asked again, whatever the brackets hold. A call written out after the names
("a 用 P('x', None)，b 用 P(None, 'y')") is still read, and bare brackets after the blanks' own
labels ("空1 ('x', None)，空2 …") are graded as written."""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog()}
QID = "seed000-27"  # two PartitionSpec blanks: P('x', None), P(None, 'y')

SAID = ["按行切所以", "沿行切，用", "是行切，就是", "切行 →"]
SECOND = ["按列切所以", "按列切，用", "切列的话是"]
SPECS = [("('x', None)", "(None, 'y')"), ("('x', 'y')", "('y', None)"), ('("x", None)', '(None, "y")')]


def test_bare_brackets_told_of_names_are_asked_again() -> None:
    for index, (first, second) in enumerate((f, s) for f in SAID for s in SECOND):
        one, two = SPECS[index % len(SPECS)]
        answer = f"a {first} {one}，b {second} {two}"
        graded = grade(BANK[QID], answer)
        assert graded.verdict is Verdict.INVALID, f"{answer!r}: {graded}"


WRITTEN = [  # (answer, score): a call written out is read, bare brackets after the blanks' labels graded
    ("a 用 P('x', None)，b 用 P(None, 'y')", 1.0),
    ("a 按行切所以 P('x', None)，b 按列切所以 P(None, 'y')", 1.0),
    ("空1 ('x', None)，空2 (None, 'y')", 0.0),
]


def test_calls_written_out_are_read() -> None:
    for answer, score in WRITTEN:
        graded = grade(BANK[QID], answer)
        assert graded.verdict is not Verdict.INVALID and graded.score == score, f"{answer!r}: {graded}"
