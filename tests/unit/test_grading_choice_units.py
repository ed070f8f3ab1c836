"""A choice's figure option said in another unit of its measure ("35000 MB", "0.035 TB" for "35GB";
"2 KiB", "16384 bits" for "2048B"; "12‰" for "1.2%") is read as that option, always to confirm and
shown with it ("A（35GB）"), by the calculation reader's own conversion: GB decimal, GiB binary, bits an
eighth of a byte. A figure one prefix step off, in bits for bytes, decimal for binary, between two
options or a range names none; a figure in the option's own unit reads as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.mentions._value_mentions import value_of
from bank.grading.numbers._units import dimension_of, resolve
from bank.model import Question
from tests.helpers.curated import curated_catalog

CATALOG = curated_catalog()  # once for the module: every test below reads the same questions

# units an option's figure may be said in, by measure; a rendering is used only when it is exact
_OTHER_UNITS = {
    "bytes": ("MB", "TB", "KiB", "bytes", "bits", "KB", "MiB"),
    "fraction": ("‰",),
}


def _unit_options() -> list[tuple[Question, str]]:
    """(question, label) for every option of an active choice question that is a figure with a unit of
    a measure the reader converts."""
    found = []
    for question in CATALOG:
        if not question.type.is_choice:
            continue
        for label, option in question.options.items():
            figure = value_of(option)
            if (
                figure is not None
                and figure.unit
                and dimension_of(figure.unit, question.stem) in _OTHER_UNITS
            ):
                found.append((question, label))
    return found


UNIT_OPTIONS = _unit_options()


def _figure(value: float) -> str:
    text = f"{value:.6f}".rstrip("0").rstrip(".")
    return text if float(text) == value else ""


def _renderings(question: Question, label: str) -> list[str]:
    """The option's value in other units of its measure, exactly ("35000 MB", "0.035 TB")."""
    figure = value_of(question.options[label])
    assert figure is not None and figure.unit
    dimension = dimension_of(figure.unit, question.stem)
    reading = resolve(figure.unit, dimension)
    assert reading is not None
    out = []
    for unit in _OTHER_UNITS[dimension or ""]:
        other = resolve(unit, dimension)
        assert other is not None
        written = _figure(round(figure.value * reading[1] / other[1], 9))
        if written and (other[1], unit.lower()) != (reading[1], figure.unit.lower()):
            out.append(f"{written} {unit}")
    return out


def test_the_catalog_has_unit_options() -> None:
    ids = {question.id for question, _ in UNIT_OPTIONS}
    assert {"seed000-07", "seed000-08", "seed000-14"} <= ids
    assert all(len(_renderings(question, label)) >= 1 for question, label in UNIT_OPTIONS)
    assert all(
        len(_renderings(question, label)) >= 2
        for question, label in UNIT_OPTIONS
        if question.id in ("seed000-07", "seed000-08")
    )


@pytest.mark.parametrize(("question", "label"), UNIT_OPTIONS, ids=lambda item: getattr(item, "id", item))
def test_an_option_in_another_unit_is_read_to_confirm(question: Question, label: str) -> None:
    expected = Verdict.CORRECT if question.key == label else Verdict.INCORRECT
    for answer in _renderings(question, label)[:2]:
        graded = grade(question, answer)
        assert (graded.verdict, graded.understood.choices) == (expected, [label]), (answer, graded.rationale)
        assert graded.needs_confirmation, answer  # never bare
        assert graded.reading == f"{label}（{question.options[label]}）", answer  # shown with the option
    english = grade(question, _renderings(question, label)[0], "en")
    assert english.reading == f"{label} ({question.options[label]})"


@pytest.mark.parametrize(("question", "label"), UNIT_OPTIONS, ids=lambda item: getattr(item, "id", item))
def test_the_option_in_its_own_unit_reads_as_before(question: Question, label: str) -> None:
    graded = grade(question, question.options[label])
    expected = Verdict.CORRECT if question.key == label else Verdict.INCORRECT
    assert (graded.verdict, graded.understood.choices) == (expected, [label]), graded.rationale
    assert not graded.needs_confirmation and graded.reading == label


