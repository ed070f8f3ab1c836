"""An answer regraded after its key was corrected shows its first grade on the console's session page,
as every transcript format shows it ("Regraded after a correction; original grade: …"), in both
languages: a recruiter reading the console sees that the grade changed, and from what."""

from __future__ import annotations

import re

from api.catalogue import console_word
from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import answer, start
from tests.helpers.banks import upload_ready
from tests.helpers.console import sign_in

ONE_QUESTION = (
    "id,type,stem,A,B,C,D,key,explanation,topics\n"
    "rg-1,single,Which zephyrgate port is the admin port?,7001,7002,7003,7004,A,,zephyr\n"
)


async def test_the_session_page_shows_a_regraded_answers_first_grade(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    acme = api.recruiter(key)
    bank = await upload_ready(api.client, acme, "correctable", ONE_QUESTION, "text/csv")
    question_id = bank["items"][0]["id"]
    body = {"questions": [question_id], "max_uses": 5, "language": "zh"}
    invite = (await api.client.post("/v1/invites", json=body, headers=acme)).json()
    session_id = (await start(api, 4811, invite["token"]))["id"]
    answered = await answer(api, 4811, session_id, question_id, "C", "c")
    assert answered.status_code == 200, answered.text
    corrected = {"key": "C", "erratum": {"what": "the admin port is 7003", "why": "the manual says so"}}
    patched = await api.client.patch(
        f"/v1/banks/{bank['id']}/questions/{question_id}", json=corrected, headers=acme
    )
    assert patched.status_code == 200, patched.text
    regraded = await api.client.post(f"/v1/banks/{bank['id']}/questions/{question_id}/regrade", headers=acme)
    assert regraded.status_code == 200, regraded.text
    transcript = (await api.client.get(f"/v1/sessions/{session_id}/transcript", headers=acme)).json()
    (entry,) = transcript["answers"]
    assert (entry["verdict"], entry["original"]["verdict"]) == ("correct", "incorrect")
    await sign_in(api.client, key)
    for language in ("zh", "en"):
        await api.client.get(f"/console/lang/{language}")
        page = (await api.client.get(f"/console/sessions/{session_id}")).text
        shown = re.search(r'<p class="meta regrade" data-original="(\w+)">([^<]*)</p>', page)
        assert shown, page
        assert shown.group(1) == "incorrect"
        assert shown.group(2).startswith(console_word("original_grade", language))
        assert console_word("verdict_incorrect", language) in shown.group(2) and "(0 / 1)" in shown.group(2)
