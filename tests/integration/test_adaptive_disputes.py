"""A question of an adaptive invite's pool disputed while an interview is in progress, on SQLite and
PostgreSQL: the interview's points stay those of the questions it asked (a question of the pool it never
asked is no part of its plan), and the next questions are chosen among those still active — a disputed
key is never asked, as a drawn interview never draws one, and never counts as lost."""

from __future__ import annotations

import pytest

from api.store.sessions import get_session
from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import answer, get, plan_of, question_view, start
from tests.helpers.banks import adaptive_pool, alike_questions

pytestmark = pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL

SIX = alike_questions("ad", "quillbridge", "quill", 6)


async def test_a_pool_question_disputed_meanwhile_is_neither_counted_nor_asked(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    acme = api.recruiter(key)
    bank, invite = await adaptive_pool(api, key, "quill", SIX, max_questions=4, target_se=0.1)
    session_id = (await start(api, 7401, invite["token"]))["id"]
    first = (await question_view(api, 7401, session_id))["id"]
    others = [item["id"] for item in bank["items"] if item["id"] != first]
    for disputed in others[:3]:  # three of the pool the interview has not asked
        patched = await api.client.patch(
            f"/v1/banks/{bank['id']}/questions/{disputed}",
            json={"status": "disputed", "erratum": {"what": "two ports", "why": "both fit"}},
            headers=acme,
        )
        assert patched.status_code == 200, patched.text
    assert await totals(api, session_id) == (1.0, 0.0)  # the one question asked, not 1 - 3

    asked = [first]
    while True:
        reply = await answer(api, 7401, session_id, asked[-1], "B")  # every answer right
        assert reply.status_code == 200, reply.text
        view = (await get(api, 7401, f"/v1/sessions/{session_id}/current")).json()["question"]
        if view is None:
            break
        asked.append(view["id"])
    assert await plan_of(api, session_id) == asked
    assert not set(asked) & set(others[:3]), asked  # only the three still active were left to ask
    assert len(asked) == 3
    summary = (await api.client.get(f"/v1/sessions/{session_id}", headers=acme)).json()
    assert (summary["status"], summary["points"], summary["score"]) == ("finished", 3.0, 1.0), summary
    assert await totals(api, session_id) == (3.0, 3.0)  # what the session list, ATS and tallies read


async def totals(api: Api, session_id: str) -> tuple[float | None, float | None]:
    """The running totals on the session's row: its plan's points and the points awarded."""
    async with api.ctx.sessions() as db:
        row = await get_session(db, session_id)
        assert row is not None
        return row.plan_points, row.points_awarded
