"""A fake Telegram Bot API server for the bot's end-to-end tests (aiohttp on loopback).

The real aiogram ``Bot`` talks HTTP to it (``IBOT_TELEGRAM_API_URL``). It honours ``getUpdates`` long
polls (``timeout``, ``offset``), keeps every chat's messages (edits applied), checks what Telegram
checks (HTML entities, 4,096 characters, callback data ≤ 64 bytes, quiz poll limits), records every call,
injects 429s, and lets tests act as users: send text, click buttons, vote in polls, replay updates.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import time
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from tests.helpers.polling import WAIT_S
from tests.helpers.telegram_html import parse_html, utf16_len

BOT_USER = {"id": 7000001, "is_bot": True, "first_name": "Interview", "username": "interview_test_bot"}


@dataclass
class Call:
    method: str
    params: dict[str, Any]
    files: dict[str, bytes] = field(default_factory=dict)
    filenames: dict[str, str] = field(default_factory=dict)  # multipart part name -> the file's name
    at: float = field(default_factory=time.monotonic)


@dataclass
class Sent:
    """A message in a chat, as it is now (edits applied)."""

    message_id: int
    chat_id: int
    from_bot: bool
    text: str = ""  # plain text, after entity parsing
    html: str = ""  # what the bot sent
    markup: dict[str, Any] | None = None
    photo: bytes | None = None
    document: bytes | None = None  # a file sent with sendDocument, as uploaded
    document_name: str = ""
    poll: dict[str, Any] | None = None  # a poll message: the Bot API's Poll object (its state now)
    edits: int = 0
    at: float = field(default_factory=time.monotonic)  # when it was sent
    protect_content: bool = False  # the bot asked Telegram to forbid forwarding and saving it
    deleted: bool = False  # the bot deleted it (gone from the chat; kept here, empty, in its place)

    @property
    def buttons(self) -> list[tuple[str, str]]:
        rows = (self.markup or {}).get("inline_keyboard", [])
        return [(b["text"], b.get("callback_data", "")) for row in rows for b in row]

    def button(self, label_part: str) -> str:
        for text, data in self.buttons:
            if label_part in text:
                return data
        raise AssertionError(f"no button with {label_part!r} in {self.buttons}")


class FakeTelegram:
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
        except _BadRequest as error:
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

    async def _m_deleteMessage(self, p: dict[str, Any], f: dict[str, bytes]) -> Any:
        chat_id, message_id = int(p["chat_id"]), int(p["message_id"])
        sent = self.find(chat_id, message_id)  # not found (or deleted already): a 400
        # kept in its place (tests count messages to mark where they are), emptied as the chat shows it
        sent.deleted, sent.text, sent.html, sent.markup = True, "", "", None
        return True

    async def _m_sendChatAction(self, p: dict[str, Any], f: dict[str, bytes]) -> Any:
        if p.get("action") not in ("typing", "upload_photo", "upload_document"):
            raise _BadRequest("wrong parameter action in request")
        return True

    async def _m_answerCallbackQuery(self, p: dict[str, Any], f: dict[str, bytes]) -> Any:
        if p["callback_query_id"] in self.answered_callbacks:
            raise _BadRequest("query is too old and response timeout expired or query ID is invalid")
        self.answered_callbacks[p["callback_query_id"]] = p
        return True

    def _check_markup(self, markup: dict[str, Any] | None) -> None:
        for row in (markup or {}).get("inline_keyboard", []):
            for button in row:
                if "url" in button:  # a link button: an http(s) address (Telegram refuses localhost)
                    url = str(button["url"])
                    if not url.startswith(("http://", "https://")) or "//localhost" in url:
                        raise _BadRequest("BUTTON_URL_INVALID")
                    continue
                data = button.get("callback_data", "")
                if not 1 <= len(data.encode()) <= 64:
                    raise _BadRequest("BUTTON_DATA_INVALID")

    def _parse(self, html: str, limit: int) -> str:
        text, error = parse_html(html)
        if error:
            raise _BadRequest(f"can't parse entities: {error}")
        if not text.strip():
            raise _BadRequest("message text is empty")
        if utf16_len(text) > limit:
            raise _BadRequest("message is too long")
        return text

    def _store(self, chat_id: int, **fields: Any) -> Sent:
        sent = Sent(message_id=next(self._message_ids), chat_id=chat_id, from_bot=True, **fields)
        self.messages.setdefault(chat_id, []).append(sent)
        return sent

    async def _m_sendMessage(self, p: dict[str, Any], f: dict[str, bytes]) -> Any:
        html = p["text"]
        text = self._parse(html, 4096) if p.get("parse_mode") == "HTML" else html
        self._check_markup(p.get("reply_markup"))
        sent = self._store(
            int(p["chat_id"]),
            text=text,
            html=html,
            markup=p.get("reply_markup"),
            protect_content=_flag(p.get("protect_content")),
        )
        return self.message_json(sent)

    async def _m_sendPhoto(self, p: dict[str, Any], f: dict[str, bytes]) -> Any:
        name = str(p.get("photo", "")).removeprefix("attach://")
        photo = f.get(name)
        if photo is None:
            raise _BadRequest("wrong file identifier/HTTP URL specified")
        caption = p.get("caption", "")
        text = self._parse(caption, 1024) if caption and p.get("parse_mode") == "HTML" else caption
        sent = self._store(
            int(p["chat_id"]),
            text=text,
            html=caption,
            photo=photo,
            markup=p.get("reply_markup"),
            protect_content=_flag(p.get("protect_content")),
        )
        return self.message_json(sent)

    async def _m_sendDocument(self, p: dict[str, Any], f: dict[str, bytes]) -> Any:
        """A file upload (multipart, ``document=attach://<part>``); kept whole so tests can read it."""
        name = str(p.get("document", "")).removeprefix("attach://")
        document = f.get(name)
        if document is None:
            raise _BadRequest("wrong file identifier/HTTP URL specified")
        if not document:
            raise _BadRequest("file must be non-empty")
        if len(document) > 50 * 1024 * 1024:
            raise _BadRequest("Request Entity Too Large")
        caption = p.get("caption", "")
        text = self._parse(caption, 1024) if caption and p.get("parse_mode") == "HTML" else caption
        filename = next(
            (c.filenames.get(name, "") for c in reversed(self.calls) if c.method == "sendDocument"), ""
        )
        sent = self._store(
            int(p["chat_id"]),
            text=text,
            html=caption,
            document=document,
            document_name=filename,
            markup=p.get("reply_markup"),
        )
        return self.message_json(sent)

    def documents(self, chat_id: int) -> list[Sent]:
        """The files the bot sent to the chat, in order."""
        return [m for m in self.bot_messages(chat_id) if m.document is not None]

    async def _m_sendPoll(self, p: dict[str, Any], f: dict[str, bytes]) -> Any:
        """Telegram's poll limits: question 1–300 characters, 1–12 options of 1–100, a quiz's explanation
        ≤ 200 and its correct option among the options, open period 5–600 s."""
        question = str(p.get("question", ""))
        options = [o["text"] if isinstance(o, dict) else str(o) for o in p.get("options") or []]
        if not 1 <= len(question) <= 300:
            raise _BadRequest("POLL_QUESTION_INVALID")
        if not 1 <= len(options) <= 12 or any(not 1 <= len(o) <= 100 for o in options):
            raise _BadRequest("POLL_OPTION_INVALID")
        quiz = p.get("type") == "quiz"
        correct = p.get("correct_option_ids") or (
            [int(p["correct_option_id"])] if p.get("correct_option_id") is not None else []
        )
        if quiz and (not correct or any(not 0 <= int(i) < len(options) for i in correct)):
            raise _BadRequest("POLL_ANSWERS_INVALID")
        if len(str(p.get("explanation", ""))) > 200:
            raise _BadRequest("POLL_EXPLANATION_TOO_LONG")  # wording of ours: Telegram's differs
        if p.get("open_period") is not None and not 5 <= int(p["open_period"]) <= 600:
            raise _BadRequest("POLL_OPEN_PERIOD_INVALID")
        poll_id = f"{5_000_000_000_000_000_000 + next(self._poll_ids)}"
        poll: dict[str, Any] = {
            "id": poll_id,
            "question": question,
            "options": [
                {"persistent_id": f"{poll_id}-{i}", "text": text, "voter_count": 0}
                for i, text in enumerate(options)
            ],
            "total_voter_count": 0,
            "is_closed": False,
            "is_anonymous": str(p.get("is_anonymous", "true")).lower() == "true",
            "type": "quiz" if quiz else "regular",
            "allows_multiple_answers": False,
            "allows_revoting": False,
            "members_only": False,
        }
        for name in ("explanation", "open_period"):
            if p.get(name) is not None:
                poll[name] = int(p[name]) if name == "open_period" else p[name]
        if quiz:
            poll["correct_option_id"] = int(correct[0])
        sent = self._store(int(p["chat_id"]), text=question, poll=poll)
        self.polls_sent[poll_id] = sent
        return self.message_json(sent)

    async def _m_stopPoll(self, p: dict[str, Any], f: dict[str, bytes]) -> Any:
        sent = self.find(int(p["chat_id"]), int(p["message_id"]))
        if sent.poll is None:
            raise _BadRequest("message with poll to stop not found")
        if sent.poll["is_closed"]:
            raise _BadRequest("poll has already been closed")
        sent.poll["is_closed"] = True
        sent.edits += 1
        return sent.poll

    def find(self, chat_id: int, message_id: int) -> Sent:
        for sent in self.messages.get(chat_id, []):
            if sent.message_id == message_id and not sent.deleted:
                return sent
        raise _BadRequest("message to edit not found")

    async def _m_editMessageText(self, p: dict[str, Any], f: dict[str, bytes]) -> Any:
        sent = self.find(int(p["chat_id"]), int(p["message_id"]))
        text = self._parse(p["text"], 4096)
        if text == sent.text and p.get("reply_markup") == sent.markup:
            raise _BadRequest("message is not modified")
        self._check_markup(p.get("reply_markup"))
        sent.text, sent.html, sent.markup = text, p["text"], p.get("reply_markup")
        sent.edits += 1
        return self.message_json(sent)

    async def _m_editMessageReplyMarkup(self, p: dict[str, Any], f: dict[str, bytes]) -> Any:
        sent = self.find(int(p["chat_id"]), int(p["message_id"]))
        markup = p.get("reply_markup") or None
        if markup == sent.markup:
            raise _BadRequest("message is not modified")
        self._check_markup(markup)
        sent.markup = markup
        sent.edits += 1
        return self.message_json(sent)

    # -- objects --------------------------------------------------------------------------------------
    def message_json(self, sent: Sent) -> dict[str, Any]:
        body: dict[str, Any] = {
            "message_id": sent.message_id,
            "date": int(time.time()),
            "chat": {"id": sent.chat_id, "type": "private", "first_name": "Candidate"},
            "from": BOT_USER
            if sent.from_bot
            else {"id": sent.chat_id, "is_bot": False, "first_name": "Candidate"},
        }
        if sent.poll is not None:
            body["poll"] = sent.poll
        elif sent.photo is not None:
            body["photo"] = [
                {
                    "file_id": f"photo{sent.message_id}",
                    "file_unique_id": f"u{sent.message_id}",
                    "width": 600,
                    "height": 400,
                }
            ]
            if sent.text:
                body["caption"] = sent.text
        elif sent.document is not None:
            body["document"] = {
                "file_id": f"doc{sent.message_id}",
                "file_unique_id": f"d{sent.message_id}",
                "file_name": sent.document_name,
                "file_size": len(sent.document),
            }
            if sent.text:
                body["caption"] = sent.text
        else:
            body["text"] = sent.text
        if sent.markup:
            body["reply_markup"] = sent.markup
        return body

    # -- acting as users ------------------------------------------------------------------------------
    def push(self, update: dict[str, Any]) -> dict[str, Any]:
        """Queue an update (a replay keeps its ``update_id``)."""
        if "update_id" not in update:
            update = {"update_id": next(self._update_ids), **update}
        self.updates.append(update)
        asyncio.get_running_loop().create_task(self._notify())
        return update

    def user_json(self, user_id: int, language: str = "zh-hans", name: str = "Candidate") -> dict[str, Any]:
        return {
            "id": user_id,
            "is_bot": False,
            "first_name": name,
            "username": f"user{user_id}",
            "language_code": language,
        }

    def send_text(
        self,
        user_id: int,
        text: str,
        language: str = "zh-hans",
        group: int | None = None,
        forwarded_from: str | None = None,
        hold: bool = False,
    ) -> dict[str, Any]:
        """A message from the user in a private chat (or in the group ``group``); ``forwarded_from``:
        the user forwarded it from that (hidden) sender, so it carries ``forward_origin``. ``hold``: it is
        written now (its message id comes before whatever the bot sends next) but reaches the bot only
        when the test ``push``es it — a message in flight."""
        chat_id = group if group is not None else user_id
        sent = Sent(message_id=next(self._message_ids), chat_id=chat_id, from_bot=False, text=text)
        self.messages.setdefault(chat_id, []).append(sent)
        chat = (
            {"id": group, "type": "group", "title": "A group"}
            if group is not None
            else {"id": user_id, "type": "private", "first_name": "Candidate"}
        )
        message = {
            "message_id": sent.message_id,
            "date": int(time.time()),
            "chat": chat,
            "from": self.user_json(user_id, language),
            "text": text,
        }
        if forwarded_from is not None:
            message["forward_origin"] = {
                "type": "hidden_user",
                "date": int(time.time()) - 60,
                "sender_user_name": forwarded_from,
            }
        if text.startswith("/"):
            length = len(text.split()[0])
            message["entities"] = [{"type": "bot_command", "offset": 0, "length": length}]
        return {"message": message} if hold else self.push({"message": message})

    def send_media(self, user_id: int, kind: str, language: str = "zh-hans") -> dict[str, Any]:
        """A sticker, photo or voice note from the user in a private chat (no text: ``kind`` names it)."""
        sent = Sent(message_id=next(self._message_ids), chat_id=user_id, from_bot=False, text=f"<{kind}>")
        self.messages.setdefault(user_id, []).append(sent)
        media: dict[str, Any] = {
            "sticker": {
                "file_id": "stk1",
                "file_unique_id": "u1",
                "type": "regular",
                "width": 512,
                "height": 512,
                "is_animated": False,
                "is_video": False,
                "emoji": "👍",
            },
            "photo": [{"file_id": "ph1", "file_unique_id": "u2", "width": 90, "height": 90}],
            "voice": {"file_id": "vc1", "file_unique_id": "u3", "duration": 2},
        }
        message = {
            "message_id": sent.message_id,
            "date": int(time.time()),
            "chat": {"id": user_id, "type": "private", "first_name": "Candidate"},
            "from": self.user_json(user_id, language),
            kind: media[kind],
        }
        return self.push({"message": message})

    def edit_text(self, user_id: int, message: Sent, text: str, language: str = "zh-hans") -> dict[str, Any]:
        """The user edits a message they sent (Telegram sends an ``edited_message`` update)."""
        message.text = text
        message.edits += 1
        body = {
            "message_id": message.message_id,
            "date": int(time.time()) - 5,
            "edit_date": int(time.time()),
            "chat": {"id": user_id, "type": "private", "first_name": "Candidate"},
            "from": self.user_json(user_id, language),
            "text": text,
        }
        return self.push({"edited_message": body})

    def click(self, user_id: int, message: Sent, data: str, language: str = "zh-hans") -> dict[str, Any]:
        return self.push(
            {
                "callback_query": {
                    "id": f"cbq{next(self._callback_ids)}",
                    "from": self.user_json(user_id, language),
                    "chat_instance": f"ci{user_id}",
                    "message": self.message_json(message),
                    "data": data,
                }
            }
        )

    def vote(
        self, user_id: int, poll_message: Sent, option: int, language: str = "zh-hans"
    ) -> dict[str, Any]:
        """The user votes in a poll the bot sent (Telegram sends a ``poll_answer`` update, for polls that
        are not anonymous); refused like a client would when the poll is closed."""
        poll = poll_message.poll
        assert poll is not None and not poll["is_anonymous"], "only a non-anonymous poll reports votes"
        assert not poll["is_closed"], "a closed poll takes no votes"
        assert (poll["id"], user_id) not in self._voters, "a quiz takes one vote per user"
        self._voters.add((poll["id"], user_id))
        poll["options"][option]["voter_count"] += 1
        poll["total_voter_count"] += 1
        return self.push(
            {
                "poll_answer": {
                    "poll_id": poll["id"],
                    "user": self.user_json(user_id, language),
                    "option_ids": [option],
                    "option_persistent_ids": [poll["options"][option]["persistent_id"]],
                }
            }
        )

    def unanswered_callbacks(self) -> set[str]:
        """Clicks the bot never answered (Telegram would show a spinner)."""
        return set(self._callback_users) - set(self.answered_callbacks)

    def bot_messages(self, chat_id: int) -> list[Sent]:
        return [m for m in self.messages.get(chat_id, []) if m.from_bot]

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


def _flag(value: Any) -> bool:
    """A boolean parameter as aiogram sends it (form-encoded text) or as JSON."""
    return value is True or str(value).lower() == "true"


class _BadRequest(Exception):
    pass
