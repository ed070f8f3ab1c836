"""CSV a spreadsheet opens safely: a UTF-8 BOM (Excel reads Chinese correctly), every field quoted (a CR
or LF inside an answer never splits a row), and text cells that a spreadsheet would run as a formula
(starting with ``= + - @``, a tab or a CR) neutralised with a leading apostrophe."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

BOM = "\ufeff"
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def safe_cell(value: Any) -> Any:
    """Text that a spreadsheet would evaluate gets a leading ``'``; numbers and booleans pass as they are."""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return "" if value is None else value


def csv_text(fieldnames: Sequence[str], rows: Iterable[Mapping[str, Any]]) -> str:
    buffer = io.StringIO()
    buffer.write(BOM)
    writer = csv.DictWriter(buffer, fieldnames=list(fieldnames), quoting=csv.QUOTE_ALL, lineterminator="\r\n")
    writer.writeheader()
    for row in rows:
        writer.writerow({name: safe_cell(row.get(name)) for name in fieldnames})
    return buffer.getvalue()
