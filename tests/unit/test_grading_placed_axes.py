"""A new axis put at one place of a tensor whose rank the stem states, however it is written.

"k.unsqueeze(-3)", "k[:, :, None, :, :]" and "k[..., None, :, :]" of the GQA stem's 4-D k are all
"k.unsqueeze(2)" (blind batches 71, 72, 18–66); other places, more slices than axes (it raises), a
rank not stated, or an index that is not whole slices and None are left as written and not the key.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.code._stated_ranks import from_the_back
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

GQA = {question.id: question for question in curated_catalog()}["seed001-16"]  # k: [B, 8, L, D]


def _bare_correct(question: Question, answer: str) -> bool:
    graded = grade(question, answer)
    return graded.verdict is Verdict.CORRECT and not graded.needs_confirmation


@pytest.mark.parametrize(
    "answer",
    [
        "q @ k[:, :, None, :, :].mT * scale",  # blind-71
        "torch.matmul(q, k.unsqueeze(-3).transpose(-2, -1)) * scale",  # blind-72
        "scale * (q @ k.unsqueeze(-3).transpose(-1, -2))",  # blind-18
        "torch.matmul(q * scale, k[:, :, None, :, :].transpose(-1, -2))",  # blind-19
        "(q * scale) @ k[:, :, None, :, :].transpose(-1, -2)",  # blind-58
        "q @ k[:, :, None, :].mT * scale",
        "q @ k.unsqueeze(-3).mT * scale",
        "q @ k.unsqueeze(-3).transpose(3, 4) * scale",
    ],
)
def test_a_new_axis_at_the_group_place_however_written(answer: str) -> None:
    assert _bare_correct(GQA, answer)


@pytest.mark.parametrize(
    "answer",
    [
        "q @ k.unsqueeze(-2).mT * scale",  # the new axis among the last two
        "q @ k.unsqueeze(-4).mT * scale",  # before the kv heads
        "q @ k.unsqueeze(-6).mT * scale",  # out of range: it raises
        "q @ k[:, None, :, :].mT * scale",
        "q @ k[:, :, :, None].mT * scale",
        "q @ k[:, :, None, :, :, :].mT * scale",  # five slices of a 4-D k: it raises
        "q @ k[:, :, :, :, :, None].mT * scale",
        "q @ k[0, :, None, :, :].mT * scale",  # an integer index drops an axis
        "q @ k[1:, :, None, :, :].mT * scale",  # a slice with bounds
        "q @ v[:, :, None, :, :].mT * scale",  # v for k
        "q @ k[:, :, None, :, :].mT",  # no scale
        "q @ k.unsqueeze(-3) * scale",  # not transposed
    ],
)
def test_other_places_or_indices_are_not_the_key(answer: str) -> None:
    assert grade(GQA, answer).verdict is not Verdict.CORRECT, answer


def test_the_rewritten_forms() -> None:
    stem = GQA.stem
    assert from_the_back("k.unsqueeze(-3)", stem) == "k.unsqueeze(2)"
    assert from_the_back("k.unsqueeze(-1)", stem) == "k.unsqueeze(4)"
    assert from_the_back("k[:, :, None, :, :]", stem) == "k[:, :, None]"
    assert from_the_back("k[..., None, :, :]", stem) == "k[:, :, None]"
    assert from_the_back("k[None, ..., None]", stem) == "k[None, :, :, :, :, None]"
    assert from_the_back("k[:, :, None].unsqueeze(-3)", stem) == "k[:, :, None].unsqueeze(3)"
    assert from_the_back("k[:, :]", stem) == "k"
    for kept in ("k[:, :, None]", "k.unsqueeze(2)", "k.unsqueeze(-6)", "k[:, :, :, :, :]", "k[0, None]"):
        assert from_the_back(kept, stem) is None, kept
    assert from_the_back("w.unsqueeze(-3)", stem) is None  # no stated rank
    assert from_the_back("k.view(-1)[:, None, :]", stem) is None  # rank after view unknown


def _placing(stem_lines: str) -> Question:
    return Question(
        id="fx-placed-axis",
        bank="fx",
        type=QuestionType.CODE,
        stem=f"补全：\n```python\ndef f(x, y):\n{stem_lines}    out = ____\n```",
        key="x * y.unsqueeze(1)",
    )


def test_a_place_counted_from_the_back_needs_the_rank() -> None:
    stated = _placing("    # x: [B, H, L]  y: [B, L]\n")
    # ("x * y[..., None, :]" is right too, but a typed "..." reaches the code reader as one "…")
    for right in ("x * y.unsqueeze(-2)", "x * y[:, None, :]", "x * y[:, None]"):
        assert _bare_correct(stated, right), right
    for wrong in ("x * y.unsqueeze(-1)", "x * y[..., None]", "x * y[None]", "x * y[:, :, None]"):
        assert grade(stated, wrong).verdict is not Verdict.CORRECT, wrong
    unstated = _placing("")
    for left in ("x * y.unsqueeze(-2)", "x * y[:, None, :]", "x * y[..., None, :]"):
        assert grade(unstated, left).verdict is not Verdict.CORRECT, left
    three_d = _placing("    # x: [B, H, L]  y: [B, C, L]\n")  # unsqueeze(-2) of a 3-D y is at place 2
    assert grade(three_d, "x * y.unsqueeze(-2)").verdict is not Verdict.CORRECT


# --- the last two swapped before the new axis, or by a permute ------------------------------------------


@pytest.mark.parametrize(
    "answer",
    [
        "q @ k.transpose(-2, -1).unsqueeze(2) * scale",  # blind-15
        "q @ k.transpose(-1, -2).unsqueeze(2) * scale",  # blind-45
        "q @ k.transpose(-2, -1)[:, :, None] * scale",  # blind-5
        "torch.matmul(q, k.transpose(-1, -2).unsqueeze(2)) * scale",  # blind-9
        "q @ k.mT.unsqueeze(-3) * scale",
        "q @ k.transpose(2, 3)[:, :, None] * scale",
        "q @ k.unsqueeze(2).permute(0, 1, 2, 4, 3) * scale",  # blind-18
        "q @ k.permute(0, 1, 3, 2).unsqueeze(2) * scale",
    ],
)
def test_the_last_two_swapped_before_the_group_axis_is_the_key(answer: str) -> None:
    assert _bare_correct(GQA, answer)


@pytest.mark.parametrize(
    "answer",
    [
        "q @ k.transpose(-2, -1).unsqueeze(3) * scale",  # the new axis among the last two
        "q @ k.transpose(-2, -1).unsqueeze(-1) * scale",
        "q @ k.transpose(-2, -1)[:, :, :, None] * scale",
        "q @ k.transpose(-2, -1).unsqueeze(1) * scale",  # before the kv heads
        "q @ k.transpose(1, 2).unsqueeze(2) * scale",  # other axes swapped
        "q @ k.transpose(-3, -1).unsqueeze(2) * scale",
        "q @ v.transpose(-2, -1).unsqueeze(2) * scale",
        "q @ k.transpose(-2, -1).unsqueeze(2)",  # no scale
        "q @ k.unsqueeze(2).permute(0, 1, 3, 4, 2) * scale",  # another order
        "q @ k.unsqueeze(2).permute(0, 1, 2, 3, 4) * scale",  # no swap
        "q @ k.unsqueeze(2).permute(0, 1, 4, 3) * scale",  # four axes for five: it raises
        "q @ k.permute(0, 1, 2, 4, 3) * scale",  # five axes for the 4-D k: it raises
    ],
)
def test_other_swaps_or_places_are_not_the_key(answer: str) -> None:
    assert grade(GQA, answer).verdict is not Verdict.CORRECT, answer


def test_no_swap_moves_without_a_stated_rank() -> None:
    unstated = Question(
        id="fx-swapped-axis",
        bank="fx",
        type=QuestionType.CODE,
        stem="补全：\n```python\ndef f(x, y):\n    out = ____\n```",
        key="x @ y.unsqueeze(1).transpose(-2, -1)",
    )
    for left in ("x @ y.transpose(-2, -1).unsqueeze(1)", "x @ y.unsqueeze(1).permute(0, 1, 3, 2)"):
        assert grade(unstated, left).verdict is not Verdict.CORRECT, left
