"""CSV a spreadsheet opens safely — the one writer of every CSV the service serves (transcripts, the
console's session table): a UTF-8 BOM (Excel reads Chinese correctly), every field quoted (a CR or LF
inside an answer never splits a row), and no cell a spreadsheet would run as a formula.

The formula rule is OWASP's (CSV injection): a cell starting with ``=``, ``+``, ``-``, ``@``, a tab or a
CR is read as a formula by Excel, LibreOffice and Google Sheets, so such a cell gets a leading
apostrophe. The rule reads every cell as the text it is written as, numbers too: a negative ability θ
is written ``'-0.34`` (text to a spreadsheet), the price of one rule with no exception to get wrong."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Mapping, Sequence

BOM = "\ufeff"
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def spreadsheet_cell(value: object) -> str:
    """The cell as text (nothing as empty), with a leading ``'`` when it starts like a formula."""
    text = "" if value is None else str(value)
    return "'" + text if text.startswith(FORMULA_STARTS) else text


def csv_text(fieldnames: Sequence[str], rows: Iterable[Mapping[str, object]]) -> str:
    """A header row, then one row per mapping (a missing field is empty); rows end in CRLF (RFC 4180)."""
    buffer = io.StringIO()
    buffer.write(BOM)
    writer = csv.DictWriter(buffer, fieldnames=list(fieldnames), quoting=csv.QUOTE_ALL, lineterminator="\r\n")
    writer.writeheader()
    for row in rows:
        writer.writerow({name: spreadsheet_cell(row.get(name)) for name in fieldnames})
    return buffer.getvalue()
