"""A figure in scientific notation read out ("4.64 乘 10 的 11 次方", "4.64 乘以 10^11 字节") is the one
figure 4.64×10^11, as typed with the sign: it was a factor and a power, neither read, and the answer was
asked again. Said in words, it is read to confirm; another mantissa is that figure (wrong, never the key's),
and a product that only goes on ("…乘 10 的 2 次方再乘 4") stays unfinished.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.grading.text._text import normal
from bank.model import NumericPart, Question, QuestionType

KV = Question(
    id="fx-kv-sci",
    bank="fx",
    type=QuestionType.CALC,
    stem="求 KV cache 显存（约 4.64×10^11 字节量级的题）。",
    key="464 GB",
    numeric=[NumericPart(label="KV cache 显存", value=464.0, unit="GB", tolerance=0.02, unit_required=True)],
    points=10,
)


def test_the_notation_read_out_is_one_figure() -> None:
    read = {
        "4.64 乘 10 的 11 次方": "4.64×10^11",
        "4.64 乘以 10 的 11 次方字节": "4.64×10^11字节",
        "4.64 乘 10^11 B": "4.64×10^11 B",
        "1.5 乘 10 的负 3 次方": "1.5×10^(-3)",
    }
    for said, written in read.items():
        assert normal(said, numerals=True, powers=True) == written, said
    assert normal("2 乘 100 的 2 次方", numerals=True, powers=True) == "2 乘 100^2"  # no notation: base 100


def test_the_key_read_out_is_read_to_confirm() -> None:
    expected = {
        "算出来 4.64 乘 10 的 11 次方": (Verdict.PARTIAL, 0.5),  # no unit: half
        "4.64 乘以 10 的 11 次方字节": (Verdict.CORRECT, 1.0),
        "4.64 乘 10^11 B": (Verdict.CORRECT, 1.0),
    }
    for answer, (verdict, score) in expected.items():
        graded = grade(KV, answer)
        assert (graded.verdict, graded.score, graded.needs_confirmation) == (verdict, score, True), answer


def test_the_neighbours_are_never_the_key() -> None:
    others = ("算出来 2.32 乘 10 的 11 次方字节", "4.64 乘 10 的 10 次方字节", "4.64 乘 10 的 11 次方再乘 2")
    for answer in others:
        assert grade(KV, answer).verdict is not Verdict.CORRECT, answer
