"""Code told in words with a flag glossed in brackets (blind batch 73, seed000-26, key
``flash_attn_func(q, k, v, dropout_p=0.0, causal=True)``): "fa 的 func 直接喂 q k v，因果打开就行
(causal=True)" had its words read as fills ("fa", "func", "q k v,", "(causal=True)") and graded wrong. A
bracket setting a flag that closes the words glosses them; it writes no code out, so the answer is code
told in words: asked again, never read as fills of its words. Code written out beside the words
("flash_attn_func(q, k, v) 就行 (causal=True)") is still graded as written.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

FLASH = next(q for q in curated_catalog() if q.id == "seed000-26")


@pytest.mark.parametrize(
    "answer",
    [
        "fa 的 func 直接喂 q k v，因果打开就行 (causal=True)",
        "fa 的 func 直接喂 q k v，因果关掉就行 (causal=False)",
        "用 flash_attn_func，直接传 q k v 进去 (causal=True)",
        "调 flash attn func，q k v 原样传进去，记得打开因果（causal=True）",
    ],
)
def test_words_glossed_by_a_flag_are_asked_again(answer: str) -> None:
    result = grade(FLASH, answer)
    assert result.verdict is Verdict.INVALID, (answer, result.reading)


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        ("flash_attn_func(q, k, v, causal=True)", Verdict.CORRECT),
        ("flash_attn_func(q, k, v) 就行 (causal=True)", Verdict.INCORRECT),
        ("flash_attn_func(q.transpose(1,2), k, v) 就行，因果打开 (causal=True)", Verdict.INCORRECT),
    ],
)
def test_code_written_out_is_graded_as_written(answer: str, verdict: Verdict) -> None:
    assert grade(FLASH, answer).verdict is verdict, answer
