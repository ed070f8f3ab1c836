"""Two code fills offered as each right ("x 或 y 都行"): right when both are, a hedge (wrong) when either
is not — never right on the strength of one. A tentative or doubting close ("都行吧", "吧", "都行？",
"都不行"), or no closing word at all, leaves it a hedge. A second fill that is only a keyword of the
first ("f(x, a=False) 或 a=True 都行") is the first with that keyword changed.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog()}
CASES = (  # question, two right fills, a wrong one
    (
        "seed001-16",
        "torch.einsum('bkgid,bkjd->bkgij', q, k) * scale",
        "q @ k.unsqueeze(2).transpose(-2, -1) * scale",
        "torch.einsum('bkgid,bkjd->bkgij', q, k) / scale",
    ),
    (
        "seed000-26",
        "flash_attn_func(q, k, v, causal=True)",
        "flash_attn_func(q, k, v, dropout_p=0.0, causal=True)",
        "F.scaled_dot_product_attention(q, k, v, is_causal=True)",
    ),
    (
        "seed001-17",
        "cp.checkpoint(_inner, x, use_reentrant=False)",
        "cp.checkpoint(_inner, x, use_reentrant=True)",
        "_inner(x)",
    ),
)
FINE = (
    "{} 或 {} 都行",
    "{} 或者 {} 都可以",
    "`{}` 或 `{}` 都行。",
    "{} 或 {}，两种都行",
    "{} 或者 {} 都能跑",
)
OPEN = (
    "{} 或 {} 都行吧",
    "{} 或 {} 吧",
    "{} 或 {}",
    "{} 或 {} 都行？",
    "{} 或 {} 都不行",
    "{} 或 {} 都行，不确定",
    "{} 还是 {} 不确定",
)


def test_two_right_fills_each_said_fine_are_right() -> None:
    for qid, first, second, _ in CASES:
        for shape in FINE:
            answer = shape.format(first, second)
            graded = grade(BANK[qid], answer)
            assert graded.verdict is Verdict.CORRECT, answer
            assert graded.needs_confirmation, answer


def test_a_wrong_fill_or_an_open_close_is_a_hedge() -> None:
    for qid, first, second, wrong in CASES:
        for shape in FINE:
            for answer in (shape.format(first, wrong), shape.format(wrong, second)):
                assert grade(BANK[qid], answer).verdict is not Verdict.CORRECT, answer
        for shape in OPEN if qid != "seed000-26" else ():  # its two are one fill (dropout_p=0.0 the default)
            answer = shape.format(first, second)
            assert grade(BANK[qid], answer).verdict is not Verdict.CORRECT, answer


def test_a_keyword_alone_changes_the_first_fill() -> None:
    question = BANK["seed001-17"]
    assert (
        grade(question, "cp.checkpoint(_inner, x, use_reentrant=False) 或 use_reentrant=True 都行").verdict
        is Verdict.CORRECT
    )
    for answer in (
        # a keyword the first fill does not pass
        "cp.checkpoint(_inner, x, use_reentrant=False) 或 preserve_rng_state=False 都行",
        "cp.checkpoint(_inner, x, use_reentrant=False) 或 use_reentrant=True 都行吧",
        "_inner(x) 或 use_reentrant=True 都行",
    ):
        assert grade(question, answer).verdict is not Verdict.CORRECT, answer
    flash = BANK["seed000-26"]
    assert (
        grade(flash, "flash_attn_func(q, k, v, causal=True) 或 causal=False 都行").verdict
        is Verdict.INCORRECT
    )
