"""Choice questions from a spreadsheet.

Header row (case-insensitive): ``id, type, stem, A, B, C, D[, E…], key[, explanation,
topics, points, difficulty, scoring, hints]``. ``type`` is single, multi or truefalse;
``topics`` and ``hints`` are separated by ``|``. The bank id is the file name's stem.
"""

from __future__ import annotations

import csv
import re
from pathlib import Path

from pydantic import ValidationError

from bank.errors import BankFileError, Problem
from bank.files import field_of_model_error
from bank.model import OPTION_LABELS, Bank, Question, QuestionType, Scoring

REQUIRED_COLUMNS = ("id", "type", "stem", "key")
_CHOICE_TYPES = {QuestionType.SINGLE.value, QuestionType.MULTI.value, QuestionType.TRUEFALSE.value}


def load_csv_bank(path: Path) -> Bank:
    file = str(path)
    try:
        handle = path.open(encoding="utf-8-sig", newline="")
    except OSError as error:
        raise BankFileError([Problem(file, None, error.strerror or str(error))]) from error
    with handle:
        try:
            reader = csv.DictReader(handle)
            header = [name.strip().lower() for name in reader.fieldnames or []]
            missing = [column for column in REQUIRED_COLUMNS if column not in header]
            if missing:
                raise BankFileError([Problem(file, 1, f"missing column(s): {', '.join(missing)}")])
            reader.fieldnames = header
            bank_id = re.sub(r"[^a-z0-9]+", "-", path.stem.lower()).strip("-")[:30] or "csv-bank"
            questions, problems = [], []
            for row in reader:
                line = reader.line_num
                try:
                    questions.append(_question(row, bank_id))
                except ValidationError as error:
                    for detail in error.errors():
                        location, message = field_of_model_error(detail["loc"], detail["msg"])
                        where = ".".join(str(part) for part in location) or "row"
                        problems.append(Problem(file, line, f"{where}: {message}"))
                except ValueError as error:
                    problems.append(Problem(file, line, str(error)))
        except UnicodeDecodeError as error:
            raise BankFileError([Problem(file, None, f"not UTF-8 text: {error}")]) from error
        except csv.Error as error:
            raise BankFileError([Problem(file, reader.line_num, f"malformed CSV: {error}")]) from error
    if problems:
        raise BankFileError(problems)
    if not questions:
        raise BankFileError([Problem(file, 2, "no question rows")])
    try:
        return Bank(id=bank_id, title=path.stem, source_file=path.name, questions=questions)
    except ValidationError as error:
        raise BankFileError([Problem(file, None, detail["msg"]) for detail in error.errors()]) from error


def _question(row: dict[str, str | None], bank_id: str) -> Question:
    def cell(name: str) -> str:
        return (row.get(name) or "").strip()

    kind = cell("type").lower()
    if kind not in _CHOICE_TYPES:
        raise ValueError(f"type {kind!r}: a CSV bank holds single, multi or truefalse questions")
    options = {label: cell(label.lower()) for label in OPTION_LABELS if cell(label.lower())}
    key = cell("key")
    if kind == QuestionType.TRUEFALSE.value:
        key = {"true": "true", "t": "true", "√": "true", "false": "false", "f": "false", "×": "false"}.get(
            key.lower(), key
        )
    else:
        key = "".join(sorted(set(re.findall(r"[A-H]", key.upper()))))
    default_scoring = Scoring.ALL_OR_NOTHING if kind == QuestionType.MULTI.value else Scoring.EXACT
    return Question.model_validate(
        dict(
            id=cell("id"),
            bank=bank_id,
            type=kind,
            stem=cell("stem"),
            options=options,
            key=key,
            source_key=cell("key"),
            explanation=cell("explanation"),
            topics=[topic.strip() for topic in cell("topics").split("|") if topic.strip()],
            hints=[hint.strip() for hint in cell("hints").split("|") if hint.strip()],
            points=float(cell("points") or 1),
            difficulty=int(cell("difficulty") or 3),
            scoring=cell("scoring") or default_scoring,
        )
    )
