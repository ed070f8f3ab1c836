"""Integrity signals over the HTTP API on SQLite and PostgreSQL (issue 15): ``answer.flagged`` reaches a
real receiver through the outbox; ``similar`` stays inside the organisation; the signals endpoint refuses
bad input with a 4xx and never touches another candidate's answers; flags change no grade."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from tests.helpers.api_fixtures import Api, api_settings, running_api
from tests.helpers.api_flows import answer, make_invite, question_view, start, wait_until_a_writer_waits
from tests.helpers.console import sign_in
from tests.helpers.fake_api import fake_index
from tests.helpers.fake_index import FakeQuestionIndex
from tests.helpers.integrity import SHARED_CODE
from tests.helpers.webhooks import receiver, subscribe

__all__ = ["fake_index"]
TRITON_ONLY = {"question_count": 1, "types": ["code"], "topics": ["triton"]}


@pytest.fixture
async def flags_api(
    migrated_database_url: str, tmp_path: Path, fake_index: FakeQuestionIndex, api_catalog: Any
) -> AsyncIterator[Api]:
    settings = api_settings(tmp_path, migrated_database_url, outbound_allow_private=True, webhook_poll_s=300)
    async with running_api(settings, fake_index, api_catalog) as running:
        yield running


async def answered(api: Api, key: str, telegram_id: int, text: str) -> str:
    """A one-question interview of the organisation of ``key``, answered with ``text``: the session id."""
    made = await make_invite(api, key, **{"reveal": "each", **TRITON_ONLY})
    session = await start(api, telegram_id, made["token"])
    question = await question_view(api, telegram_id, session["id"])
    response = await answer(api, telegram_id, session["id"], question["id"], text, f"k{telegram_id}")
    assert response.status_code == 200, response.text
    return str(session["id"])


async def recruiter_answer(api: Api, key: str, session_id: str) -> dict[str, Any]:
    response = await api.client.get(f"/v1/sessions/{session_id}/transcript", headers=api.recruiter(key))
    assert response.status_code == 200, response.text
    return dict(response.json()["answers"][0])


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_answer_flagged_reaches_the_receiver(flags_api: Api) -> None:
    api = flags_api
    key = await api.recruiter_key("Acme")
    with receiver() as sink:
        await subscribe(api, key, sink.url, ["answer.flagged"])
        session_id = await answered(api, key, 9101, SHARED_CODE)  # long, right after the question: fast
        (event,) = await sink.arrived(1)
    body = event.json
    assert body["type"] == "answer.flagged"
    data = body["data"]
    assert data["session"]["id"] == session_id and data["session"]["candidate_id"] == 9101
    assert data["candidate"] == {"telegram_id": 9101, "name": "Li", "username": ""}  # as session events
    assert [f["kind"] for f in data["new_flags"]] == ["fast"]
    assert data["answer"]["position"] == 0 and data["answer"]["flags"] == data["new_flags"]
    assert data["links"]["transcript"].endswith(f"/v1/sessions/{session_id}/transcript")


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_similar_within_the_organisation_only(flags_api: Api) -> None:
    api = flags_api
    acme, globex = await api.recruiter_key("Acme"), await api.recruiter_key("Globex")
    first = await answered(api, acme, 9201, SHARED_CODE)
    outsider = await answered(api, globex, 9202, SHARED_CODE)
    second = await answered(api, acme, 9203, SHARED_CODE.replace("add_kernel", "vec_add"))  # renamed
    first_answer, second_answer = (
        await recruiter_answer(api, acme, first),
        await recruiter_answer(api, acme, second),
    )
    assert [f["session_id"] for f in first_answer["flags"] if f["kind"] == "similar"] == [second]
    assert [f["session_id"] for f in second_answer["flags"] if f["kind"] == "similar"] == [first]
    assert not [f for f in (await recruiter_answer(api, globex, outsider))["flags"] if f["kind"] == "similar"]
    summary = (await api.client.get(f"/v1/sessions/{first}", headers=api.recruiter(acme))).json()
    assert summary["flags"]["similar"] == 1
    # another organisation's recruiter cannot read the session a flag names
    assert (await api.client.get(f"/v1/sessions/{second}", headers=api.recruiter(globex))).status_code == 404

    # flagged or not, a right answer keeps its full grade
    key_answer = "BLOCK_SIZE: tl.constexpr  # the block size is a compile-time constant for tl.arange bounds"
    one, two = await answered(api, acme, 9204, key_answer), await answered(api, acme, 9205, key_answer)
    for session_id in (one, two):
        got = await recruiter_answer(api, acme, session_id)
        assert (got["verdict"], got["score"]) == ("correct", 1.0)
    assert "similar" in [f["kind"] for f in got["flags"]]


async def opened(api: Api, key: str, telegram_id: int) -> tuple[str, str]:
    """A one-question interview of the organisation of ``key``, its question on screen: the session's
    and the question's ids."""
    made = await make_invite(api, key, **{"reveal": "each", **TRITON_ONLY})
    session = await start(api, telegram_id, made["token"])
    return str(session["id"]), str((await question_view(api, telegram_id, session["id"]))["id"])


