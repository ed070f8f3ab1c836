"""The points an ATS reads of a completed test are the session summary's, to its four decimals, on SQLite
and PostgreSQL: the session row's running sums add each answer's points as floats, and questions worth
0.1 point each add up to 0.30000000000000004, which is no figure a recruiter is shown anywhere else."""

from __future__ import annotations

import pytest

from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import answer, question_view, start
from tests.helpers.banks import upload_ready
from tests.helpers.greenhouse import GreenhouseClient

pytestmark = pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL

TENTHS = (
    "id,type,stem,A,B,C,D,key,explanation,topics,points\n"
    "pt-1,single,Which vireoport port serves the admin pages?,7001,7002,7003,7004,B,,vireo,0.1\n"
    "pt-2,single,Which vireoport port serves the metrics?,9001,9002,9003,9004,B,,vireo,0.1\n"
    "pt-3,single,Which vireoport port serves the gossip?,5001,5002,5003,5004,B,,vireo,0.1\n"
)


async def test_the_ats_result_gives_the_summarys_points(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    acme = api.recruiter(key)
    bank = await upload_ready(api.client, acme, "tenths", TENTHS, "text/csv")
    plan = [item["id"] for item in bank["items"]]
    body = {"questions": plan, "reveal": "end", "max_uses": 5}
    invite = (await api.client.post("/v1/invites", json=body, headers=acme)).json()
    greenhouse = GreenhouseClient(api.client, "/v1/ats/greenhouse", key)
    sent = await greenhouse.send_test(invite["id"], {"first_name": "Wei", "telegram": "zhangwei1"})
    session = await start(api, 7311, sent["test_url"].rsplit("start=", 1)[1], username="zhangwei1")
    for _ in plan:
        question_id = (await question_view(api, 7311, session["id"]))["id"]
        assert (await answer(api, 7311, session["id"], question_id, "B")).status_code == 200
    summary = (await api.client.get(f"/v1/sessions/{session['id']}", headers=acme)).json()
    status = await greenhouse.test_status(sent["partner_interview_id"])
    assert summary["status"] == "finished" and summary["points"] == summary["points_awarded"] == 0.3
    metadata = status["metadata"]
    assert (metadata["points"], metadata["max_points"]) == (summary["points_awarded"], summary["points"])
    assert status["partner_score"] == 100.0
