"""English idioms around a letter or a set choose it; the same idioms denied, doubted or turned do not.

Blind batch 89 wrote its choices as English speakers say them: a bet ("my money's on C"), a modal "is"
("gotta be B", "has to be A"), a capital "A" with certainty closing its clause ("A obviously, 1024/64",
where "A" could have been the article), conviction in words holding a "no" ("B, no contest", "all five,
no contest — …"), every option counted in slang ("all four of 'em", "all four — <a reason>"), and options
let go before the choice ("hard pass on D and E, psum and dot don't shard anything. B + C"). Each is a
sentence choosing what it names: read, to confirm (the batch's conventions). Pinned with them are the
neighbours that must never be read as the choice: the idiom negated ("my money's not on C", "I'm not
going with C", "doesn't have to be C"), the modal "is" said of a denial ("C has to be wrong"), a letter
only ruled out ("hard pass on C"), a set kept open or cut after ("all four — or three", "…, but not E"),
and a reason after the options let go that does not say against them.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

CORRECT, PARTIAL, INCORRECT, INVALID = Verdict.CORRECT, Verdict.PARTIAL, Verdict.INCORRECT, Verdict.INVALID

# (question, answer, verdict, reading): each read to confirm
READ = [
    ("seed000-03", "my money's on C — SDXL's text embedding is 2048-wide", CORRECT, "C"),
    ("seed000-03", "my money is on C", CORRECT, "C"),
    ("seed000-03", "I'd bet on C, the refiner aside", CORRECT, "C"),
    ("seed000-03", "my money’s on B", INCORRECT, "B"),
    (
        "seed000-04",
        "gotta be B. 24*8192*128*2 bytes per head per tensor, x4 tensors, 10GB caps it under 50",
        CORRECT,
        "B",
    ),
    ("seed000-04", "has to be B, 10GB caps it", CORRECT, "B"),
    ("seed000-04", "got to be 48", CORRECT, "B"),
    ("seed000-15", "gotta be A, the attention plugin does RoPE in-kernel", CORRECT, "A"),
    ("seed000-11", "A obviously, 1024/64", CORRECT, "A"),
    ("seed000-11", "A clearly", CORRECT, "A"),
    ("seed000-11", "A hands down", CORRECT, "A"),
    ("seed000-11", "A, no contest", CORRECT, "A"),
    ("seed000-11", "A definitely — 1024/64", CORRECT, "A"),
    ("seed000-06", "B, no contest", CORRECT, "B"),
    ("seed000-06", "D no contest", INCORRECT, "D"),
    (
        "seed000-16",
        "all five, no contest — GQA, 15T, 1e-5, SwiGLU, 8k are all in the model card/config",
        CORRECT,
        "A、B、C、D、E",
    ),
    ("seed000-16", "all five, hands down", CORRECT, "A、B、C、D、E"),
    ("seed000-18", "my money's on D only", PARTIAL, "D"),
    ("seed000-18", "gotta be A and D", CORRECT, "A、D"),
    ("seed000-19", "hard pass on D and E, psum and dot don't shard anything. B + C", CORRECT, "B、C"),
    ("seed000-19", "rule out D and E, they don't shard anything. B + C", CORRECT, "B、C"),
    ("seed000-19", "排除 D 和 E，它们不切分参数。B + C", CORRECT, "B、C"),
    ("seed000-18", "hard pass on B, C and E. A + D", CORRECT, "A、D"),
    ("seed002-32", "gotta be B only", INCORRECT, "B"),
    (
        "seed002-38",
        "all four — length is a classic heuristic filter too (Gopher rules)",
        CORRECT,
        "A、B、C、D",
    ),
    ("seed002-38", "all of them — length counts", CORRECT, "A、B、C、D"),
    # said of a code fill: the fill after the idiom, as after "I'd write"
    (
        "seed000-26",
        "I'd fill flash_attn_func(q, k, v) — causal is on by default",
        INCORRECT,
        "flash_attn_func(q, k, v)",
    ),
    (
        "seed000-26",
        "I'd go with flash_attn_func(q, k, v, causal=True)",
        CORRECT,
        "flash_attn_func(q, k, v, causal=True)",
    ),
    ("seed000-29", "I'd go nvme / cpu", PARTIAL, "nvme\ncpu"),
]

# never read: the idiom negated, a denial after the modal "is", a letter only ruled out, a set cut or kept
# open after it, a reason after the options let go that does not say against them
UNREAD = [
    ("seed000-03", "my money's not on C"),
    ("seed000-03", "I wouldn't bet on C"),
    ("seed000-03", "I'm not betting on C"),
    ("seed000-03", "I'm not going with C"),
    ("seed000-03", "not going with C"),
    ("seed000-03", "doesn't have to be C"),
    ("seed000-03", "it doesn’t have to be C"),
    ("seed000-03", "not gotta be C"),
    ("seed000-03", "C has to be wrong"),
    ("seed000-03", "C must be wrong"),
    ("seed000-03", "C's gotta be wrong"),
    ("seed000-03", "C should be incorrect"),
    ("seed000-03", "hard pass on C"),
    ("seed000-03", "pass on C"),
    ("seed000-03", "gotta be C? nah"),
    ("seed000-11", "A obviously not"),
    ("seed000-11", "A obviously wrong choice"),
    ("seed000-11", "A keep-it-simple approach"),
    ("seed000-11", "A? obviously not"),
    ("seed000-16", "all five, no contest, but not E"),
    ("seed000-16", "all five, no doubt except E"),
    ("seed000-16", "all five, no doubt?"),
    ("seed002-36", "all four of 'em? nah"),
    ("seed002-36", "not all four of 'em"),
    ("seed002-38", "all four — or three"),
    ("seed002-38", "all four, or three"),
    ("seed002-38", "all four — except length"),
    ("seed002-38", "all four — but not length"),
    ("seed000-19", "hard pass on D and E, psum and dot don't shard anything"),
    ("seed000-19", "hard pass on D and E, they might work. B + C"),
    ("seed000-19", "rule out D and E, psum and dot don't shard. B + C + D"),
    ("seed000-19", "hard pass on D and E, B + C"),
    ("seed000-26", "I wouldn't go with flash_attn_func(q, k, v, causal=True)"),
    ("seed000-26", "not going with flash_attn_func(q, k, v, causal=True)"),
]

# kept open: a hedge between two, never correct
OPEN = [
    ("seed000-03", "gotta be C or B"),
    ("seed000-03", "my money's on C, maybe B"),
    ("seed000-19", "hard pass on D and E, they don't shard. B or C"),
    ("seed000-19", "hard pass on D and E, they don't shard. B maybe C"),
    ("seed000-19", "hard pass on D and E, they don't shard. B + C?"),
    ("seed000-26", "I'd go with flash_attn_func(q, k, v, causal=True) or flash_attn_func(q, k, v)"),
    ("seed000-29", "I'd go nvme / nvme, or cpu"),
]


@pytest.mark.parametrize(("question", "answer", "verdict", "reading"), READ)
def test_an_idiom_choosing_reads_to_confirm(
    question: str, answer: str, verdict: Verdict, reading: str
) -> None:
    graded = grade(curated_catalog().get(question), answer)
    assert (graded.verdict, graded.reading, graded.needs_confirmation) == (verdict, reading, True), answer


def test_all_four_of_em_reads_every_option() -> None:
    graded = grade(curated_catalog().get("seed002-36"), "all four of 'em")
    assert (graded.verdict, graded.reading) == (CORRECT, "A、B、C、D")


@pytest.mark.parametrize(("question", "answer"), UNREAD)
def test_an_idiom_denied_or_cut_is_not_read(question: str, answer: str) -> None:
    graded = grade(curated_catalog().get(question), answer)
    assert graded.verdict is INVALID, (answer, graded.verdict, graded.reading)


@pytest.mark.parametrize(("question", "answer"), OPEN)
def test_an_idiom_kept_open_is_never_correct(question: str, answer: str) -> None:
    graded = grade(curated_catalog().get(question), answer)
    assert graded.verdict is not CORRECT, (answer, graded.reading)