async def while_the_answer_is_held(api: Api, session_id: str, *requests: Callable[[], Awaitable[Any]]) -> Any:
    """The responses to ``requests``, sent at once while a transaction the test holds open has the
    (only) answer of ``session_id``: each reads the answer's flags, then waits to write them — for the
    answer's row lock (PostgreSQL), for the process's writer lock (SQLite) — until all of them wait."""
    from sqlalchemy import select

    from api.store import writer
    from api.store.models import Answer

    async with api.ctx.sessions() as holding:
        held = select(Answer).where(Answer.session_id == session_id).with_for_update()
        assert (await holding.scalars(held)).one() is not None
        await writer.hold(holding)
        pending = [asyncio.create_task(request()) for request in requests]
        await wait_until_a_writer_waits(api, writers=len(requests))
        await holding.commit()
    return await asyncio.gather(*pending)


def similar_to(answer: dict[str, Any]) -> list[str]:
    return sorted(f["session_id"] for f in answer["flags"] if f["kind"] == "similar")


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_two_candidates_answering_like_an_earlier_answer_at_once_flag_it_twice(flags_api: Api) -> None:
    """Two candidates answer like an earlier answer at once, each having read its flags before the
    other's "similar" flag on it was written: both flags are kept on it."""
    api = flags_api
    acme = await api.recruiter_key("Acme")
    earlier = await answered(api, acme, 9501, SHARED_CODE)
    (one, question_id), (two, _) = await opened(api, acme, 9502), await opened(api, acme, 9503)

    def answering_alike(telegram_id: int, session_id: str, name: str) -> Callable[[], Awaitable[Any]]:
        text = SHARED_CODE.replace("add_kernel", name)
        return lambda: answer(api, telegram_id, session_id, question_id, text, f"k{telegram_id}")

    replies = await while_the_answer_is_held(
        api, earlier, answering_alike(9502, one, "vec_add"), answering_alike(9503, two, "sum_kernel")
    )
    assert [reply.status_code for reply in replies] == [200, 200], [reply.text for reply in replies]
    assert similar_to(await recruiter_answer(api, acme, earlier)) == sorted([one, two])
    for later in (one, two):  # each read the earlier answer only (neither saw the other's, uncommitted)
        assert similar_to(await recruiter_answer(api, acme, later)) == [earlier]


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_an_edit_flagged_while_an_answer_like_it_is_recorded_keeps_both_flags(flags_api: Api) -> None:
    """The candidate edits an answer (``edited``) while another candidate's answer like it is recorded,
    each having read its flags before the other's flag was written: both flags are kept on it."""
    api = flags_api
    acme = await api.recruiter_key("Acme")
    earlier = await answered(api, acme, 9601, SHARED_CODE)
    later, question_id = await opened(api, acme, 9602)

    def edited() -> Awaitable[Any]:
        body = {"kind": "edited", "idempotency_key": "k9601", "text": "BLOCK_SIZE = 1"}
        return api.client.post("/v1/candidates/9601/signals", json=body, headers=api.candidate(9601))

    def answering_alike() -> Awaitable[Any]:
        return answer(api, 9602, later, question_id, SHARED_CODE.replace("add_kernel", "vec_add"), "k9602")

    replies = await while_the_answer_is_held(api, earlier, edited, answering_alike)
    assert [reply.status_code for reply in replies] == [200, 200], [reply.text for reply in replies]
    kinds = [f["kind"] for f in (await recruiter_answer(api, acme, earlier))["flags"]]
    assert (kinds.count("edited"), kinds.count("similar")) == (1, 1), kinds


