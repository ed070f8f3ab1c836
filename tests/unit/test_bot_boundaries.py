"""The bot builds its routers per dispatcher (a second dispatcher, e.g. after a restart, must work) and
registers its commands in both languages. That it imports nothing of the project but the API's wire
schemas is checked in a fresh interpreter: tests/integration/test_bot_import_boundary.py."""

from __future__ import annotations

import httpx

from bot.client import ApiClient
from bot.dispatcher import COMMANDS, bot_commands, create_dispatcher


def test_two_dispatchers_in_one_process() -> None:
    api = ApiClient(
        "http://api.test",
        "token-0123456789abcdef",
        transport=httpx.MockTransport(lambda r: httpx.Response(500)),
    )
    first, second = create_dispatcher(api), create_dispatcher(api)
    names = [router.name for router in second.sub_routers]
    assert first is not second and names == [router.name for router in first.sub_routers]
    assert {"common", "rights", "practice", "interview"} <= set(names) and names[-1] == "fallback"


def test_commands_in_both_languages() -> None:
    zh, en = bot_commands("zh"), bot_commands("en")
    assert [c.command for c in zh] == [c.command for c in en] == list(COMMANDS)
    assert all(c.description for c in zh + en) and zh[0].description != en[0].description
