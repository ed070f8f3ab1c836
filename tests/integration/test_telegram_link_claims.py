"""A recruiter's one-time Telegram link (api/services/webhooks/_telegram_links.py) is claimed once, also
by two chats at the same moment, on SQLite and PostgreSQL: the claim that comes second — even one that
read the link before the first committed — is refused as a used link, and the first chat keeps it.

The race is forced, not hoped for: the second chat's claim, a request of its own on a connection of its
own, runs from start to commit while the first claim has read the link and not yet written."""

from __future__ import annotations

import re
from typing import Any

import pytest
from sqlalchemy import event, select
from sqlalchemy.util import await_only

from api.services.webhooks import NOTICE_EVENTS
from api.store.models import Webhook
from tests.helpers.api_fixtures import Api
from tests.helpers.console import sign_in
from tests.helpers.data_rights import rights_api, rights_index

__all__ = ["rights_api", "rights_index"]
pytestmark = pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL

LINK = re.compile(r'id="telegram-link" type="text" readonly value="https://t\.me/[^?]+\?start=([^"]+)"')
FIRST_CHAT, SECOND_CHAT = 5_101, 5_102
USED = {
    "en": "this link is not valid, was used already, or has expired",
    "zh": "该链接无效、已被使用或已过期",
}


async def console_link(api: Api) -> str:
    """A pending link, made through the console as a recruiter makes it: its ``rl_…`` start parameter."""
    csrf = await sign_in(api.client, await api.recruiter_key("Acme"))
    made = await api.client.post("/console/notifications/link", data={"csrf": csrf})
    assert made.status_code == 201, made.text
    found = LINK.search(made.text)
    assert found, made.text
    return found.group(1)


async def claim(api: Api, token: str, chat_id: int, language: str = "en") -> Any:
    headers = {**api.candidate(chat_id), "Accept-Language": language}
    return await api.client.post("/v1/telegram-links/claim", json={"token": token}, headers=headers)


async def live_links(api: Api) -> list[Webhook]:
    async with api.ctx.sessions() as db:
        statement = select(Webhook).where(Webhook.kind == "telegram", Webhook.deleted_at.is_(None))
        return list((await db.scalars(statement)).all())


async def test_a_link_claimed_by_two_chats_at_once_goes_to_one(rights_api: Api) -> None:
    """The first claim has read the link; the second claims it and commits; the first then writes. Both
    answered 200 and the first overwrote the second's chat (the second was told it was linked, and was
    not); the first is now refused as a used link, and the second's link is as it made it."""
    api = rights_api
    token = await console_link(api)
    engine = api.ctx.engine.sync_engine
    second: list[Any] = []

    def claim_the_second_meanwhile(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        # the first claim has read the link by its token, and written nothing: the second runs to its
        # commit (before any write of the first, so the first holds no lock, nor SQLite's writer queue)
        if statement.lstrip().startswith("SELECT") and "webhooks.link_hash =" in statement and not second:
            second.append(None)
            second[0] = await_only(claim(api, token, SECOND_CHAT))

    event.listen(engine, "after_cursor_execute", claim_the_second_meanwhile)
    try:
        first = await claim(api, token, FIRST_CHAT, "zh")
    finally:
        event.remove(engine, "after_cursor_execute", claim_the_second_meanwhile)

    assert second and second[0] is not None, "the first claim read no link"
    assert second[0].status_code == 200, second[0].text
    assert second[0].json()["org"] == "Acme"
    assert first.status_code == 404, first.text  # as any used link: the bot shows its words
    assert first.json()["detail"] == USED["zh"]
    [linked] = await live_links(api)
    assert (linked.chat_id, linked.link_hash, linked.link_expires_at) == (SECOND_CHAT, None, None)
    assert linked.events == list(NOTICE_EVENTS)

    again = await claim(api, token, FIRST_CHAT)  # and after the race, spent as before
    assert (again.status_code, again.json()["detail"]) == (404, USED["en"])


async def test_a_chat_claiming_a_second_link_keeps_one(rights_api: Api) -> None:
    """The claim's other write still holds: one link per chat and organisation, the newer replacing the
    older (a claim now writes the link first, then ends the chat's others)."""
    api = rights_api
    older, newer = await console_link(api), await console_link(api)
    assert (await claim(api, older, FIRST_CHAT)).status_code == 200
    assert (await claim(api, newer, FIRST_CHAT)).status_code == 200
    [linked] = await live_links(api)
    assert linked.chat_id == FIRST_CHAT
    assert (await claim(api, older, SECOND_CHAT)).status_code == 404  # spent, though its link ended
