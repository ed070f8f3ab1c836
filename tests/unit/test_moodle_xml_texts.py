"""Moodle XML texts in the formats Moodle writes them: ``moodle_auto_format`` (questions imported from
GIFT or made before the HTML editor) shows its line breaks, as Moodle's ``text_to_html`` renders it."""

from __future__ import annotations

from bank.parsing.formats import BankFormat, parse_bank_text


def _stems(body: str) -> list[str]:
    text = f'<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n{body}</quiz>\n'
    return [q.stem for q in parse_bank_text(text, BankFormat.MOODLE, bank_id="m", title="m").bank.questions]


def _truefalse(stem: str, text_format: str = "moodle_auto_format") -> str:
    return (
        f'<question type="truefalse">\n<name><text>tf</text></name>\n'
        f'<questiontext format="{text_format}"><text>{stem}</text></questiontext>\n'
        '<answer fraction="100" format="moodle_auto_format"><text>true</text></answer>\n'
        '<answer fraction="0" format="moodle_auto_format"><text>false</text></answer>\n</question>\n'
    )


def test_an_auto_formatted_text_keeps_its_line_breaks() -> None:
    """Moodle turns each line break of an auto-formatted text into ``<br />`` (but one beside a tag):
    read as HTML alone, the lines of a program ran together into one line of prose."""
    program = "What does this print?\nfor i in range(3):\n    print(i)\nIt prints 0, 1, 2."
    beside_tags = "Bold is\n&lt;b&gt;this&lt;/b&gt;\nand not that"
    assert _stems(_truefalse(program) + _truefalse(beside_tags)) == [
        "What does this print?\nfor i in range(3):\nprint(i)\nIt prints 0, 1, 2.",
        "Bold is **this** and not that",
    ]
    assert _stems(_truefalse(program, "html")) == [
        "What does this print? for i in range(3): print(i) It prints 0, 1, 2."
    ]
