"""What the fake Telegram Bot API server (``tests/helpers/fake_telegram.py``) keeps and returns: the calls
the bot made, the messages in each chat, and a message as the Bot API's JSON object."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

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


def message_json(sent: Sent) -> dict[str, Any]:
    """The message as the Bot API returns it (and as a callback query or an update carries it)."""
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


def flag(value: Any) -> bool:
    """A boolean parameter as aiogram sends it (form-encoded text) or as JSON."""
    return value is True or str(value).lower() == "true"


class BadRequest(Exception):
    """A Bot API call Telegram refuses with a 400 (its description is the message)."""
