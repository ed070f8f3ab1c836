"""Reading bank files (YAML, JSON, CSV, seed text, Moodle XML, QTI, Aiken, GIFT) into validated
:class:`Bank` objects.

Every problem is reported with its file and line, and a file either loads whole
or raises :class:`BankFileError`: nothing is ever half-loaded. The formats themselves are
``bank.parsing`` (which never imports this module: import-linter holds it).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bank.errors import BankFileError, Problem
from bank.model import Bank
from bank.parsing.documents import json_document, validate_bank_data, yaml_data, yaml_document
from bank.parsing.formats import BankFormat

# A bank file's format by its suffix (``--format`` overrides it: an Aiken file is often plain ``.txt``,
# which alone means seed text); ``bank validate``, ``bank import`` and ``bank import --org`` read by it.
SUFFIX_FORMATS: dict[str, BankFormat] = {
    ".yaml": BankFormat.YAML,
    ".yml": BankFormat.YAML,
    ".json": BankFormat.JSON,
    ".csv": BankFormat.CSV,
    ".txt": BankFormat.TEXT,
    ".xml": BankFormat.MOODLE,
    ".zip": BankFormat.QTI,
    ".aiken": BankFormat.AIKEN,
    ".gift": BankFormat.GIFT,
}


def file_format(path: Path, explicit: BankFormat | None = None) -> BankFormat:
    """``explicit`` (``--format``), else the format ``path``'s suffix says."""
    if explicit is not None:
        return explicit
    found = SUFFIX_FORMATS.get(path.suffix.lower())
    if found is None:
        suffixes = ", ".join(name.lstrip(".") for name in SUFFIX_FORMATS)
        message = f"unknown bank format {path.suffix.lower()!r} ({suffixes}; or name it with --format)"
        raise BankFileError([Problem(str(path), None, message)])
    return found


def load_bank_file(path: Path, format: BankFormat | None = None) -> Bank:
    """The bank in ``path``, read as ``format`` or as its suffix says."""
    fmt = file_format(path, format)
    if fmt is BankFormat.YAML:
        return _load_yaml(path)
    if fmt is BankFormat.JSON:
        return _load_json(path)
    # imported when needed: the seed-text parser brings the graders, which loading YAML banks never uses
    if fmt is BankFormat.CSV:
        from bank.parsing.csvbank import load_csv_bank

        return load_csv_bank(path)
    if fmt is BankFormat.TEXT:
        from bank.parsing.seedtext import load_seed_file

        return load_seed_file(path, strict=True)  # as an upload is read: whole or not at all
    if fmt is BankFormat.MOODLE:
        return _load_moodle(path)
    return _load_upload(path, fmt)


def _read_text(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError as error:
        raise BankFileError([Problem(str(path), None, f"not UTF-8 text: {error}")]) from error
    except OSError as error:
        raise BankFileError([Problem(str(path), None, error.strerror or str(error))]) from error


# The YAML documents read so far, by their text. A process reads the same bank files again and again —
# every bank upload checks its ids against the curated bank, a CLI or test process loads the catalog
# many times — and parsing is what costs; the document is validated afresh on every load, so each
# caller gets Bank objects of its own (validation builds new containers; the document is only read).
_PARSED_YAML: dict[str, Any] = {}
_PARSED_YAML_KEPT = 16


def _yaml_data(text: str, file: str) -> Any:
    data = _PARSED_YAML.get(text)
    if data is None:
        data = yaml_data(text, file)  # a file past the bounds or not YAML raises: nothing is kept
        if len(_PARSED_YAML) >= _PARSED_YAML_KEPT:
            _PARSED_YAML.pop(next(iter(_PARSED_YAML)), None)
        _PARSED_YAML[text] = data
    return data


def _load_yaml(path: Path) -> Bank:
    text = _read_text(path)
    try:
        return validate_bank_data(_yaml_data(text, str(path)), str(path), {})
    except BankFileError:  # read again with the line of every value, to say where the problems are
        data, lines = yaml_document(text, str(path))
        return validate_bank_data(data, str(path), lines)


def _load_moodle(path: Path) -> Bank:
    """Moodle XML; the bank id is the file name's stem (as for CSV)."""
    from bank.parsing.drafts import bank_id_from_name, build_bank
    from bank.parsing.moodle import parse_moodle

    bank_id = bank_id_from_name(path.stem, "moodle-bank")
    drafts = parse_moodle(_read_text(path).removeprefix("\ufeff"), str(path))
    return build_bank(drafts, bank_id=bank_id, title=path.stem, file=str(path), source_file=path.name).bank


def _load_upload(path: Path, fmt: BankFormat) -> Bank:
    """A QTI 3.0 content package, or an Aiken or GIFT file, read as an upload of the file's bytes is; the
    bank id is the file name's stem."""
    from bank.parsing.drafts import bank_id_from_name
    from bank.parsing.formats import parse_bank_upload

    try:
        body = path.read_bytes()
    except OSError as error:
        raise BankFileError([Problem(str(path), None, error.strerror or str(error))]) from error
    bank_id = bank_id_from_name(path.stem, f"{fmt.value}-bank")
    built = parse_bank_upload(body, fmt, bank_id=bank_id, title=path.stem, file=str(path))
    return built.bank.model_copy(update={"source_file": path.name})


def _load_json(path: Path) -> Bank:
    data, lines = json_document(_read_text(path), str(path))
    return validate_bank_data(data, str(path), lines)
