"""Python's Ellipsis in a code answer, as typed: "k[..., None, :, :]" (blind-6), "torch.einsum('...id,...jd->
...ij', q, k.unsqueeze(2))" (blind-6, blind-20) are code, not a pause the fold of punctuation makes "…";
and an einsum's "..." is written out where the stem states its operands' ranks (q reshaped to 5 axes, k
of 4): an axis k only adds under "..." is broadcast, k without it. A typed "…" and "..." where the ranks
do not broadcast, or land elsewhere, are never read right.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.text._text import normal
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog()}
GQA = BANK["seed001-16"]  # torch.einsum('bkgid,bkjd->bkgij', q, k) * scale; q 5-D, k 4-D


@pytest.mark.parametrize(
    "answer",
    [
        "torch.einsum('...id,...jd->...ij', q, k.unsqueeze(2)) * scale",  # blind-6
        "torch.einsum('...id,...jd->...ij', q, k[:, :, None]) * scale",  # blind-20
        "torch.einsum('...id,...jd->...ij', q, k[..., None, :, :]) * scale",
        "torch.einsum('...id,...jd->...ij', q, k.unsqueeze(-3)) * scale",
        "q @ k[..., None, :, :].transpose(-2, -1) * scale",
    ],
)
def test_an_ellipsis_typed_in_code_is_read(answer: str) -> None:
    graded = grade(GQA, answer)
    assert graded.verdict is Verdict.CORRECT and not graded.needs_confirmation, answer


@pytest.mark.parametrize(
    "answer",
    [
        "torch.einsum('...id,...jd->...ij', q, k) * scale",  # (B, 8, 4) against (B, 8): no broadcast
        "torch.einsum('...id,...jd->...ij', q, k.unsqueeze(0)) * scale",  # the new axis elsewhere
        "torch.einsum('...id,...jd->...ij', q, k.unsqueeze(1)) * scale",
        "torch.einsum('...id,...jd->...ji', q, k.unsqueeze(2)) * scale",  # output axes swapped
        "torch.einsum('...id,...jd->ij', q, k.unsqueeze(2)) * scale",  # summed over the batch
        "torch.einsum('...id,...jd', q, k.unsqueeze(2)) * scale",  # no output: not written out
        "torch.einsum('…id,…jd->…ij', q, k.unsqueeze(2)) * scale",  # "…" typed: no Python
        "q @ k[…, None, :, :].transpose(-2, -1) * scale",
    ],
)
def test_no_other_ellipsis_is_read_right(answer: str) -> None:
    assert grade(GQA, answer).verdict is not Verdict.CORRECT, answer


def test_the_fold_keeps_the_ellipsis_only_in_code() -> None:
    assert normal("k[..., None]", code=True) == "k[..., None]"
    assert normal("'...id,...jd->...ij'", code=True) == "'...id,...jd->...ij'"
    assert normal("按 x、y 切...", code=True) == "按 x、y 切…"
    assert normal("k[…, None]", code=True) == "k[…, None]"  # a "…" typed stays a pause's
    assert normal("k[..., None]") == "k[…, None]"  # not a code question: the fold as before
