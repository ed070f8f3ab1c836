"""A question disputed during an interview marks no one wrong, in every score of the session: the
summary, the session list, the candidate's report, the console's CSV, the ATS partner score, the xAPI
``completed`` statement and the invite's score distribution give one score, computed without it; and
the invite's item statistics do not count the answer to it as answered at all. On SQLite and PostgreSQL
(the running totals are SQL sums)."""

from __future__ import annotations

import csv
import io
from typing import Any

import pytest
from sqlalchemy import select

from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import answer, question_view, start
from tests.helpers.banks import upload_ready
from tests.helpers.console import sign_in
from tests.helpers.greenhouse import basic
from tests.helpers.tallies import kept_and_rebuilt

pytestmark = pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL

THREE_QUESTIONS = (
    "id,type,stem,A,B,C,D,key,explanation,topics\n"
    "ds-1,single,Which zephyrgate port is the admin port?,7001,7002,7003,7004,B,,zephyr\n"
    "ds-2,single,Which zephyrgate port is the metrics port?,9001,9002,9003,9004,B,,zephyr\n"
    "ds-3,single,Which zephyrgate port is the gossip port?,5001,5002,5003,5004,B,,zephyr\n"
)


async def _scores(api: Api, key: str, session_id: str, partner_interview_id: str) -> dict[str, Any]:
    """The session's score as each presentation gives it (a fraction of 1)."""
    from api.services.scoring import invite_cohort, item_stats
    from api.services.webhooks import _xapi as xapi
    from api.store.models import InterviewSession
    from api.store.tallies import SESSIONS_ROW, score_of_bucket

    headers = api.recruiter(key)
    summary = (await api.client.get(f"/v1/sessions/{session_id}", headers=headers)).json()
    listed = (await api.client.get("/v1/sessions", headers=headers)).json()["items"]
    report = await api.client.get(f"/v1/sessions/{session_id}", headers=api.candidate(7301))
    transcript = (await api.client.get(f"/v1/sessions/{session_id}/transcript", headers=headers)).json()
    ats = await api.client.get(
        "/v1/ats/greenhouse/test_status",
        params={"partner_interview_id": partner_interview_id},
        headers={"Authorization": basic(key)},
    )
    await sign_in(api.client, key)
    table = list(
        csv.DictReader(io.StringIO((await api.client.get("/console/sessions.csv")).text.lstrip("\ufeff")))
    )
    async with api.ctx.sessions() as db:
        session = (
            await db.execute(select(InterviewSession).where(InterviewSession.id == session_id))
        ).scalar_one()
        statement = xapi.completed(api.ctx.settings, session, "", learner="x")
        cohort = invite_cohort(session.org_id or "", session.invite_id or "")
        stats = {stat.question_id: stat.answers for stat in await item_stats(db, cohort, None)}
    kept, rebuilt = await kept_and_rebuilt(api)
    assert kept == rebuilt
    (bucket,) = [row[3] for row in kept if row[2] == SESSIONS_ROW]
    csv_score = next(row for row in table if row["session_id"] == session_id)["score"]
    partner_score, xapi_score = ats.json()["partner_score"], statement["result"]["score"]
    return {
        "scores": {
            "summary": summary["score"],
            "list": next(item["score"] for item in listed if item["id"] == session_id),
            "candidate report": report.json()["score"],
            "transcript": transcript["session"]["score"],
            "console csv": float(csv_score) if csv_score else None,
            "ats": None if partner_score is None else partner_score / 100,
            "xapi": xapi_score.get("scaled"),
            "tallies": score_of_bucket(bucket),
        },
        "points": (
            summary["points"],
            ats.json()["metadata"]["max_points"],
            xapi_score.get("max"),
        ),
        "item answers": stats,
        "per topic": [topic["score"] for topic in summary["per_topic"]],
        "markdown": (
            await api.client.get(f"/v1/sessions/{session_id}/transcript?format=md", headers=headers)
        ).text,
    }


