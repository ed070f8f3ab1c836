"""``interview-bot bank …``: list, validate and import question banks."""

from __future__ import annotations

import typer

bank_app = typer.Typer(help="The question bank: list, validate, import.", no_args_is_help=True)


def register(app: typer.Typer) -> None:
    app.add_typer(bank_app, name="bank")
