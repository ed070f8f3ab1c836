"""The bot's webhook refuses what Telegram did not send: no secret, a wrong secret, a secret of another
length, non-POST methods, oversized and malformed bodies, JSON that is no update — on the mountable
ASGI app and the bot's own server (the same app). A refused update is never handled."""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any

import httpx
import pytest
from pydantic import SecretStr

from bot.settings import BotSettings
from tests.helpers.api_fixtures import Api
from tests.helpers.bot_fixtures import TOKEN
from tests.helpers.fake_telegram import FakeTelegram
from tests.helpers.ports import free_port

# aiogram (through bot.runner) is imported inside the tests, not here: its import costs about
# 2.6 s of CPU, which every pytest-xdist worker would pay to collect this file, though one runs it
# (tests/helpers/scheduling.py hands the files that run the bot to one worker)
SECRET = "hardening-webhook-secret-0123456789"
HEADER = "X-Telegram-Bot-Api-Secret-Token"
WRONG = [None, "", "x", SECRET[:-1], SECRET + "x", SECRET.upper(), "Bearer " + SECRET]


def bot_settings(tg: FakeTelegram, api: Api, url: str, secret: str | None = SECRET) -> BotSettings:
    return BotSettings(
        telegram_token=SecretStr(TOKEN),
        telegram_api_url=tg.base_url,
        api_url="http://testserver",
        service_token=api.settings.service_token,
        webhook_url=url,
        webhook_secret=SecretStr(secret) if secret else None,
    )


def update_for(tg: FakeTelegram, user_id: int) -> dict[str, Any]:
    update = tg.send_text(user_id, "/help")
    tg.updates.remove(update)
    return update


def headers_for(secret: str | None) -> dict[str, str]:
    return {} if secret is None else {HEADER: secret}


async def test_the_mountable_app_refuses_without_the_exact_secret(
    fake_tg: FakeTelegram, bot_api: Api
) -> None:
    from bot.runner import open_webhook_app

    settings = bot_settings(fake_tg, bot_api, "https://bot.example/hook")
    app, close = await open_webhook_app(settings, api_transport=httpx.ASGITransport(app=bot_api.app))
    try:
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://bot") as client:
            for n, secret in enumerate(WRONG):
                response = await client.post(
                    "/hook", json=update_for(fake_tg, 8100 + n), headers=headers_for(secret)
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
            ok = await client.post("/hook", json=update_for(fake_tg, 8199), headers=headers_for(SECRET))
            assert ok.status_code == 200
            await fake_tg.wait_for(lambda: fake_tg.bot_messages(8199))
    finally:
        await close()


async def test_the_bots_own_server_refuses_without_the_exact_secret(
    fake_tg: FakeTelegram, bot_api: Api
) -> None:
    from bot.runner import run_bot

    port = free_port()
    settings = bot_settings(fake_tg, bot_api, f"http://127.0.0.1:{port}/hook")
    task = asyncio.create_task(
        run_bot(
            settings,
            api_transport=httpx.ASGITransport(app=bot_api.app),
            webhook_host="127.0.0.1",
            webhook_port=port,
        )
    )
    try:
        await fake_tg.wait_for(lambda: fake_tg.webhook is not None)
        async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}") as client:
            for n, secret in enumerate(WRONG):
                response = await client.post(
                    "/hook", json=update_for(fake_tg, 8200 + n), headers=headers_for(secret)
                )
                assert response.status_code == 403, secret
            ok = await client.post("/hook", json=update_for(fake_tg, 8299), headers=headers_for(SECRET))
            assert ok.status_code == 200
        await fake_tg.wait_for(lambda: fake_tg.bot_messages(8299))
        assert all(fake_tg.bot_messages(8200 + n) == [] for n in range(len(WRONG)))
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task


async def test_webhook_mode_refuses_to_start_without_a_secret(fake_tg: FakeTelegram, bot_api: Api) -> None:
    from bot.runner import run_bot

    port = free_port()
    settings = bot_settings(fake_tg, bot_api, f"http://127.0.0.1:{port}/hook", secret=None)
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
