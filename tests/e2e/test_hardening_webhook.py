"""The bot's webhook refuses what Telegram did not send: no secret, a wrong secret, a secret of another
length, non-POST methods, oversized and malformed bodies, JSON that is no update — on the mountable
ASGI app and the bot's own server (the same app). A refused update is never handled."""

from __future__ import annotations

import asyncio
import contextlib

import httpx
import pytest
from pydantic import SecretStr

from bot.settings import BotSettings
from tests.helpers.api_fixtures import Api
from tests.helpers.bot_webhook import (
    headers_for,
    help_update,
    mounted_webhook,
    own_webhook_server,
    webhook_settings,
)
from tests.helpers.fake_telegram import FakeTelegram
from tests.helpers.ports import free_port

SECRET = "hardening-webhook-secret-0123456789"
WRONG = [None, "", "x", SECRET[:-1], SECRET + "x", SECRET.upper(), "Bearer " + SECRET]


async def test_the_mountable_app_refuses_without_the_exact_secret(
    fake_tg: FakeTelegram, bot_api: Api
) -> None:
    settings = webhook_settings(fake_tg, bot_api, "https://bot.example/hook", SECRET)
    async with mounted_webhook(settings, bot_api) as client:
        for n, secret in enumerate(WRONG):
            response = await client.post(
                "/hook", json=help_update(fake_tg, 8100 + n), headers=headers_for(secret)
            )
            assert response.status_code == 403, secret
        assert (await client.get("/hook", headers=headers_for(SECRET))).status_code == 405
        big = {"update_id": 1, "message": {"text": "x" * (2 << 20)}}
        assert (await client.post("/hook", json=big, headers=headers_for(SECRET))).status_code == 413
        bad = await client.post("/hook", content=b"{not json", headers=headers_for(SECRET))
        assert bad.status_code == 400
        # JSON that is no update: nested past what json.loads takes (a RecursionError, not a
        # ValueError: it escaped as a 500), or no object at all (it failed in the background)
        for body in (b"[" * 200_000 + b"]" * 200_000, b"[]", b"1", b'"update"', b"null"):
            refused = await client.post("/hook", content=body, headers=headers_for(SECRET))
            assert refused.status_code == 400, body[:10]
        await asyncio.sleep(0.3)
        assert all(fake_tg.bot_messages(8100 + n) == [] for n in range(len(WRONG)))
        ok = await client.post("/hook", json=help_update(fake_tg, 8199), headers=headers_for(SECRET))
        assert ok.status_code == 200
        await fake_tg.wait_for(lambda: fake_tg.bot_messages(8199))


async def test_the_bots_own_server_refuses_without_the_exact_secret(
    fake_tg: FakeTelegram, bot_api: Api
) -> None:
    port = free_port()
    settings = webhook_settings(fake_tg, bot_api, f"http://127.0.0.1:{port}/hook", SECRET)
    async with own_webhook_server(fake_tg, settings, bot_api, port) as client:
        for n, secret in enumerate(WRONG):
            response = await client.post(
                "/hook", json=help_update(fake_tg, 8200 + n), headers=headers_for(secret)
            )
            assert response.status_code == 403, secret
        ok = await client.post("/hook", json=help_update(fake_tg, 8299), headers=headers_for(SECRET))
        assert ok.status_code == 200
        await fake_tg.wait_for(lambda: fake_tg.bot_messages(8299))
        assert all(fake_tg.bot_messages(8200 + n) == [] for n in range(len(WRONG)))


async def test_webhook_mode_refuses_to_start_without_a_secret(fake_tg: FakeTelegram, bot_api: Api) -> None:
    from bot.runner import run_bot

    port = free_port()
    settings = webhook_settings(fake_tg, bot_api, f"http://127.0.0.1:{port}/hook", secret=None)
    task = asyncio.create_task(
        run_bot(
            settings,
            api_transport=httpx.ASGITransport(app=bot_api.app),
            webhook_host="127.0.0.1",
            webhook_port=port,
        )
    )
    try:
        with pytest.raises(RuntimeError, match="IBOT_WEBHOOK_SECRET"):
            # refused as it starts: the budget is only for a loaded machine to get that far
            await asyncio.wait_for(asyncio.shield(task), 30)
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await task


@pytest.mark.parametrize(
    "secret", [None, "", "short", "has spaces in it 12345", "x" * 257, "ключ-ключ-ключ-ключ"]
)
def test_webhook_secrets_telegram_would_reject_or_that_are_guessable_are_refused(secret: str | None) -> None:
    settings = BotSettings(
        telegram_token=SecretStr("123456:ABCDEF"),
        webhook_url="https://example.invalid/hook",
        webhook_secret=SecretStr(secret) if secret is not None else None,
    )
    with pytest.raises(RuntimeError, match="IBOT_WEBHOOK_SECRET"):
        settings.require_webhook_secret()


def test_a_good_webhook_secret_is_accepted() -> None:
    settings = BotSettings(webhook_url="https://example.invalid/hook", webhook_secret=SecretStr(SECRET))
    assert settings.require_webhook_secret() == SECRET
