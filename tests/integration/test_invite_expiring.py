"""``invite.expiring`` is announced once for an invite a candidate can still start (``Invite.open_at``,
``open_invites`` in SQL) that expires within a day: not for one revoked, used up, already expired or
expiring later. On SQLite and PostgreSQL (the condition is SQL)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import select

from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import start

pytestmark = pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL


async def test_only_an_open_invite_expiring_within_a_day_is_announced(api: Api) -> None:
    from api.services.sessions import announce_expiring
    from api.store.models import Invite

    key = await api.recruiter_key("Acme")
    acme = api.recruiter(key)

    async def invite(title: str, hours: float, **body: Any) -> dict[str, Any]:
        expires_at = (api.clock() + timedelta(hours=hours)).isoformat()
        body = {"title": title, "question_count": 1, "expires_at": expires_at, **body}
        response = await api.client.post("/v1/invites", json=body, headers=acme)
        assert response.status_code == 201, response.text
        return dict(response.json())

    soon = await invite("soon", 20, max_uses=2)
    used_up = await invite("used up", 20, max_uses=1)
    await start(api, 801, used_up["token"])
    revoked = await invite("revoked", 20)
    assert (await api.client.delete(f"/v1/invites/{revoked['id']}", headers=acme)).status_code == 204
    await invite("later", 30)
    await invite("lapsing", 0.5)
    api.clock.advance(3600)  # "lapsing" has expired now; "later" is still more than a day away

    async with api.ctx.sessions.begin() as db:
        assert await announce_expiring(api.ctx, db) == 1
    async with api.ctx.sessions.begin() as db:
        assert await announce_expiring(api.ctx, db) == 0  # once
        announced = await db.scalars(select(Invite.id).where(Invite.expiring_announced_at.is_not(None)))
        assert list(announced) == [soon["id"]]
