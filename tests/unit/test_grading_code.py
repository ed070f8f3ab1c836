"""Grading code fill-ins: equivalent code by syntax tree or tokens, never by string."""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.code._canonical_code import canonical
from bank.model import Question, QuestionType
from tests.helpers.grading_questions import FLASH, SPECS

COMPILE = Question(
    id="fx-compile",
    bank="fx",
    type=QuestionType.CODE,
    stem="```python\nmodel = ____\n```",
    key="torch.compile(model, mode='reduce-overhead')",
)
TRITON = Question(
    id="fx-triton",
    bank="fx",
    type=QuestionType.CODE,
    stem="```python\n@triton.jit\ndef add_kernel(x_ptr, y_ptr, z_ptr, n, ____):\n    pass\n```",
    key="BLOCK_SIZE: tl.constexpr",
)
JSON_FILL = Question(
    id="fx-json",
    bank="fx",
    type=QuestionType.CODE,
    stem='```json\n{"offload_param": {"device": "____"}}\n```',
    key='"nvme"',
)
EINSUM = Question(
    id="fx-einsum",
    bank="fx",
    type=QuestionType.CODE,
    stem="```python\nscores = ____\n```",
    key="torch.einsum('bhid,bhjd->bhij', q, k) * scale",
)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (FLASH, "flash_attn_func(q, k, v, dropout_p=0.0, causal=True)"),
        (FLASH, "flash_attn_func(q,k,v,dropout_p=0.0,causal=True)"),  # whitespace
        (FLASH, "flash_attn_func(q, k, v, causal=True, dropout_p=0.0)"),  # keyword order
        (FLASH, "flash_attn_func(q, k, v, 0.0, causal=True)"),  # positional where the signature is known
        (FLASH, "flash_attn_func(q, k, v, dropout_p=0, causal=True)"),  # 0 == 0.0
        (FLASH, "out = flash_attn_func(q, k, v, dropout_p=0.0, causal=True)"),  # the whole blank line
        (FLASH, "`flash_attn_func(q, k, v, dropout_p=0.0, causal=True)`"),
        (FLASH, "```python\nflash_attn_func(\n    q, k, v,\n    dropout_p=0.0,\n    causal=True,\n)\n```"),
        (FLASH, "答案：flash_attn_func(q, k, v, dropout_p=0.0, causal=True)"),
        (FLASH, "flash_attn_func(q, k, v, dropout_p=0.0, causal=True)  # 因果"),
        (FLASH, "flash_attn_func(q, k, v, dropout_p=0.0, causal=True)，因为无 mask 时走 FlashAttention"),
        (COMPILE, 'torch.compile(model, mode="reduce-overhead")'),  # quote style
        (COMPILE, "torch.compile(model=model, mode='reduce-overhead')"),  # keyword for positional
        (SPECS, "P('x', None) 和 P(None, 'y')"),
        (SPECS, "PartitionSpec('x', None); jax.sharding.PartitionSpec(None, 'y')"),  # alias spelled out
        (SPECS, "空1：P('x',None)\n空2：P(None,'y')"),
        (TRITON, "BLOCK_SIZE:tl.constexpr"),
        (TRITON, "BLOCK_SIZE: triton.language.constexpr"),
        (JSON_FILL, "nvme"),
        (JSON_FILL, "'nvme'"),
        (JSON_FILL, "两处都填 'nvme'"),
        (EINSUM, "torch.einsum('bhxd,bhyd->bhxy', q, k) * scale"),  # renamed subscripts
        (EINSUM, "torch.einsum( 'bhid , bhjd -> bhij' , q , k )*scale"),
    ],
)
def test_equivalent_code_is_correct(question: Question, answer: str) -> None:
    result = grade(question, answer)
    assert result.verdict is Verdict.CORRECT, (answer, result.rationale, result.understood.code)


@pytest.mark.parametrize(
    ("question", "answer", "verdict", "score"),
    [
        (FLASH, "flash_attn_func(q, k, v)", Verdict.INCORRECT, 0.0),  # right call, causal missing: not causal
        (FLASH, "flash_attn_func(q, k, v, dropout_p=0.1, causal=True)", Verdict.INCORRECT, 0.0),
        (FLASH, "flash_attn_func(q, k, v, causal=False)", Verdict.INCORRECT, 0.0),
        (FLASH, "F.scaled_dot_product_attention(q, k, v, is_causal=True)", Verdict.INCORRECT, 0.0),
        (FLASH, "flash_attn_func(q, k, v, 0.0, True)", Verdict.INCORRECT, 0.0),  # True lands on softmax_scale
        (COMPILE, "torch.compile(model, mode='max-autotune')", Verdict.INCORRECT, 0.0),
        (SPECS, "P(None, 'y') 和 P('x', None)", Verdict.INCORRECT, 0.0),  # swapped
        (SPECS, "空1 P('x', None)，空2 不会", Verdict.PARTIAL, 0.5),
        (TRITON, "BLOCK_SIZE", Verdict.INCORRECT, 0.0),
        (TRITON, "BLOCK_SIZE: int", Verdict.INCORRECT, 0.0),
        (JSON_FILL, "cpu", Verdict.INCORRECT, 0.0),
        (EINSUM, "torch.einsum('bhid,bhjd->bhij', q, k)", Verdict.INCORRECT, 0.0),  # forgets the scale
        (EINSUM, "torch.einsum('bhid,bhjd->bhji', q, k) * scale", Verdict.INCORRECT, 0.0),  # transposed
        (FLASH, "不会", Verdict.INCORRECT, 0.0),
        (FLASH, "这个地方主要看显卡支不支持，支持的话就用 flash attention，不支持就用普通的 attention，"
                "其实很多框架都会自动帮你选，所以写什么都差不多，关键是理解原理。", Verdict.INVALID, 0.0),
        (FLASH, "", Verdict.INVALID, 0.0),
    ],
)  # fmt: skip
def test_wrong_or_incomplete_code(question: Question, answer: str, verdict: Verdict, score: float) -> None:
    result = grade(question, answer)
    assert (result.verdict, result.score) == (verdict, score), (answer, result.rationale)


def test_canonical_form_ignores_layout_but_not_meaning() -> None:
    assert canonical("f(a, b=1)") == canonical("f( a , b = 1 )")
    assert canonical("x = {'a': 1, 'b': 2}") == canonical('x = {"b": 2, "a": 1}')
    assert canonical("f(a, b)") != canonical("f(b, a)")
    assert canonical("a - b") != canonical("b - a")
    assert canonical("not valid python (") == canonical("not  valid  python(")  # token fallback


def test_an_operator_method_is_its_operator_and_nothing_else() -> None:
    assert canonical("torch.einsum('ij,jk->ik', q, k).mul(scale)") == canonical(
        "torch.einsum('ij,jk->ik', q, k) * scale"
    )
    assert canonical("q.matmul(k)") == canonical("q @ k") and canonical("x.div(n)") == canonical("x / n")
    assert canonical("x.div(n, rounding_mode='floor')") != canonical("x / n")  # another operation
    assert canonical("x.mul(y, out=z)") != canonical("x * y")
    assert canonical("torch.mul(x)") != canonical("torch * x")  # a module's function, not a method


def test_code_rationale_gives_the_reference() -> None:
    result = grade(COMPILE, "torch.compile(model)", language="en")
    assert result.verdict is Verdict.INCORRECT and result.score == 0.0  # the default mode: other code
    assert "mode" in result.rationale and "reduce-overhead" in result.rationale
