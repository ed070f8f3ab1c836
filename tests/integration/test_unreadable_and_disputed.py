"""An unreadable answer uses nothing up, and a disputed key marks no one (issue 11).

- ``invalid`` readings are not recorded: the same question is asked again (with what is accepted),
  in practice and in interviews, whatever the reveal policy; a readable answer then counts.
- A disputed question is answered, explained and recorded with the verdict ``ungraded`` and its
  status note, worth no points, never carded; every transcript format carries the verdict.
"""

from __future__ import annotations

import csv
import io
from typing import Any

from bank.model import Status
from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import answer, current_question, invite, right_answer, start_session

UNREADABLE = ["Bad answer", "我觉得这题出得不好", "不是 A", "`x = B`"]


async def _set_first_question(api: Api, session_id: str, question_id: str) -> None:
    """Put ``question_id`` first in a session's plan (as if its status changed after the plan was drawn)."""
    from api.store.sessions import get_session

    async with api.ctx.sessions.begin() as db:
        session = await get_session(db, session_id)
        assert session is not None
        rest = [qid for qid in session.plan if qid != question_id]
        session.plan = [question_id, *rest][: len(session.plan)]


async def _answers(api: Api, session_id: str, key: str) -> list[dict[str, Any]]:
    response = await api.client.get(f"/v1/sessions/{session_id}/transcript", headers=api.recruiter(key))
    assert response.status_code == 200, response.text
    return list(response.json()["answers"])


async def test_an_unreadable_answer_is_asked_again_in_practice(api: Api) -> None:
    tid = 1101
    session = await start_session(api, tid, mode="practice", count=3, types=["single"])
    question, view = await current_question(api, tid, session["id"])
    for text in UNREADABLE:
        response = await answer(api, tid, session["id"], question.id, text)
        result = response.json()
        assert response.status_code == 422 and result["verdict"] == "invalid", (text, result)
        assert response.headers["content-type"] == "application/problem+json"
        assert result["reason"] == "unreadable" and result["prompt"] == result["rationale"]
        assert result["recorded"] is False and "例如" in result["rationale"]
        assert result["next"]["position"] == view["position"] == 0
        assert result["next"]["question"]["id"] == question.id
        assert result["explanation"] is None  # the key is not revealed
    readable = (await answer(api, tid, session["id"], question.id, right_answer(question))).json()
    assert readable["recorded"] is True and readable["verdict"] in ("correct", "ungraded")
    assert readable["position"] == 0 and readable["next"]["position"] == 1
    history = (await api.client.get(f"/v1/candidates/{tid}/sessions", headers=api.candidate(tid))).json()
    assert history  # the session is still the candidate's, one answer in it


async def test_an_unreadable_answer_is_asked_again_in_an_interview_that_hides_grades(api: Api) -> None:
    tid = 1102
    token = (await invite(api, question_count=2, reveal="end", time_limit_s=300))["token"]
    session = await start_session(api, tid, mode="interview", invite_token=token)
    question, _ = await current_question(api, tid, session["id"])
    response = await answer(api, tid, session["id"], question.id, "Bad answer")
    result = response.json()
    assert response.status_code == 422 and result["reason"] == "unreadable"
    assert result["recorded"] is False and result["revealed"] is True and result["verdict"] == "invalid"
    assert result["next"]["question"]["id"] == question.id and result["next"]["deadline"] is not None
    key = await api.recruiter_key("Acme")
    assert await _answers(api, session["id"], key) == []  # nothing recorded
    counted = (await answer(api, tid, session["id"], question.id, right_answer(question))).json()
    assert counted["recorded"] is True and counted["revealed"] is False
    recorded = await _answers(api, session["id"], key)
    assert [(a["question_id"], a["answer"]) for a in recorded] == [(question.id, right_answer(question))]


async def test_a_disputed_question_in_practice_is_ungraded_with_its_note_and_never_carded(api: Api) -> None:
    disputed = next(
        (q for q in api.catalog if q.status is Status.DISPUTED and q.type.value == "single"), None
    )
    assert disputed is not None, "the curated bank keeps disputed single-choice questions"
    tid = 1103
    session = await start_session(api, tid, mode="practice", count=2, types=["single"])
    await _set_first_question(api, session["id"], disputed.id)
    for text in (disputed.key_text, next(label for label in disputed.options if label != disputed.key)):
        view = (
            await api.client.get(f"/v1/sessions/{session['id']}/current", headers=api.candidate(tid))
        ).json()
        if view["question"]["id"] != disputed.id:
            break
        result = (await answer(api, tid, session["id"], disputed.id, text)).json()
        assert result["recorded"] is True and result["verdict"] == "ungraded", result
        assert disputed.status_note.strip()[:20] in result["rationale"]
        assert result["score"] == 0 and result["points_awarded"] == 0
        assert result["explanation"]["disputed"] is True and result["explanation"]["explanation"]
    cards = (await api.client.get(f"/v1/candidates/{tid}/notebook", headers=api.candidate(tid))).json()
    assert disputed.id not in {card["question_id"] for card in cards}


async def test_every_transcript_format_carries_the_ungraded_verdict(api: Api) -> None:
    disputed = next(q for q in api.catalog if q.status is Status.DISPUTED and q.type.value == "single")
    tid = 1104
    token = (await invite(api, question_count=2, reveal="each"))["token"]
    session = await start_session(api, tid, mode="interview", invite_token=token)
    await _set_first_question(api, session["id"], disputed.id)
    result = (await answer(api, tid, session["id"], disputed.id, disputed.key_text)).json()
    assert result["verdict"] == "ungraded" and result["points_awarded"] == 0
    key = await api.recruiter_key("Acme")
    path = f"/v1/sessions/{session['id']}/transcript"
    (recorded,) = await _answers(api, session["id"], key)
    assert recorded["verdict"] == "ungraded"
    md = (await api.client.get(path, params={"format": "md"}, headers=api.recruiter(key))).text
    assert "**未评分**" in md  # the session speaks Chinese: ungraded
    table = (await api.client.get(path, params={"format": "csv"}, headers=api.recruiter(key))).text
    rows = list(csv.DictReader(io.StringIO(table)))
    assert [row["verdict"] for row in rows] == ["ungraded"]
    html = (await api.client.get(path, params={"format": "html"}, headers=api.recruiter(key))).text
    assert "<p class=ungraded><b>未评分</b>" in html
    summary = (await api.client.get(f"/v1/sessions/{session['id']}", headers=api.recruiter(key))).json()
    assert summary["points_awarded"] == 0 and summary["points"] < 2 * disputed.points + 10
