"""Review 59's holes, closed: wrong answers graded correct with no confirmation.

Each answer below would raise, run code first or say something else than the key, and was graded
correct. None may read correct.
"""

from __future__ import annotations

import pytest

from bank.catalog import Catalog
from bank.grading import Verdict, grade
from bank.model import Status

BANK = {question.id: question for question in Catalog.load() if question.status is Status.ACTIVE}

_CHECKPOINT = "cp.checkpoint(_inner, x, use_reentrant=False, {})"
# review 59, section 1: a call that raises or runs code before it, beside the key's call
RAISING_OR_RUNNING = [
    # a float where torch takes an int (TypeError), folded or written
    ("seed001-16", "torch.matmul(q, k.unsqueeze(4 / 2).transpose(-1, -2)) * scale"),
    ("seed001-16", "q @ k.unsqueeze(2 * 1.0).transpose(-2, -1) * scale"),
    ("seed001-16", "torch.matmul(q, k.unsqueeze(2.0).transpose(-1, -2)) * scale"),
    ("seed001-16", "torch.matmul(q, k.unsqueeze(2).transpose(-1.0, -2.0)) * scale"),
    # an argument given twice (SyntaxError, TypeError)
    (
        "seed000-26",
        "flash_attn_func(q, k, v, dropout_p=0.0, causal=True, "
        "softmax_scale=2.0, softmax_scale=q.shape[-1] ** -0.5)",
    ),
    ("seed000-26", "flash_attn_func(q, k, v, 0.0, 2.0, True, softmax_scale=q.shape[-1] ** -0.5)"),
    ("seed000-26", "flash_attn_func(q, k, v, dropout_p=0.0, causal=False, causal=True)"),
    ("seed000-26", "flash_attn_func(q, k, v, 0.0, causal=True, dropout_p=0.0)"),
    ("seed001-17", _CHECKPOINT.format("preserve_rng_state=False, preserve_rng_state=True")),
    ("seed001-17", _CHECKPOINT.format("determinism_check='none', **{'determinism_check': 'default'}")),
    # determinism_check at a value torch refuses (ValueError)
    *(
        ("seed001-17", _CHECKPOINT.format(f"determinism_check={value}"))
        for value in ("'off'", "None", "False", "'shape'")
    ),
    # a dropped keyword's value is code that runs first
    ("seed001-17", _CHECKPOINT.format("preserve_rng_state=self.weight.data.zero_()")),
    ("seed001-17", _CHECKPOINT.format("preserve_rng_state=x.requires_grad_(False)")),
    ("seed001-17", _CHECKPOINT.format("determinism_check=self.lora_B.data.zero_()")),
    ("seed001-17", _CHECKPOINT.format("determinism_check=setattr(self, 'enabled', False)")),
]
# the same calls written right: still correct (the rule is about the value, not the keyword)
STILL_RIGHT = [
    ("seed001-16", "torch.matmul(q, k.unsqueeze(2).transpose(-1, -2)) * scale"),
    ("seed000-26", "flash_attn_func(q, k, v, dropout_p=0.0, causal=True, softmax_scale=q.shape[-1] ** -0.5)"),
    ("seed001-17", _CHECKPOINT.format("determinism_check='none'")),
    ("seed001-17", _CHECKPOINT.format("determinism_check='default', preserve_rng_state=False")),
]


@pytest.mark.parametrize(("question_id", "answer"), RAISING_OR_RUNNING)
def test_call_that_raises_or_runs_code_first_is_not_correct(question_id: str, answer: str) -> None:
    result = grade(BANK[question_id], answer)
    assert result.verdict is not Verdict.CORRECT, (question_id, answer, result)


@pytest.mark.parametrize(("question_id", "answer"), STILL_RIGHT)
def test_the_same_call_written_right_stays_correct(question_id: str, answer: str) -> None:
    result = grade(BANK[question_id], answer)
    assert result.verdict is Verdict.CORRECT and not result.needs_confirmation, (question_id, answer, result)
