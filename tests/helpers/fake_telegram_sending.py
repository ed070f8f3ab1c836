"""The Bot API methods of the fake Telegram server (``tests/helpers/fake_telegram.py``) that put messages in
chats and change them: text, photos, files and polls sent; edits, stopped polls and deletions; with the
limits Telegram checks (HTML entities, 4,096 characters, callback data ≤ 64 bytes, quiz poll limits)."""

from __future__ import annotations

import itertools
from typing import Any

from tests.helpers.fake_telegram_chats import BadRequest, Call, Sent, flag, message_json
from tests.helpers.telegram_html import parse_html, utf16_len


class SendingMethods:
    """The server's ``_m_<method>`` handlers for messages (mixed into ``FakeTelegram``, which holds the
    state declared here)."""

    calls: list[Call]
    messages: dict[int, list[Sent]]
    polls_sent: dict[str, Sent]
    _message_ids: itertools.count[int]
    _poll_ids: itertools.count[int]

    def bot_messages(self, chat_id: int) -> list[Sent]:
        return [m for m in self.messages.get(chat_id, []) if m.from_bot]

    async def _m_deleteMessage(self, p: dict[str, Any], f: dict[str, bytes]) -> Any:
        chat_id, message_id = int(p["chat_id"]), int(p["message_id"])
        sent = self.find(chat_id, message_id)  # not found (or deleted already): a 400
        # kept in its place (tests count messages to mark where they are), emptied as the chat shows it
        sent.deleted, sent.text, sent.html, sent.markup = True, "", "", None
        return True

    def _check_markup(self, markup: dict[str, Any] | None) -> None:
        for row in (markup or {}).get("inline_keyboard", []):
            for button in row:
                if "url" in button:  # a link button: an http(s) address (Telegram refuses localhost)
                    url = str(button["url"])
                    if not url.startswith(("http://", "https://")) or "//localhost" in url:
                        raise BadRequest("BUTTON_URL_INVALID")
                    continue
                data = button.get("callback_data", "")
                if not 1 <= len(data.encode()) <= 64:
                    raise BadRequest("BUTTON_DATA_INVALID")

    def _parse(self, html: str, limit: int) -> str:
        text, error = parse_html(html)
        if error:
            raise BadRequest(f"can't parse entities: {error}")
        if not text.strip():
            raise BadRequest("message text is empty")
        if utf16_len(text) > limit:
            raise BadRequest("message is too long")
        return text

    @staticmethod
    def _attached(p: dict[str, Any], f: dict[str, bytes], field: str) -> tuple[str, bytes]:
        """The file a multipart upload names in ``field`` (``attach://<part>``): its part's name and bytes."""
        name = str(p.get(field, "")).removeprefix("attach://")
        data = f.get(name)
        if data is None:
            raise BadRequest("wrong file identifier/HTTP URL specified")
        return name, data

    def _caption(self, p: dict[str, Any]) -> tuple[str, str]:
        """A photo's or a file's caption as the chat shows it (HTML parsed, 1,024 characters) and as sent."""
        caption = p.get("caption", "")
        text = self._parse(caption, 1024) if caption and p.get("parse_mode") == "HTML" else caption
        return text, caption

    def _store(self, chat_id: int, **fields: Any) -> Sent:
        sent = Sent(message_id=next(self._message_ids), chat_id=chat_id, from_bot=True, **fields)
        self.messages.setdefault(chat_id, []).append(sent)
        return sent

    def _store_sent(self, p: dict[str, Any], **fields: Any) -> Sent:
        """A message or photo sent to ``p``'s chat with ``p``'s buttons and ``protect_content``."""
        return self._store(
            int(p["chat_id"]),
            markup=p.get("reply_markup"),
            protect_content=flag(p.get("protect_content")),
            **fields,
        )

    async def _m_sendMessage(self, p: dict[str, Any], f: dict[str, bytes]) -> Any:
        html = p["text"]
        text = self._parse(html, 4096) if p.get("parse_mode") == "HTML" else html
        self._check_markup(p.get("reply_markup"))
        return message_json(self._store_sent(p, text=text, html=html))

    async def _m_sendPhoto(self, p: dict[str, Any], f: dict[str, bytes]) -> Any:
        _, photo = self._attached(p, f, "photo")
        text, caption = self._caption(p)
        return message_json(self._store_sent(p, text=text, html=caption, photo=photo))

    async def _m_sendDocument(self, p: dict[str, Any], f: dict[str, bytes]) -> Any:
        """A file upload (multipart, ``document=attach://<part>``); kept whole so tests can read it."""
        name, document = self._attached(p, f, "document")
        if not document:
            raise BadRequest("file must be non-empty")
        if len(document) > 50 * 1024 * 1024:
            raise BadRequest("Request Entity Too Large")
        text, caption = self._caption(p)
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
        return message_json(sent)

    def documents(self, chat_id: int) -> list[Sent]:
        """The files the bot sent to the chat, in order."""
        return [m for m in self.bot_messages(chat_id) if m.document is not None]

    async def _m_sendPoll(self, p: dict[str, Any], f: dict[str, bytes]) -> Any:
        """Telegram's poll limits: question 1–300 characters, 1–12 options of 1–100, a quiz's explanation
        ≤ 200 and its correct option among the options, open period 5–600 s."""
        question = str(p.get("question", ""))
        options = [o["text"] if isinstance(o, dict) else str(o) for o in p.get("options") or []]
        if not 1 <= len(question) <= 300:
            raise BadRequest("POLL_QUESTION_INVALID")
        if not 1 <= len(options) <= 12 or any(not 1 <= len(o) <= 100 for o in options):
            raise BadRequest("POLL_OPTION_INVALID")
        quiz = p.get("type") == "quiz"
        correct = p.get("correct_option_ids") or (
            [int(p["correct_option_id"])] if p.get("correct_option_id") is not None else []
        )
        if quiz and (not correct or any(not 0 <= int(i) < len(options) for i in correct)):
            raise BadRequest("POLL_ANSWERS_INVALID")
        if len(str(p.get("explanation", ""))) > 200:
            raise BadRequest("POLL_EXPLANATION_TOO_LONG")  # wording of ours: Telegram's differs
        if p.get("open_period") is not None and not 5 <= int(p["open_period"]) <= 600:
            raise BadRequest("POLL_OPEN_PERIOD_INVALID")
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
        return message_json(sent)

    async def _m_stopPoll(self, p: dict[str, Any], f: dict[str, bytes]) -> Any:
        sent = self.find(int(p["chat_id"]), int(p["message_id"]))
        if sent.poll is None:
            raise BadRequest("message with poll to stop not found")
        if sent.poll["is_closed"]:
            raise BadRequest("poll has already been closed")
        sent.poll["is_closed"] = True
        sent.edits += 1
        return sent.poll

    def find(self, chat_id: int, message_id: int) -> Sent:
        for sent in self.messages.get(chat_id, []):
            if sent.message_id == message_id and not sent.deleted:
                return sent
        raise BadRequest("message to edit not found")

    async def _m_editMessageText(self, p: dict[str, Any], f: dict[str, bytes]) -> Any:
        sent = self.find(int(p["chat_id"]), int(p["message_id"]))
        text = self._parse(p["text"], 4096)
        if text == sent.text and p.get("reply_markup") == sent.markup:
            raise BadRequest("message is not modified")
        self._check_markup(p.get("reply_markup"))
        sent.text, sent.html, sent.markup = text, p["text"], p.get("reply_markup")
        sent.edits += 1
        return message_json(sent)

    async def _m_editMessageReplyMarkup(self, p: dict[str, Any], f: dict[str, bytes]) -> Any:
        sent = self.find(int(p["chat_id"]), int(p["message_id"]))
        markup = p.get("reply_markup") or None
        if markup == sent.markup:
            raise BadRequest("message is not modified")
        self._check_markup(markup)
        sent.markup = markup
        sent.edits += 1
        return message_json(sent)
