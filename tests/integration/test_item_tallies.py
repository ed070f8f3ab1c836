"""The item statistics the console shows are kept as running sums (api/store/tallies.py): on SQLite and
PostgreSQL, a new answer, a session expiring on a read, a key correction's regrade and an erasure each
change the compare page's figures at the next read, and after each the sums kept equal the sums
recomputed from scratch; so do the other ways a session ends or an ended one changes (a skip, an answer
recorded after an expiry, a close outside a request, one rolled back, /forget, the retention sweep, the
plan's points filled in). An answer to a running session writes nothing to them, and a session two
transactions end at once counts once."""

from __future__ import annotations

import asyncio
import re
from typing import Any

import pytest
from sqlalchemy import event, select, update

from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import answer, question_view, wait_until_blocked_on_a_lock
from tests.helpers.banks import upload_ready
from tests.helpers.console import sign_in
from tests.helpers.tallies import BANK, RIGHT, kept_and_rebuilt, sessions_counted, take, timed_invite

pytestmark = pytest.mark.both_stores  # tests of store behaviour: SQLite and PostgreSQL

ROW = re.compile(
    r'/console/questions/[^"]*(tq-\d)"[^>]*>[^<]*</a>(?: <span class="meta">[^<]*</span>)?</th>'
    r'\s*<td class="num">(\d+)</td>\s*<td class="num">([^<]*)</td>'
)

QUESTION_FACTS = re.compile(r"<dd>(\d+)</dd></div>\s*<div><dt>[^<]*</dt><dd>([^<]*)</dd>")


def figures(page: str) -> dict[str, tuple[int, str]]:
    """Per question on a compare page (by its id in the file): (answers, share correct as shown)."""
    return {qid: (int(n), share) for qid, n, share in ROW.findall(page)}


