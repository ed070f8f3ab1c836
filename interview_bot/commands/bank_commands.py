"""``interview-bot bank …``: list, validate and import question banks."""

from __future__ import annotations

import json
import sys
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.table import Table

from api.schemas import plural
from api.settings import load_settings
from bank.errors import BankFileError
from bank.files import load_bank_file
from bank.library import check_conflicts, import_bank, load_full_catalog
from bank.model import Bank, Question
from bank.parsing.exports import ExportFormat, export_bank
from bank.parsing.formats import BankFormat
from interview_bot.output import table_console

bank_app = typer.Typer(help="The question bank: list, validate, import, export.", no_args_is_help=True)
DataDirOption = Annotated[
    Path | None, typer.Option("--data-dir", help="Data directory (default: IBOT_DATA_DIR or ./data).")
]


FILE_HELP = (
    "A bank: seed text (.txt), YAML, JSON, CSV, Moodle XML (.xml), QTI 3.0 (.zip), "
    "Aiken (.aiken) or GIFT (.gift)."
)
FormatOption = Annotated[
    BankFormat | None,
    typer.Option("--format", help="Read the file as this format (default: from the file's suffix)."),
]


def register(app: typer.Typer) -> None:
    app.add_typer(bank_app, name="bank")


def question_summary(question: Question) -> dict[str, Any]:
    return {
        "id": question.id,
        "bank": question.bank,
        "type": question.type.value,
        "source": question.source.model_dump() if question.source else None,
        "status": question.status.value,
        "status_note": question.status_note,
        "topics": question.topics,
        "difficulty": question.difficulty,
        "points": question.points,
        "scoring": question.scoring.value,
        "key": question.key,
        "source_key": question.source_key,
        "errata": [erratum.model_dump(mode="json") for erratum in question.errata],
        "curator_note": question.curator_note,  # recruiters and curators only
        "stem": question.stem,
    }


def _fail(error: BankFileError) -> None:
    console = Console(stderr=True)
    for problem in error.problems:
        console.print(f"[red]error[/red] {problem}", highlight=False, markup=True, soft_wrap=True)
    raise typer.Exit(code=1)


def _questions(bank: Bank) -> str:
    return plural(len(bank.questions), "question", "questions")


def _counts(bank: Bank) -> str:
    statuses = Counter(question.status.value for question in bank.questions)
    return ", ".join(f"{count} {status}" for status, count in sorted(statuses.items()))


@bank_app.command("list")
def list_questions(
    as_json: Annotated[
        bool,
        typer.Option(
            "--json",
            help="Print one JSON array with an object per question "
            "(id, type, source, status, topics, key, source_key, errata, stem).",
        ),
    ] = False,
    data_dir: DataDirOption = None,
) -> None:
    """Every question: the curated bank and imported banks (one line each, fitted to the terminal)."""
    settings = load_settings(data_dir=data_dir)
    try:
        catalog = load_full_catalog(settings.data_dir)
    except BankFileError as error:
        _fail(error)
    if as_json:
        typer.echo(json.dumps([question_summary(q) for q in catalog], ensure_ascii=False, indent=1))
        return
    console = table_console()
    console.print(question_table(catalog))
    console.print(f"{len(catalog)} questions in {len(catalog.banks)} banks; * = key corrected (errata)")


def question_table(questions: Iterable[Question]) -> Table:
    """One line per question whatever the width: ids in full, the rest cut with an ellipsis, and the
    stem taking what is left (an 80-column terminal shows about 30 characters of it)."""
    table = Table(box=None, pad_edge=False, expand=True, padding=(0, 1), header_style="bold")
    table.add_column("id", no_wrap=True)
    table.add_column("type", no_wrap=True)
    table.add_column("status", no_wrap=True)
    table.add_column("key", no_wrap=True, max_width=5, overflow="ellipsis")
    table.add_column("topics", no_wrap=True, max_width=13, overflow="ellipsis")
    table.add_column("stem", no_wrap=True, overflow="ellipsis", ratio=1, min_width=12)
    for question in questions:
        shown_key = (
            question.key_text if question.type.is_choice or question.type.value == "truefalse" else "…"
        )
        corrected = "*" if question.source_key and question.source_key != question.key_text else ""
        table.add_row(
            question.id,
            question.type.value,
            question.status.value,
            shown_key + corrected,
            ", ".join(question.topics),
            " ".join(question.stem.split()),
        )
    return table


