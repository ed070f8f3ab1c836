"""A release that disputes a public-bank question while sessions hold it: their plans' points follow
``counted_points`` (none while disputed), as a correction moves an organisation question's copy, so
the score in SQL (lists, CSV, ATS, xAPI) is the summary's."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from api.store.models import InterviewSession
from bank.catalog import Catalog
from bank.model import Bank, Status
from tests.helpers.api_fixtures import Api, api_settings, running_api
from tests.helpers.api_flows import post_answer, right_answer, set_plan, start_practice

pytestmark = pytest.mark.both_stores  # what the store holds across a restart: SQLite and PostgreSQL

CANDIDATE = 8301


async def _points(api: Api, session_id: str) -> tuple[float | None, float]:
    async with api.ctx.sessions() as db:
        row = (
            await db.execute(
                select(InterviewSession.plan_points, InterviewSession.points_awarded).where(
                    InterviewSession.id == session_id
                )
            )
        ).one()
    return row[0], row[1]


async def test_a_release_disputing_a_question_takes_it_out_of_running_plans(
    api: Api, tmp_path: Path, real_index: Any, api_catalog: Catalog
) -> None:
    singles = [q for q in api_catalog if q.type == "single" and q.status is Status.ACTIVE][:3]
    first, disputed, last = singles
    practice = await start_practice(api, CANDIDATE, types=["single"])
    await set_plan(api, practice["id"], [q.id for q in singles])
    await post_answer(api, CANDIDATE, practice["id"], first.id, right_answer(first), "a1")
    total = first.points + disputed.points + last.points
    assert await _points(api, practice["id"]) == (total, first.points)

    released = Catalog(
        Bank(
            id=bank.id,
            title=bank.title,
            questions=[
                q.model_copy(update={"status": Status.DISPUTED}) if q.id == disputed.id else q
                for q in bank.questions
            ],
        )
        for bank in api_catalog.banks
    )
    settings = api_settings(tmp_path, api.settings.database_url)
    async with running_api(settings, real_index, released) as deployed:
        # the start moved the plan: the disputed question counts nothing, answered or not
        assert await _points(deployed, practice["id"]) == (first.points + last.points, first.points)
        right = right_answer(disputed)
        got = await post_answer(deployed, CANDIDATE, practice["id"], disputed.id, right, "a2")
        assert got["verdict"] == "ungraded"
        await post_answer(deployed, CANDIDATE, practice["id"], last.id, right_answer(last), "a3")
        plan_points, awarded = await _points(deployed, practice["id"])
        assert (plan_points, awarded) == (first.points + last.points, first.points + last.points)
        summary = await deployed.client.get(
            f"/v1/sessions/{practice['id']}", headers=deployed.candidate(CANDIDATE)
        )
        assert summary.status_code == 200, summary.text
        assert summary.json()["points"] == plan_points  # one score: the summary's and the SQL's
