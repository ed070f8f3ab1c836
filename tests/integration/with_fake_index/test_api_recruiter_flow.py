"""The recruiter flow of docs/http-api.md through the real routes, on SQLite with the in-memory index:
organisation and key, topics and search, an invite, a candidate taking it, sessions, the transcript."""

from __future__ import annotations

import csv
import io

from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import right_answer, wrong_answer
from tests.helpers.fake_index import FakeQuestionIndex


async def test_the_documented_recruiter_flow(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    recruiter = api.recruiter(key)

    topics = (await api.client.get("/v1/topics", headers=recruiter)).json()["items"]
    assert topics and all(t["questions"] == sum(t["types"].values()) for t in topics)
    found = (
        await api.client.get("/v1/questions/search", params={"q": "LoRA", "k": 2}, headers=recruiter)
    ).json()
    assert found["items"] and all("lora" in api.catalog[h["question_id"]].topics for h in found["items"])

    body = {"question_count": 2, "types": ["single"], "reveal": "end", "title": "ML engineer screen"}
    invite = await api.client.post("/v1/invites", json={**body, "time_limit_s": 120}, headers=recruiter)
    assert invite.status_code == 201, invite.text
    token = invite.json()["token"]
    assert invite.json()["deep_link"].endswith(f"?start={token}") and invite.json()["uses"] == 0

    tid = 424242
    candidate = api.candidate(tid)
    start = {"mode": "interview", "invite_token": token, "candidate": {"telegram_id": tid, "name": "Li Lei"}}
    session = (await api.client.post("/v1/sessions", json=start, headers=candidate)).json()
    assert (session["status"], session["position"], session["total"]) == ("active", 0, 2)
    answers = []
    for position in range(2):
        current = (await api.client.get(f"/v1/sessions/{session['id']}/current", headers=candidate)).json()
        assert current["position"] == position and current["deadline"] is not None  # the clock runs
        question = api.catalog[current["question"]["id"]]
        assert question.type.value == "single" and question.status.value == "active"
        text = right_answer(question) if position == 0 else wrong_answer(question)
        answers.append((question, text))
        result = await api.client.post(
            f"/v1/sessions/{session['id']}/answers",
            json={"question_id": question.id, "answer": text, "idempotency_key": f"msg-{position}"},
            headers=candidate,
        )
        assert result.status_code == 200 and result.json()["recorded"] and result.json()["verdict"] is None
    report = result.json()["next"]["report"]
    expected = answers[0][0].points / (answers[0][0].points + answers[1][0].points)
    assert report["answered"] == 2 and abs(report["score"] - expected) < 1e-3

    listed = (await api.client.get("/v1/sessions", params={"status": "finished"}, headers=recruiter)).json()
    assert [s["id"] for s in listed["items"]] == [session["id"]] and listed["next_cursor"] is None
    transcript = (await api.client.get(f"/v1/sessions/{session['id']}/transcript", headers=recruiter)).json()
    assert [(a["question_id"], a["answer"], a["verdict"]) for a in transcript["answers"]] == [
        (answers[0][0].id, answers[0][1], "correct"),
        (answers[1][0].id, answers[1][1], "incorrect"),
    ]
    for fmt, kind in (("md", "text/markdown"), ("csv", "text/csv"), ("html", "text/html")):
        rendered = await api.client.get(
            f"/v1/sessions/{session['id']}/transcript", params={"format": fmt}, headers=recruiter
        )
        assert rendered.status_code == 200 and rendered.headers["content-type"].startswith(kind), fmt
    rows = list(
        csv.reader(
            io.StringIO(
                (
                    await api.client.get(
                        f"/v1/sessions/{session['id']}/transcript",
                        params={"format": "csv"},
                        headers=recruiter,
                    )
                ).text.lstrip("\ufeff")
            )
        )
    )
    assert len(rows) == 3  # a header and one row per answer

    other = api.recruiter(await api.recruiter_key("Globex"))
    assert (await api.client.get(f"/v1/sessions/{session['id']}", headers=other)).status_code == 404
    assert (await api.client.get("/v1/invites", headers=api.recruiter("ibk_wrong"))).status_code == 401


async def test_practice_related_material_comes_from_the_index(
    api: Api, fake_index: FakeQuestionIndex
) -> None:
    # a candidate whose first question has off-topic neighbours in the index (which one is drawn
    # depends on the bank): the filter is only tested where there is something to filter
    for tid in range(515151, 515181):
        start = {
            "mode": "practice",
            "candidate": {"telegram_id": tid},
            "types": ["single", "multi", "truefalse"],
        }
        session = (await api.client.post("/v1/sessions", json=start, headers=api.candidate(tid))).json()
        current = (
            await api.client.get(f"/v1/sessions/{session['id']}/current", headers=api.candidate(tid))
        ).json()
        question = api.catalog[current["question"]["id"]]
        near = {item.question_id for item in fake_index.related(question.id, 2)} - {question.id}
        off_topic = {qid for qid in near if not set(api.catalog[qid].topics) & set(question.topics)}
        if off_topic:
            break
    assert off_topic, "no drawn question has off-topic neighbours: the test has nothing to check"
    answered = await api.client.post(
        f"/v1/sessions/{session['id']}/answers",
        json={"question_id": question.id, "answer": wrong_answer(question), "idempotency_key": "p-1"},
        headers=api.candidate(tid),
    )
    # a multiple-choice question whose every option is right takes a proper subset as its wrong answer:
    # partly right, then (the practice draw is random)
    assert answered.status_code == 200 and answered.json()["verdict"] in ("incorrect", "partial")
    related = (
        await api.client.get(f"/v1/sessions/{session['id']}/related?k=2", headers=api.candidate(tid))
    ).json()
    assert related["question_id"] == question.id
    offered = {item["question_id"] for item in related["items"]}
    assert question.id not in offered  # on the question's own topics only (distinct in this bank)
    assert not offered & off_topic  # the index offered off-topic material; none was kept
    assert all(set(api.catalog[qid].topics) & set(question.topics) for qid in offered)
    assert offered <= {item.question_id for item in fake_index.related(question.id, 10)}
