"""A figure withdrawn as the answer closes ("35GB删了", "464GB作废"; blind-79 read 35 GB), or said to be got
wrong with nothing after it ("464GB，算错了"): asked again, on a choice as on a calculation, written with
or without a stop before the word. A step of the working that removes something ("删掉 embedding 不算")
or a withdrawal of another option is no withdrawal of the answer."""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog()}

WITHDRAWN = [
    ("seed000-08", "35GB删了"),
    ("seed000-08", "35GB，删了"),
    ("seed000-08", "A删了"),
    ("seed000-08", "A作废"),
    ("seed000-30", "464GB删了"),
    ("seed000-30", "464GB作废"),
    ("seed000-30", "464 GB，删除"),
    ("seed000-30", "464GB，算错了"),  # got wrong, with nothing after: no answer left
    ("seed000-30", "464GB，说错了"),
    ("seed000-08", "35GB，算错了"),
    ("seed000-08", "A，选错了"),
    ("seed000-30", "464GB，作废了"),  # the voiding clause's words close an answer as withdrawals too
    ("seed000-08", "35GB，不作数"),
]
READ = [  # (question, answer, the reading)
    ("seed000-08", "35GB", "A"),
    ("seed000-08", "A，B 删了", "A"),
    ("seed000-30", "464 GB，删掉 embedding 不算", 464.0),
    ("seed000-30", "464GB", 464.0),
    ("seed000-30", "232GB，算错了，464GB", 464.0),  # got wrong, then the answer
    ("seed000-08", "48，算错了，35GB", "A"),
]


def test_a_withdrawn_figure_is_asked_again() -> None:
    for qid, answer in WITHDRAWN:
        graded = grade(BANK[qid], answer)
        assert graded.verdict is Verdict.INVALID, f"{qid} {answer!r}: {graded}"


def test_what_is_not_withdrawn_is_read() -> None:
    for qid, answer, reading in READ:
        graded = grade(BANK[qid], answer)
        if isinstance(reading, str):
            assert graded.understood.choices == [reading], f"{qid} {answer!r}: {graded.understood}"
        else:
            numbers = graded.understood.numbers or []
            assert numbers and numbers[0].value == reading, f"{qid} {answer!r}: {numbers}"
