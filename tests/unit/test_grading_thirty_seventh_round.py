"""The round on blind batch 37 (issue "Grading a typed answer"): code equal to the key by meaning.

- Arithmetic of figures alone is the figure it makes: ``D ** (-1 / 2)`` is ``D ** -0.5`` (the GQA
  scores blank, key ``torch.einsum(…, q, k) * scale`` with ``scale = D ** -0.5`` in the stem).
- An attention call's scale written as its documented default, 1 / sqrt of the query's last size
  (``q.shape[-1]``, ``q.size(-1)``, or the size the stem's code views q with), is the call without it.
- A checkpoint's ``determinism_check`` computes nothing; its ``preserve_rng_state`` changes nothing
  when the function checkpointed, shown in the stem, draws no random numbers.
Every other value of those keywords, and every function the stem does not show, stays another call.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog()}
FLASH = BANK["seed000-26"]  # key flash_attn_func(q, k, v, dropout_p=0.0, causal=True); q viewed to head_dim
GQA = BANK["seed001-16"]  # key torch.einsum('bkgid,bkjd->bkgij', q, k) * scale; scale = D ** -0.5
LORA = BANK["seed001-17"]  # key cp.checkpoint(_inner, x, use_reentrant=False); _inner: F.linear only

FLASH_CALL = "flash_attn_func(q, k, v, dropout_p=0.0, causal=True, softmax_scale={})"


@pytest.mark.parametrize(
    ("scale", "verdict"),
    [
        ("q.shape[-1] ** -0.5", Verdict.CORRECT),
        ("q.size(-1) ** -0.5", Verdict.CORRECT),
        ("self.head_dim ** -0.5", Verdict.CORRECT),
        ("self.head_dim ** (-1 / 2)", Verdict.CORRECT),
        ("1 / self.head_dim ** 0.5", Verdict.CORRECT),
        ("1.0 / q.shape[-1] ** 0.5", Verdict.CORRECT),
        ("1 / math.sqrt(self.head_dim)", Verdict.INCORRECT),  # the stem never imports math: NameError
        ("math.sqrt(q.size(-1)) ** -1", Verdict.INCORRECT),
        ("q.shape[-1] ** -.5", Verdict.CORRECT),
        ("self.head_dim ** 0.5", Verdict.INCORRECT),
        ("q.shape[-1] ** 0.5", Verdict.INCORRECT),
        ("self.head_dim ** (1 / 2)", Verdict.INCORRECT),
        ("self.head_dim ** (-1 / 3)", Verdict.INCORRECT),
        ("1 / self.head_dim", Verdict.INCORRECT),
        ("q.shape[1] ** -0.5", Verdict.INCORRECT),  # the sequence length
        ("q.shape[-2] ** -0.5", Verdict.INCORRECT),  # the heads
        ("self.nhead ** -0.5", Verdict.INCORRECT),
        ("x.shape[-1] ** -0.5", Verdict.INCORRECT),  # d_model
        ("2 ** -0.5", Verdict.INCORRECT),
        ("1.0", Verdict.INCORRECT),
        ("-self.head_dim ** -0.5", Verdict.INCORRECT),
    ],
)
def test_only_the_default_attention_scale_written_out_is_the_key(scale: str, verdict: Verdict) -> None:
    for answer in (FLASH_CALL.format(scale), f"flash_attn_func(q, k, v, 0.0, {scale}, True)"):
        got = grade(FLASH, answer)
        assert got.verdict is verdict, (answer, got.rationale)


def _question(stem: str, key: str) -> Question:
    return Question(id="fx-37", bank="fx", type=QuestionType.CODE, stem=stem, key=key)


def test_a_scale_through_math_is_the_default_only_where_the_stem_imports_math() -> None:
    """Blind batch 42: "softmax_scale=1 / math.sqrt(q.size(-1))" in a stem that never imports math raises
    NameError, however right its value; with ``import math`` (or ``import torch, math``) it is the default."""
    code = "```python\n{imports}\ndef attend(q, k, v):\n    q = q.view(b, s, h, d)\n    return ____\n```"
    key = "flash_attn_func(q, k, v, causal=True)"
    scales = ("1 / math.sqrt(q.size(-1))", "math.sqrt(d) ** -1", "1 / math.sqrt(q.shape[-1])")
    for imports, verdict in (
        ("import math", Verdict.CORRECT),
        ("import torch, math", Verdict.CORRECT),
        ("import torch", Verdict.INCORRECT),
        ("import numpy as math_utils", Verdict.INCORRECT),
        ("# import math", Verdict.INCORRECT),
    ):
        question = _question("补全：\n" + code.format(imports=imports), key)
        for scale in scales:
            answer = f"flash_attn_func(q, k, v, causal=True, softmax_scale={scale})"
            assert grade(question, answer).verdict is verdict, (imports, answer)
        # the same value without math stays the default whatever the stem imports
        plain = "flash_attn_func(q, k, v, causal=True, softmax_scale=q.size(-1) ** -0.5)"
        assert grade(question, plain).verdict is Verdict.CORRECT, imports
    for scale in scales:
        assert grade(FLASH, FLASH_CALL.format(scale)).verdict is Verdict.INCORRECT, scale


def test_a_size_the_stem_does_not_give_its_query_is_no_default() -> None:
    unviewed = _question(
        "补全：\n```python\ndef attend(q, k, v, head_dim):\n    return ____\n```",
        "F.scaled_dot_product_attention(q, k, v, is_causal=True)",
    )
    right = "F.scaled_dot_product_attention(q, k, v, is_causal=True, scale=q.size(-1) ** -0.5)"
    assert grade(unviewed, right).verdict is Verdict.CORRECT
    for scale in ("head_dim ** -0.5", "q.size(-1) ** 0.5", "k.size(1) ** -0.5"):
        answer = f"F.scaled_dot_product_attention(q, k, v, is_causal=True, scale={scale})"
        assert grade(unviewed, answer).verdict is Verdict.INCORRECT, answer
    twice = _question(
        "补全：\n```python\nq = x.view(b, s, h, d)\nq = q.transpose(1, 2)\nout = ____\n```",
        "F.scaled_dot_product_attention(q, k, v)",
    )
    assert (
        grade(twice, "F.scaled_dot_product_attention(q, k, v, scale=d ** -0.5)").verdict is Verdict.INCORRECT
    )
    along_last = _question(
        "补全：\n```python\nqk = x.view(b, s, 2 * d)\nq, k = qk.chunk(2, dim=-1)\nout = ____\n```",
        "F.scaled_dot_product_attention(q, k, v)",
    )
    answer = "F.scaled_dot_product_attention(q, k, v, scale=(2 * d) ** -0.5)"
    assert grade(along_last, answer).verdict is Verdict.INCORRECT  # chunked along the last: d, not 2 * d


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        ("torch.einsum('bkgid,bkjd->bkgij', q, k) * D ** (-1 / 2)", Verdict.CORRECT),
        ("torch.einsum('bkgid,bkjd->bkgij', q, k) / D ** (1 / 2)", Verdict.CORRECT),
        ("torch.einsum('bkgid,bkjd->bkgij', q, k) * D ** (-2 / 4)", Verdict.CORRECT),
        ("torch.einsum('bkgid,bkjd->bkgij', q, k) * D ** (1 / 2)", Verdict.INCORRECT),
        ("torch.einsum('bkgid,bkjd->bkgij', q, k) * D ** (-1 / 3)", Verdict.INCORRECT),
        ("torch.einsum('bkgid,bkjd->bkgij', q, k) * D ** (-1 // 2)", Verdict.INCORRECT),
        ("torch.einsum('bkgid,bkjd->bkgij', q, k) * L ** (-1 / 2)", Verdict.INCORRECT),
        ("torch.einsum('bkgid,bkjd->bkgij', q, k) + D ** (-1 / 2)", Verdict.INCORRECT),
    ],
)
def test_arithmetic_of_figures_is_the_figure_it_makes(answer: str, verdict: Verdict) -> None:
    got = grade(GQA, answer)
    assert got.verdict is verdict, got.rationale


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        (
            "torch.utils.checkpoint.checkpoint(_inner, x, use_reentrant=False, preserve_rng_state=False)",
            Verdict.CORRECT,
        ),
        ("cp.checkpoint(_inner, x, preserve_rng_state=False, use_reentrant=False)", Verdict.CORRECT),
        ("cp.checkpoint(_inner, x, use_reentrant=False, determinism_check='none')", Verdict.CORRECT),
        (
            "cp.checkpoint(_inner, x, use_reentrant=False, preserve_rng_state=False, determinism_check='none')",  # noqa: E501
            Verdict.CORRECT,
        ),
        (
            "cp.checkpoint(_inner, x, use_reentrant=False, preserve_rng_state=False, debug=True)",
            Verdict.INCORRECT,
        ),
        ("cp.checkpoint(self.forward, x, use_reentrant=False, preserve_rng_state=False)", Verdict.INCORRECT),
        (
            "cp.checkpoint(_inner, x.detach(), use_reentrant=False, preserve_rng_state=False)",
            Verdict.INCORRECT,
        ),
        ("cp.checkpoint(_inner, use_reentrant=False, preserve_rng_state=False)", Verdict.INCORRECT),
    ],
)
def test_a_checkpoint_keyword_that_changes_nothing_is_the_key(answer: str, verdict: Verdict) -> None:
    got = grade(LORA, answer)
    assert got.verdict is verdict, got.rationale


@pytest.mark.parametrize(
    "body",
    [
        "return F.dropout(F.linear(x, w), p=0.1)",
        "return self.drop(F.linear(x, w))",
        "return F.linear(x, w) + torch.randn_like(x)",
        "return helper(x)",
        "return block.forward(x)",
        "return F.linear(x, w) * x.bernoulli_(0.5)",
    ],
)
def test_a_function_that_may_draw_random_numbers_keeps_its_rng_state(body: str) -> None:
    stem = (
        f"补全：\n```python\nimport torch.utils.checkpoint as cp\ndef _inner(x):\n    {body}\ny = ____\n```"
    )
    question = _question(stem, "cp.checkpoint(_inner, x, use_reentrant=False)")
    assert grade(question, "cp.checkpoint(_inner, x, use_reentrant=False)").verdict is Verdict.CORRECT
    answer = "cp.checkpoint(_inner, x, use_reentrant=False, preserve_rng_state=False)"
    assert grade(question, answer).verdict is Verdict.INCORRECT
