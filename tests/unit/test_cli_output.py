"""The command line names itself as it can be typed again, writes tables one line per row into a
pipe, and says where an index's vectors came from instead of "0 documents embedded"."""

from __future__ import annotations

import io
import os
from pathlib import Path

import pytest
from rich.console import Console

from interview_bot import output
from interview_bot.commands.bank_commands import question_table
from interview_bot.commands.retrieval_commands import index_summary
from retrieval._sync import IndexReport


def test_the_name_is_the_path_it_ran_by_when_not_on_the_path(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    script = tmp_path / ".venv" / "bin" / "interview-bot"
    script.parent.mkdir(parents=True)
    script.write_text("#!/bin/sh\n")
    script.chmod(0o755)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("sys.argv", [str(script)])
    monkeypatch.setenv("PATH", "/usr/bin:/bin")
    assert output.cli_name() == os.path.join(".venv", "bin", "interview-bot")
    monkeypatch.setenv("PATH", f"{script.parent}:/usr/bin")
    assert output.cli_name() == "interview-bot"  # reachable by its bare name: say that


def test_a_table_into_a_pipe_is_one_line_per_row(monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.helpers.curated import curated_catalog

    monkeypatch.delenv("COLUMNS", raising=False)
    questions = list(curated_catalog())[:20]
    buffer = io.StringIO()
    console = output.table_console()  # stdout is not a terminal under pytest
    assert console.width == output.PIPE_WIDTH
    Console(file=buffer, width=console.width, color_system=None).print(question_table(questions))
    lines = buffer.getvalue().splitlines()
    assert len(lines) == len(questions) + 1  # the header, then one line per question
    assert all(question.id in line for question, line in zip(questions, lines[1:], strict=True))


def test_index_summary_says_where_the_vectors_came_from() -> None:
    shipped = index_summary(IndexReport(added=207, reused=414, seconds=1.0))
    assert "0 documents embedded" not in shipped and "ship with the package" in shipped
    assert "5 documents embedded by the model" in index_summary(IndexReport(added=5, embedded=5))
    assert "nothing to embed" in index_summary(IndexReport(unchanged=5))
