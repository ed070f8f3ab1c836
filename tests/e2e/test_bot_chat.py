"""``interview-bot chat``: the bot's conversation in a terminal, against the real API (in-process)."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from bot.candidate import Candidate
from bot.conversation import Conversation
from bot.terminal import chat_loop, html_to_text
from interview_bot.cli import app
from tests.helpers.api_fixtures import SERVICE_TOKEN, Api
from tests.helpers.chat_process import CHART, run_chat


def script(lines: list[str]) -> Any:
    pending = list(lines)

    async def read_line() -> str | None:
        return pending.pop(0) if pending else None

    return read_line


async def test_an_interview_in_the_terminal(bot_api: Api, conversation: Conversation, tmp_path: Path) -> None:
    key = await bot_api.recruiter_key("Acme")
    body = {"question_count": 2, "types": ["truefalse", "single"], "reveal": "end", "title": "Terminal"}
    invite = (await bot_api.client.post("/v1/invites", json=body, headers=bot_api.recruiter(key))).json()
    out: list[str] = []
    # [1] Begin, then answer both questions by clicking button 1, then leave
    await chat_loop(
        conversation,
        Candidate(9001, "Li"),
        script(["1", "1", "1", "/quit"]),
        out.append,
        tmp_path,
        invite["token"],
    )
    shown = "\n".join(out)
    assert "Terminal" in shown and "[1] 开始答题" in shown
    assert "第 1/2 题" in shown and "第 2/2 题" in shown and "总分" in shown
    charts = list(tmp_path.glob("interview-bot-chart-*.png"))
    assert len(charts) == 1 and charts[0].read_bytes()[:4] == b"\x89PNG"
    assert "<b>" not in shown and "&lt;" not in shown


async def test_practice_and_commands_in_the_terminal(conversation: Conversation, tmp_path: Path) -> None:
    out: list[str] = []
    lines = ["/lang en", "/practice", "/hint", "/skip", "/history", "/nonsense", "/stop"]
    await chat_loop(conversation, Candidate(9002, "Li", language="en"), script(lines), out.append, tmp_path)
    shown = "\n".join(out)
    assert "Language set to English." in shown and "Question 1/10" in shown and "Skipped." in shown
    assert "Past sessions" in shown and "I did not understand that." in shown and "Practice ended." in shown


def test_html_to_terminal_text() -> None:
    text = html_to_text(
        '<b>Q</b> a &lt; b <code>x</code>\n<pre><code class="language-py">if a &lt; b:\n    pass</code></pre>'
    )
    assert text == "Q a < b `x`\n    if a < b:\n        pass"


def test_cli_commands_are_registered(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    runner = CliRunner()
    assert "--invite" in runner.invoke(app, ["chat", "--help"]).output
    monkeypatch.delenv("IBOT_TELEGRAM_TOKEN", raising=False)
    result = runner.invoke(app, ["bot", "--data-dir", str(tmp_path)])
    assert result.exit_code == 1 and "IBOT_TELEGRAM_TOKEN" in result.output


@pytest.mark.slow
async def test_the_chat_command_against_a_running_api_over_http(bot_api: Api, tmp_path: Path) -> None:
    """``interview-bot chat`` as a process, talking HTTP to the API served by uvicorn on loopback: it
    follows the invite's language, writes its chart into a private temporary directory, never into the
    working directory, and never loads the Telegram library. (The one chat process of the suite: the
    conversation itself is tested in this process, here and in ``tests/integration/test_chat_cli.py``.)"""
    cwd = tmp_path / "cwd"
    cwd.mkdir()

    async def args() -> list[str]:
        key = await bot_api.recruiter_key("Acme")
        body = {
            "question_count": 1,
            "types": ["truefalse"],
            "reveal": "each",
            "title": "CLI",
            "language": "en",
        }
        invite = (await bot_api.client.post("/v1/invites", json=body, headers=bot_api.recruiter(key))).json()
        return ["--invite", invite["token"], "--user-id", "9003"]

    # a line of bytes that are no UTF-8 (a terminal of another encoding): read as U+FFFD, an answer the
    # bot cannot read, where it stopped the chat with a traceback (UnicodeDecodeError, or a request that
    # could not carry the lone surrogates Python had kept them as)
    stdin = b"1\n\xff\xfe\n1\n/history\n/quit\n"
    code, shown, err = await run_chat(bot_api.app, SERVICE_TOKEN, args, stdin, cwd)
    assert code == 0, err
    assert "Traceback" not in err and "Not recognised as an answer" in shown, (shown, err)
    assert err.rstrip().endswith("aiogram loaded: False"), err  # the Telegram library is the bot's alone
    assert "CLI" in shown and "Question 1/1" in shown and "第 1/1 题" not in shown, shown
    assert "Score" in shown and "Past sessions" in shown, shown
    charts = [Path(p) for p in CHART.findall(shown)]
    assert len(charts) == 1 and charts[0].read_bytes()[:4] == b"\x89PNG"
    assert charts[0].parent.parent == Path(tempfile.gettempdir()) and cwd not in charts[0].parents
    assert oct(charts[0].parent.stat().st_mode & 0o777) == "0o700"
    assert list(cwd.iterdir()) == [], "nothing written into the working directory"
