"""Read, then confirm: a typed answer the rules read from a sentence is not recorded until the candidate
confirms the reading (202 with it); the confirmation is judged by when the answer arrived, "重新作答"
records nothing, a new answer replaces the reading waiting, and idempotency keys still replay. On SQLite
and PostgreSQL: the reading waits on the session row."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select, update

from api.store.models import InterviewSession
from tests.helpers.api_fixtures import Api, api_settings, running_api
from tests.helpers.api_flows import answer, make_invite, set_plan, start

TELEGRAM_ID = 7303
CALC = "seed000-30"  # key: 约 464 GB
SINGLE = "seed000-01"  # key: B
SENTENCE = "我算出来是 464 GB"  # right, but read from a sentence: to confirm
CORRECTED = "464GB？不对，应该是 232GB"  # read as the correction: 232GB, wrong
OLD_FORM_KEYS = ("id", "position", "question_id", "answer", "key", "reading", "arrived_at", "deadline")


async def _interview(api: Api, **limits: int) -> tuple[str, str]:
    """A session asking CALC then SINGLE, its clock started; (recruiter key, session id). The test clock
    is stopped first: the times taken checked below are the test's moves, with no real second of a
    loaded machine in them."""
    api.clock.stop()
    key = await api.recruiter_key("Acme")
    invite = await make_invite(api, key, question_count=2, reveal="each", **limits)
    session = await start(api, TELEGRAM_ID, invite["token"])
    await set_plan(api, session["id"], [CALC, SINGLE])
    shown = await api.client.get(f"/v1/sessions/{session['id']}/current", headers=api.candidate(TELEGRAM_ID))
    assert shown.json()["question"]["id"] == CALC
    return key, session["id"]


async def _send(api: Api, session_id: str, body: dict[str, Any]) -> Any:
    return await api.client.post(
        f"/v1/sessions/{session_id}/answers", json=body, headers=api.candidate(TELEGRAM_ID)
    )


async def _confirm(api: Api, session_id: str, pending: str, key: str = "confirm-1") -> Any:
    return await _send(api, session_id, {"question_id": CALC, "confirm": pending, "idempotency_key": key})


async def _read(api: Api, session_id: str, text: str, key: str = "k1") -> dict[str, Any]:
    response = await answer(api, TELEGRAM_ID, session_id, CALC, text, key, confirm=False)
    assert response.status_code == 202, response.text
    return dict(response.json())


async def _answers(api: Api, key: str, session_id: str) -> list[dict[str, Any]]:
    transcript = await api.client.get(f"/v1/sessions/{session_id}/transcript", headers=api.recruiter(key))
    return list(transcript.json()["answers"])


async def _current_id(api: Api, session_id: str) -> str:
    view = await api.client.get(f"/v1/sessions/{session_id}/current", headers=api.candidate(TELEGRAM_ID))
    return str(view.json()["question"]["id"])


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_a_sentence_is_read_back_and_recorded_only_once_confirmed(api: Api) -> None:
    key, session_id = await _interview(api)
    held = await _read(api, session_id, SENTENCE)
    assert held["reading"] == "464 GB" and held["recorded"] is False
    assert held["prompt"] == "我理解你的答案是：464 GB"
    assert held["question_id"] == CALC and held["position"] == 0
    assert await _answers(api, key, session_id) == [] and await _current_id(api, session_id) == CALC

    recorded = await _confirm(api, session_id, held["confirmation"]["id"])
    assert recorded.status_code == 200, recorded.text
    assert recorded.json()["verdict"] == "correct" and recorded.json()["next"]["question"]["id"] == SINGLE
    [entry] = await _answers(api, key, session_id)
    assert entry["answer"] == SENTENCE and entry["verdict"] == "correct"
    assert entry["parsed"]["confirmed"] is True  # the recruiter sees it was read back and confirmed
    assert entry["parsed"]["reading"] == {"text": "464 GB", "confirm": True}


async def test_a_bare_answer_goes_straight_through(api: Api) -> None:
    _key, session_id = await _interview(api)
    response = await answer(api, TELEGRAM_ID, session_id, CALC, "464 GB", "k1", confirm=False)
    assert response.status_code == 200 and response.json()["verdict"] == "correct"


async def test_a_correction_is_confirmed_as_read_and_graded_so(api: Api) -> None:
    _key, session_id = await _interview(api)
    held = await _read(api, session_id, CORRECTED)
    assert held["reading"] == "232GB"
    recorded = await _confirm(api, session_id, held["confirmation"]["id"])
    assert recorded.json()["verdict"] == "incorrect"


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_answering_again_records_nothing_and_the_old_reading_is_gone(api: Api) -> None:
    key, session_id = await _interview(api)
    held = await _read(api, session_id, SENTENCE)
    pending = held["confirmation"]["id"]
    discard = await api.client.delete(
        f"/v1/sessions/{session_id}/readings/{pending}", headers=api.candidate(TELEGRAM_ID)
    )
    assert discard.status_code == 204
    assert await _answers(api, key, session_id) == [] and await _current_id(api, session_id) == CALC
    again = await api.client.delete(  # a second tap: the reading waits no more, nothing changes
        f"/v1/sessions/{session_id}/readings/{pending}", headers=api.candidate(TELEGRAM_ID)
    )
    assert again.status_code == 409 and again.json()["reason"] == "reading_gone", again.text
    assert again.json()["prompt"]
    gone = await _confirm(api, session_id, pending)
    assert gone.status_code == 409 and gone.json()["reason"] == "reading_gone", gone.text
    assert gone.json()["prompt"]
    assert await _answers(api, key, session_id) == []
    bare = await answer(api, TELEGRAM_ID, session_id, CALC, "232 GB", "k2", confirm=False)
    assert bare.status_code == 200 and bare.json()["verdict"] == "incorrect"


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_a_new_answer_replaces_the_reading_waiting(api: Api) -> None:
    key, session_id = await _interview(api)
    first = await _read(api, session_id, CORRECTED, "k1")
    second = await _read(api, session_id, SENTENCE, "k2")
    assert first["confirmation"]["id"] != second["confirmation"]["id"]
    stale = await _confirm(api, session_id, first["confirmation"]["id"])
    assert stale.status_code == 409 and stale.json()["reason"] == "reading_gone"
    recorded = await _confirm(api, session_id, second["confirmation"]["id"], "confirm-2")
    assert recorded.status_code == 200 and recorded.json()["verdict"] == "correct"
    assert [a["answer"] for a in await _answers(api, key, session_id)] == [SENTENCE]


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_idempotency_keys_replay_the_reading_and_the_confirmation(api: Api) -> None:
    key, session_id = await _interview(api)
    first = await _read(api, session_id, SENTENCE, "k1")
    api.clock.advance(5)  # a retry, later: judged by the first arrival
    again = await _read(api, session_id, SENTENCE, "k1")
    assert again["confirmation"] == first["confirmation"]  # the same reading, the same arrival
    pending = first["confirmation"]["id"]
    recorded = await _confirm(api, session_id, pending)
    replayed = await _confirm(api, session_id, pending)
    assert replayed.status_code == 200 and replayed.json()["replayed"] is True
    assert replayed.json()["verdict"] == recorded.json()["verdict"] == "correct"
    assert len(await _answers(api, key, session_id)) == 1


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_a_confirmation_after_the_questions_time_is_judged_by_the_arrival(api: Api) -> None:
    key, session_id = await _interview(api, time_limit_s=30)
    api.clock.advance(20)  # the answer arrives 20 s into its 30 s
    held = await _read(api, session_id, SENTENCE)
    api.clock.advance(40)  # the candidate taps 确认 at 60 s; the bot's timer fired meanwhile
    timer = await api.client.post(
        f"/v1/sessions/{session_id}/skip",
        json={"question_id": CALC, "idempotency_key": "timeout-0", "timed_out": True},
        headers=api.candidate(TELEGRAM_ID),
    )
    assert timer.status_code == 409 and timer.json()["reason"] == "awaiting_confirmation", timer.text
    recorded = await _confirm(api, session_id, held["confirmation"]["id"])
    assert recorded.status_code == 200, recorded.text
    assert recorded.json()["timed_out"] is False and recorded.json()["verdict"] == "correct"
    [entry] = await _answers(api, key, session_id)
    assert not entry["timed_out"] and 19_000 <= entry["time_taken_ms"] <= 21_000


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_a_confirmation_after_the_interviews_time_counts_an_answer_that_arrived_in_it(api: Api) -> None:
    key, session_id = await _interview(api, total_time_limit_s=60)
    api.clock.advance(50)
    held = await _read(api, session_id, SENTENCE)
    api.clock.advance(120)  # the interview's time is over when 确认 is tapped
    recorded = await _confirm(api, session_id, held["confirmation"]["id"])
    assert recorded.status_code == 200, recorded.text
    assert recorded.json()["timed_out"] is False and recorded.json()["verdict"] == "correct"
    assert recorded.json()["next"]["status"] == "expired"  # …and the interview stays over
    [entry] = await _answers(api, key, session_id)
    assert not entry["timed_out"]


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_an_answer_that_arrived_late_waits_for_nothing(api: Api) -> None:
    _key, session_id = await _interview(api, time_limit_s=30)
    api.clock.advance(45)
    late = await answer(api, TELEGRAM_ID, session_id, CALC, SENTENCE, "k1", confirm=False)
    assert late.status_code == 200 and late.json()["timed_out"] is True  # kept late, not scored


async def _stored_reading(api: Api, session_id: str) -> Any:
    async with api.ctx.sessions() as db:
        return await db.scalar(select(InterviewSession.pending).where(InterviewSession.id == session_id))


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_a_reading_stored_as_the_plain_dict_of_before_still_reads(api: Api) -> None:
    """``sessions.pending`` is read through one typed value now; its JSON is unchanged, and a row the
    earlier code wrote (the dict below, keys and ISO times as it wrote them) is confirmed, replayed and
    exported as it was."""
    key, session_id = await _interview(api, time_limit_s=600)
    written = await _read(api, session_id, SENTENCE, "k1")
    stored = await _stored_reading(api, session_id)
    assert sorted(stored) == sorted(OLD_FORM_KEYS) and stored["id"] == written["confirmation"]["id"]
    assert stored["deadline"] is not None and stored["arrived_at"].endswith("+00:00")

    api.clock.advance(5)
    arrived = api.clock()  # 5 s after the question was shown
    old_form = {
        "id": "heldbefore12",
        "position": 0,
        "question_id": CALC,
        "answer": SENTENCE,
        "key": "k-old",
        "reading": "464 GB",
        "arrived_at": arrived.isoformat(),
        "deadline": stored["deadline"],  # the question's, as the turn works it out again
    }
    async with api.ctx.sessions.begin() as db:
        await db.execute(
            update(InterviewSession).where(InterviewSession.id == session_id).values(pending=old_form)
        )
    api.clock.advance(30)  # everything below is judged by the stored arrival
    export = await api.client.get(f"/v1/candidates/{TELEGRAM_ID}/data", headers=api.candidate(TELEGRAM_ID))
    [held] = export.json()["held_answers"]
    assert (held["session_id"], held["question_id"], held["answer"], held["reading"]) == (
        session_id,
        CALC,
        SENTENCE,
        "464 GB",
    )
    assert datetime.fromisoformat(held["arrived_at"].replace("Z", "+00:00")) == arrived
    retried = await _read(api, session_id, SENTENCE, "k-old")  # the same request again: the same reading
    assert retried["confirmation"]["id"] == "heldbefore12"
    assert datetime.fromisoformat(retried["confirmation"]["arrived_at"].replace("Z", "+00:00")) == arrived
    assert await _stored_reading(api, session_id) == old_form  # rewritten as the same JSON
    recorded = await _confirm(api, session_id, "heldbefore12")
    assert recorded.status_code == 200 and recorded.json()["verdict"] == "correct", recorded.text
    [entry] = await _answers(api, key, session_id)
    assert entry["answer"] == SENTENCE and 4_000 <= entry["time_taken_ms"] <= 6_000  # to its arrival
    assert await _stored_reading(api, session_id) is None


async def test_a_confirmation_carries_no_answer_of_its_own(api: Api) -> None:
    _key, session_id = await _interview(api)
    held = await _read(api, session_id, SENTENCE)
    body = {"question_id": CALC, "confirm": held["confirmation"]["id"], "answer": "B", "idempotency_key": "c"}
    assert (await _send(api, session_id, body)).status_code == 422
    bad_id = {"question_id": CALC, "confirm": "../x", "idempotency_key": "c"}
    assert (await _send(api, session_id, bad_id)).status_code == 422


def _leaning_to_b(texts: Sequence[str], options: Sequence[str]) -> list[list[float]]:
    """A model of meaning that finds every text closest to option B of SINGLE (reduce-overhead)."""
    return [[0.9 if "reduce-overhead" in option else 0.8 for option in options] for _ in texts]


async def test_a_choice_read_by_meaning_waits_for_confirmation(
    migrated_database_url: str, tmp_path: Path, real_index: Any, api_catalog: Any
) -> None:
    """The API passes its model of meaning to the reader: an option restated in other words is read
    back for confirmation (without one, the same words are asked again), and recorded once confirmed."""
    restated = "the mode that records CUDA graphs to cut launch cost"
    settings = api_settings(tmp_path, migrated_database_url)
    async with running_api(settings, real_index, api_catalog, meaning=_leaning_to_b) as api:
        key = await api.recruiter_key("Acme")
        invite = await make_invite(api, key, question_count=2, reveal="each")
        session = await start(api, TELEGRAM_ID, invite["token"])
        await set_plan(api, session["id"], [SINGLE, CALC])
        held = await answer(api, TELEGRAM_ID, session["id"], SINGLE, restated, "k1", confirm=False)
        assert held.status_code == 202, held.text
        assert held.json()["reading"] == "B" and held.json()["recorded"] is False
        assert await _answers(api, key, session["id"]) == []
        pending = held.json()["confirmation"]["id"]
        recorded = await _send(
            api, session["id"], {"question_id": SINGLE, "confirm": pending, "idempotency_key": "c1"}
        )
        assert recorded.status_code == 200 and recorded.json()["verdict"] == "correct", recorded.text
        [entry] = await _answers(api, key, session["id"])
        assert entry["answer"] == restated and entry["parsed"]["confirmed"] is True


async def test_without_a_model_of_meaning_the_same_words_are_asked_again(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    invite = await make_invite(api, key, question_count=2, reveal="each")
    session = await start(api, TELEGRAM_ID, invite["token"])
    await set_plan(api, session["id"], [SINGLE, CALC])
    response = await answer(
        api, TELEGRAM_ID, session["id"], SINGLE, "the mode that records CUDA graphs to cut launch cost", "k1"
    )
    assert response.status_code == 422, response.text
