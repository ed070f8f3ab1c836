"""Code told in a Chinese sentence, its names spread over the pieces between the words, none giving a
fill ("k先unsqueeze(2)在group维上广播 然后q @ k的最后两维转置 再乘scale"): asked again, never read as the
fill "k / unsqueeze(2) / group / q @ k / scale" (blind batch 75 graded that reading wrong, to confirm).

A piece holding at least half of an accepted fill's names gives it, and is graded as written; a sentence
naming little of any fill ("把 self.forward 整个交给 checkpoint") is graded as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.code._spread_names import spread_over_words
from tests.helpers.curated import curated_catalog

QUESTIONS = {q.id: q for q in curated_catalog()}


@pytest.mark.parametrize(
    ("question_id", "answer"),
    [
        ("seed001-16", "k先unsqueeze(2)在group维上广播 然后q @ k的最后两维转置 再乘scale"),
        ("seed001-16", "k 先 transpose 一下 然后 q @ k 再乘 scale"),  # wrong in words: asked again, not read
        ("seed001-17", "把 _inner 交给 torch.utils.checkpoint 去包，反向时重算"),
    ],
)
def test_code_told_with_its_names_spread_is_asked_again(question_id: str, answer: str) -> None:
    graded = grade(QUESTIONS[question_id], answer)
    assert graded.verdict is Verdict.INVALID, (answer, graded)


@pytest.mark.parametrize(
    ("question_id", "answer", "verdict"),
    [
        # a piece writes the call out: graded as written
        (
            "seed001-17",
            "先把 x detach 一下再丢给 cp.checkpoint(_inner, x.detach(), use_reentrant=False)",
            Verdict.INCORRECT,
        ),
        (
            "seed001-17",
            "return 后面填 cp.checkpoint(_inner, use_reentrant=False)，x 会自动捕获",
            Verdict.INCORRECT,
        ),
        ("seed000-26", "用 flash_attn_func(q, k, v)，causal 用默认就行", Verdict.INCORRECT),
        # little of any fill named: as before
        ("seed001-17", "把 self.forward 整个交给 checkpoint", Verdict.INCORRECT),
        ("seed000-28", "写成 BLOCK_SIZE: int 就行，Python 的类型标注 Triton 不管", Verdict.INCORRECT),
        # the fill written, a remark naming its parts after it
        ("seed001-16", "q @ k.unsqueeze(2).transpose(-2, -1) * scale，k 在 group 维上广播", Verdict.CORRECT),
    ],
)
def test_a_fill_a_piece_gives_is_graded_as_written(question_id: str, answer: str, verdict: Verdict) -> None:
    graded = grade(QUESTIONS[question_id], answer)
    assert graded.verdict is verdict, (answer, graded)
    assert graded.needs_confirmation, answer


def test_a_short_remark_or_backticked_code_is_no_sentence() -> None:
    fills = ["q @ k.unsqueeze(2).transpose(-2, -1) * scale"]
    assert spread_over_words("k先unsqueeze(2) 再乘scale", ["k", "unsqueeze(2)", "scale"], fills) is False
    answer = "`k` 先 `unsqueeze(2)` 在 group 维上广播，然后 `q @ k` 再乘 `scale`"
    assert spread_over_words(answer, ["k", "unsqueeze(2)", "q @ k", "scale"], fills) is False
    assert spread_over_words("q 乘上 k 的 unsqueeze 再缩放一下吧", ["q", "k", "unsqueeze"], fills) is True
