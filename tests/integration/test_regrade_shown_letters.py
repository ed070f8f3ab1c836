"""A key corrected after a candidate answered a question shown in a shuffled order reads, once their
answer is regraded, in the letters they saw: the transcript's key (the explanation kept with the
answer) is the corrected one, and the erratum names the old key and the new one as shown — never the
bank's letters beside options listed in the candidate's order (review53 finding 4)."""

from __future__ import annotations

from typing import Any

from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import answer, question_view, start
from tests.helpers.banks import upload_ready

# the bank's key says B (2380, the peer port); the correction says A (2379, the client port)
PORTS = (
    "id,type,stem,A,B,C,D,key,points,topics\n"
    "r1,single,Which port does the etcd client use?,2379,2380,6443,10250,B,2,k8s\n"
)


async def test_a_regraded_answer_shows_the_corrected_key_in_the_letters_the_candidate_saw(api: Api) -> None:
    api.ctx.settings.shuffle_options = True  # the default (the shared fixture turns it off)
    key = await api.recruiter_key("Acme")
    acme = api.recruiter(key)
    bank = await upload_ready(api.client, acme, "etcd", PORTS, "text/csv")
    question_id = bank["items"][0]["id"]
    body = {"questions": [question_id], "reveal": "each", "max_uses": 30, "language": "en"}
    invite = (await api.client.post("/v1/invites", json=body, headers=acme)).json()

    shown: dict[str, str] = {}
    for candidate in range(4001, 4031):  # until a session shows the options in an order of its own
        session = await start(api, candidate, invite["token"])
        shown = (await question_view(api, candidate, session["id"]))["options"]
        if list(shown.values()) != ["2379", "2380", "6443", "10250"]:
            break
    assert list(shown.values()) != ["2379", "2380", "6443", "10250"], "no session shuffled the options"
    letter_of = {text: letter for letter, text in shown.items()}
    old, new = letter_of["2380"], letter_of["2379"]
    recorded = await answer(api, candidate, session["id"], question_id, old)
    assert recorded.json()["verdict"] == "correct", recorded.text

    erratum = {"what": "the key said B (2380, the peer port)", "why": "2379 is the client's"}
    patch = {"key": "A", "erratum": erratum}
    assert (await api.client.patch(f"/v1/banks/{bank['id']}/questions/{question_id}", json=patch,
                                   headers=acme)).status_code == 200  # fmt: skip
    regraded = await api.client.post(f"/v1/banks/{bank['id']}/questions/{question_id}/regrade", headers=acme)
    assert regraded.json()["changed"] == 1, regraded.text

    transcript = await api.client.get(f"/v1/sessions/{session['id']}/transcript", headers=acme)
    [entry] = transcript.json()["answers"]
    assert entry["verdict"] == "incorrect"
    assert entry["question"]["options"] == shown  # the options as the candidate saw them
    key_errata = [e for e in entry["errata"] if e["field"] == "key"]
    assert [(e["source"], e["corrected"]) for e in key_errata] == [(old, new)], entry["errata"]
    explanation: dict[str, Any] = entry["explanation"]
    assert explanation["key"] == new and explanation["errata"][-1]["corrected"] == new, explanation
    markdown = await api.client.get(f"/v1/sessions/{session['id']}/transcript?format=md", headers=acme)
    assert f"{old} → {new}" in markdown.text and "B → A" not in markdown.text.replace(f"{old} → {new}", "")
