"""A byte figure is compared in the unit the answer writes: "432 GB" is not 432 GiB.

Blind batch 53 found "432 GB" graded correct on a key of "约 464 GB（≈432 GiB）": the reader read every
decimal byte unit also as binary. A written unit (GB, MB, gigabytes) now reads as itself; only a bare
prefix ("432G") names neither, and a figure right only as its binary reading is asked to be confirmed.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.numbers._units import dimension_of, resolve
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

_PREFIXES = "kmgtp"
CATALOG = curated_catalog()  # once for the module: every test below reads the same questions


def _byte_parts() -> list[tuple[Question, int]]:
    """Every calculation question of one part whose key is in a decimal byte unit (KB…PB), with its power."""
    found = []
    for question in CATALOG:
        if question.type is not QuestionType.CALC or len(question.numeric) != 1:
            continue
        part = question.numeric[0]
        unit = (part.unit or "").strip().lower()
        decimal = len(unit) == 2 and unit[1] == "b" and unit[0] in _PREFIXES
        if decimal and dimension_of(part.unit, f"{part.label} {question.stem}") == "bytes":
            found.append((question, _PREFIXES.index(unit[0]) + 1))
    return found


BYTE_PARTS = _byte_parts()


def test_the_catalog_has_byte_questions() -> None:
    assert any(question.id == "seed000-30" for question, _ in BYTE_PARTS)


def _binary_figure(question: Question, power: int) -> str:
    """The key's size as a binary figure ("432" for 464 GB), rounded as people write it."""
    return f"{question.numeric[0].value * 1000.0**power / 1024.0**power:.0f}"


@pytest.mark.parametrize(("question", "power"), BYTE_PARTS, ids=lambda item: getattr(item, "id", ""))
def test_a_binary_figure_reads_in_the_unit_it_is_written_in(question: Question, power: int) -> None:
    part = question.numeric[0]
    figure = _binary_figure(question, power)
    prefix = (part.unit or "").strip()[0].upper()
    decimal, binary = prefix + "B", prefix + "iB"
    if abs(float(figure) - part.value) <= part.tolerance * part.value:
        pytest.skip("the two readings lie within the tolerance")  # a tiny KB figure, say
    written_decimal = grade(question, f"{figure} {decimal}")
    assert written_decimal.verdict is not Verdict.CORRECT, (question.id, figure, written_decimal.rationale)
    written_binary = grade(question, f"{figure} {binary}")
    assert written_binary.verdict is Verdict.CORRECT, (question.id, figure, written_binary.rationale)
    assert not written_binary.needs_confirmation
    bare_prefix = grade(question, f"{figure}{decimal[0]}")  # "432G": GB or GiB? never a silent correct
    assert bare_prefix.verdict is not Verdict.CORRECT or bare_prefix.needs_confirmation, question.id
    own = grade(question, f"{part.value:g} {part.unit}")  # the key's own figure stays bare correct
    assert own.verdict is Verdict.CORRECT and not own.needs_confirmation, (question.id, own.rationale)


@pytest.mark.parametrize(
    ("answer", "verdict", "confirm"),
    [
        ("432 GB", Verdict.INCORRECT, False),  # blind-53: the GiB figure written as GB
        ("432 gigabytes", Verdict.INCORRECT, False),
        ("432 GiB", Verdict.CORRECT, False),
        ("432 gibibytes", Verdict.CORRECT, False),
        ("464 GB", Verdict.CORRECT, False),
        ("0.464 TB", Verdict.CORRECT, False),
        ("0.43 TiB", Verdict.CORRECT, False),  # 472.8 GB: within 2 %
        ("0.43 TB", Verdict.INCORRECT, False),  # 430 GB: 7 % short
        ("464G", Verdict.CORRECT, False),  # a bare prefix read decimal: the key itself
        ("432G", Verdict.CORRECT, True),  # right only as GiB: to be confirmed
        ("432 g", Verdict.CORRECT, True),
        ("464 GB（432 GiB）", Verdict.CORRECT, False),
    ],
)
def test_siblings_of_the_gib_figure(answer: str, verdict: Verdict, confirm: bool) -> None:
    result = grade(CATALOG["seed000-30"], answer)
    assert (result.verdict, result.needs_confirmation) == (verdict, confirm), (answer, result.rationale)