@pytest.mark.parametrize(("question", "label"), UNIT_OPTIONS, ids=lambda item: getattr(item, "id", item))
def test_a_figure_near_the_option_names_it_not(question: Question, label: str) -> None:
    """A prefix step off ("35000 KB" for 35GB), half as much again (beyond any option's rounding), the
    figure as a range: never the option (another option it happens to equal is read as that one)."""
    for rendering in _renderings(question, label)[:2]:
        value, unit = rendering.split(" ")
        for near in (f"{value} k{unit}" if unit in ("bytes", "bits") else f"{float(value) * 1000:g} {unit}",
                     f"{float(value) * 1.5:g} {unit}", f"{value}多 {unit}"):  # fmt: skip
            graded = grade(question, near)
            assert label not in (graded.understood.choices or []), (near, graded.rationale)


@pytest.mark.parametrize(
    ("question_id", "answer", "choices"),
    [
        ("seed000-08", "35 Gbit", []),  # bits stay bits: 4.375 GB
        ("seed000-08", "35000 Mbit", []),
        ("seed000-08", "280 Gbit", ["A"]),  # 35 GB in bits
        ("seed000-07", "2048 bits", []),  # 256 B, no option
        ("seed000-07", "4096 bits", ["A"]),  # 512 B: option A, not C
        ("seed000-07", "2 KB", []),  # 2000 B: decimal, between 1024B and 2048B
        ("seed000-08", "35 GiB", []),  # 37.6 GB: binary, above every option
        ("seed000-08", "32.6 GiB", ["A"]),  # 35.0 GB, within the option's rounding
        ("seed000-08", "32 GiB", []),  # 34.4 GB: between 32GB and 35GB
        ("seed000-08", "33000 MB", []),  # between two options
        ("seed000-08", "35000~36000 MB", []),  # a range
        ("seed000-08", "三百五十亿字节", ["A"]),  # Chinese numerals, to confirm anyway
        ("seed000-08", "3.5 万 MB", ["A"]),
        ("seed000-08", "35e9 bytes", ["A"]),
    ],
)
def test_siblings_of_a_converted_figure(question_id: str, answer: str, choices: list[str]) -> None:
    question = CATALOG[question_id]
    graded = grade(question, answer)
    assert (graded.understood.choices or []) == choices, (answer, graded.rationale)
    if choices:
        assert graded.needs_confirmation, answer
    else:
        assert graded.verdict is Verdict.INVALID, (answer, graded.rationale)


@pytest.mark.parametrize(
    ("question_id", "own", "other"),
    [
        ("seed000-08", "大概 35GB 吧", "大概 35000 MB 吧"),  # a hedge reads as its own-unit twin
        ("seed000-08", "35GB 还是 32GB", "35000 MB 还是 32000 MB"),
        ("seed000-08", "35GB 或 32GB", "35000MB 或 32GB"),
        ("seed000-08", "35GB，也可能 32GB", "35000MB，也可能 32000MB"),
        ("seed000-08", "不是 35GB", "不是 35000 MB"),
        ("seed000-08", "35GB 的一半", "35000 MB 的一半"),
        ("seed000-08", "每层 0.4375 GB，80 层 35 GB", "每层 437.5 MB，80 层 35000 MB"),
        ("seed000-08", "70B×0.5=35GB", "70B×0.5=35000MB"),
        ("seed000-07", "每个 warp 512B，四个 2048B", "每个 warp 0.5 KiB，四个 2 KiB"),  # the closing figure
        ("seed000-07", "每个 warp 512B，四个 2000B", "每个 warp 0.5 KiB，四个 2000B"),  # no step read
        ("seed000-07", "512B×4=2048B", "0.5KiB×4=2KiB"),
    ],
)
def test_a_converted_figure_reads_as_its_twin_in_the_option_unit(
    question_id: str, own: str, other: str
) -> None:
    question = CATALOG[question_id]
    twin, converted = grade(question, own), grade(question, other)
    read = (converted.verdict, converted.understood.choices or [], converted.understood.hedged)
    assert read == (twin.verdict, twin.understood.choices or [], twin.understood.hedged), other
    if converted.verdict is not Verdict.INVALID:
        assert converted.needs_confirmation, other


@pytest.mark.parametrize("answer", ["35 GB 还是 70000 MB", "35GB 还是 35000 MiB", "35 GB，也可能 0.07 TB"])
def test_an_option_beside_a_figure_of_another_unit_is_a_hedge(answer: str) -> None:
    """The figure no option holds, written in another unit of the options' measure, still keeps a second
    value open: the hedge it is, never the option alone."""
    graded = grade(CATALOG["seed000-08"], answer)
    assert graded.verdict is Verdict.INCORRECT and graded.understood.hedged, (answer, graded.rationale)
