"""Choice questions from a spreadsheet.

Header row (case-insensitive): ``id, type, stem, A, B, C, D[, E…], key[, explanation,
topics, points, difficulty, scoring, hints, status]``. ``type`` is single, multi or truefalse;
``topics`` and ``hints`` are separated by ``|``. The bank id is the file name's stem.
"""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path
from typing import Any

from bank.errors import BankFileError, Problem
from bank.model import OPTION_LABELS, Bank, QuestionType, Scoring
from bank.parsing.bounds import LIMITS, MAX_QUESTIONS, check_question_count
from bank.parsing.drafts import Draft, DraftBank, bank_id_from_name, build_bank

REQUIRED_COLUMNS = ("id", "type", "stem", "key")
# the bound every format has on one value (bank.parsing.bounds); the csv module's own (131,072) is looser,
# and no other reader in the process shares this one
csv.field_size_limit(LIMITS.max_string)
_KEY_SEPARATORS = re.compile(r"[\s,;|/、，；]+")
_CHOICE_TYPES = {QuestionType.SINGLE.value, QuestionType.MULTI.value, QuestionType.TRUEFALSE.value}


def load_csv_bank(path: Path) -> Bank:
    file = str(path)
    try:
        text = path.read_bytes().decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise BankFileError([Problem(file, None, f"not UTF-8 text: {error}")]) from error
    except OSError as error:
        raise BankFileError([Problem(file, None, error.strerror or str(error))]) from error
    bank_id = bank_id_from_name(path.stem, "csv-bank")
    drafts = csv_drafts(text, file)
    return build_bank(drafts, bank_id=bank_id, title=path.stem, file=file, source_file=path.name).bank


def csv_drafts(text: str, file: str, max_rows: int = MAX_QUESTIONS) -> DraftBank:
    """One draft per row; a row whose type is not a choice type is reported with its line.

    Reading stops at the first row past ``max_rows``: a file of millions of tiny rows costs no more."""
    reader = csv.DictReader(io.StringIO(text.lstrip("\ufeff"), newline=""))
    try:
        header = [(name or "").strip().lower() for name in reader.fieldnames or []]
        missing = [column for column in REQUIRED_COLUMNS if column not in header]
        if missing:
            raise BankFileError([Problem(file, 1, f"missing column(s): {', '.join(missing)}")])
        reader.fieldnames = header
        drafts: list[Draft] = []
        problems: list[Problem] = []
        row_start = 2
        for row in reader:
            line = reader.line_num
            row_start = line + 1
            check_question_count(file, line, len(drafts) + len(problems) + 1, max_rows)
            try:
                drafts.append(Draft(line=line, data=_question_data(row)))
            except ValueError as error:
                problems.append(Problem(file, line, str(error), "type"))
    except csv.Error as error:
        if "field larger than field limit" in str(error):  # the row starts after the last one read
            message = f"a value of more than {LIMITS.max_string} characters: at most {LIMITS.max_string}"
            raise BankFileError([Problem(file, row_start, message)]) from error
        raise BankFileError([Problem(file, reader.line_num, f"malformed CSV: {error}")]) from error
    if not drafts and not problems:
        raise BankFileError([Problem(file, 2, "no question rows")])
    return DraftBank(drafts, problems=problems)


def _question_data(row: dict[str, str | None]) -> dict[str, Any]:
    def cell(name: str) -> str:
        value = row.get(name)
        return value.strip() if isinstance(value, str) else ""

    kind = cell("type").lower()
    if kind not in _CHOICE_TYPES:
        raise ValueError(f"type {kind!r}: a CSV bank holds single, multi or truefalse questions")
    options = {label: cell(label.lower()) for label in OPTION_LABELS if cell(label.lower())}
    key = cell("key")
    if kind == QuestionType.TRUEFALSE.value:
        key = {"true": "true", "t": "true", "√": "true", "false": "false", "f": "false", "×": "false"}.get(
            key.lower(), key
        )
    else:  # letters in any order, separated or not; one the question lacks is left for the model to name
        key = "".join(sorted(set(_KEY_SEPARATORS.sub("", key.upper()))))
    default_scoring = Scoring.ALL_OR_NOTHING if kind == QuestionType.MULTI.value else Scoring.EXACT
    data: dict[str, Any] = dict(
        id=cell("id"),
        type=kind,
        stem=cell("stem"),
        options=options,
        key=key,
        source_key=cell("key"),
        explanation=cell("explanation"),
        topics=[topic.strip() for topic in cell("topics").split("|") if topic.strip()],
        hints=[hint.strip() for hint in cell("hints").split("|") if hint.strip()],
        scoring=cell("scoring") or default_scoring,
    )
    for optional in ("points", "difficulty", "status"):  # validated (and reported) by the model
        if cell(optional):
            data[optional] = cell(optional)
    return data