async def test_the_signals_endpoint_refuses_bad_input_and_stays_with_its_candidate(flags_api: Api) -> None:
    api = flags_api
    key = await api.recruiter_key("Acme")
    session_id = await answered(api, key, 9301, "BLOCK_SIZE: tl.constexpr")
    url = "/v1/candidates/9301/signals"
    for body in (
        {"kind": "pasted", "text": "x"},
        {"kind": "edited", "idempotency_key": "k9301", "text": "a\x00b"},
        {"kind": "forwarded", "text": "x" * 8001},
        {"kind": "edited", "idempotency_key": "k" * 129},
    ):
        response = await api.client.post(url, json=body, headers=api.candidate(9301))
        assert response.status_code == 422, (body, response.text)
    other = await api.client.post(url, json={"kind": "forwarded"}, headers=api.candidate(9302))
    assert other.status_code in (403, 404)
    # another candidate naming this one's answer key flags nothing
    stranger = await api.client.post(
        "/v1/candidates/9302/signals",
        json={"kind": "edited", "idempotency_key": "k9301", "text": "mine now"},
        headers=api.candidate(9302),
    )
    assert stranger.status_code == 200 and stranger.json()["session_id"] is None
    before = (await recruiter_answer(api, key, session_id))["flags"]
    assert [f["kind"] for f in before] == ["quick_correct"]  # a 424-character question answered at once
    # outside an interview a forwarded message is not refused (the bot reads it as typed)
    free = await api.client.post(url, json={"kind": "forwarded", "text": "hi"}, headers=api.candidate(9301))
    assert free.status_code == 200 and free.json()["refused"] is False

    edited = await api.client.post(
        url,
        json={"kind": "edited", "idempotency_key": "k9301", "text": "BLOCK_SIZE = 1"},
        headers=api.candidate(9301),
    )
    assert edited.status_code == 200 and edited.json()["session_id"] == session_id
    got = await recruiter_answer(api, key, session_id)
    assert got["answer"] == "BLOCK_SIZE: tl.constexpr" and got["verdict"] == "correct"  # the grade stands
    assert got["flags"][:-1] == before and got["flags"][-1]["kind"] == "edited"
    assert got["flags"][-1]["edited_text"] == "BLOCK_SIZE = 1"


async def test_the_console_session_page_shows_flags_and_their_summary(flags_api: Api) -> None:
    api = flags_api
    acme = await api.recruiter_key("Acme")
    first = await answered(api, acme, 9401, SHARED_CODE)
    second = await answered(api, acme, 9402, SHARED_CODE)
    await sign_in(api.client, acme)
    page = await api.client.get(f"/console/sessions/{second}", headers={"Accept-Language": "en"})
    assert page.status_code == 200
    text = page.text
    assert 'data-flag="similar"' in text and 'data-flag="fast"' in text
    assert "near-identical to another candidate" in text and "typed implausibly fast" in text
    assert f'href="/console/sessions/{first}"' in text  # the flag names the other session, linked
    assert "Integrity signals" in text and "evidence only; grades are unchanged" in text
    calm = await api.client.get(f"/console/sessions/{first}", headers={"Accept-Language": "zh-CN"})
    assert "诚信信号" in calm.text and "与他人答案高度相似" in calm.text
