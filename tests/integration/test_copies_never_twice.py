"""An organisation that uploads the public bank's export beside it (the documented export → edit →
upload flow, here unedited) holds the same questions under other ids. A session never draws two copies
of one question — same type, stem and options — nor does an adaptive one choose one, and an answer's
related questions never offer the question's own copy: seen, "Mamba 架构不支持 gradient
checkpointing。" three times in one 40-question interview (review53 finding 12)."""

from __future__ import annotations

from collections import Counter

import pytest

from api.store.sessions import get_session
from bank.model import Question
from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import answer, right_answer, start
from tests.helpers.banks import upload_ready

pytestmark = pytest.mark.both_stores  # banks and sessions as stored

CHOICE = ["single", "multi", "truefalse"]


async def _held(api: Api, session_id: str) -> list[Question]:
    """The session's questions in plan order: its copies of the organisation's, the public bank's."""
    async with api.ctx.sessions.begin() as db:
        session = await get_session(db, session_id)
        assert session is not None
        own = session.questions or {}
        return [Question.model_validate(own[qid]) if qid in own else api.catalog[qid] for qid in session.plan]


async def _export_uploaded(api: Api, acme: dict[str, str]) -> set[str]:
    """The public bank's YAML export uploaded as the organisation's: its questions' ids."""
    export = await api.client.get("/v1/banks/public/export", params={"format": "yaml"}, headers=acme)
    assert export.status_code == 200, export.text
    bank = await upload_ready(api.client, acme, "pub-yaml", export.text, "application/yaml")
    return {item["id"] for item in bank["items"]}


async def test_a_reuploaded_export_is_never_drawn_beside_its_original(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    acme = api.recruiter(key)
    copies = await _export_uploaded(api, acme)
    assert len(copies) >= 40

    body = {"question_count": 40, "types": CHOICE, "reveal": "each", "max_uses": 5}
    invite = await api.client.post("/v1/invites", json=body, headers=acme)
    assert invite.status_code == 201, invite.text
    session = await start(api, 7601, invite.json()["token"])
    held = await _held(api, session["id"])
    assert len(held) == 40
    repeated = {content: n for content, n in Counter(q.content for q in held).items() if n > 1}
    assert not repeated, repeated
    asked_copies = [q for q in held if q.id in copies]
    assert asked_copies, "the draw never reached the uploaded bank"  # else the test proves nothing

    # answered in order up to the first copy: its related questions (the public bank's) never offer the
    # original it was exported from
    by_id = {q.id: q for q in api.catalog}
    for asked in held:
        reply = await answer(api, 7601, session["id"], asked.id, right_answer(asked))
        assert reply.status_code == 200, reply.text
        if asked.id in copies:
            break
    related = reply.json()["explanation"]["related"]
    assert related, reply.json()["explanation"]
    offered = [by_id[item["question_id"]].content for item in related if item["question_id"] in by_id]
    assert asked.content not in offered, (asked.id, [item["question_id"] for item in related])


async def test_an_adaptive_interview_never_asks_a_copy_of_a_question_it_asked(api: Api) -> None:
    acme = api.recruiter(await api.recruiter_key("Acme"))
    copies = await _export_uploaded(api, acme)
    body = {"mode": "adaptive", "types": CHOICE, "max_questions": 30, "target_se": 0.1, "reveal": "each"}
    invite = await api.client.post("/v1/invites", json=body, headers=acme)
    assert invite.status_code == 201, invite.text
    session = await start(api, 7602, invite.json()["token"])
    while True:  # every question answered right, until the interview stops itself
        view = (
            await api.client.get(f"/v1/sessions/{session['id']}/current", headers=api.candidate(7602))
        ).json()
        if view["question"] is None:
            break
        asked = (await _held(api, session["id"]))[-1]
        reply = await answer(api, 7602, session["id"], asked.id, right_answer(asked))
        assert reply.status_code == 200, reply.text
    held = await _held(api, session["id"])
    assert len(held) == 30
    repeated = {content: n for content, n in Counter(q.content for q in held).items() if n > 1}
    assert not repeated, repeated
    # each content once, whichever copy: the public bank's stays (listed first), the upload's is not asked
    assert not [q for q in held if q.id in copies], [q.id for q in held]
