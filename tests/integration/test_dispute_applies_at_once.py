"""A key disputed after candidates answered it marks none of them wrong from that moment: their
recorded answers become ``ungraded`` (worth nothing, counted in no score) with the dispute itself, as
a regrade makes them — not when someone remembers to press regrade, until which the candidate's
transcript said "incorrect, the right answer is …" by the very key the organisation disputed. A key
corrected (not disputed) still waits for the regrade. On SQLite and PostgreSQL."""

from __future__ import annotations

import pytest

from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import start as start_interview
from tests.helpers.banks import upload_ready

pytestmark = pytest.mark.both_stores  # store behaviour (answers and running totals): SQLite and PostgreSQL

TWO_QUESTIONS = (
    "id,type,stem,A,B,C,D,key,explanation,topics\n"
    "dq-1,single,Which zephyrgate port is the admin port?,7001,7002,7003,7004,A,,zephyr\n"
    "dq-2,single,Which zephyrgate port is the gossip port?,5001,5002,5003,5004,A,,zephyr\n"
)
CANDIDATE = 4901


async def test_a_dispute_ungrades_the_answers_already_recorded(api: Api) -> None:
    acme = api.recruiter(await api.recruiter_key("Acme"))
    bank = await upload_ready(api.client, acme, "disputable", TWO_QUESTIONS, "text/csv")
    disputed, kept = (item["id"] for item in bank["items"])
    body = {"questions": [disputed, kept], "reveal": "each", "max_uses": 5, "language": "en"}
    invite = (await api.client.post("/v1/invites", json=body, headers=acme)).json()
    session = await start_interview(api, CANDIDATE, invite["token"])
    for number, question_id in enumerate((disputed, kept)):  # both wrong, by the text of an option
        current = await api.client.get(
            f"/v1/sessions/{session['id']}/current", headers=api.candidate(CANDIDATE)
        )
        options = current.json()["question"]["options"]
        letter = next(label for label, text in options.items() if text in ("7003", "5003"))
        answered = await api.client.post(
            f"/v1/sessions/{session['id']}/answers",
            json={"question_id": question_id, "answer": letter, "idempotency_key": f"a{number}"},
            headers=api.candidate(CANDIDATE),
        )
        assert answered.status_code == 200 and answered.json()["verdict"] == "incorrect", answered.text
    path = f"/v1/sessions/{session['id']}"
    assert (await api.client.get(path, headers=acme)).json()["points"] == 2.0

    patch = {"status": "disputed", "erratum": {"what": "two ports are admin ports", "why": "ambiguous"}}
    patched = await api.client.patch(f"/v1/banks/{bank['id']}/questions/{disputed}", json=patch, headers=acme)
    assert patched.status_code == 200, patched.text

    for viewer in (api.candidate(CANDIDATE), acme):
        transcript = (await api.client.get(f"{path}/transcript", headers=viewer)).json()
        verdicts = {answer["question_id"]: answer["verdict"] for answer in transcript["answers"]}
        assert verdicts == {disputed: "ungraded", kept: "incorrect"}, verdicts
        assert (transcript["session"]["points"], transcript["session"]["score"]) == (1.0, 0.0)
        markdown = (await api.client.get(f"{path}/transcript?format=md", headers=viewer)).text
        assert markdown.count("**incorrect**") == 1, markdown  # the answer to the question kept
    listed = (await api.client.get("/v1/sessions", headers=acme)).json()["items"]
    assert [(item["points"], item["score"]) for item in listed] == [(1.0, 0.0)]

    corrected = {"key": "C", "erratum": {"what": "the key said 5001", "why": "the gossip port is 5003"}}
    patched = await api.client.patch(f"/v1/banks/{bank['id']}/questions/{kept}", json=corrected, headers=acme)
    assert patched.status_code == 200, patched.text
    transcript = (await api.client.get(f"{path}/transcript", headers=acme)).json()
    assert transcript["answers"][1]["verdict"] == "incorrect"  # a corrected key waits for the regrade


@pytest.mark.parametrize("ran_out", ["late answer", "timer"])
async def test_a_question_whose_time_ran_out_counts_in_no_score_once_disputed(api: Api, ran_out: str) -> None:
    """Answered after its time, or skipped by the bot's timer: the question's points were lost while its
    key stood, and are counted in no score once it is disputed — nor was the late answer "incorrect"."""
    acme = api.recruiter(await api.recruiter_key("Acme"))
    bank = await upload_ready(api.client, acme, "disputable", TWO_QUESTIONS, "text/csv")
    disputed, kept = (item["id"] for item in bank["items"])
    body = {
        "questions": [disputed, kept],
        "reveal": "each",
        "max_uses": 5,
        "language": "en",
        "time_limit_s": 30,
    }
    invite = (await api.client.post("/v1/invites", json=body, headers=acme)).json()
    session = await start_interview(api, CANDIDATE, invite["token"])
    path, candidate = f"/v1/sessions/{session['id']}", api.candidate(CANDIDATE)
    for number, question_id in enumerate((disputed, kept)):  # the first too late, the second right
        options = (await api.client.get(f"{path}/current", headers=candidate)).json()["question"]["options"]
        if number == 0:
            api.clock.advance(60)
        if number == 0 and ran_out == "timer":
            body = {"question_id": question_id, "idempotency_key": "timer", "timed_out": True}
            response = await api.client.post(f"{path}/skip", json=body, headers=candidate)
        else:
            letter = next(label for label, text in options.items() if text in ("7001", "5001"))
            body = {"question_id": question_id, "answer": letter, "idempotency_key": f"a{number}"}
            response = await api.client.post(f"{path}/answers", json=body, headers=candidate)
        assert response.status_code == 200 and response.json()["timed_out"] is (number == 0), response.text
    summary = (await api.client.get(path, headers=acme)).json()
    assert (summary["points"], summary["score"]) == (2.0, 0.5)

    patch = {"status": "disputed", "erratum": {"what": "two ports are admin ports", "why": "ambiguous"}}
    patched = await api.client.patch(f"/v1/banks/{bank['id']}/questions/{disputed}", json=patch, headers=acme)
    assert patched.status_code == 200, patched.text
    for viewer in (candidate, acme):
        transcript = (await api.client.get(f"{path}/transcript", headers=viewer)).json()
        assert (transcript["session"]["points"], transcript["session"]["score"]) == (1.0, 1.0)
        first = transcript["answers"][0]
        verdict = "invalid" if ran_out == "timer" else "ungraded"  # a skip has no answer to read
        assert (first["verdict"], first["points"], first["timed_out"]) == (verdict, 0.0, True), first
    listed = (await api.client.get("/v1/sessions", headers=acme)).json()["items"]
    assert [(item["points"], item["score"]) for item in listed] == [(1.0, 1.0)]
