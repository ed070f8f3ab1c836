"""The bot loads nothing of the project but the API's wire schemas — not even indirectly — and builds
its routers per dispatcher (a second dispatcher, e.g. after a restart, must work)."""

from __future__ import annotations

import subprocess
import sys

import httpx

from bot.client import ApiClient
from bot.dispatcher import COMMANDS, bot_commands, create_dispatcher


def test_importing_the_bot_loads_only_api_schemas_of_the_project() -> None:
    code = (
        "import sys, bot.runner, bot.terminal, bot.dispatcher, bot.practice_flow, bot.webhook;"
        "project = ('api', 'bank', 'retrieval', 'interview_bot');"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in project))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "['api', 'api.schemas']"


def test_two_dispatchers_in_one_process() -> None:
    api = ApiClient(
        "http://api.test",
        "token-0123456789abcdef",
        transport=httpx.MockTransport(lambda r: httpx.Response(500)),
    )
    first, second = create_dispatcher(api), create_dispatcher(api)
    assert first is not second and len(second.sub_routers) == 4


def test_commands_in_both_languages() -> None:
    zh, en = bot_commands("zh"), bot_commands("en")
    assert [c.command for c in zh] == [c.command for c in en] == list(COMMANDS)
    assert all(c.description for c in zh + en) and zh[0].description != en[0].description
