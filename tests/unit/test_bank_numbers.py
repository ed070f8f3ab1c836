"""Numbers in bank files are read by one rule in every format: ASCII digits only. Python's ``float``
takes full-width (``５``), Arabic-Indic (``١٢``) digits and ``1_0``, which the CSV and YAML readers
refuse; Moodle XML, GIFT and QTI now refuse them too, naming the line."""

from __future__ import annotations

import io
import zipfile

import pytest

from bank.errors import BankFileError
from bank.parsing.bounds import file_number
from bank.parsing.exports import ExportFormat, export_bank
from bank.parsing.formats import BankFormat, parse_bank_text, parse_bank_upload


def refused(text: str | bytes, fmt: BankFormat) -> list[tuple[int | None, str]]:
    with pytest.raises(BankFileError) as caught:
        if isinstance(text, bytes):
            parse_bank_upload(text, fmt, bank_id="b", title="t")
        else:
            parse_bank_text(text, fmt, bank_id="b", title="t")
    return [(problem.line, problem.message) for problem in caught.value.problems]


def choice(grade: str = "1", fraction: str = "100") -> str:
    return (
        '<quiz>\n<question type="multichoice"><questiontext><text>Q?</text></questiontext>\n'
        f"<single>true</single><defaultgrade>{grade}</defaultgrade>\n"
        f'<answer fraction="{fraction}"><text>a</text></answer>\n'
        '<answer fraction="0"><text>b</text></answer></question>\n</quiz>'
    )


NUMERICAL = (
    '<quiz>\n<question type="numerical"><questiontext><text>Q?</text></questiontext>\n'
    '<answer fraction="100"><text>{value}</text>\n<tolerance>{tolerance}</tolerance></answer>\n'
    "</question></quiz>"
)


@pytest.mark.parametrize(
    ("text", "line"),
    [
        (choice(grade="５"), 3),
        (choice(grade="1_0"), 3),
        (choice(fraction="١٠٠"), 4),
        (NUMERICAL.format(value="١٢", tolerance="0"), 3),
        (NUMERICAL.format(value="12", tolerance="٠.５"), 4),
        (choice(grade="1e999"), 3),
    ],
)
def test_moodle_numbers_outside_ascii_are_refused_with_their_line(text: str, line: int) -> None:
    [(where, message)] = refused(text, BankFormat.MOODLE)
    assert where == line and ("is not a number" in message or "out of range" in message), message


def test_moodle_numbers_as_moodle_writes_them_still_read() -> None:
    built = parse_bank_text(choice(grade="2.0000000", fraction="100.0000000"), BankFormat.MOODLE, bank_id="b",
                            title="t")  # fmt: skip
    assert built.bank.questions[0].points == 2


def test_gift_weights_outside_ascii_are_refused_with_their_line() -> None:
    [(line, message)] = refused("// c\nQ1?{=a ~b}\n\nQ2?{~%５０%a ~%５０%b ~c}\n", BankFormat.GIFT)
    assert line == 4 and "'%５０%'" in message and "is not a number" in message
    built = parse_bank_text("Q?{~%50%a ~%50%b ~%-100%c}", BankFormat.GIFT, bank_id="b", title="t")
    assert built.bank.questions[0].key == "AB"


def qti_with(old: str, new: str) -> bytes:
    yaml = (
        "- {id: size, type: calc, stem: 2048 MiB in GiB?, key: 2 GiB, points: 3,\n"
        "   numeric: [{value: 2.0, unit: GiB, tolerance: 0.05, unit_required: false}]}\n"
    )
    bank = parse_bank_text(yaml, BankFormat.YAML, bank_id="q", title="q").bank
    source = zipfile.ZipFile(io.BytesIO(export_bank(bank.questions, ExportFormat.QTI, title="q").content))
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as target:
        for name in source.namelist():
            content = source.read(name).decode()
            target.writestr(name, content.replace(old, new) if name == "items/size.xml" else content)
    return buffer.getvalue()


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("<qti-value>2</qti-value>", "<qti-value>２</qti-value>"),
        ("<qti-value>3</qti-value>", "<qti-value>٣</qti-value>"),
        ('tolerance="5 5"', 'tolerance="٥ 5"'),
    ],
)
def test_qti_numbers_outside_ascii_are_refused(old: str, new: str) -> None:
    assert parse_bank_upload(qti_with(old, old), BankFormat.QTI, bank_id="b", title="t").bank.questions
    [(line, message)] = refused(qti_with(old, new), BankFormat.QTI)
    assert line and "items/size.xml" in message and "is not a number" in message, message


@pytest.mark.parametrize("text", ["2", "-33.33333", "+1e-3", ".5", "5."])
def test_the_number_reader_takes_ascii_numbers(text: str) -> None:
    assert file_number(text) == float(text)
