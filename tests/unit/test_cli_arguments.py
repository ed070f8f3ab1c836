"""Arguments out of what a command can use are refused as it reads them (exit 2, naming the option),
before it reaches for a store or an API — never taken and failed on later, nor quietly replaced."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from interview_bot.cli import app


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