@pytest.mark.parametrize("disputed_turn", ["answered", "skipped", "answered later", "never reached"])
async def test_a_question_disputed_mid_interview_counts_in_no_score(api: Api, disputed_turn: str) -> None:
    """Disputed on screen, then answered or skipped; disputed before it came up, then answered; or
    disputed before it came up and the interview finished before it: in no case a point lost."""
    key = await api.recruiter_key("Acme")
    acme = api.recruiter(key)
    bank = await upload_ready(api.client, acme, "disputable", THREE_QUESTIONS, "text/csv")
    first, disputed, last = (item["id"] for item in bank["items"])
    plan = [first, last, disputed] if disputed_turn == "never reached" else [first, disputed, last]
    sid, partner_interview_id = await _take(api, key, bank["id"], plan, disputed, disputed_turn)

    seen = await _scores(api, key, sid, partner_interview_id)
    # one point of the two that count: the disputed question is neither lost nor won
    assert seen["scores"] == dict.fromkeys(seen["scores"], 0.5), seen
    assert seen["points"] == (2.0, 2.0, 2.0), seen
    assert seen["item answers"] == {first: 1, last: 1}, seen  # the disputed one: no answer counted
    if disputed_turn == "never reached":
        transcript = await api.client.get(f"/v1/sessions/{sid}/transcript", headers=acme)
        assert [item["question_id"] for item in transcript.json()["answers"]] == [first, last]


async def test_an_interview_whose_every_question_is_disputed_has_no_score_rather_than_0(api: Api) -> None:
    from api.schemas import CurrentQuestion
    from bot.final_views import final_replies

    key = await api.recruiter_key("Acme")
    bank = await upload_ready(api.client, api.recruiter(key), "disputable", THREE_QUESTIONS, "text/csv")
    only = bank["items"][1]["id"]
    sid, partner_interview_id = await _take(api, key, bank["id"], [only], only, "answered")

    seen = await _scores(api, key, sid, partner_interview_id)
    assert seen["scores"] == dict.fromkeys(seen["scores"]), seen  # no score anywhere, not 0 %
    assert seen["points"] == (0.0, 0.0, None), seen
    assert seen["per topic"] == [None], seen
    assert "得分率: — (0 / 0" in seen["markdown"], seen["markdown"]  # the transcript's score line
    current = await api.client.get(f"/v1/sessions/{sid}/current", headers=api.candidate(7301))
    (final, *_) = final_replies(CurrentQuestion.model_validate(current.json()), "zh")
    assert "未计分" in final.html and "%" not in final.html, final.html


async def _take(
    api: Api, key: str, bank_id: str, plan: list[str], disputed: str, disputed_turn: str
) -> tuple[str, str]:
    """An ATS-sent interview of ``plan``, answered right, then wrong; ``disputed`` is disputed when it
    comes up, and answered or skipped (``disputed_turn``). The session's id and the ATS's for it."""
    acme = api.recruiter(key)
    body = {"question_count": len(plan), "questions": plan, "reveal": "end", "max_uses": 5}
    invite = (await api.client.post("/v1/invites", json=body, headers=acme)).json()
    ats = {"Authorization": basic(key)}
    sent = await api.client.post(
        "/v1/ats/greenhouse/send_test",
        json={"partner_test_id": invite["id"], "candidate": {"first_name": "Wei", "telegram": "zhangwei1"}},
        headers=ats,
    )
    assert sent.status_code == 200, sent.text
    session = await start(api, 7301, sent.json()["test_url"].rsplit("start=", 1)[1], username="zhangwei1")
    sid = session["id"]
    replies = iter(("B", "A"))  # right, then wrong
    early = disputed_turn in ("answered later", "never reached")
    for turn in range(len(plan)):
        question_id = (await question_view(api, 7301, sid))["id"]
        # disputed before it comes up (on the first question), or when it does
        if (turn == 0 and early and disputed in plan[1:]) or (question_id == disputed and not early):
            patched = await api.client.patch(
                f"/v1/banks/{bank_id}/questions/{disputed}",
                json={"status": "disputed", "erratum": {"what": "two ports", "why": "both fit"}},
                headers=acme,
            )
            assert patched.status_code == 200, patched.text
        if question_id == disputed and disputed_turn == "never reached":
            finished = await api.client.post(f"/v1/sessions/{sid}/finish", headers=api.candidate(7301))
            assert finished.status_code == 200, finished.text
            break
        if question_id == disputed and disputed_turn == "skipped":
            response = await api.client.post(
                f"/v1/sessions/{sid}/skip",
                json={"question_id": disputed, "idempotency_key": "skip"},
                headers=api.candidate(7301),
            )
        else:
            reply = "B" if question_id == disputed else next(replies)
            response = await answer(api, 7301, sid, question_id, reply)
        assert response.status_code == 200, response.text
    return sid, sent.json()["partner_interview_id"]
