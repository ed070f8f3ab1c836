"""A choice answer closing on the stem's own case after another option (blind-79: "25%……那是 int4。
int8 的话 50%" read 25 %). The option set aside as another case's, the consequence is read to confirm;
left standing beside it, or the stem's case doubted, asked again; a case the stem does not name, or one
in words only, is left to the reader as before."""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog()}

# (question, answer, the option read; "" when asked again)
CASES = [
    ("seed001-08", "25%……那是 int4。int8 的话 50%", "C"),
    ("seed001-08", "25%，那是 int4。如果是 int8 的话 50%", "C"),
    ("seed001-08", "25% 是 int4 的，int8 的话是 50%", "C"),
    ("seed001-08", "A……那是 int4。int8 的话 C", "C"),
    ("seed001-08", "50%……那是 int4。int8 的话 25%", "A"),  # the other way: read as said
    ("seed001-08", "25%。int8 的话 50%", ""),  # both stand
    ("seed001-08", "25%……那是 fp16。int8 的话 50%", ""),  # fp16 is the stem's: nothing set aside
    ("seed001-08", "25%……那是 int4。int8 的话 50% 吗", ""),
    ("seed001-08", "25%……那是 int4。不是 int8 的话 50%", ""),
    ("seed002-06", "64……那是 AWQ。GPTQ 的话 128", "C"),
    ("seed002-06", "64。GPTQ 的话 128", ""),
    # left to the reader: a case the stem does not name, the stem's case alone
    ("seed001-08", "50%，int4 的话 25%", "C"),
    ("seed001-08", "int8 的话 50%", "C"),
    ("seed002-06", "128，AWQ 的话 64", "C"),
]


def test_the_stems_own_case_after_another_option() -> None:
    for qid, answer, option in CASES:
        graded = grade(BANK[qid], answer)
        if option:
            assert graded.understood.choices == [option], f"{qid} {answer!r}: {graded.understood}"
            assert graded.needs_confirmation, f"{qid} {answer!r}: read bare"
        else:
            assert graded.verdict is Verdict.INVALID, f"{qid} {answer!r}: {graded}"
