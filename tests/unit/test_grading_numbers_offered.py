"""An option's number offered beside the number closing the answer ("四号还是三号", "所以四号还是三号",
"二号或者是三号"): both read, the hedge they are (``_ordinal_words``).

The closing number ("三号" at the answer's end, or after 是, 选 or a conclusion) was read as the third
option, and the one before it, followed by more, was not: the hedge read as the closing option alone,
the key on seed001-01 (C), to confirm. The number before is now read when only a pause or a word
offering it stands between; the closing number alone reads as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

DETERMINISM = {q.id: q for q in curated_catalog()}["seed001-01"]  # C, the third option


@pytest.mark.parametrize(
    "answer", ["四号还是三号", "所以四号还是三号", "选四号还是三号", "二号或者是三号", "四号，还是三号"]
)
def test_a_number_offered_beside_the_closing_one_is_a_hedge(answer: str) -> None:
    result = grade(DETERMINISM, answer)
    assert result.verdict is not Verdict.CORRECT, result
    assert set(result.understood.choices or ()) > {"C"}, result


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [("选三号", Verdict.CORRECT), ("四号不行，所以三号", Verdict.CORRECT),
     ("所以三号还是四号", Verdict.INCORRECT), ("所以四号", Verdict.INCORRECT)],
)  # fmt: skip
def test_the_closing_number_alone_is_read_as_before(answer: str, verdict: Verdict) -> None:
    result = grade(DETERMINISM, answer)
    assert result.verdict is verdict and result.needs_confirmation, result
