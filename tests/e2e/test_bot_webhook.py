"""Webhook mode: updates POSTed by Telegram with the secret token, to the ASGI app the API's web server
can mount, and to the bot's own server (the same app); an update acknowledged is handled before a stop
closes the bot."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx

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

SECRET = "webhook-secret-0123456789abcdef"


async def test_the_mountable_webhook_app_checks_the_secret(fake_tg: FakeTelegram, bot_api: Api) -> None:
    settings = webhook_settings(fake_tg, bot_api, "https://bot.example/telegram/hook", SECRET)
    async with mounted_webhook(settings, bot_api) as client:
        assert fake_tg.webhook is not None and fake_tg.webhook["secret_token"] == SECRET
        assert fake_tg.webhook["url"] == "https://bot.example/telegram/hook"
        update = help_update(fake_tg, 8001)
        refused = await client.post("/telegram/hook", json=update, headers=headers_for("no"))
        assert refused.status_code == 403
        assert (await client.post("/telegram/hook", json=update)).status_code == 403
        accepted = await client.post("/telegram/hook", json=update, headers=headers_for(SECRET))
        assert accepted.status_code == 200
        await fake_tg.wait_for(lambda: any("/practice" in m.text for m in fake_tg.bot_messages(8001)))
        assert len(fake_tg.bot_messages(8001)) == 1
        # Telegram retries a webhook it thinks failed: the same update is not handled twice
        again = await client.post("/telegram/hook", json=update, headers=headers_for(SECRET))
        assert again.status_code == 200
        await asyncio.sleep(0.3)
        assert len(fake_tg.bot_messages(8001)) == 1


async def test_the_bots_own_webhook_server(fake_tg: FakeTelegram, bot_api: Api) -> None:
    port = free_port()
    settings = webhook_settings(fake_tg, bot_api, f"http://127.0.0.1:{port}/hook", SECRET)
    async with own_webhook_server(fake_tg, settings, bot_api, port) as client:
        update = help_update(fake_tg, 8002)
        refused = await client.post("/hook", json=update, headers=headers_for("no"))
        assert refused.status_code == 403
        elsewhere = await client.post("/other", json=update, headers=headers_for(SECRET))
        assert elsewhere.status_code == 404
        ok = await client.post("/hook", json=update, headers=headers_for(SECRET))
        assert ok.status_code == 200
        await fake_tg.wait_for(lambda: any("/practice" in m.text for m in fake_tg.bot_messages(8002)))
        assert fake_tg.polls == 0  # webhook mode never long-polls


class SlowApi(httpx.AsyncBaseTransport):
    """The real API, each answer a little late: an update is still being handled when the stop comes."""

    def __init__(self, app: Any, delay: float = 0.5) -> None:
        self.inner = httpx.ASGITransport(app=app)
        self.delay = delay

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        await asyncio.sleep(self.delay)
        return await self.inner.handle_async_request(request)


async def test_closing_the_mountable_app_handles_the_updates_it_acknowledged(
    fake_tg: FakeTelegram, bot_api: Api
) -> None:
    settings = webhook_settings(fake_tg, bot_api, "https://bot.example/hook", SECRET)
    async with mounted_webhook(settings, bot_api, SlowApi(bot_api.app)) as client:
        accepted = await client.post("/hook", json=help_update(fake_tg, 8003), headers=headers_for(SECRET))
        assert accepted.status_code == 200  # Telegram will not send it again
    # closed at once: the update was still waiting for the API
    assert any("/practice" in m.text for m in fake_tg.bot_messages(8003))


async def test_stopping_the_bots_own_server_handles_the_updates_it_acknowledged(
    fake_tg: FakeTelegram, bot_api: Api
) -> None:
    port = free_port()
    settings = webhook_settings(fake_tg, bot_api, f"http://127.0.0.1:{port}/hook", SECRET)
    async with own_webhook_server(fake_tg, settings, bot_api, port, SlowApi(bot_api.app)) as client:
        ok = await client.post("/hook", json=help_update(fake_tg, 8004), headers=headers_for(SECRET))
        assert ok.status_code == 200
    assert any("/practice" in m.text for m in fake_tg.bot_messages(8004))
