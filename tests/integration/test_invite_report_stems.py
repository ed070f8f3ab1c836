"""The invite report names each question of its item statistics by its first line, an organisation's
own bank questions as well as the public bank's (the invite page's lookup)."""

from __future__ import annotations

import re

import pytest

from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import answer, question_view, start
from tests.helpers.banks import upload_ready
from tests.helpers.console import sign_in

ONE_QUESTION = (
    "id,type,stem,A,B,C,D,key,explanation,topics\n"
    "rs-1,single,Which zephyrgate port is the admin port?,7001,7002,7003,7004,B,,zephyr\n"
)


@pytest.mark.both_stores  # the organisation's questions are read from the store
async def test_the_invite_report_names_an_organisation_banks_question_by_its_stem(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    acme = api.recruiter(key)
    bank = await upload_ready(api.client, acme, "own", ONE_QUESTION, "text/csv")
    question_id = bank["items"][0]["id"]
    body = {"question_count": 1, "questions": [question_id], "max_uses": 5}
    invite = (await api.client.post("/v1/invites", json=body, headers=acme)).json()
    session = await start(api, 7401, invite["token"])
    assert (await question_view(api, 7401, session["id"]))["id"] == question_id
    assert (await answer(api, 7401, session["id"], question_id, "B")).status_code == 200

    await sign_in(api.client, key)
    report = await api.client.get(f"/console/invites/{invite['id']}/report")
    assert report.status_code == 200, report.text
    (row,) = re.findall(r"<th scope=\"row\" class=\"item\">.*?</th>", report.text, re.S)
    assert question_id in row and "Which zephyrgate port is the admin port?" in row, row
