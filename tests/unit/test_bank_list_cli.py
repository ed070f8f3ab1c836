"""``interview-bot bank list``: one line per question in an 80-column terminal; ``--json`` prints what
its help says (one JSON array, an object per question)."""

from __future__ import annotations

import json
from pathlib import Path

from rich.cells import cell_len
from typer.testing import CliRunner

from interview_bot.cli import app
from tests.helpers.curated import curated_catalog

runner = CliRunner()


def test_bank_list_fits_80_columns_one_line_per_question(tmp_path: Path) -> None:
    result = runner.invoke(app, ["bank", "list", "--data-dir", str(tmp_path)], env={"COLUMNS": "80"})
    assert result.exit_code == 0, result.output
    lines = result.output.rstrip("\n").splitlines()
    assert max(cell_len(line) for line in lines) <= 80
    questions = list(curated_catalog())
    header, rows, footer = lines[0], lines[1:-1], lines[-1]
    assert header.split()[:4] == ["id", "type", "status", "key"] and "stem" in header
    assert len(rows) == len(questions) and f"{len(questions)} questions" in footer
    for row, question in zip(rows, questions, strict=True):
        assert row.split()[:3] == [question.id, question.type.value, question.status.value]


def test_bank_list_json_is_the_array_its_help_describes(tmp_path: Path) -> None:
    help_text = runner.invoke(app, ["bank", "list", "--help"], env={"COLUMNS": "200"}).output
    assert "one JSON array with an object per question" in " ".join(help_text.split())
    result = runner.invoke(app, ["bank", "list", "--json", "--data-dir", str(tmp_path)])
    listed = json.loads(result.output)
    assert isinstance(listed, list) and len(listed) == len(list(curated_catalog()))
    assert all(
        {"id", "type", "source", "status", "topics", "key", "source_key"} <= set(item) for item in listed
    )
