"""The fake Telegram server's users (``tests/helpers/fake_telegram.py``): the updates a test sends the bot
as a candidate would — text, media, edits, button clicks, poll votes — queued for its ``getUpdates``."""

from __future__ import annotations

import asyncio
import itertools
import time
from typing import Any

from tests.helpers.fake_telegram_chats import Sent, message_json


class ActingAsUsers:
    """Mixed into ``FakeTelegram``, which holds the state declared here."""

    messages: dict[int, list[Sent]]
    updates: list[dict[str, Any]]
    _update_ids: itertools.count[int]
    _message_ids: itertools.count[int]
    _callback_ids: itertools.count[int]
    _voters: set[tuple[str, int]]

    async def _notify(self) -> None:  # FakeTelegram's: wakes the bot's pending getUpdates
        raise NotImplementedError

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
                    "message": message_json(message),
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
