"""An acknowledging "对" before the claim judged false by name (blind batch 78).

"对，这句话是错的：FA2 只在一张卡里面按 block 切，不跨 GPU" on seed002-42 was read as true: the opening
"对" only acknowledged, and the clause after it names the claim and says it is false. The claim's
verdict answers now, to confirm. A claim judged true after it reads true as before; "不对，这句话是对的"
(both marks) is asked again; a claim not judged false keeps the opening mark.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

CATALOG = {q.id: q for q in curated_catalog()}
FA2 = CATALOG["seed002-42"]  # key false
NVME = CATALOG["seed002-45"]  # key true


@pytest.mark.parametrize(
    "answer",
    [
        "对，这句话是错的：FA2 只在一张卡里面按 block 切，不跨 GPU",
        "对，这句话是错的",
        "对，这个说法是错的",
        "对，题干说的是错的",
        "是的，这句话不成立",
        "对的，这句话错了，不跨卡",
    ],
)
def test_the_claim_judged_false_answers(answer: str) -> None:
    graded = grade(FA2, answer)
    assert (graded.verdict, graded.understood.truth) == (Verdict.CORRECT, False), (answer, graded)
    assert graded.needs_confirmation, answer


@pytest.mark.parametrize("answer", ["对，这句话是错的", "对，这个说法是错的", "是的，这句话不成立"])
def test_on_a_true_claim_it_is_false_too(answer: str) -> None:
    graded = grade(NVME, answer)
    assert (graded.verdict, graded.understood.truth) == (Verdict.INCORRECT, False), (answer, graded)


@pytest.mark.parametrize(
    "answer",
    [
        "对，这句话是对的",  # the claim judged true: true
        "对的，没错",
        "对，这句话不是错的",  # not judged false
        "对，这句话错不了",
        "不对，这句话是对的",  # both marks: asked again
        "对，这句话是错的吗",  # asked back
    ],
)
def test_no_false_is_read_where_the_claim_is_not_judged_false(answer: str) -> None:
    graded = grade(FA2, answer)
    assert graded.verdict is not Verdict.CORRECT, (answer, graded)
    assert graded.understood.truth is not False, (answer, graded)
