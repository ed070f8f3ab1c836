"""Every bank file format, from text: the one entry point for uploads (HTTP and the CLI alike).

``parse_bank_text(text, format, bank_id=…, title=…, id_prefix=…)`` reads CSV, YAML, JSON, seed-style
exam text, Aiken, GIFT or Moodle XML and returns the validated bank, or raises one
:class:`BankFileError` listing every problem with its line and field. Formats and their fields:
``docs/bank-format.md``.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from bank.errors import BankFileError, Problem
from bank.parsing.bounds import MAX_QUESTIONS
from bank.parsing.documents import Located, decode_upload, json_document, line_of, yaml_document
from bank.parsing.drafts import BuiltBank, Draft, DraftBank, build_bank


class BankFormat(StrEnum):
    CSV = "csv"
    YAML = "yaml"
    JSON = "json"
    TEXT = "text"  # seed-style exam text (一、单项选择题… 1. … 答案：…)
    AIKEN = "aiken"
    GIFT = "gift"
    MOODLE = "moodle"  # Moodle XML
    QTI = "qti"  # a QTI 3.0 content package (zip): read from bytes, see parse_bank_upload


MEDIA_TYPES: dict[str, BankFormat] = {
    "text/csv": BankFormat.CSV,
    "application/csv": BankFormat.CSV,
    "application/yaml": BankFormat.YAML,
    "application/x-yaml": BankFormat.YAML,
    "text/yaml": BankFormat.YAML,
    "text/x-yaml": BankFormat.YAML,
    "application/json": BankFormat.JSON,
    "text/plain": BankFormat.TEXT,
    "application/xml": BankFormat.MOODLE,
    "text/xml": BankFormat.MOODLE,
    "application/zip": BankFormat.QTI,
    "application/x-zip-compressed": BankFormat.QTI,
}


def format_for(media_type: str | None, explicit: str | None = None) -> BankFormat:
    """The format named by ``?format=`` (aiken, gift, or any other), else by the media type."""
    if explicit:
        try:
            return BankFormat(explicit.strip().lower())
        except ValueError:
            names = ", ".join(f.value for f in BankFormat)
            raise BankFileError(
                [Problem("upload", None, f"unknown format {explicit!r} ({names})", "format")]
            ) from None
    base = (media_type or "").split(";", 1)[0].strip().lower()
    found = MEDIA_TYPES.get(base)
    if found is None:
        types = ", ".join(sorted(MEDIA_TYPES))
        message = f"unsupported Content-Type {base or '(none)'!r}: {types}; Aiken and GIFT with ?format="
        raise BankFileError([Problem("upload", None, message, "format")])
    return found


def read_drafts(text: str, fmt: BankFormat, file: str) -> DraftBank:
    if fmt is BankFormat.CSV:
        from bank.parsing.csvbank import csv_drafts

        return csv_drafts(text, file)
    if fmt is BankFormat.YAML:
        return _document_drafts(*yaml_document(text, file), file)
    if fmt is BankFormat.JSON:
        return _document_drafts(*json_document(text, file), file)
    if fmt is BankFormat.AIKEN:
        from bank.parsing.aiken import parse_aiken

        return parse_aiken(text, file)
    if fmt is BankFormat.QTI:
        raise BankFileError([Problem(file, None, "a QTI package is a zip: read with parse_bank_upload")])
    if fmt is BankFormat.MOODLE:
        from bank.parsing.moodle import parse_moodle

        return parse_moodle(text, file)
    if fmt is BankFormat.GIFT:
        from bank.parsing.gift import parse_gift

        return parse_gift(text, file)
    from bank.parsing.seedtext import read_seed_text

    seed = read_seed_text(text, file, strict=True, id_base="q")  # question ids q-01, q-02…
    drafts = [
        Draft(line=seed.lines.get(q.id), data=q.model_dump(mode="json", exclude={"bank"}))
        for q in seed.bank.questions
    ]
    return DraftBank(drafts, title=seed.bank.title)


def _document_drafts(data: Any, lines: Located, file: str) -> DraftBank:
    """A YAML or JSON bank: ``{title?, questions: [...]}`` (a bank file) or a bare list of questions."""
    prefix: tuple[Any, ...] = ("questions",)
    title = ""
    if isinstance(data, dict):
        title = str(data.get("title") or "")
        questions = data.get("questions")
    else:
        questions, prefix = data, ()
    if not isinstance(questions, list):
        raise BankFileError([Problem(file, 1, "expected 'questions:' with a list of questions", "questions")])
    drafts, problems = [], []
    for index, item in enumerate(questions):
        where = (*prefix, index)
        if not isinstance(item, dict):
            problems.append(Problem(file, line_of(lines, where), "a question is a mapping of its fields"))
            continue
        field_lines = {str(name): line for name in item if (line := lines.get((*where, name))) is not None}
        drafts.append(Draft(line=line_of(lines, where), data=dict(item), lines=field_lines))
    return DraftBank(drafts, title=title, problems=problems)


def _check_text(text: str, file: str) -> None:
    """Characters no store keeps (NUL), named by line."""
    problems = [
        Problem(file, number, "contains a NUL character")
        for number, line in enumerate(text.split("\n"), start=1)
        if "\x00" in line
    ]
    if problems:
        raise BankFileError(problems[:50])


def parse_bank_text(
    text: str,
    fmt: BankFormat,
    *,
    bank_id: str,
    title: str,
    file: str = "upload",
    id_prefix: str = "",
    max_questions: int = MAX_QUESTIONS,
) -> BuiltBank:
    _check_text(text, file)
    drafts = read_drafts(text, fmt, file)
    return _build(drafts, max_questions, bank_id=bank_id, title=title, file=file, id_prefix=id_prefix)


def parse_bank_upload(
    body: bytes,
    fmt: BankFormat,
    *,
    bank_id: str,
    title: str,
    file: str = "upload",
    id_prefix: str = "",
    max_questions: int = MAX_QUESTIONS,
) -> BuiltBank:
    """An uploaded file's bytes: a QTI package as a zip, every other format as UTF-8 text."""
    if fmt is not BankFormat.QTI:
        text = decode_upload(body, file)
        return parse_bank_text(
            text,
            fmt,
            bank_id=bank_id,
            title=title,
            file=file,
            id_prefix=id_prefix,
            max_questions=max_questions,
        )
    from bank.parsing.qti import parse_qti

    drafts = parse_qti(body, file)
    return _build(drafts, max_questions, bank_id=bank_id, title=title, file=file, id_prefix=id_prefix)


def _build(
    drafts: DraftBank, max_questions: int, *, bank_id: str, title: str, file: str, id_prefix: str
) -> BuiltBank:
    """The bank of a file's drafts, whatever its format: none of it when the file holds more than
    ``max_questions`` questions."""
    if len(drafts.drafts) > max_questions:
        message = f"{len(drafts.drafts)} questions: a file holds at most {max_questions}"
        raise BankFileError([Problem(file, None, message, "questions")])
    return build_bank(drafts, bank_id=bank_id, title=title, file=file, id_prefix=id_prefix)