async def test_compare_figures_follow_answers_expiry_regrades_and_erasure(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    acme = api.recruiter(key)
    bank = await upload_ready(api.client, acme, "zephyr", BANK, "text/csv")
    keyed = next(item["id"] for item in bank["items"] if item["id"].endswith("tq-1"))  # ids gain a prefix
    invite = await api.client.post(
        "/v1/invites",
        json={"question_count": 2, "banks": [bank["id"]], "max_uses": 10, "total_time_limit_s": 600},
        headers=acme,
    )
    assert invite.status_code == 201, invite.text
    invite_id, token = invite.json()["id"], invite.json()["token"]
    await sign_in(api.client, key)

    async def page() -> dict[str, tuple[int, str]]:
        response = await api.client.get(f"/console/invites/{invite_id}/report")
        assert response.status_code == 200
        kept, rebuilt = await kept_and_rebuilt(api)
        assert kept == rebuilt  # the sums kept are the sums of what the store holds
        return figures(response.text)

    truly_right = {"tq-1": "C", "tq-2": "对"}  # C is right once the key is corrected
    keyed_right = {"tq-1": "A", "tq-2": "对"}
    await take(api, 9101, token, truly_right)
    await take(api, 9102, token, keyed_right)
    assert await page() == {"tq-1": (2, "50%"), "tq-2": (2, "100%")}

    # a new candidate's answers: counted once the session is over, and only then written
    statements: list[str] = []

    def seen(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        if "item_tallies" in statement:
            statements.append(statement)

    event.listen(api.ctx.engine.sync_engine, "before_cursor_execute", seen)
    try:
        third = await take(api, 9103, token, truly_right, stop_after=1)
        assert statements == []  # an answer to a running session costs the tallies nothing
        question = await question_view(api, 9103, third)
        await answer(api, 9103, third, question["id"], truly_right[question["id"][-4:]], "k-last")
        assert len(statements) == 1  # the answer that finishes it: one statement
    finally:
        event.remove(api.ctx.engine.sync_engine, "before_cursor_execute", seen)
    assert await page() == {"tq-1": (3, "33%"), "tq-2": (3, "100%")}

    # a session left half-way expires when a read notices its deadline: its one answer counts
    left = await take(api, 9104, token, truly_right, stop_after=1)
    assert (await page())["tq-1"][0] + (await page())["tq-2"][0] == 6
    api.clock.advance(3600)
    assert (await api.client.get(f"/v1/sessions/{left}", headers=acme)).json()["status"] == "expired"
    assert sum(n for n, _ in (await page()).values()) == 7

    # the key is corrected and the answers regraded: the share correct follows
    before = await page()
    patch = {"key": "C", "erratum": {"what": "the key said 7001", "why": "the admin port is 7003"}}
    corrected = await api.client.patch(f"/v1/banks/{bank['id']}/questions/{keyed}", json=patch, headers=acme)
    assert corrected.status_code == 200, corrected.text
    regraded = await api.client.post(f"/v1/banks/{bank['id']}/questions/{keyed}/regrade", headers=acme)
    assert regraded.status_code == 200 and regraded.json()["changed"] >= 3, regraded.text
    after = await page()
    assert after["tq-1"][0] == before["tq-1"][0] and after["tq-1"][1] != before["tq-1"][1]

    # the question's own page: the same figures over the organisation (here one invite), kept alike
    question_page = await api.client.get(f"/console/questions/{keyed}")
    assert question_page.status_code == 200
    shown = QUESTION_FACTS.search(question_page.text)
    assert shown and (int(shown.group(1)), shown.group(2)) == after["tq-1"]
    found = await api.client.get("/console/questions", params={"q": "zephyrgate admin port"})
    assert f"/console/questions/{keyed}" in found.text  # the organisation's own questions are searched

    # an erased session leaves the figures
    erased = await api.client.delete(f"/v1/sessions/{third}", headers=acme)
    assert erased.status_code == 204
    assert sum(n for n, _ in (await page()).values()) == 5

    # another organisation neither finds the question nor opens its page
    await sign_in(api.client, await api.recruiter_key("Globex"))
    assert (await api.client.get(f"/console/questions/{keyed}")).status_code == 404
    found = await api.client.get("/console/questions", params={"q": "zephyrgate admin port"})
    assert keyed not in found.text


async def test_every_path_that_ends_or_changes_a_session_says_so(api: Api) -> None:
    """Each way a session ends or an ended one changes, outside the compare page's own flow: a skip of
    the last question, an answer in time recorded after another request expired the session, a close
    rolled back and one committed outside a request, /forget, the retention sweep, and the plan's points
    filled in at start-up. After each, the sums kept are the sums recomputed."""
    from api.services.candidates._data_rights import apply_retention
    from api.services.sessions import backfill_plan_points
    from api.store.models import InterviewSession
    from api.store.tallies import rebuild

    key = await api.recruiter_key("Acme")
    acme = api.recruiter(key)
    _, token = await timed_invite(api, acme)
    assert await sessions_counted(api) == 0

    # the last question skipped: the skip finishes the session
    skipped = await take(api, 9201, token, RIGHT, stop_after=1)
    question = await question_view(api, 9201, skipped)
    done = await api.client.post(
        f"/v1/sessions/{skipped}/skip", json={"question_id": question["id"]}, headers=api.candidate(9201)
    )
    assert done.status_code == 200 and done.json()["next"]["status"] == "finished", done.text
    assert await sessions_counted(api) == 1

    # an answer sent in time, taken after the candidate's own screen expired the session (within the
    # answer's grace): recorded to a session over already, its figures change
    late = await take(api, 9202, token, RIGHT, stop_after=1)
    question = await question_view(api, 9202, late)
    api.clock.advance(600)
    shown = await api.client.get(f"/v1/sessions/{late}/current", headers=api.candidate(9202))
    assert shown.json()["status"] == "expired", shown.text
    before = await kept_and_rebuilt(api)
    reply = await answer(api, 9202, late, question["id"], RIGHT[question["id"][-4:]], "k-in-time")
    assert reply.status_code == 200 and reply.json()["recorded"], reply.text
    assert await sessions_counted(api) == 2
    assert (await kept_and_rebuilt(api))[0] != before[0]  # its second answer counts now

    # a close rolled back counts nothing; the same close committed outside a request counts once
    open_one = await take(api, 9203, token, RIGHT, stop_after=1)
    by_id = select(InterviewSession).where(InterviewSession.id == open_one)
    async with api.ctx.sessions() as db:
        row = await db.scalar(by_id)
        assert row is not None
        row.close("abandoned", api.ctx.now())
        await db.flush()
        await db.rollback()
    assert await sessions_counted(api) == 2
    async with api.ctx.sessions.begin() as db:
        row = await db.scalar(by_id)
        assert row is not None
        row.close("abandoned", api.ctx.now())
    assert await sessions_counted(api) == 3

    # /forget: an interview in progress is closed (abandoned) as it is pseudonymised
    await take(api, 9204, token, RIGHT, stop_after=1)
    forgot = await api.client.delete("/v1/candidates/9204", headers=api.candidate(9204))
    assert forgot.status_code == 200, forgot.text
    assert await sessions_counted(api) == 4

    # the retention sweep closes what it pseudonymises: the running one too, which the delivery worker's
    # round would also expire once the clock is past its deadline; on PostgreSQL the round holds it
    # meanwhile and the sweep skips it (test_a_retention_pass_skips_a_session_the_expiry_round_holds),
    # so the round is stopped: the sweep is the one path that ends it here
    running = await take(api, 9205, token, RIGHT, stop_after=1)
    await api.ctx.extras["webhook_worker"].stop()
    kept = await api.client.patch("/v1/org", json={"retention_days": 30}, headers=acme)
    assert kept.status_code == 200, kept.text
    api.clock.advance(31 * 24 * 3600)
    assert await apply_retention(api.ctx) == 4  # all but the one /forget pseudonymised already
    assert await sessions_counted(api) == 5
    async with api.ctx.sessions() as db:
        assert (
            await db.scalar(select(InterviewSession.status).where(InterviewSession.id == running))
        ) == "abandoned"

    # a store from before the plan's points were kept: the start-up fills them in, the scores follow
    async with api.ctx.engine.begin() as connection:
        await connection.execute(update(InterviewSession).values(plan_points=None))
        await connection.run_sync(rebuild)
    async with api.ctx.sessions.begin() as db:
        assert await backfill_plan_points(db, api.ctx.catalog) == 5
    assert await sessions_counted(api) == 5


async def test_a_session_two_transactions_end_at_once_counts_once(api: Api) -> None:
    """Two transactions end the same session, each from the row as it read it, running: a read that
    notices the deadline (``GET /v1/sessions/{id}`` reads the row without a lock) commits after the
    candidate's last answer finished the session, and another after the delivery worker's round expired
    one. Each session counts once, keeps the status of the transaction that ended it first and is
    announced once."""
    from api.services.sessions import refresh_status
    from api.store.models import Webhook, WebhookEvent
    from api.store.orgs import get_org_by_name
    from api.store.sessions import get_session

    worker = api.ctx.extras["webhook_worker"]
    await worker.stop()  # its round runs below, between a read and its commit, never on its own
    key = await api.recruiter_key("Acme")
    acme = api.recruiter(key)
    async with api.ctx.sessions.begin() as db:  # a receiver of the ends (never sent to: no worker)
        org = await get_org_by_name(db, "Acme")
        assert org is not None
        ends = ["session.finished", "session.expired"]
        db.add(Webhook(org_id=org.id, url="https://receiver.invalid/ends", events=ends, salt="s" * 32))
    _, token = await timed_invite(api, acme)
    finishing = await take(api, 9301, token, RIGHT, stop_after=1)
    left = await take(api, 9302, token, RIGHT, stop_after=1)

    async def status(session_id: str) -> tuple[str, list[str]]:
        """The session's status, and the events that announced its end."""
        async with api.ctx.sessions() as db:
            row = await get_session(db, session_id)
            assert row is not None
            announced = await db.scalars(
                select(WebhookEvent.type).where(WebhookEvent.body.contains(f'"id":"{session_id}"'))
            )
            return row.status, [kind for kind in announced if kind in ends]

    # read as running; the last answer finishes it meanwhile; the read then notices the deadline
    async with api.ctx.sessions() as reading:
        row = await get_session(reading, finishing)  # as the route reads it: no lock
        assert row is not None and row.status == "active"
        question = await question_view(api, 9301, finishing)
        reply = await answer(api, 9301, finishing, question["id"], RIGHT[question["id"][-4:]], "k-last")
        assert reply.status_code == 200 and reply.json()["next"]["status"] == "finished", reply.text
        api.clock.advance(3600)
        refresh_status(row, api.ctx.now())
        assert row.status == "expired"  # as this transaction sees it
        await reading.commit()
    assert await sessions_counted(api) == 1
    assert await status(finishing) == ("finished", ["session.finished"])

    # read as running and expired; the worker's round expires it too and commits first
    async with api.ctx.sessions() as reading:
        row = await get_session(reading, left)
        assert row is not None and row.status == "active"
        refresh_status(row, api.ctx.now())
        assert row.status == "expired"
        assert await worker.expire_overdue() == 1
        await reading.commit()
    assert await sessions_counted(api) == 2
    assert await status(left) == ("expired", ["session.expired"])


@pytest.mark.postgresql_only  # SQLite writes one transaction at a time: no regrade waits for a row lock
async def test_a_regrade_that_waited_for_a_session_ending_meanwhile_counts_it_once(api: Api) -> None:
    """A regrade takes its sessions' contributions out of the sums before it regrades their answers; a
    session still running then, ended by a transaction that held its row until it committed, is added by
    that commit and must not be added again by the regrade's."""
    from api.store.sessions import get_session

    key = await api.recruiter_key("Acme")
    acme = api.recruiter(key)
    bank, token = await timed_invite(api, acme)
    running = await take(api, 9401, token, RIGHT, stop_after=1)
    transcript = await api.client.get(f"/v1/sessions/{running}/transcript", headers=acme)
    answered = transcript.json()["answers"][0]["question_id"]
    async with api.ctx.sessions() as ending:
        row = await get_session(ending, running, for_update=True)  # held until this commit
        assert row is not None and row.status == "active"
        regrade = asyncio.create_task(
            api.client.post(f"/v1/banks/{bank['id']}/questions/{answered}/regrade", headers=acme)
        )
        await wait_until_blocked_on_a_lock(api)  # the regrade waits for the session's row
        row.close("abandoned", api.ctx.now())
        await ending.commit()
    regraded = await regrade
    assert regraded.status_code == 200, regraded.text
    assert await sessions_counted(api) == 1


@pytest.mark.postgresql_only  # SQLite takes no row locks: a pass waits for the round's writer lock instead
async def test_a_retention_pass_skips_a_session_the_expiry_round_holds(api: Api) -> None:
    """The delivery worker's round locks the running timed interviews (``FOR UPDATE SKIP LOCKED``) while it
    expires the overdue ones; a retention pass meanwhile skips what it holds, rather than wait (another
    replica's pass may hold them), and the next pass takes it: pseudonymised once, counted once. So a
    test that counts a pass's sessions stops the round first."""
    from api.services.candidates._data_rights import apply_retention
    from api.services.sessions import refresh_status
    from api.store.sessions import timed_open_interviews

    worker = api.ctx.extras["webhook_worker"]
    await worker.stop()  # its round runs below, as the test holds it
    acme = api.recruiter(await api.recruiter_key("Acme"))
    _, token = await timed_invite(api, acme)
    running = await take(api, 9601, token, RIGHT, stop_after=1)
    kept = await api.client.patch("/v1/org", json={"retention_days": 30}, headers=acme)
    assert kept.status_code == 200, kept.text
    api.clock.advance(31 * 24 * 3600)
    async with api.ctx.sessions() as round_:  # as ``expire_overdue`` holds them
        held = await timed_open_interviews(round_)
        assert [session.id for session in held] == [running]
        assert await apply_retention(api.ctx) == 0  # skipped, not waited for
        for session in held:
            refresh_status(session, api.ctx.now())
        await round_.commit()
    assert await apply_retention(api.ctx) == 1
    assert await apply_retention(api.ctx) == 0
    assert await sessions_counted(api) == 1
