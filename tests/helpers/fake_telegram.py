"""A fake Telegram Bot API server for the bot's end-to-end tests (aiohttp on loopback).

The real aiogram ``Bot`` talks HTTP to it (``IBOT_TELEGRAM_API_URL``). It honours ``getUpdates`` long
polls (``timeout``, ``offset``), keeps every chat's messages (edits applied), checks what Telegram
checks (HTML entities, 4,096 characters, callback data ≤ 64 bytes, quiz poll limits), records every call,
injects 429s, and lets tests act as users: send text, click buttons, vote in polls, replay updates.

Its parts: ``fake_telegram_chats`` (calls, messages, message objects), ``fake_telegram_sending`` (the methods
that send and edit messages), ``fake_telegram_users`` (the updates a test sends as users); here the server,
its faults, the remaining methods and the waits.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import time
from typing import Any

from aiohttp import web

from tests.helpers.fake_telegram_chats import BOT_USER, BadRequest, Call, Sent
from tests.helpers.fake_telegram_sending import SendingMethods
from tests.helpers.fake_telegram_users import ActingAsUsers
from tests.helpers.polling import WAIT_S

__all__ = ["Call", "FakeTelegram", "Sent"]


class FakeTelegram(SendingMethods, ActingAsUsers):
    def __init__(self) -> None:
        self.calls: list[Call] = []
        self.messages: dict[int, list[Sent]] = {}  # chat id -> messages, in order
        self.updates: list[dict[str, Any]] = []
        self.answered_callbacks: dict[str, dict[str, Any]] = {}
        self.commands: dict[str, list[dict[str, Any]]] = {}
        self.webhook: dict[str, Any] | None = None
        self._update_ids = itertools.count(1)
        self._message_ids = itertools.count(1)
        self._callback_ids = itertools.count(1)
        self._poll_ids = itertools.count(1)
        self.polls_sent: dict[str, Sent] = {}  # poll id -> its message
        self._voters: set[tuple[str, int]] = set()
        self._changed = asyncio.Condition()
        self._chat_events: dict[int, asyncio.Event] = {}
        self._callback_users: dict[str, int] = {}
        self._faults: list[tuple[str, int, int]] = []  # (method, retry_after, remaining)
        self._errors: list[list[Any]] = []  # [method, error code, remaining]
        self._holds: dict[str, asyncio.Event] = {}
        self._runner: web.AppRunner | None = None
        self.base_url = ""
        self.polls = 0
        self._closing = False

    # -- server ---------------------------------------------------------------------------------------
    async def start(self) -> str:
        app = web.Application(client_max_size=20 * 1024 * 1024)
        app.router.add_route("*", r"/bot{token}/{method}", self._handle)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        self.base_url = f"http://127.0.0.1:{port}"
        return self.base_url

    async def stop(self) -> None:
        self._closing = True  # pending long polls return now
        async with self._changed:
            self._changed.notify_all()
        if self._runner is not None:
            await self._runner.cleanup()

    def inject_429(self, method: str, retry_after: int = 1, times: int = 1) -> None:
        self._faults.append((method, retry_after, times))

    def inject_error(self, method: str, code: int = 500, times: int = 1) -> None:
        """The next ``times`` calls of ``method`` fail with ``code`` (Telegram itself failing)."""
        self._errors.append([method, code, times])

    def hold(self, method: str) -> asyncio.Event:
        """Calls of ``method`` are recorded, then answered only once the returned event is set (a slow
        Telegram: the bot's request is in flight meanwhile)."""
        self._holds[method] = released = asyncio.Event()
        return released

    async def _notify(self) -> None:
        async with self._changed:
            self._changed.notify_all()

    async def _handle(self, request: web.Request) -> web.Response:
        method = request.match_info["method"]
        params: dict[str, Any] = {}
        files: dict[str, bytes] = {}
        filenames: dict[str, str] = {}
        if request.content_type.startswith("multipart/"):
            reader = await request.multipart()
            async for part in reader:
                if part.filename:  # type: ignore[union-attr]
                    files[part.name or ""] = bytes(await part.read())  # type: ignore[union-attr]
                    filenames[part.name or ""] = part.filename  # type: ignore[union-attr]
                else:
                    params[part.name or ""] = await part.text()  # type: ignore[union-attr]
        elif request.can_read_body:
            if request.content_type == "application/json":
                params = dict(await request.json())
            else:
                params = dict(await request.post())  # type: ignore[arg-type]
        for name in ("reply_markup", "allowed_updates", "commands", "scope", "options", "correct_option_ids"):
            if isinstance(params.get(name), str):
                params[name] = json.loads(params[name])
        self.calls.append(Call(method, params, files, filenames))
        if (held := self._holds.get(method)) is not None:
            await held.wait()
        for index, (name, retry_after, remaining) in enumerate(self._faults):
            if name == method and remaining > 0:
                self._faults[index] = (name, retry_after, remaining - 1)
                return self._error(
                    429, f"Too Many Requests: retry after {retry_after}", retry_after=retry_after
                )
        for fault in self._errors:
            if fault[0] == method and fault[2] > 0:
                fault[2] -= 1
                return self._error(int(fault[1]), "Internal Server Error (test: injected)")
        handler = getattr(self, f"_m_{method}", None)
        if handler is None:
            return self._error(404, "Not Found: method not found")
        try:
            result = await handler(params, files)
        except BadRequest as error:
            return self._error(400, f"Bad Request: {error}")
        finally:
            if method != "getUpdates":
                chat = params.get("chat_id") or self._callback_users.get(str(params.get("callback_query_id")))
                if chat is not None and int(chat) in self._chat_events:
                    self._chat_events[int(chat)].set()
                await self._notify()
        return web.json_response({"ok": True, "result": result})

    @staticmethod
    def _error(code: int, description: str, retry_after: int | None = None) -> web.Response:
        body: dict[str, Any] = {"ok": False, "error_code": code, "description": description}
        if retry_after is not None:
            body["parameters"] = {"retry_after": retry_after}
        return web.json_response(body, status=code if code != 429 else 429)

    # -- Bot API methods ------------------------------------------------------------------------------
    async def _m_getMe(self, p: dict[str, Any], f: dict[str, bytes]) -> Any:
        return BOT_USER

    async def _m_getUpdates(self, p: dict[str, Any], f: dict[str, bytes]) -> Any:
        self.polls += 1
        offset = int(p.get("offset", 0) or 0)
        if offset:
            self.updates = [u for u in self.updates if u["update_id"] >= offset]
        deadline = time.monotonic() + float(p.get("timeout", 0) or 0)
        async with self._changed:
            # a poll is news too (the harness waits for the first; a test, for its updates taken)
            self._changed.notify_all()
            while not self.updates and not self._closing and time.monotonic() < deadline:
                try:
                    await asyncio.wait_for(self._changed.wait(), deadline - time.monotonic())
                except TimeoutError:
                    break
        return self.updates[: int(p.get("limit", 100) or 100)]

    async def _m_deleteWebhook(self, p: dict[str, Any], f: dict[str, bytes]) -> Any:
        self.webhook = None
        return True

    async def _m_setWebhook(self, p: dict[str, Any], f: dict[str, bytes]) -> Any:
        self.webhook = p
        return True

    async def _m_setMyCommands(self, p: dict[str, Any], f: dict[str, bytes]) -> Any:
        self.commands[p.get("language_code", "")] = p["commands"]
        return True

    async def _m_sendChatAction(self, p: dict[str, Any], f: dict[str, bytes]) -> Any:
        if p.get("action") not in ("typing", "upload_photo", "upload_document"):
            raise BadRequest("wrong parameter action in request")
        return True

    async def _m_answerCallbackQuery(self, p: dict[str, Any], f: dict[str, bytes]) -> Any:
        if p["callback_query_id"] in self.answered_callbacks:
            raise BadRequest("query is too old and response timeout expired or query ID is invalid")
        self.answered_callbacks[p["callback_query_id"]] = p
        return True

    def unanswered_callbacks(self) -> set[str]:
        """Clicks the bot never answered (Telegram would show a spinner)."""
        return set(self._callback_users) - set(self.answered_callbacks)

    async def wait_for(self, predicate: Any, timeout: float = WAIT_S, chat: int | None = None) -> Any:
        """Wait until ``predicate()`` is truthy (re-checked after every call the bot makes, or only after
        calls about ``chat``: cheaper with many chats)."""
        deadline = time.monotonic() + timeout
        if chat is not None:
            event = self._chat_events.setdefault(chat, asyncio.Event())
            while True:
                event.clear()
                value = predicate()
                if value:
                    return value
                left = deadline - time.monotonic()
                if left <= 0:
                    raise AssertionError(f"timed out waiting for chat {chat}")
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(event.wait(), left)
        async with self._changed:
            while True:
                value = predicate()
                if value:
                    return value
                left = deadline - time.monotonic()
                if left <= 0:
                    calls = [c for c in self.calls if c.method != "getUpdates"][-6:]
                    recent = [(c.method, str(c.params.get("text", ""))[:300]) for c in calls]
                    raise AssertionError(f"timed out waiting; last calls: {recent}")
                with contextlib.suppress(TimeoutError):
                    # re-checked at least every 0.1 s: a predicate may read what no Bot API call changes
                    await asyncio.wait_for(self._changed.wait(), min(left, 0.1))
