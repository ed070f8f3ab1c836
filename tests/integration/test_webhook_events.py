"""When webhook events are written, against a real HTTP receiver on loopback: by the commit of the change
they announce (a rolled-back close announces nothing), never to deleted webhooks or another
organisation's, for an interview left past its time, and gone with a session a recruiter erases."""

from __future__ import annotations

import pytest
from sqlalchemy import select

from api.store.models import Answer, InterviewSession, WebhookEvent
from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import TWO_SHOWN_EACH, make_invite, question_view, start
from tests.helpers.fake_api import fake_index, sqlite_url
from tests.helpers.webhooks import finished_interview, hooks_api, receiver, subscribe

__all__ = ["fake_index", "hooks_api", "sqlite_url"]


class Abandoned(Exception):
    """Raised to roll a transaction back."""


async def test_the_event_is_written_by_the_commit_of_its_change(hooks_api: Api) -> None:
    """The outbox shares the change's transaction, written by its commit: a finish flushed and then
    rolled back leaves neither the new status nor an event; the same finish committed leaves both, once."""
    api = hooks_api
    key = await api.recruiter_key("Acme")
    await subscribe(api, key, "http://127.0.0.1:9/hooks", ["session.finished"])
    made = await make_invite(api, key, question_count=2, types=["single"])
    session = await start(api, 700011, made["token"])

    async def finished_events() -> list[str]:
        async with api.ctx.sessions() as db:
            rows = await db.execute(select(WebhookEvent).where(WebhookEvent.type == "session.finished"))
            return [event.body for event in rows.scalars()]

    with pytest.raises(Abandoned):
        async with api.ctx.sessions.begin() as db:
            row = await db.scalar(select(InterviewSession).where(InterviewSession.id == session["id"]))
            assert row is not None
            row.close("finished", api.ctx.now())
            await db.flush()
            inside = (await db.execute(select(WebhookEvent.type))).scalars().all()
            assert "session.finished" not in inside  # noted, not written: the commit writes it
            raise Abandoned
    assert await finished_events() == []
    summary = await api.client.get(f"/v1/sessions/{session['id']}", headers=api.recruiter(key))
    assert summary.json()["status"] == "active"

    async with api.ctx.sessions.begin() as db:
        row = await db.scalar(select(InterviewSession).where(InterviewSession.id == session["id"]))
        assert row is not None
        row.close("finished", api.ctx.now())
    bodies = await finished_events()
    assert len(bodies) == 1 and session["id"] in bodies[0]


async def test_a_close_rolled_back_before_any_flush_is_never_announced(hooks_api: Api) -> None:
    """An event is noted with the change that causes it (``InterviewSession.close``) and written by the
    commit: a close undone before anything was flushed leaves nothing noted for a later commit to send."""
    api = hooks_api
    key = await api.recruiter_key("Acme")
    await subscribe(api, key, "http://127.0.0.1:9/hooks", ["session.started", "session.finished"])
    made = await make_invite(api, key, question_count=2, types=["single"])
    session = await start(api, 700012, made["token"])
    by_id = select(InterviewSession).where(InterviewSession.id == session["id"])
    async with api.ctx.sessions() as db:
        row = await db.scalar(by_id)
        assert row is not None
        row.close("finished", api.ctx.now())  # noted, not flushed
        await db.rollback()
        row = await db.scalar(by_id)  # the same object, reloaded as the store holds it
        assert row is not None and row.status == "active"
        row.language = "en"  # another change of the same row, committed
        await db.commit()
    async with api.ctx.sessions() as db:
        types = (await db.execute(select(WebhookEvent.type))).scalars().all()
    assert "session.finished" not in types and "session.started" in types


async def test_deleted_webhooks_get_nothing_and_other_orgs_see_nothing(hooks_api: Api) -> None:
    api = hooks_api
    key, other = await api.recruiter_key("Acme"), await api.recruiter_key("Globex")
    with receiver() as sink:
        hook = await subscribe(api, key, sink.url)
        assert (
            await api.client.delete(f"/v1/webhooks/{hook['id']}", headers=api.recruiter(other))
        ).status_code == 404
        assert (
            await api.client.delete(f"/v1/webhooks/{hook['id']}", headers=api.recruiter(key))
        ).status_code == 204
        await finished_interview(api, key, 700005)
        await api.ctx.extras["webhook_worker"].deliver_due()
        assert sink.received == []
    assert (await api.client.get("/v1/webhooks", headers=api.recruiter(key))).json()["items"] == []


async def test_an_interview_left_past_its_time_sends_session_expired(hooks_api: Api) -> None:
    """The candidate never comes back: the service notices the deadline itself."""
    api = hooks_api
    worker = api.ctx.extras["webhook_worker"]
    key = await api.recruiter_key("Acme")
    with receiver() as sink:
        await subscribe(api, key, sink.url, ["session.expired"])
        made = await make_invite(
            api, key, defaults=TWO_SHOWN_EACH, question_count=2, types=["single"], total_time_limit_s=120
        )
        session = await start(api, 700006, made["token"])
        await question_view(api, 700006, session["id"])  # the clock starts
        assert await worker.expire_overdue() == 0
        api.clock.advance(125)
        assert await worker.expire_overdue() == 1
        await worker.deliver_due()
        got = await sink.arrived(1)
        assert await worker.expire_overdue() == 0  # once
    event = got[0].json
    assert event["type"] == "session.expired" and event["data"]["session"]["id"] == session["id"]
    assert event["data"]["session"]["status"] == "expired"


async def test_a_recruiter_erases_one_session_with_its_answers_and_events(hooks_api: Api) -> None:
    api = hooks_api
    key, other = await api.recruiter_key("Acme"), await api.recruiter_key("Globex")
    with receiver() as sink:
        await subscribe(api, key, sink.url, ["session.finished"])
        session_id = await finished_interview(api, key, 700007)
        kept = await finished_interview(api, key, 700008)
        await sink.arrived(2)
    path = f"/v1/sessions/{session_id}"
    assert (await api.client.delete(path, headers=api.recruiter(other))).status_code == 404
    candidate = api.candidate(700007)
    assert (await api.client.delete(path, headers=candidate)).status_code == 401
    assert (await api.client.delete(path, headers=api.recruiter(key))).status_code == 204
    for probe in (path, f"{path}/transcript"):
        assert (await api.client.get(probe, headers=api.recruiter(key))).status_code == 404
    assert (await api.client.delete(path, headers=api.recruiter(key))).status_code == 404
    listed = (await api.client.get("/v1/sessions", headers=api.recruiter(key))).json()["items"]
    assert [item["id"] for item in listed] == [kept]
    async with api.ctx.sessions() as db:
        answers = (await db.execute(select(Answer).where(Answer.session_id == session_id))).scalars().all()
        bodies = (await db.execute(select(WebhookEvent.body))).scalars().all()
    assert answers == []
    assert len(bodies) == 1 and session_id not in bodies[0] and kept in bodies[0]
