"""Answers written as code where prose or a bare answer is expected (blind batch 89, "case: python",
"docstring", "comment"): a calculation typed as a Python expression is graded by the value it evaluates
to, its unit from the word or the comment after it, a right value with no unit scoring half; a code fill
written only as a comment ("# BLOCK_SIZE: tl.constexpr") or inside a docstring is read as the fill. Both
are more than a bare answer: read to confirm. A fill with a comment closing its line stays bare.

Pinned beside them, what must not be read so: ranges and pairs ("400-500 GB", "464/432 GB") are no
arithmetic; an expression whose result is stated after it, left unfinished, or opened by words that may
say it is no answer ("不是 …", "我先算 …", "如果 fp32 就是 …") is kept as written; a comment with another
figure is no unit; a commented fill denied, hedged, or reported of someone else is not correct; a string
inside a line of code is code; and Python's ``eval`` is never the reader (no names, no calls).
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.figures._python_values import evaluated, python_values
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog()}
KV, LORA = "seed000-30", "seed000-31"  # 464 GB; 11.47 M and 98.7 %
FLASH, SPECS, TRITON, NVME, GQA, CKPT = (
    "seed000-26", "seed000-27", "seed000-28", "seed000-29", "seed001-16", "seed001-17",
)  # fmt: skip
KV_BYTES = "2*48*2048*96*96*128*2"
SIGNATURE = "def add_kernel(x_ptr, y_ptr, z_ptr, n, BLOCK_SIZE: {}):"
NOTE = '\n    """BLOCK_SIZE 必须是 constexpr"""'

MENDED = [  # (question, answer, verdict, score); each read to confirm
    (KV, f"{KV_BYTES}/1e9  # GB", Verdict.CORRECT, 1.0),
    (KV, f"{KV_BYTES}/1e9", Verdict.PARTIAL, 0.5),  # no unit anywhere: half
    (KV, f"{KV_BYTES}/1e9 GB", Verdict.CORRECT, 1.0),
    (KV, f"{KV_BYTES} B", Verdict.CORRECT, 1.0),
    (KV, f"{KV_BYTES}/2**30 GiB", Verdict.CORRECT, 1.0),
    (KV, f"KV cache = {KV_BYTES}/1e9 GB", Verdict.CORRECT, 1.0),
    (KV, f"显存：{KV_BYTES}/1e9 GB", Verdict.CORRECT, 1.0),
    (KV, f"{KV_BYTES}/1e9  # ≈ 464 GB", Verdict.CORRECT, 1.0),
    (KV, "48*2048*96*96*128*2/1e9  # GB", Verdict.INCORRECT, 0.0),  # K and V not doubled
    (LORA, "70*4*64*(320+320)", Verdict.PARTIAL, 0.5),  # part 1 by its value; part 2 missing
    (LORA, "70*4*64*(320+320)/1e6  # M\n1 - 11.4688/860  # ≈ 0.9867", Verdict.CORRECT, 1.0),
    (LORA, "70*4*64*(320+320)/1e6 M, (1-11.4688/860)*100 %", Verdict.CORRECT, 1.0),
    (LORA, "70*4*64*320/1e6 M, (1-5.7344/860)*100 %", Verdict.INCORRECT, 0.0),
    (FLASH, '"""blank: flash_attn_func(q, k, v, dropout_p=0.0, causal=True)"""', Verdict.CORRECT, 1.0),
    (FLASH, '"""\nblank: flash_attn_func(q, k, v, causal=True)\n"""', Verdict.CORRECT, 1.0),
    (FLASH, '"""blank: flash_attn_func(q, k, v)"""', Verdict.INCORRECT, 0.0),
    (SPECS, "# 空1 P('x')  空2 P(None, 'y')", Verdict.CORRECT, 1.0),
    (SPECS, "// P('x', None), P(None, 'y')", Verdict.CORRECT, 1.0),
    (SPECS, "# 空1 P('x', None)  空2 P('y', None)", Verdict.PARTIAL, 0.5),
    (TRITON, "# BLOCK_SIZE: tl.constexpr", Verdict.CORRECT, 1.0),
    (TRITON, "'''\nBLOCK_SIZE: tl.constexpr\n'''", Verdict.CORRECT, 1.0),
    (TRITON, "# BLOCK_SIZE: int", Verdict.INCORRECT, 0.0),
    (TRITON, SIGNATURE.format("tl.constexpr") + NOTE, Verdict.CORRECT, 1.0),
    (TRITON, SIGNATURE.format("int") + NOTE, Verdict.INCORRECT, 0.0),
    (NVME, "// nvme, nvme", Verdict.CORRECT, 1.0),
    (NVME, "# nvme / cpu", Verdict.PARTIAL, 0.5),
    (GQA, '"""填: q @ k[:, :, None].transpose(-2, -1) * scale"""', Verdict.CORRECT, 1.0),
    (CKPT, "# cp.checkpoint(_inner, x, use_reentrant=True)", Verdict.CORRECT, 1.0),
    (CKPT, "# _inner(x)", Verdict.INCORRECT, 0.0),
]

NOT_CORRECT = [  # (question, answer): never read correct
    (KV, f"不是 {KV_BYTES}/1e9 GB"),
    (KV, f"{KV_BYTES}/1e9 GB 吗"),
    (KV, f"我先算kv {KV_BYTES[:12]}…"),
    (KV, f"如果 fp32 就是 {KV_BYTES}/1e9 GB"),
    (KV, f"{KV_BYTES}/1e9 GB，老师说的"),
    (KV, f"{KV_BYTES}/1e9 GB，不对，应该再乘 2"),
    (KV, f"{KV_BYTES}/1e9  # ≈ 232 GB"),  # the figure said after it is another
    (KV, f"{KV_BYTES}/1e9  # 2 bytes each"),
    (KV, f"{KV_BYTES}/0 GB"),
    (KV, "10**64**64 GB"),
    (KV, "fp16*2*48*2048*96*96*128/1e9 GB"),  # a name in it
    (KV, "464/432 GB"),
    (TRITON, "# 不是 BLOCK_SIZE: tl.constexpr"),
    (TRITON, "# BLOCK_SIZE: tl.constexpr 或者 BLOCK_SIZE: int"),
    (TRITON, "# BLOCK_SIZE: tl.constexpr\nBLOCK_SIZE: int"),  # commented out, the other one kept
    (TRITON, "BLOCK_SIZE: int\n# BLOCK_SIZE: tl.constexpr"),
    (TRITON, "# BLOCK_SIZE: tl.constexpr（不确定）"),
    (TRITON, '"""BLOCK_SIZE: tl.constexpr 不对"""'),
    (TRITON, 'x = """BLOCK_SIZE: tl.constexpr"""'),  # a string in code, not a docstring
    (TRITON, "#"),
    (CKPT, "# cp.checkpoint(_inner, x, use_reentrant=False) 是错的"),
    (CKPT, "# 老师说 cp.checkpoint(_inner, x, use_reentrant=False)"),
]


@pytest.mark.parametrize(("qid", "answer", "verdict", "score"), MENDED)
def test_code_forms_are_read_to_confirm(qid: str, answer: str, verdict: Verdict, score: float) -> None:
    graded = grade(QUESTIONS[qid], answer)
    assert (graded.verdict, graded.score, graded.needs_confirmation) == (verdict, score, True), graded.reading


@pytest.mark.parametrize(("qid", "answer"), NOT_CORRECT)
def test_neighbours_are_not_read_correct(qid: str, answer: str) -> None:
    assert grade(QUESTIONS[qid], answer).verdict is not Verdict.CORRECT


@pytest.mark.parametrize(
    "answer",
    [
        "BLOCK_SIZE: tl.constexpr  # must be compile-time for tl.arange",
        SIGNATURE.format("tl.constexpr"),
    ],
)
def test_a_fill_with_a_closing_comment_stays_bare(answer: str) -> None:
    graded = grade(QUESTIONS[TRITON], answer)
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, False)


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("400-500 GB", "400-500 GB"),  # a range
        ("11.47/98.7", "11.47/98.7"),  # a pair
        ("2024/1/5", "2024/1/5"),
        ("320+320", "320+320"),  # one sum alone is left as written
        ("2×48×2048", "2×48×2048"),  # the calculation's own notation, read elsewhere
        ("2*10^9", "2*10^9"),
        ("(1-11.4688/860)*100%", "98.6664%"),
        ("2*48 GB = 96 GB", "2*48 GB = 96 GB"),
        ("__import__('os').getcwd()*2", "__import__('os').getcwd()*2"),
    ],
)
def test_only_sure_arithmetic_is_evaluated(text: str, read: str) -> None:
    assert python_values(text) == (read, read != text)


def test_no_name_nor_call_is_evaluated() -> None:
    assert evaluated("2*3") == 6.0
    assert evaluated("len('ab')*2") is None
    assert evaluated("x*2") is None
    assert evaluated("(" * 400 + "2*3" + ")" * 400) is None
    assert evaluated("9" * 400 + "*2") is None  # past a float
