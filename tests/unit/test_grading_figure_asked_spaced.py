"""A figure asked with a space for its question mark, then answered ("464GB吗 不是 232GB", "35GB行不行 不行",
blind-79 read 464 GB and 35 GB): read as with the mark ("464GB吗？不是 232GB"), never the figure asked
and denied. A figure asked and confirmed, or stated bare, is read as before."""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog()}

ASKED_DENIED = [
    ("seed000-30", "464GB吗 不是"),
    ("seed000-30", "464GB吗 不是 232GB"),
    ("seed000-08", "35GB行不行 不行"),
    ("seed000-08", "35GB吗 不是"),
]
READ = [  # (question, answer, the reading: a figure's value or an option)
    ("seed000-30", "是464GB吗 对", 464.0),
    ("seed000-30", "464GB 吗？是的", 464.0),
    ("seed000-30", "464GB", 464.0),
    ("seed000-08", "35GB行不行 行", "A"),
    ("seed000-08", "35GB", "A"),
]


def test_a_figure_asked_then_denied_is_not_read() -> None:
    for qid, answer in ASKED_DENIED:
        graded = grade(BANK[qid], answer)
        assert graded.verdict is not Verdict.CORRECT, f"{qid} {answer!r}: {graded}"
        numbers = graded.understood.numbers or []
        assert not any(found.value in (464.0, 35.0) for found in numbers), f"{qid} {answer!r}: {numbers}"
        assert not graded.understood.choices, f"{qid} {answer!r}: {graded.understood}"


def test_a_figure_asked_and_confirmed_is_read() -> None:
    for qid, answer, reading in READ:
        graded = grade(BANK[qid], answer)
        if isinstance(reading, str):
            assert graded.understood.choices == [reading], f"{qid} {answer!r}: {graded.understood}"
        else:
            numbers = graded.understood.numbers or []
            assert numbers and numbers[0].value == reading, f"{qid} {answer!r}: {numbers}"
