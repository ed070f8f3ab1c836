"""Recruiter notifications in Telegram, click by click: the real bot against the fake Bot API, the real
API behind it. A recruiter makes a one-time link in the console, opens it in Telegram, hears of a
finished interview (with its score and a button to the console page) and of an invite used up — once
each — chooses the events, and ends it with /unlink; a revoked key ends a link too."""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator
from typing import Any

import pytest

from api.store.orgs import live_key, revoke_key
from tests.helpers.api_fixtures import Api
from tests.helpers.bot_fixtures import BotHarness, running_bot
from tests.helpers.console import sign_in, take_interview
from tests.helpers.fake_telegram import FakeTelegram

LINK = re.compile(r'id="telegram-link" type="text" readonly value="https://t\.me/[^?]+\?start=([^"]+)"')


@pytest.fixture
async def notifying(fake_tg: FakeTelegram, bot_api: Api) -> AsyncIterator[BotHarness]:
    async with running_bot(fake_tg, bot_api, notices_every_s=0.1) as h:
        yield h


async def console_link(api: Api, csrf: str) -> str:
    made = await api.client.post("/console/notifications/link", data={"csrf": csrf})
    assert made.status_code == 201, made.text
    found = LINK.search(made.text)
    assert found, made.text
    return found.group(1)


async def invite(api: Api, key: str, **body: Any) -> dict[str, Any]:
    body = {"question_count": 2, "types": ["single", "truefalse"], "title": "后端工程师", **body}
    response = await api.client.post("/v1/invites", json=body, headers=api.recruiter(key))
    assert response.status_code == 201, response.text
    return dict(response.json())


async def quiet(h: BotHarness, user: int, mark: int, seconds: float = 1.0) -> None:
    """Nothing more arrives for ``user`` (several rounds of the notices' polling)."""
    await asyncio.sleep(seconds)
    assert h.tg.bot_messages(user)[mark:] == []


async def test_a_recruiter_links_hears_each_event_once_chooses_and_unlinks(notifying: BotHarness) -> None:
    h, api = notifying, notifying.api
    key = await api.recruiter_key("Acme")
    csrf = await sign_in(api.client, key)
    token = await console_link(api, csrf)
    recruiter = h.candidate(5001)

    await recruiter.ask(f"/start {token}", "已关联「Acme」的通知")
    mark = recruiter.mark()
    recruiter.say(f"/start {token}")  # one-time: spent
    await recruiter.reply("该链接无效、已被使用或已过期", mark)
    page = (await api.client.get("/console/notifications")).text
    assert "5001" in page and page.count('name="events"') == 4

    # a candidate finishes the invite's only use: two events, one message each
    once = await invite(api, key, max_uses=1)
    mark = recruiter.mark()
    session_id, _ = await take_interview(
        api.client, api.settings.service_token.get_secret_value(), api.catalog, once["token"], 9100, "Li Lei"
    )
    finished = await recruiter.reply("Li Lei 完成了面试「后端工程师」", mark)
    assert "得分：100%" in finished.text
    button = finished.markup["inline_keyboard"][0][0] if finished.markup else {}
    assert button["text"] == "在控制台查看" and button["url"].endswith(f"/console/sessions/{session_id}")
    used_up = await recruiter.reply("使用次数已用完", mark)
    assert used_up.markup and used_up.markup["inline_keyboard"][0][0]["url"].endswith(
        f"/console/invites/{once['id']}/report"
    )
    await quiet(h, 5001, recruiter.mark())
    assert len(recruiter.messages()[mark:]) == 2

    # only flagged answers from now on: a finished interview says nothing
    link_id = re.search(r'action="/console/notifications/([^/"]+)/events"', page)
    assert link_id
    chosen = await api.client.post(
        f"/console/notifications/{link_id.group(1)}/events", data={"csrf": csrf, "events": ["answer.flagged"]}
    )
    assert chosen.status_code == 303
    another = await invite(api, key)
    mark = recruiter.mark()
    await take_interview(
        api.client, api.settings.service_token.get_secret_value(), api.catalog, another["token"], 9101, "Han"
    )
    await quiet(h, 5001, mark)

    # /unlink ends it
    recruiter.say("/unlink")
    await recruiter.reply("已取消「Acme」的通知", mark)
    assert "5001" not in (await api.client.get("/console/notifications")).text
    await recruiter.ask("/unlink", "没有关联任何机构")


async def test_a_revoked_key_ends_its_link(notifying: BotHarness) -> None:
    h, api = notifying, notifying.api
    key = await api.recruiter_key("Acme")
    csrf = await sign_in(api.client, key)
    token = await console_link(api, csrf)
    recruiter = h.candidate(5002)
    await recruiter.ask(f"/start {token}", "已关联")

    other_key = await api.recruiter_key("Acme")  # the organisation goes on with another key
    async with api.ctx.sessions.begin() as db:
        row = await live_key(db, key)
        assert row is not None and await revoke_key(db, row.id)
    later = await invite(api, other_key)
    mark = recruiter.mark()
    await take_interview(
        api.client, api.settings.service_token.get_secret_value(), api.catalog, later["token"], 9200, "Wang"
    )
    await quiet(h, 5002, mark, seconds=1.5)  # with the key live, a finished interview is told (above)
    await recruiter.ask("/unlink", "没有关联任何机构")  # nothing was left to end


async def test_a_flagged_answer_and_an_expiring_invite_are_told(notifying: BotHarness) -> None:
    from datetime import timedelta

    h, api = notifying, notifying.api
    key = await api.recruiter_key("Acme")
    csrf = await sign_in(api.client, key)
    recruiter = h.candidate(5003, language="en")
    await recruiter.ask(
        f"/start {await console_link(api, csrf)}", "已关联"
    )  # the console's language (Chinese here), not the chat's

    mark = recruiter.mark()
    expires = (api.clock() + timedelta(hours=12)).isoformat()
    soon = await invite(api, key, title="即将过期的邀请", expires_at=expires)
    expiring = await recruiter.reply("邀请「即将过期的邀请」将于", mark)
    assert expiring.markup and expiring.markup["inline_keyboard"][0][0]["url"].endswith(
        f"/console/invites/{soon['id']}/report"
    )

    service = api.settings.service_token.get_secret_value()
    session_id, _ = await take_interview(api.client, service, api.catalog, soon["token"], 9300, "Zhao")
    mark = recruiter.mark()
    edited = await api.client.post(
        "/v1/candidates/9300/signals",
        json={"kind": "edited", "idempotency_key": "k1", "text": "changed my mind"},
        headers=api.candidate(9300),
    )
    assert edited.status_code == 200, edited.text
    flagged = await recruiter.reply("第 1 题的答案被标记：发送后编辑", mark)
    assert flagged.markup and flagged.markup["inline_keyboard"][0][0]["url"].endswith(
        f"/console/sessions/{session_id}"
    )
    await quiet(h, 5003, recruiter.mark())  # the invite was announced once
