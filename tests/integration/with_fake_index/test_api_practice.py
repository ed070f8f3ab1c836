"""Practice through the HTTP API: hints that cost points, explanations with related questions, the FSRS
mistake notebook and review (the app on SQLite with the in-memory index; the LLM note grounded in the real
index is in tests/integration/test_api_llm.py)."""

from __future__ import annotations

import asyncio
from typing import Any

import fsrs.card
import pytest
from sqlalchemy import event

from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import (
    CHOICE_TYPES,
    answer,
    current_question,
    post_answer,
    right_answer,
    start_practice,
    wrong_answer,
)


async def test_full_practice_with_hints_explanations_and_notebook(api: Api) -> None:
    tid = 7007
    session = await start_practice(api, tid, topics=["LoRA 微调"], count=4, types=CHOICE_TYPES)
    assert session["mode"] == "practice" and session["total"] == 4
    resumed = await start_practice(api, tid, expect=200, topics=["别的"], count=2)
    assert resumed["id"] == session["id"] and resumed["resumed"] is True

    # 1: wrong answer -> explanation with the key, related questions cited by id, a notebook card
    question, _ = await current_question(api, tid, session["id"])
    result = await post_answer(api, tid, session["id"], question.id, wrong_answer(question), "p1")
    assert result["revealed"] and result["verdict"] in ("incorrect", "partial") and result["score"] < 1
    explanation = result["explanation"]
    assert explanation["question_id"] == question.id and question.key in explanation["key"]
    assert explanation["explanation"] == question.explanation and explanation["tailored"] is None
    assert explanation["related"] and all(
        item["question_id"] in api.catalog for item in explanation["related"]
    )
    assert question.id not in {item["question_id"] for item in explanation["related"]}
    assert {item["kind"] for item in explanation["related"]} <= {"question", "explanation"}
    related = (
        await api.client.get(f"/v1/sessions/{session['id']}/related?k=2", headers=api.candidate(tid))
    ).json()
    assert related["question_id"] == question.id and 1 <= len(related["items"]) <= 4
    wrong_id = question.id

    # 2: hints (when the question has some) lower the score of a right answer
    question, _ = await current_question(api, tid, session["id"])
    hints_used = 0
    for number, _hint in enumerate(question.hints[:2], start=1):
        hint = await api.client.post(f"/v1/sessions/{session['id']}/hint", headers=api.candidate(tid))
        assert hint.status_code == 200, hint.text
        hints_used = number
        assert (
            hint.json()["hint"] == question.hints[hints_used - 1] and hint.json()["hints_used"] == hints_used
        )
    if len(question.hints) <= 2:
        assert (
            await api.client.post(f"/v1/sessions/{session['id']}/hint", headers=api.candidate(tid))
        ).status_code == 409
        hints_used = min(len(question.hints), 2)
    result = await post_answer(api, tid, session["id"], question.id, right_answer(question), "p2")
    assert result["verdict"] == "correct" and result["hints_used"] == hints_used
    assert result["score"] == 1.0 - 0.25 * hints_used
    hinted_id = question.id if hints_used and question.scorable else None  # disputed: never carded

    # 3: skip; 4: finish early
    skipped = await api.client.post(f"/v1/sessions/{session['id']}/skip", json={}, headers=api.candidate(tid))
    assert skipped.status_code == 200 and skipped.json()["skipped"] is True
    done = (await api.client.post(f"/v1/sessions/{session['id']}/finish", headers=api.candidate(tid))).json()
    # stopped before the end: recorded as stopped; the skip is not an answer; scored on the 3 shown
    assert done["status"] == "abandoned" and done["answered"] == 2 and done["position"] == 3

    cards = (await api.client.get(f"/v1/candidates/{tid}/notebook", headers=api.candidate(tid))).json()
    carded = {card["question_id"] for card in cards}
    assert wrong_id in carded and (hinted_id is None or hinted_id in carded)

    # review: due cards come first
    api.clock.advance(30 * 24 * 3600)
    review = await start_practice(api, tid, review=True, count=2)
    first, _ = await current_question(api, tid, review["id"])
    assert first.id in carded
    answered = await post_answer(api, tid, review["id"], first.id, right_answer(first), "r1")
    assert answered["verdict"] == "correct"
    cards = {
        c["question_id"]: c
        for c in (await api.client.get(f"/v1/candidates/{tid}/notebook", headers=api.candidate(tid))).json()
    }
    assert cards[first.id]["due"] > api.clock().isoformat()[:10]  # rescheduled into the future


