"""The calibration pass reads an organisation's answers again only when its finished interviews changed
since its last pass (api/services/scoring/_calibration.py): an organisation whose finished interviews
have no answer that counts gets no calibration, and was read in full every pass (every 60 s, for ever).
Counted as statements on the answers table, on SQLite and PostgreSQL. What makes its answers count
without another interview finishing — a question set active again, its answers regraded — moves the
watermark too, so the next pass calibrates it; and the θ that pass stores for the sessions table is the
one each interview's own page shows, after a dispute or a deleted bank alike."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from sqlalchemy import event, select

from api.services.scoring import CalibrationWorker
from api.services.scoring._calibration import refresh_due
from api.store.models import Calibration, Org, SessionAbility
from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import make_invite, right_answer, start, wrong_answer
from tests.helpers.banks import upload_ready
from tests.helpers.data_rights import rights_api, rights_index

__all__ = ["rights_api", "rights_index"]
pytestmark = pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL

_ANSWERS = re.compile(r"\bFROM answers\b", re.IGNORECASE)


@contextmanager
def answer_reads(api: Api) -> Iterator[list[str]]:
    """The statements that read the answers table while the block runs."""
    seen: list[str] = []

    def note(_conn: Any, _cursor: Any, statement: str, *_: Any) -> None:
        if _ANSWERS.search(statement):
            seen.append(statement)

    engine = api.ctx.engine.sync_engine
    event.listen(engine, "before_cursor_execute", note)
    try:
        yield seen
    finally:
        event.remove(engine, "before_cursor_execute", note)


async def finished_with_nothing_counted(api: Api, key: str, telegram_id: int) -> None:
    """An interview finished at once: finished, with no answer that counts."""
    invite = await make_invite(api, key, question_count=1, types=["single"])
    session = await start(api, telegram_id, invite["token"])
    finished = await api.client.post(
        f"/v1/sessions/{session['id']}/finish", headers=api.candidate(telegram_id)
    )
    assert finished.status_code == 200, finished.text
    assert finished.json()["status"] == "finished"


async def test_a_pass_with_nothing_new_reads_no_answers(rights_api: Api) -> None:
    api = rights_api
    key = await api.recruiter_key("Acme")
    await finished_with_nothing_counted(api, key, 817001)
    worker, acme = CalibrationWorker(api.ctx), await org_id(api, "Acme")

    with answer_reads(api) as first:
        assert await worker.run_pass() == [acme]
    assert first, "the first pass reads the organisation's answers"
    with answer_reads(api) as second:
        assert await worker.run_pass() == []
    assert second == []  # nothing finished since: not read again

    await finished_with_nothing_counted(api, key, 817002)
    with answer_reads(api) as third:
        assert await worker.run_pass() == [acme]
    assert third, "another finished interview: read again"
    with answer_reads(api) as fourth:
        assert await worker.run_pass() == []
    assert fourth == []


ONE_QUESTION = (
    "id,type,stem,A,B,C,D,key,explanation,topics\n"
    "wq-1,single,Which zephyrgate port is the admin port?,7001,7002,7003,7004,A,,zephyr\n"
)


async def calibrations(api: Api) -> int:
    async with api.ctx.sessions() as db:
        return len((await db.scalars(select(Calibration.seq))).all())


async def test_answers_that_come_to_count_are_calibrated_at_the_next_pass(rights_api: Api) -> None:
    """Every answer of the organisation's finished interviews is ``ungraded`` (its question disputed):
    no calibration. The recruiter sets the question active again and regrades: the answers count now,
    though no interview finished since, and the next pass calibrates them."""
    api = rights_api
    acme = api.recruiter(await api.recruiter_key("Acme"))
    bank = await upload_ready(api.client, acme, "disputable", ONE_QUESTION, "text/csv")
    question_id = bank["items"][0]["id"]
    body = {"question_count": 1, "banks": [bank["id"]], "max_uses": 5, "language": "zh"}
    invite = (await api.client.post("/v1/invites", json=body, headers=acme)).json()
    for telegram_id, choice in ((817101, "A"), (817102, "B")):
        session = await start(api, telegram_id, invite["token"])
        answered = await api.client.post(
            f"/v1/sessions/{session['id']}/answers",
            json={"question_id": question_id, "answer": choice, "idempotency_key": "a"},
            headers=api.candidate(telegram_id),
        )
        assert answered.status_code == 200 and answered.json()["next"]["status"] == "finished", answered.text
    question = f"/v1/banks/{bank['id']}/questions/{question_id}"
    erratum = {"what": "two ports are admin ports", "why": "ambiguous"}
    disputed = await api.client.patch(question, json={"status": "disputed", "erratum": erratum}, headers=acme)
    assert disputed.status_code == 200, disputed.text
    worker, acme_id = CalibrationWorker(api.ctx), await org_id(api, "Acme")
    assert await worker.run_pass() == [acme_id]
    assert await calibrations(api) == 0  # no answer counts

    erratum = {"what": "7001 alone is the admin port", "why": "checked"}
    active = await api.client.patch(question, json={"status": "active", "erratum": erratum}, headers=acme)
    assert active.status_code == 200, active.text
    await worker.run_pass()  # the question counts again; its answers are still ungraded
    assert await calibrations(api) == 0
    regraded = await api.client.post(f"{question}/regrade", headers=acme)
    assert regraded.status_code == 200 and regraded.json()["changed"] == 2, regraded.text
    assert await worker.run_pass() == [acme_id]
    assert await calibrations(api) == 1
    assert await worker.run_pass() == []


async def org_id(api: Api, name: str) -> str:
    async with api.ctx.sessions() as db:
        found = await db.scalar(select(Org.id).where(Org.name == name))
    assert found is not None
    return str(found)


TWO_QUESTIONS = ONE_QUESTION + (
    "wq-2,single,Which zephyrgate port is the metrics port?,7001,7002,7003,7004,B,,zephyr\n"
)


async def two_question_form(api: Api, acme: dict[str, str]) -> tuple[dict[str, Any], list[str]]:
    """The bank of TWO_QUESTIONS, four interviews of a fixed form of both and a public question, one
    calibration; (bank, sessions)."""
    bank = await upload_ready(api.client, acme, "disputable", TWO_QUESTIONS, "text/csv")
    public = next(q for q in api.catalog if q.servable and q.status.value == "active" and q.type == "single")
    first, second = (item["id"] for item in bank["items"])
    body = {"questions": [first, second, public.id], "order": "fixed", "max_uses": 5, "language": "zh"}
    invite = await api.client.post("/v1/invites", json=body, headers=acme)
    assert invite.status_code == 201, invite.text
    sessions = []
    for telegram_id, choices in ((817201, "AB+"), (817202, "AC-"), (817203, "CB+"), (817204, "CC-")):
        session = await start(api, telegram_id, invite.json()["token"])
        answers = [
            choices[0],
            choices[1],
            right_answer(public) if choices[2] == "+" else wrong_answer(public),
        ]
        for question_id, choice in zip((first, second, public.id), answers, strict=True):
            answered = await api.client.post(
                f"/v1/sessions/{session['id']}/answers",
                json={"question_id": question_id, "answer": choice, "idempotency_key": question_id},
                headers=api.candidate(telegram_id),
            )
            assert answered.status_code == 200, answered.text
        sessions.append(session["id"])
    assert len(await refresh_due(api.ctx)) == 1
    return bank, sessions


async def stored_and_shown(
    api: Api, acme: dict[str, str], sessions: list[str]
) -> tuple[dict[str, float], dict[str, float]]:
    """Each interview's θ as the sessions table has it (the pass's) and as its own page says it."""
    async with api.ctx.sessions() as db:
        stored = {row.session_id: round(row.theta, 3) for row in (await db.scalars(select(SessionAbility)))}
    shown = {
        sid: (await api.client.get(f"/v1/sessions/{sid}", headers=acme)).json()["ability"]["theta"]
        for sid in sessions
    }
    return stored, shown


async def test_a_dispute_after_a_calibration_reaches_the_stored_abilities(rights_api: Api) -> None:
    """A question disputed after the organisation's calibration: its answers become ``ungraded`` and stop
    counting, so each interview's θ on its summary changes at once; the sessions table's θ (the pass's,
    ``SessionAbility``) must follow at the next pass, though no interview finished since."""
    api = rights_api
    acme = api.recruiter(await api.recruiter_key("Acme"))
    bank, sessions = await two_question_form(api, acme)
    erratum = {"what": "two ports are admin ports", "why": "ambiguous"}
    disputed = await api.client.patch(
        f"/v1/banks/{bank['id']}/questions/{bank['items'][0]['id']}",
        json={"status": "disputed", "erratum": erratum},
        headers=acme,
    )
    assert disputed.status_code == 200, disputed.text
    assert len(await refresh_due(api.ctx)) == 1
    stored, shown = await stored_and_shown(api, acme, sessions)
    assert stored == shown  # the table sorts by what the session's own page says


async def test_a_deleted_banks_answers_count_alike_in_the_table_and_on_the_page(rights_api: Api) -> None:
    """The bank deleted after the calibration: its questions are gone, the interviews keep their copies
    and their points. The next pass (the banks moved) rescores every interview; what it stores for the
    sessions table must be what each interview's own page says."""
    api = rights_api
    acme = api.recruiter(await api.recruiter_key("Acme"))
    bank, sessions = await two_question_form(api, acme)
    deleted = await api.client.delete(f"/v1/banks/{bank['id']}", params={"force": "true"}, headers=acme)
    assert deleted.status_code == 204, deleted.text
    await refresh_due(api.ctx)
    stored, shown = await stored_and_shown(api, acme, sessions)
    assert stored == shown
