"""Webhook mode: updates POSTed by Telegram with the secret token, to the ASGI app the API's web server
can mount, and to the bot's own server (the same app); an update acknowledged is handled before a stop
closes the bot."""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any

import httpx
from pydantic import SecretStr

from bot.settings import BotSettings
from tests.helpers.api_fixtures import Api
from tests.helpers.bot_fixtures import TOKEN
from tests.helpers.fake_telegram import FakeTelegram
from tests.helpers.ports import free_port

# aiogram (through bot.runner) is imported inside the tests, not here: its import costs about
# 2.6 s of CPU, which every pytest-xdist worker would pay to collect this file, though one runs it
# (tests/helpers/scheduling.py hands the files that run the bot to one worker)
SECRET = "webhook-secret-0123456789abcdef"


def settings_for(tg: FakeTelegram, api: Api, url: str) -> BotSettings:
    return BotSettings(
        telegram_token=SecretStr(TOKEN),
        telegram_api_url=tg.base_url,
        api_url="http://testserver",
        service_token=api.settings.service_token,
        webhook_url=url,
        webhook_secret=SecretStr(SECRET),
    )


def help_update(tg: FakeTelegram, user_id: int) -> dict[str, Any]:
    update = tg.send_text(user_id, "/help")
    tg.updates.clear()  # delivered by webhook, not by getUpdates
    return update


async def test_the_mountable_webhook_app_checks_the_secret(fake_tg: FakeTelegram, bot_api: Api) -> None:
    from bot.runner import open_webhook_app

    settings = settings_for(fake_tg, bot_api, "https://bot.example/telegram/hook")
    app, close = await open_webhook_app(settings, api_transport=httpx.ASGITransport(app=bot_api.app))
    try:
        assert fake_tg.webhook is not None and fake_tg.webhook["secret_token"] == SECRET
        assert fake_tg.webhook["url"] == "https://bot.example/telegram/hook"
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://bot") as client:
            update = help_update(fake_tg, 8001)
            refused = await client.post(
                "/telegram/hook", json=update, headers={"X-Telegram-Bot-Api-Secret-Token": "no"}
            )
            assert refused.status_code == 403
            assert (await client.post("/telegram/hook", json=update)).status_code == 403
            accepted = await client.post(
                "/telegram/hook", json=update, headers={"X-Telegram-Bot-Api-Secret-Token": SECRET}
            )
            assert accepted.status_code == 200
            await fake_tg.wait_for(lambda: any("/practice" in m.text for m in fake_tg.bot_messages(8001)))
            assert len(fake_tg.bot_messages(8001)) == 1
            # Telegram retries a webhook it thinks failed: the same update is not handled twice
            again = await client.post(
                "/telegram/hook", json=update, headers={"X-Telegram-Bot-Api-Secret-Token": SECRET}
            )
            assert again.status_code == 200
            await asyncio.sleep(0.3)
            assert len(fake_tg.bot_messages(8001)) == 1
    finally:
        await close()


async def test_the_bots_own_webhook_server(fake_tg: FakeTelegram, bot_api: Api) -> None:
    from bot.runner import run_bot

    port = free_port()
    settings = settings_for(fake_tg, bot_api, f"http://127.0.0.1:{port}/hook")
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
            update = help_update(fake_tg, 8002)
            refused = await client.post(
                "/hook", json=update, headers={"X-Telegram-Bot-Api-Secret-Token": "no"}
            )
            assert refused.status_code == 403
            elsewhere = await client.post(
                "/other", json=update, headers={"X-Telegram-Bot-Api-Secret-Token": SECRET}
            )
            assert elsewhere.status_code == 404
            ok = await client.post("/hook", json=update, headers={"X-Telegram-Bot-Api-Secret-Token": SECRET})
            assert ok.status_code == 200
        await fake_tg.wait_for(lambda: any("/practice" in m.text for m in fake_tg.bot_messages(8002)))
        assert fake_tg.polls == 0  # webhook mode never long-polls
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task


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
    from bot.runner import open_webhook_app

    settings = settings_for(fake_tg, bot_api, "https://bot.example/hook")
    app, close = await open_webhook_app(settings, api_transport=SlowApi(bot_api.app))
    try:
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://bot") as client:
            accepted = await client.post(
                "/hook", json=help_update(fake_tg, 8003), headers={"X-Telegram-Bot-Api-Secret-Token": SECRET}
            )
            assert accepted.status_code == 200  # Telegram will not send it again
    finally:
        await close()  # at once: the update is still waiting for the API
    assert any("/practice" in m.text for m in fake_tg.bot_messages(8003))


async def test_stopping_the_bots_own_server_handles_the_updates_it_acknowledged(
    fake_tg: FakeTelegram, bot_api: Api
) -> None:
    from bot.runner import run_bot

    port = free_port()
    settings = settings_for(fake_tg, bot_api, f"http://127.0.0.1:{port}/hook")
    task = asyncio.create_task(
        run_bot(settings, api_transport=SlowApi(bot_api.app), webhook_host="127.0.0.1", webhook_port=port)
    )
    try:
        await fake_tg.wait_for(lambda: fake_tg.webhook is not None)
        async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}") as client:
            ok = await client.post(
                "/hook", json=help_update(fake_tg, 8004), headers={"X-Telegram-Bot-Api-Secret-Token": SECRET}
            )
            assert ok.status_code == 200
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
    assert any("/practice" in m.text for m in fake_tg.bot_messages(8004))