async def test_practice_in_english_and_candidate_isolation(api: Api) -> None:
    session = await start_practice(api, 8008, count=1, types=["single"])
    question, _ = await current_question(api, 8008, session["id"])
    for method, path in (
        ("get", "current"),
        ("post", "hint"),
        ("post", "skip"),
        ("post", "finish"),
        ("get", "related"),
        ("get", "transcript"),
    ):
        response = await api.client.request(
            method, f"/v1/sessions/{session['id']}/{path}", headers=api.candidate(9009)
        )
        assert response.status_code == 404, (path, response.text)
    body = {"question_id": question.id, "answer": "A", "idempotency_key": "x"}
    stranger = await api.client.post(
        f"/v1/sessions/{session['id']}/answers", json=body, headers=api.candidate(9009)
    )
    assert stranger.status_code == 404
    en = await start_practice(
        api, 8010, count=1, types=["single"], candidate={"telegram_id": 8010, "language": "en"}
    )
    q_en, _ = await current_question(api, 8010, en["id"])
    response = await answer(api, 8010, en["id"], q_en.id, "", "e1")
    result = response.json()
    assert response.status_code == 422 and result["verdict"] == "invalid" and result["rationale"].isascii()
    assert result["prompt"].isascii()  # what the candidate is told, in their language


async def test_practice_fills_with_flagged_disputed_questions_that_are_never_carded(api: Api) -> None:
    tid = 9400
    session = await start_practice(api, tid, count=50, types=["single"])
    actives = [q for q in api.catalog if q.type == "single" and q.status == "active"]
    if not any(q.type == "single" and q.status == "disputed" for q in api.catalog) or len(actives) >= 50:
        pytest.skip("the bank has no disputed single-choice question to fill a round with")
    assert session["total"] > len(actives)  # the round is filled with disputed questions
    for position in range(session["total"]):
        question, current = await current_question(api, tid, session["id"])
        if position < len(actives):
            assert question.status == "active" and current["question"]["disputed"] is False
            skipped = await api.client.post(
                f"/v1/sessions/{session['id']}/skip", json={}, headers=api.candidate(tid)
            )
            assert skipped.status_code == 200
            continue
        assert question.status == "disputed" and current["question"]["disputed"] is True
        result = await post_answer(api, tid, session["id"], question.id, wrong_answer(question), "d1")
        assert result["verdict"] == "ungraded" and "争议" in result["rationale"]
        assert result["explanation"]["disputed"] is True
        break
    cards = (await api.client.get(f"/v1/candidates/{tid}/notebook", headers=api.candidate(tid))).json()
    assert question.id not in {card["question_id"] for card in cards}
    assert {a.id for a in actives} <= {card["question_id"] for card in cards}  # skipped: to review


async def test_a_practice_answer_reads_its_candidate_once_and_stores_its_card_with_it(
    api: Api, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The session, the withheld questions and the notebook card come in one read (``turns.turn_state``),
    the card goes out by one statement after the answer's flush, and a new card does not sleep on the
    event loop (fsrs sleeps 1 ms when it makes a card id from the clock)."""

    def no_sleep(seconds: float) -> None:
        raise AssertionError(f"slept {seconds} s on the event loop")

    monkeypatch.setattr(fsrs.card.time, "sleep", no_sleep)
    request = asyncio.current_task()  # the app runs in it (httpx's ASGI transport)
    for tid in (9500, 9501):
        practice = await start_practice(api, tid, count=3, types=CHOICE_TYPES)
        question, _ = await current_question(api, tid, practice["id"])
        statements: list[str] = []

        def seen(conn: Any, cursor: Any, statement: str, *args: Any, into: list[str] = statements) -> None:
            if asyncio.current_task() is request:  # not the webhook worker's poll, woken by an earlier commit
                into.append(" ".join(statement.split()))

        event.listen(api.ctx.engine.sync_engine, "before_cursor_execute", seen)
        try:
            result = await post_answer(api, tid, practice["id"], question.id, wrong_answer(question), "w1")
        finally:
            event.remove(api.ctx.engine.sync_engine, "before_cursor_execute", seen)
        assert result["explanation"] is not None and result["verdict"] != "correct"
        cards = [s for s in statements if "notebook_cards" in s]
        assert len(cards) == 2 and cards[0].startswith("SELECT") and "FROM sessions" in cards[0], cards
        assert [s for s in statements if s.startswith("SELECT")] == [cards[0]], statements
        assert cards[1].startswith("INSERT INTO notebook_cards"), cards
        assert len([s for s in statements if s.startswith("UPDATE sessions")]) == 1, statements
        notebook = (await api.client.get(f"/v1/candidates/{tid}/notebook", headers=api.candidate(tid))).json()
        assert [card["question_id"] for card in notebook] == [question.id]