def test_a_written_unit_has_one_reading() -> None:
    assert resolve("GB", "bytes") == ("bytes", 1e9)
    assert resolve("GiB", "bytes") == ("bytes", 1024.0**3)


UNIT_PARTS = [
    question
    for question in CATALOG
    if question.type is QuestionType.CALC and len(question.numeric) == 1 and question.numeric[0].unit
]


@pytest.mark.parametrize("question", UNIT_PARTS, ids=lambda question: question.id)
def test_every_key_figure_with_its_unit_is_bare_correct(question: Question) -> None:
    """No reading made to be confirmed reaches a figure written in the key's own unit."""
    part = question.numeric[0]
    result = grade(question, f"{part.value:g} {part.unit}")
    assert result.verdict is Verdict.CORRECT, (question.id, result.rationale)
    assert not result.needs_confirmation, question.id


@pytest.mark.parametrize(("question", "power"), BYTE_PARTS, ids=lambda item: getattr(item, "id", ""))
def test_bits_are_an_eighth_of_a_byte_and_gb_is_bits(question: Question, power: int) -> None:
    """The bit symbol ("464 Gb") is gigabits, never bytes: the key's figure in it is wrong, and its
    figure in bits right, to confirm (it is sometimes typed for GB); a figure in bits written out
    ("464 gigabits", "464 Gbit") is an eighth of the bytes it names."""
    part = question.numeric[0]
    prefix = (part.unit or "").strip()[0].upper()
    figure, in_bits = f"{part.value:g}", f"{part.value * 8:g}"
    symbol = grade(question, f"{figure} {prefix}b")
    assert symbol.verdict is not Verdict.CORRECT, (question.id, symbol.rationale)
    right = grade(question, f"{in_bits} {prefix}b")
    assert right.verdict is Verdict.CORRECT and right.needs_confirmation, (question.id, right.rationale)
    for written_bits in (f"{figure} {prefix}bit", f"{figure} {_WORDS[prefix]}bits"):
        assert grade(question, written_bits).verdict is not Verdict.CORRECT, (question.id, written_bits)
    for right_bits in (f"{in_bits} {prefix}bit", f"{in_bits} {_WORDS[prefix]}bits"):
        taken = grade(question, right_bits)
        assert taken.verdict is Verdict.CORRECT and not taken.needs_confirmation, (question.id, right_bits)
    lower_case = grade(question, f"{figure} {prefix.lower()}b")  # "464 gb": GB, as people type it
    assert lower_case.verdict is Verdict.CORRECT and not lower_case.needs_confirmation, question.id


_WORDS = {"K": "kilo", "M": "mega", "G": "giga", "T": "tera", "P": "peta"}


@pytest.mark.parametrize(("question", "power"), BYTE_PARTS, ids=lambda item: getattr(item, "id", ""))
def test_a_unit_off_by_a_factor_is_not_the_unit_asked(question: Question, power: int) -> None:
    """Bits one prefix down ("464000 Mb" for 464 GB) and the binary unit where the tolerance is tighter
    than the 2.4 % a prefix makes ("464 GiB"): never the key's figure, in any case of the symbol."""
    part = question.numeric[0]
    prefix = (part.unit or "").strip()[0].upper()
    lower = "KMGTP"["KMGTP".index(prefix) - 1] if prefix != "K" else None
    if lower is not None:
        said = f"{part.value * 1000:g} {lower}b"
        assert grade(question, said).verdict is not Verdict.CORRECT, (question.id, said)
        said = f"{part.value * 8000:g} {lower}b"
        assert grade(question, said).verdict is Verdict.CORRECT, (question.id, said)
    if part.tolerance < 1.024**power - 1:
        said = f"{part.value:g} {prefix}iB"
        assert grade(question, said).verdict is not Verdict.CORRECT, (question.id, said)
