"""Calibration per organisation and abilities (api/services/scoring/), on SQLite and
PostgreSQL: finished interviews of a fixed form are calibrated in the background pass, every finished
interview gets θ ± SE on the organisation's scale, and candidates never see it."""

from __future__ import annotations

import asyncio
import itertools
import threading
from typing import Any

import pytest
from sqlalchemy import select

from api.services.scoring import _calibration
from api.services.scoring._calibration import refresh_due
from api.store.models import Calibration, ItemParameter, SessionAbility
from tests.helpers.api_fixtures import SERVICE_TOKEN, Api
from tests.helpers.console import take_interview

pytestmark = pytest.mark.both_stores  # every rule here holds on SQLite and on PostgreSQL

FORM_SIZE = 5


def form_questions(api: Api) -> list[str]:
    return [
        q.id
        for q in api.catalog
        if q.servable and q.status.value == "active" and q.type.value in ("single", "truefalse")
    ][:FORM_SIZE]


async def sit_form(api: Api, key: str, rights: list[int]) -> tuple[list[str], list[str]]:
    """One fixed-form invite; candidate n answers the first ``rights[n]`` questions right."""
    questions = form_questions(api)
    invite = await api.client.post(
        "/v1/invites", json={"questions": questions, "max_uses": 50}, headers=api.recruiter(key)
    )
    assert invite.status_code == 201, invite.text
    sessions = []
    for n, right in enumerate(rights):
        session_id, _ = await take_interview(
            api.client, SERVICE_TOKEN, api.catalog, invite.json()["token"], 9000 + n, f"C{n}", right=right
        )
        sessions.append(session_id)
    return questions, sessions


async def ability_of(api: Api, key: str, session_id: str) -> dict[str, Any]:
    summary = (await api.client.get(f"/v1/sessions/{session_id}", headers=api.recruiter(key))).json()
    assert summary["status"] == "finished"
    return dict(summary["ability"])


async def test_finished_interviews_are_calibrated_and_get_abilities_on_the_orgs_scale(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    rights = [0, 1, 2, 3, 4, 5, 2, 3]
    questions, sessions = await sit_form(api, key, rights)

    before = [await ability_of(api, key, sid) for sid in sessions]
    assert {a["scale"] for a in before} == {"prior"} and all(a["answered"] == FORM_SIZE for a in before)

    assert len(await refresh_due(api.ctx)) == 1
    assert await refresh_due(api.ctx) == []  # nothing new since: no second calibration
    after = [await ability_of(api, key, sid) for sid in sessions]
    assert {a["scale"] for a in after} == {"calibration-1"}
    by_right = sorted(zip(rights, (a["theta"] for a in after), strict=True))
    assert all(lo[1] <= hi[1] for lo, hi in itertools.pairwise(by_right))  # more right, higher θ
    assert after[0]["theta"] < 0 < after[5]["theta"]
    assert all(0 < a["se"] < 1 for a in after)

    async with api.ctx.sessions() as db:
        calibration = (await db.scalars(select(Calibration))).one()
        params = (await db.scalars(select(ItemParameter))).all()
        stored = {row.session_id: row for row in (await db.scalars(select(SessionAbility))).all()}
    assert calibration.sessions == len(rights) and calibration.items == FORM_SIZE
    assert {p.question_id for p in params} == set(questions)
    assert all(p.responses == len(rights) and p.se_b > 0 for p in params)
    # the easiest item of the form (most right answers: the first, as everyone answers in order) is easiest
    b = {p.question_id: p.b for p in params}
    assert b[questions[0]] < b[questions[-1]]
    assert {sid: round(stored[sid].theta, 3) for sid in sessions} == {
        sid: a["theta"] for sid, a in zip(sessions, after, strict=True)
    }

    # one more finished interview: due again, and the next calibration is number 2
    await take_interview(
        api.client, SERVICE_TOKEN, api.catalog, await invite_token(api, key), 9100, "Late", right=4
    )
    assert len(await refresh_due(api.ctx)) == 1
    assert (await ability_of(api, key, sessions[0]))["scale"] == "calibration-2"


async def invite_token(api: Api, key: str) -> str:
    items = (await api.client.get("/v1/invites", headers=api.recruiter(key))).json()["items"]
    return str(items[0]["token"])


async def test_candidates_never_see_their_ability_and_other_orgs_are_apart(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    _, sessions = await sit_form(api, key, [3, 1])
    await refresh_due(api.ctx)
    own = await api.client.get(f"/v1/sessions/{sessions[0]}", headers=api.candidate(9000))
    assert own.status_code == 200 and own.json().get("ability") is None
    other = await api.recruiter_key("Globex")
    assert (
        await api.client.get(f"/v1/sessions/{sessions[0]}", headers=api.recruiter(other))
    ).status_code == 404
    async with api.ctx.sessions() as db:
        assert len((await db.scalars(select(Calibration))).all()) == 1  # Globex has nothing to calibrate


async def test_a_pass_computes_with_the_store_free_and_the_next_takes_in_what_came_meanwhile(
    api: Api, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A pass reads, computes in a worker thread, then writes: while it computes, no transaction of
    its own is open, so an interview is taken to its end and a candidate forgotten (their interview
    pseudonymised) meanwhile; the pass then stores abilities for the interviews it read, and the next
    pass takes in the new one."""
    key = await api.recruiter_key("Acme")
    _, sessions = await sit_form(api, key, [0, 2, 4, 5])
    computing, go_on = threading.Event(), threading.Event()
    compute = _calibration.estimate_all

    def paused(observed: Any) -> Any:
        computing.set()
        assert go_on.wait(120)
        return compute(observed)

    monkeypatch.setattr(_calibration, "estimate_all", paused)
    calibrating = asyncio.create_task(refresh_due(api.ctx))
    try:
        assert await asyncio.to_thread(computing.wait, 120)
        erased = await api.client.delete("/v1/candidates/9001", headers=api.candidate(9001))
        assert erased.status_code == 200, erased.text
        late, _ = await take_interview(
            api.client, SERVICE_TOKEN, api.catalog, await invite_token(api, key), 9300, "Late", right=3
        )
    finally:
        go_on.set()
    assert len(await calibrating) == 1

    async with api.ctx.sessions() as db:
        calibration = (await db.scalars(select(Calibration))).one()
        abilities = {row.session_id: row.scale for row in (await db.scalars(select(SessionAbility))).all()}
    assert calibration.sessions == len(sessions)  # what it read
    assert abilities == {sid: "calibration-1" for sid in sessions}

    assert len(await refresh_due(api.ctx)) == 1  # the late interview: due again
    async with api.ctx.sessions() as db:
        latest = (await db.scalars(select(Calibration).order_by(Calibration.number.desc()))).first()
        abilities = {row.session_id: row.scale for row in (await db.scalars(select(SessionAbility))).all()}
    assert latest is not None and latest.number == 2 and latest.sessions == len(sessions) + 1
    assert abilities == {sid: "calibration-2" for sid in [*sessions, late]}
