"""Banks imported by users, kept as normalised YAML files in the data directory.

An import either writes one whole file (atomically, via a temporary file and a rename)
or nothing; importing the same bank again changes nothing.
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

import yaml

from bank.catalog import Catalog, curated_bank_files
from bank.errors import BankFileError, Problem
from bank.files import load_bank_file
from bank.model import Bank
from bank.parsing.formats import BankFormat


class ImportOutcome(StrEnum):
    ADDED = "added"
    UPDATED = "updated"
    UNCHANGED = "unchanged"


@dataclass(frozen=True)
class ImportResult:
    bank: Bank
    outcome: ImportOutcome
    path: Path


def imported_dir(data_dir: Path) -> Path:
    return data_dir / "banks"


def imported_bank_files(data_dir: Path) -> list[Path]:
    return sorted(imported_dir(data_dir).glob("*.yaml"))


def load_full_catalog(data_dir: Path | None) -> Catalog:
    """The curated bank plus every bank imported into ``data_dir``."""
    files = curated_bank_files()
    if data_dir is not None:
        files += imported_bank_files(data_dir)
    return Catalog.load(files)


def dump_bank(bank: Bank) -> str:
    data = bank.model_dump(mode="json", exclude_defaults=True)
    for question, written in zip(bank.questions, data["questions"], strict=True):
        # always the scoring: an open question without one reads back as graded by key points
        written["scoring"] = question.scoring.value
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=100)


def check_conflicts(bank: Bank, data_dir: Path | None, file: str) -> None:
    """Question ids must be unique across banks; re-importing a bank may replace its own ids."""
    curated = [load_bank_file(path) for path in curated_bank_files()]
    imported = [load_bank_file(path) for path in imported_bank_files(data_dir)] if data_dir else []
    problems = []
    if bank.id in {other.id for other in curated}:
        problems.append(Problem(file, None, f"bank id {bank.id!r} belongs to the curated bank"))
    owner = {q.id: other.id for other in curated + imported if other.id != bank.id for q in other.questions}
    problems += [
        Problem(file, None, f"question id {q.id!r} already exists in bank {owner[q.id]!r}")
        for q in bank.questions
        if q.id in owner
    ]
    if problems:
        raise BankFileError(problems)


def import_bank(path: Path, data_dir: Path, format: BankFormat | None = None) -> ImportResult:
    """``path`` into the data directory, read as ``format`` or as its suffix says."""
    bank = load_bank_file(path, format)
    check_conflicts(bank, data_dir, str(path))
    target = imported_dir(data_dir) / f"{bank.id}.yaml"
    text = dump_bank(bank)
    if target.exists():
        if target.read_text(encoding="utf-8") == text:
            return ImportResult(bank, ImportOutcome.UNCHANGED, target)
        outcome = ImportOutcome.UPDATED
    else:
        outcome = ImportOutcome.ADDED
    target.parent.mkdir(parents=True, exist_ok=True)
    descriptor, temporary = tempfile.mkstemp(dir=target.parent, prefix=f".{bank.id}.", suffix=".tmp")
    try:
        with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return ImportResult(bank, outcome, target)
