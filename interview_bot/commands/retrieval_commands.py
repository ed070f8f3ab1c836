"""``interview-bot index`` and ``interview-bot search``: the Chroma question index from the command line."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.table import Table

from interview_bot.output import table_console

if TYPE_CHECKING:
    from bank.catalog import Catalog
    from retrieval import IndexReport, QuestionIndex

DataDirOption = Annotated[
    Path | None, typer.Option("--data-dir", help="Data directory (default: IBOT_DATA_DIR or ./data).")
]
ChromaUrlOption = Annotated[
    str | None,
    typer.Option(
        "--chroma-url",
        help="Chroma server, e.g. http://127.0.0.1:8000 (default: IBOT_CHROMA_URL; "
        "unset = embedded Chroma in the data dir).",
    ),
]


def register(app: typer.Typer) -> None:
    app.command("index")(index_command)
    app.command("search")(search_command)


def _open(data_dir: Path | None, chroma_url: str | None) -> tuple[QuestionIndex, Catalog]:
    from api.settings import load_settings
    from bank.library import load_full_catalog
    from retrieval import open_index

    settings = load_settings(data_dir=data_dir, chroma_url=chroma_url)
    catalog = load_full_catalog(settings.data_dir)
    try:
        index = open_index(settings.data_dir, settings.chroma_url)
    except ConnectionError as error:
        typer.echo(f"error: {error}", err=True)
        raise typer.Exit(code=1) from error
    return index, catalog


def index_summary(report: IndexReport) -> str:
    """One line: what a sync or rebuild did."""
    # vectors shipped with the package are stored without the model: say so, not "0 embedded" after
    # a progress bar that counted every question
    embedded = (
        f"{report.embedded} documents embedded by the model"
        if report.embedded
        else f"{report.reused} documents took the vectors that ship with the package (none embedded here)"
        if report.reused
        else "nothing to embed"
    )
    return (
        f"{report.total} questions: {report.added} added, {report.updated} updated, "
        f"{report.unchanged} unchanged, {report.removed} removed; {embedded}"
        f"{' (rebuilt)' if report.rebuilt else ''} in {report.seconds:.1f} s"
    )


def index_command(
    data_dir: DataDirOption = None,
    chroma_url: ChromaUrlOption = None,
    incremental: Annotated[
        bool,
        typer.Option("--incremental", help="Embed only new and changed questions instead of rebuilding."),
    ] = False,
) -> None:
    """(Re)build the Chroma index of questions and explanations, with a progress bar."""
    index, catalog = _open(data_dir, chroma_url)
    questions = list(catalog)
    report = index.sync(questions, progress=True) if incremental else index.rebuild(questions, progress=True)
    typer.echo(index_summary(report))


def search_command(
    query: Annotated[str, typer.Argument(help="What to look for, in Chinese or English.")],
    k: Annotated[int, typer.Option("--k", min=1, max=100, help="How many questions.")] = 5,
    as_json: Annotated[
        bool, typer.Option("--json", help="JSON: [{id, score, type, topics, snippet}].")
    ] = False,
    types: Annotated[list[str] | None, typer.Option("--type", help="Only these question types.")] = None,
    topics: Annotated[list[str] | None, typer.Option("--topic", help="Only these topic tags.")] = None,
    all_statuses: Annotated[
        bool, typer.Option("--all-statuses", help="Include disputed and incomplete questions.")
    ] = False,
    mode: Annotated[str | None, typer.Option("--mode", help="dense, lexical or hybrid (default).")] = None,
    data_dir: DataDirOption = None,
    chroma_url: ChromaUrlOption = None,
) -> None:
    """Ranked question ids with scores, from the index (synced first if the bank changed)."""
    if mode not in (None, "dense", "lexical", "hybrid"):
        raise typer.BadParameter("--mode must be dense, lexical or hybrid")
    from retrieval.lexical import prefer_dictionary_table

    prefer_dictionary_table()  # one query to segment: look words up rather than load jieba's dictionary
    index, catalog = _open(data_dir, chroma_url)
    questions = list(catalog)
    if index.needs_sync(questions):
        typer.echo("the bank changed since the index was built: indexing first", err=True)
        index.sync(questions, progress=True)
    else:
        from interview_bot.quick_exit import exit_at_once

        exit_at_once()  # read only: nothing for the interpreter's teardown to persist
    try:
        hits = index.search(
            query,
            k,
            types=types or None,
            topics=topics or None,
            statuses=None if all_statuses else ("active",),
            mode=mode,  # type: ignore[arg-type]
        )
    except ValueError as error:  # an unknown --type
        raise typer.BadParameter(str(error)) from error
    if as_json:
        rows: list[dict[str, Any]] = [
            {
                "id": hit.question_id,
                "score": round(hit.score, 6),
                "type": hit.type,
                "topics": list(hit.topics),
                "snippet": hit.snippet,
                "dense_score": None if hit.dense_score is None else round(hit.dense_score, 6),
                "lexical_score": None if hit.lexical_score is None else round(hit.lexical_score, 6),
            }
            for hit in hits
        ]
        typer.echo(json.dumps(rows, ensure_ascii=False, indent=1))
        return
    if not hits:
        typer.echo("no matching questions")
        return
    table = Table(box=None, pad_edge=False, expand=True, padding=(0, 1), header_style="bold")
    table.add_column("#", justify="right", no_wrap=True)
    table.add_column("id", no_wrap=True)
    table.add_column("score", no_wrap=True)
    table.add_column("type", no_wrap=True)
    table.add_column("topics", no_wrap=True, max_width=24, overflow="ellipsis")
    table.add_column("question", no_wrap=True, overflow="ellipsis", ratio=1, min_width=12)
    for rank, hit in enumerate(hits, start=1):
        text = hit.snippet if len(hit.snippet) <= 80 else hit.snippet[:79] + "…"
        table.add_row(str(rank), hit.question_id, f"{hit.score:.4f}", hit.type, ", ".join(hit.topics), text)
    table_console().print(table)