@bank_app.command("validate")
def validate(
    file: Annotated[Path, typer.Argument(help=FILE_HELP)],
    data_dir: DataDirOption = None,
    format: FormatOption = None,
) -> None:
    """Check a bank file without importing it (read as ``bank import`` reads it); errors name the file and
    line."""
    settings = load_settings(data_dir=data_dir)
    try:
        bank = load_bank_file(file, format)
        check_conflicts(bank, settings.data_dir, str(file))
    except BankFileError as error:
        _fail(error)
    typer.echo(f"{file}: OK, bank {bank.id!r}: {_questions(bank)} ({_counts(bank)})")


@bank_app.command("import")
def import_(
    file: Annotated[Path, typer.Argument(help=FILE_HELP)],
    data_dir: DataDirOption = None,
    org: Annotated[
        str | None,
        typer.Option("--org", help="Import as this organisation's own bank (as POST /v1/banks does)."),
    ] = None,
    name: Annotated[str | None, typer.Option("--name", help="The bank's name (default: file name).")] = None,
    format: FormatOption = None,
) -> None:
    """Import a bank: into the data directory (public), or with ``--org`` as that organisation's bank
    (through the same service as the HTTP API); all of it or, on any error, nothing."""
    settings = load_settings(data_dir=data_dir)
    if org is not None:
        from interview_bot.commands.org_banks import import_org_bank

        raise typer.Exit(code=import_org_bank(settings, org, file, name=name, format=format))
    try:
        result = import_bank(file, settings.data_dir, format)
    except BankFileError as error:
        _fail(error)
    typer.echo(
        f"{file}: {result.outcome.value} bank {result.bank.id!r} "
        f"({_questions(result.bank)}: {_counts(result.bank)}) → {result.path}"
    )


@bank_app.command("export")
def export(
    source: Annotated[
        str, typer.Argument(help="A bank file, or the id of a bank in the data directory (e.g. seed-000).")
    ],
    format: Annotated[
        ExportFormat, typer.Option("--format", help="moodle (Moodle XML), qti (zip) or yaml.")
    ] = (ExportFormat.MOODLE),
    out: Annotated[Path | None, typer.Option("--out", "-o", help="Write here (default: stdout).")] = None,
    data_dir: DataDirOption = None,
) -> None:
    """Write a bank in another tool's format (as ``GET /v1/banks/{id}/export`` does); what the format
    cannot carry is named in the file and counted on stderr."""
    settings = load_settings(data_dir=data_dir)
    try:
        if Path(source).is_file():
            bank = load_bank_file(Path(source))
        else:
            banks = {b.id: b for b in load_full_catalog(settings.data_dir).banks}
            if source not in banks:
                typer.echo(f"error: no bank file or bank id {source!r} ({', '.join(banks)})", err=True)
                raise typer.Exit(code=1)
            bank = banks[source]
    except BankFileError as error:
        _fail(error)
    exported = export_bank(bank.questions, format, title=bank.title)
    if out is None:
        sys.stdout.buffer.write(exported.content)
        sys.stdout.flush()
    else:
        out.write_bytes(exported.content)
        typer.echo(f"{out}: {_questions(bank)} of bank {bank.id!r} as {format.value}", err=True)
    fields = Counter(name for names in exported.lost.values() for name in names)
    if fields:
        counted = ", ".join(f"{name} ({count})" for name, count in fields.most_common())
        typer.echo(f"not carried by {format.value}, named in the file per question: {counted}", err=True)
