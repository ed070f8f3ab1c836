"""How many questions a candidate answered, as the recruiter reads it, on SQLite and PostgreSQL: a skip is
not an answer, and the sessions table, its CSV and the ATS result say the same as the session's summary
and page (the row's own ``answered`` counts every answer row, skips too)."""

from __future__ import annotations

import csv
import io
import re

import pytest

from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import current_question, invite, post_answer, right_answer, start
from tests.helpers.console import sign_in

pytestmark = pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL

CANDIDATE = 8801


async def answered_one_skipped_one(api: Api) -> tuple[str, str]:
    """Acme's invite of three questions: the first answered, the second skipped, the third answered;
    (key, session id)."""
    made = await invite(api, question_count=3, types=["single", "truefalse"])
    session_id = (await start(api, CANDIDATE, made["token"]))["id"]
    for position in range(3):
        question, _ = await current_question(api, CANDIDATE, session_id)
        if position == 1:
            path = f"/v1/sessions/{session_id}/skip"
            skipped = await api.client.post(
                path, json={"question_id": question.id}, headers=api.candidate(CANDIDATE)
            )
            assert skipped.status_code == 200, skipped.text
        else:
            await post_answer(api, CANDIDATE, session_id, question.id, right_answer(question), f"a{position}")
    return await api.recruiter_key("Acme"), session_id


async def test_a_skip_is_not_counted_as_answered_in_the_table_or_its_csv(api: Api) -> None:
    key, session_id = await answered_one_skipped_one(api)
    summary = (await api.client.get(f"/v1/sessions/{session_id}", headers=api.recruiter(key))).json()
    assert summary["status"] == "finished" and (summary["answered"], summary["total"]) == (2, 3)
    await sign_in(api.client, key)
    page = (await api.client.get(f"/console/sessions/{session_id}")).text
    assert re.search(r"<dd>2/3</dd>", page), "the session's page"
    table = (await api.client.get("/console/sessions")).text
    row = table[table.index(f"/console/sessions/{session_id}") :].split("</tr>")[0]
    assert '<td class="num">2/3</td>' in row, row
    exported = (await api.client.get("/console/sessions.csv")).text.lstrip("\ufeff")
    [line] = [line for line in csv.DictReader(io.StringIO(exported)) if line["session_id"] == session_id]
    assert (line["answered"], line["total"]) == ("2", "3")
