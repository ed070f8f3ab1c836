"""A quoted fill with a trailing comma (issue "Grading a typed answer"): '两个 device 都是 "nvme"，不然
nvme_path 给了也白给' (blind batch 60) was graded 1 of 2 blanks, and '"nvme",' was not the fill
"nvme": the canonical form took a lone string literal for its content only without the comma, which
the syntax tree drops (``x,`` = ``x``), so the quoted fill followed by the sentence's comma read as a
string constant, not as ``nvme``. Now a trailing comma or semicolon is aside for the lone literal too.
A wrong value so written stays wrong; a hedge between two is not read as the key.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.grading.code._canonical_code import canonical
from tests.helpers.curated import curated_catalog

NVME = curated_catalog()["seed000-29"]  # two blanks, both "nvme"


def test_a_quoted_fill_with_a_trailing_comma_is_its_content() -> None:
    for written in ('"nvme",', "'nvme';", '"nvme" ,'):
        assert canonical(written) == canonical("nvme"), written
    assert canonical('"cpu",') != canonical("nvme")
    assert canonical('"nvme", "cpu"') != canonical("nvme")  # two literals: a tuple, not one fill


def test_both_blanks_said_in_a_sentence_with_a_quoted_fill() -> None:
    right = grade(NVME, '两个 device 都是 "nvme"，不然 nvme_path 给了也白给')
    assert right.verdict is Verdict.CORRECT and right.needs_confirmation
    wrong = grade(NVME, '两个 device 都是 "cpu"，不然 nvme_path 给了也白给')
    assert wrong.verdict is Verdict.INCORRECT
    hedged = grade(NVME, '两个 device 都是 "nvme" 或者 "cpu"，不然 nvme_path 给了也白给')
    assert hedged.verdict is not Verdict.CORRECT
    assert grade(NVME, '"cpu", "nvme",').verdict is Verdict.PARTIAL
