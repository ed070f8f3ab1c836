"""The service's settings hold only what the API reads; the bot's fields are the bot's (issue 10), every
``IBOT_`` name still works, and ``interview-bot up`` wires the two together."""

from __future__ import annotations

import stat
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from pydantic import SecretStr

from api.settings import Settings
from bot.settings import BotSettings
from interview_bot.commands.service_commands import companion_bot_settings

BOT_ONLY = {"telegram_token", "telegram_api_url", "webhook_url", "webhook_secret"}
SECRET = "Zq3v-9sQ_u7WcK2mNb4x"


def test_the_bot_fields_live_in_the_bot_settings_only() -> None:
    assert set(BotSettings.model_fields) >= BOT_ONLY
    assert BOT_ONLY & set(Settings.model_fields) == set()


def test_every_bot_variable_is_still_read_from_the_environment(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    env = {
        "IBOT_TELEGRAM_TOKEN": "123456:ABCDEF",
        "IBOT_TELEGRAM_API_URL": "http://127.0.0.1:8081",
        "IBOT_WEBHOOK_URL": "https://bot.example.com/telegram/webhook",
        "IBOT_WEBHOOK_SECRET": SECRET,
        "IBOT_API_URL": "http://api.internal:8000",
        "IBOT_DATA_DIR": str(tmp_path),
    }
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    bot = BotSettings()
    assert bot.telegram_token is not None and bot.telegram_token.get_secret_value() == "123456:ABCDEF"
    assert (bot.telegram_api_url, bot.webhook_url, bot.api_url, bot.data_dir) == (
        "http://127.0.0.1:8081",
        "https://bot.example.com/telegram/webhook",
        "http://api.internal:8000",
        tmp_path,
    )
    assert bot.require_webhook_secret() == SECRET
    service = Settings()  # reads its own variables, ignores the bot's
    assert (service.api_url, service.data_dir) == ("http://api.internal:8000", tmp_path)


def test_up_points_its_bot_at_the_api_it_serves(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("IBOT_TELEGRAM_TOKEN", "123456:ABCDEF")
    monkeypatch.setenv("IBOT_API_URL", "http://elsewhere:9000")
    service = Settings(data_dir=tmp_path, service_token=SecretStr(SECRET))
    bot = companion_bot_settings(service, "0.0.0.0", 8123)
    assert bot.api_url == "http://127.0.0.1:8123" and bot.data_dir == tmp_path
    assert bot.resolve_service_token() == SECRET
    assert bot.telegram_token is not None
    monkeypatch.delenv("IBOT_TELEGRAM_TOKEN")
    assert companion_bot_settings(service, "127.0.0.1", 8123).telegram_token is None


def test_processes_starting_together_on_a_new_data_dir_share_one_service_token(tmp_path: Path) -> None:
    """Two ``api`` started at once on a new data dir (replicas; tests/e2e/test_sqlite_api_killed.py) each
    generate the token: every one of them must end up with the one in the file, readable by its owner
    alone, and no draft left behind."""
    for attempt in range(20):
        data = tmp_path / str(attempt)
        together = threading.Barrier(8)

        def generate(data: Path = data, together: threading.Barrier = together) -> str:
            settings = Settings(data_dir=data)
            together.wait()
            return settings.ensure_service_token()

        with ThreadPoolExecutor(8) as pool:
            tokens = set(pool.map(lambda _: generate(), range(8)))
        stored = data / "service_token"
        assert tokens == {stored.read_text(encoding="utf-8").strip()}, attempt
        assert stat.S_IMODE(stored.stat().st_mode) == 0o600
        assert sorted(path.name for path in data.iterdir()) == ["service_token"]
