"""``invite.expiring`` is announced once for an invite a candidate can still start (``Invite.open_at``,
``open_invites`` in SQL) that expires within a day: not for one revoked, used up, already expired or
expiring later; once also when two replicas' rounds run at once. On SQLite and PostgreSQL (the
condition is SQL)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import event, select
from sqlalchemy.util import await_only

from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import start
from tests.helpers.data_rights import rights_api, rights_index
from tests.helpers.webhooks import subscribe

__all__ = ["rights_api", "rights_index"]

pytestmark = pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL


async def test_only_an_open_invite_expiring_within_a_day_is_announced(rights_api: Api) -> None:
    """The test's own rounds count: the app's delivery worker, which runs the same round every
    ``webhook_poll_s``, polls too rarely here to announce first (a loaded machine took the 2 s
    default's round between the invites and the test's call, which then found nothing to announce)."""
    from api.services.sessions import announce_expiring
    from api.store.models import Invite

    api = rights_api
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


async def test_two_rounds_at_once_announce_an_invite_once(rights_api: Api) -> None:
    """Two API replicas' delivery workers run their rounds at once: the second has read the invite as
    not yet announced when the first announces it and commits. It announced it again (a second
    ``invite.expiring``, with an event id of its own, so no receiver could drop it as a duplicate);
    the announcement is now one conditional write, and the second round announces nothing."""
    from api.services.sessions import announce_expiring
    from api.store.models import Invite, WebhookEvent

    api = rights_api
    key = await api.recruiter_key("Acme")
    await subscribe(api, key, "http://127.0.0.1:9/hook", ["invite.expiring"])
    expires_at = (api.clock() + timedelta(hours=20)).isoformat()
    body = {"title": "soon", "question_count": 1, "expires_at": expires_at}
    made = await api.client.post("/v1/invites", json=body, headers=api.recruiter(key))
    assert made.status_code == 201, made.text
    engine = api.ctx.engine.sync_engine
    first: list[int] = []

    def announce_first_meanwhile(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        # the second round's read of the due invites, before it writes: the first runs to its commit
        if (
            "expiring_announced_at IS NULL" in statement
            and statement.lstrip().startswith("SELECT")
            and not first
        ):
            first.append(-1)
            first[0] = await_only(announced_in_a_round_of_its_own())

    async def announced_in_a_round_of_its_own() -> int:
        async with api.ctx.sessions.begin() as db:
            return int(await announce_expiring(api.ctx, db))

    event.listen(engine, "after_cursor_execute", announce_first_meanwhile)
    try:
        second = await announced_in_a_round_of_its_own()
    finally:
        event.remove(engine, "after_cursor_execute", announce_first_meanwhile)
    assert first == [1]
    assert second == 0
    async with api.ctx.sessions() as db:
        events = (await db.scalars(select(WebhookEvent.type))).all()
        assert events == ["invite.expiring"]
        assert await db.scalar(select(Invite.expiring_announced_at)) is not None
