"""The rules written for the causes the eleventh blind batch showed (issue 30), one test per rule, in
phrasings of their own (not the batch's), on fixture questions.

- "除了 X，其他都不行" chooses X alone whether X is named by its letter or by its text: the words
  after the excluded options are read in the text the options were read in;
- code equal in meaning is one form: ``t.unsqueeze(n)`` is ``t[:, …, None]``, ``torch.matmul(a, b)``
  is ``a @ b``, the in-place ``mul_`` / ``div_`` compute the product / quotient, ``t.contiguous()``
  is ``t``, ``f(*[a, b])`` is ``f(a, b)``, and flash_attn_func's documented defaults written out
  (``window_size=(-1, -1)``, ``deterministic=False``…) change nothing.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading._code import canonical
from tests.helpers.choice_questions import MULTI
from tests.helpers.grading_questions import FLASH

# MULTI: A 梯度检查点, B 增大 batch, C ZeRO-3, D 混合精度; key ACD
ONLY_THOSE = ["除了 B，其他都不行", "除了增大 batch，其他都不行", "除了增大 batch 其余都不对"]
ONLY_THOSE += ["除了增大 batch 以外，别的都不正确"]
ALL_BUT = ["除了 B 都对", "除了增大 batch 都对", "除了增大 batch，其余都选", "除了增大 batch，别的都对"]


@pytest.mark.parametrize("answer", ONLY_THOSE)
def test_all_but_x_then_the_rest_denied_chooses_x_alone(answer: str) -> None:
    graded = grade(MULTI, answer)
    assert graded.verdict is Verdict.INCORRECT, graded.rationale  # B alone, however B is named


@pytest.mark.parametrize("answer", ALL_BUT)
def test_all_but_x_chooses_the_rest(answer: str) -> None:
    assert grade(MULTI, answer).verdict is Verdict.CORRECT


# code equal in meaning, not in form: each pair grades alike
SAME_CODE = [
    ("x.unsqueeze(1) * w", "x[:, None] * w"),
    ("h.unsqueeze(0)", "h[None]"),
    ("(a @ b).div_(t)", "(a @ b) / t"),
    ("torch.matmul(a, b.mT)", "a @ b.transpose(-2, -1)"),
    ("torch.matmul(input=a, other=b)", "a @ b"),
    ("conv(x.contiguous())", "conv(x)"),
    ("run(fn, *[a, b], flag=True)", "run(fn, a, b, flag=True)"),
    ("flash_attn_func(q, k, v, softcap=0.0, return_attn_probs=False)", "flash_attn_func(q, k, v)"),
    ("flash_attn_func(q, k, v, window_size=(-1, -1), alibi_slopes=None)", "flash_attn_func(q, k, v)"),
]
OTHER_CODE = [
    ("x.unsqueeze(1)", "x[None]"),
    ("x.unsqueeze(-1)", "x[:, None]"),
    ("flash_attn_func(q, k, v, window_size=(64, 0))", "flash_attn_func(q, k, v)"),
    ("flash_attn_func(q, k, v, window_size=-1)", "flash_attn_func(q, k, v)"),
    ("flash_attn_func(q, k, v, deterministic=True)", "flash_attn_func(q, k, v)"),
    ("torch.matmul(a, b, out=c)", "a @ b"),
    ("run(fn, *args)", "run(fn, args)"),
]


@pytest.mark.parametrize(("written", "plain"), SAME_CODE)
def test_code_equal_in_meaning_has_one_canonical_form(written: str, plain: str) -> None:
    assert canonical(written) == canonical(plain)


@pytest.mark.parametrize(("written", "other"), OTHER_CODE)
def test_code_that_computes_something_else_keeps_its_own_form(written: str, other: str) -> None:
    assert canonical(written) != canonical(other)


@pytest.mark.parametrize(
    "answer",
    [
        "flash_attn_func(q.contiguous(), k, v, dropout_p=0.0, causal=True)",
        "flash_attn_func(q, k, v, causal=True, deterministic=False, window_size=(-1, -1))",
        "flash_attn_func(*[q, k, v], causal=True)",
    ],
)
def test_a_fill_equal_in_meaning_to_the_key_is_correct(answer: str) -> None:
    assert grade(FLASH, answer).verdict is Verdict.CORRECT


def test_a_fill_with_a_non_default_window_is_not_the_key() -> None:
    assert (
        grade(FLASH, "flash_attn_func(q, k, v, causal=True, window_size=(128, 0))").verdict
        is not Verdict.CORRECT
    )
