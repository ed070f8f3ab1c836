"""Driving the bot as a candidate (issue 18): start an invite, read the API's view of the session."""

from __future__ import annotations

from typing import Any

from tests.helpers.bot_fixtures import BotHarness, Candidate
from tests.helpers.fake_telegram import Sent


async def begin_interview(h: BotHarness, user_id: int, **invite: Any) -> tuple[Candidate, Sent, str]:
    """Open an invite, press Begin: the candidate, the first question's message, the session id."""
    total = invite.get("question_count", 3)
    token = (await h.invite(**invite))["token"]
    me = h.candidate(user_id)
    start = me.mark()
    me.say(f"/start {token}")
    me.click(await me.reply(f"共 {total} 题", start), "开始答题")
    first = await me.reply(f"第 1/{total} 题", start)
    return me, first, (await sessions(h, user_id))[0]["id"]


async def sessions(h: BotHarness, user_id: int) -> list[dict[str, Any]]:
    headers = h.api.candidate(user_id)
    response = await h.api.client.get(f"/v1/candidates/{user_id}/sessions", headers=headers)
    return list(response.json()["items"])


async def transcript(h: BotHarness, user_id: int, session_id: str) -> dict[str, Any]:
    response = await h.api.client.get(
        f"/v1/sessions/{session_id}/transcript", headers=h.api.candidate(user_id)
    )
    return dict(response.json())


def question_of(h: BotHarness, plan_id: str) -> Any:
    return h.api.catalog[plan_id]
