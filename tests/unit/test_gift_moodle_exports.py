"""GIFT as Moodle's own exporter (``question/format/gift``) writes it, read as Moodle's importer reads it."""

from __future__ import annotations

from bank.model import QuestionType
from bank.parsing.formats import BankFormat, parse_bank_text


def _questions(text: str) -> list:
    return parse_bank_text(text, BankFormat.GIFT, bank_id="bk0123456789", title="t").bank.questions


def test_an_escaped_backslash_is_one_backslash_as_moodle_reads_it() -> None:
    """Moodle's exporter writes ``\\`` for a backslash (and its importer reads it back as one) before it
    escapes anything else: ``\\n`` is a backslash and an n, not a backslash and a line break, and
    ``\\d`` of a regular expression is ``\\d``, not two backslashes."""
    text = (
        "::regex::In a Python regular expression, what does \\\\d match?{\n"
        "\t=a digit\n\t~a letter\n}\n\n"
        '::newline::What does printf("\\\\n") print?{\n'
        "\t=%100%a line break#\n}\n\n"
        "::path::A Windows share is written \\\\\\\\host\\\\share\\: true?{TRUE}\n"
    )
    regex, newline, path = _questions(text)
    assert regex.stem == "In a Python regular expression, what does \\d match?"
    assert (regex.type, regex.key) == (QuestionType.SINGLE, "A")
    assert newline.stem == 'What does printf("\\n") print?'
    assert path.stem == "A Windows share is written \\\\host\\share: true?"
