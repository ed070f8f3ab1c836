"""Arguments out of what a command can use are refused as it reads them (exit 2, naming the option),
before it reaches for a store or an API — never taken and failed on later, nor quietly replaced."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from interview_bot.cli import app, main


@pytest.mark.parametrize(
    ("option", "value"),
    [
        # a Telegram user id: 1 to 2**52 - 1, as the API takes it (api/schemas/base.py)
        ("--user-id", "0"),
        ("--user-id", "-1"),
        ("--user-id", str(2**52)),
        ("--user-id", str(2**63)),
        # the candidate's language: zh or en, as everywhere else (not zh for anything else)
        ("--lang", "fr"),
        ("--lang", "EN "),
    ],
)
def test_chat_refuses_an_option_it_cannot_use(option: str, value: str) -> None:
    # no API runs here: a refusal that came from the API would need one, and fail otherwise
    result = CliRunner().invoke(
        app, ["chat", option, value, "--api-url", "http://127.0.0.1:9"], input="/quit\n"
    )
    assert result.exit_code == 2, result.output
    assert f"Invalid value for '{option}'" in result.output, result.output


@pytest.mark.parametrize(
    "argv",
    [
        ["admin", "list-keys", "--org", "\udcff"],  # b"\xff": Python keeps an undecodable byte so
        ["admin", "create-org", "Acme\udce9"],  # "Acme" and a Latin-1 "é"
        ["search", "\udcb0\udca2"],  # "阿" in GBK: a Chinese terminal that is not UTF-8
    ],
)
def test_an_argument_that_is_no_utf8_text_is_refused_before_any_command_runs(
    argv: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Bytes of another encoding in an argument: every command that wrote or looked one up in the store
    (or printed it) failed with a UnicodeEncodeError, most with a traceback."""
    monkeypatch.setattr(sys, "argv", ["interview-bot", *argv, "--data-dir", str(tmp_path)])
    with pytest.raises(SystemExit) as done:
        main()
    assert done.value.code == 2
    said = capsys.readouterr().err
    assert "is not UTF-8 text" in said and "LANG=C.UTF-8" in said, said
    assert list(tmp_path.iterdir()) == []  # no store was made or opened
