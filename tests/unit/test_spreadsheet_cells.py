"""The one rule for spreadsheet cells (OWASP CSV injection), used by every CSV the service serves: the
transcript's and the console's session table."""

from __future__ import annotations

import csv
import io
from datetime import UTC, datetime

import pytest

from api.services.reports._spreadsheet import FORMULA_STARTS, csv_text, spreadsheet_cell

FORMULAS = ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx", '=HYPERLINK("http://x")', "-2+3+cmd|' /C calc'!A0"]


@pytest.mark.parametrize("text", FORMULAS)
def test_text_a_spreadsheet_would_run_gets_an_apostrophe(text: str) -> None:
    assert spreadsheet_cell(text) == "'" + text


def test_the_rule_is_owasps_six_starts() -> None:
    assert set(FORMULA_STARTS) == {"=", "+", "-", "@", "\t", "\r"}


def test_plain_text_and_nothing_pass_and_a_negative_number_is_text_too() -> None:
    assert spreadsheet_cell("李雷") == "李雷" and spreadsheet_cell("a=b") == "a=b"
    assert spreadsheet_cell(None) == "" and spreadsheet_cell(3) == "3" and spreadsheet_cell(True) == "True"
    assert spreadsheet_cell(-0.5) == "'-0.5"  # one rule, no exception: a negative θ is text


def test_values_that_are_not_text_are_checked_as_the_text_they_are_written_as() -> None:
    class Shown:
        def __str__(self) -> str:
            return "=cmd"

    assert spreadsheet_cell(Shown()) == "'=cmd"
    moment = datetime(2026, 1, 1, tzinfo=UTC)
    assert spreadsheet_cell(moment) == str(moment)


def test_every_field_is_quoted_and_a_bare_cr_splits_no_row() -> None:
    body = csv_text(["a", "b"], [{"a": "line one\rline two", "b": "=cmd"}, {"a": "x"}])
    assert body.startswith("\ufeff")
    assert body.lstrip("\ufeff").startswith('"a","b"\r\n')
    rows = list(csv.reader(io.StringIO(body.lstrip("\ufeff"), newline="")))
    assert rows == [["a", "b"], ["line one\rline two", "'=cmd"], ["x", ""]]
