"""Placeholder until this command group is implemented."""

from __future__ import annotations

import typer


def register(app: typer.Typer) -> None:
    """Add this module's commands to the application."""
