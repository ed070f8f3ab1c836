"""A key "correction" that names the key the question already has, once written the way keys are
stored (choice letters in option order, upper case; true/false as ``true``/``false``), changes
nothing: a 422, and no erratum recorded — candidates would otherwise read that a right key was wrong
("AC → AC", review53 finding 13). A no-op key beside a real status change records the status only."""

from __future__ import annotations

import pytest

from tests.helpers.api_fixtures import Api
from tests.helpers.banks import upload_ready

pytestmark = pytest.mark.both_stores  # what a refused correction leaves stored

BANK = (
    "id,type,stem,A,B,C,D,key,topics\n"
    "r1,multi,Which zephyrgate stores are durable?,ledger,scratch,snapshot,cache,AC,zephyr\n"
    "r2,truefalse,zephyrgate replicas elect a leader with Raft.,,,,,false,zephyr\n"
)
WHY = {"what": "x", "why": "y"}


@pytest.mark.parametrize(("row", "key"), [(0, "CA"), (0, "ac"), (0, "A, C"), (1, "F"), (1, "false")])
async def test_a_key_that_is_already_the_key_is_refused_and_records_nothing(
    api: Api, row: int, key: str
) -> None:
    acme = api.recruiter(await api.recruiter_key("Acme"))
    bank = await upload_ready(api.client, acme, "zephyr", BANK, "text/csv")
    question_id = bank["items"][row]["id"]
    url = f"/v1/banks/{bank['id']}/questions/{question_id}"
    response = await api.client.patch(url, json={"key": key, "erratum": WHY}, headers=acme)
    assert response.status_code == 422, response.text
    assert "already as given" in response.json()["detail"]
    question = (await api.client.get(f"/v1/questions/{question_id}", headers=acme)).json()
    assert question["errata"] == [], question

    both = {"key": key, "status": "disputed", "erratum": WHY}
    response = await api.client.patch(url, json=both, headers=acme)
    assert response.status_code == 200, response.text
    question = (await api.client.get(f"/v1/questions/{question_id}", headers=acme)).json()
    assert [e["field"] for e in question["errata"]] == ["status"], question["errata"]
