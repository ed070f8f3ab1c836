"""Helpers for the data-rights tests: an API on SQLite or PostgreSQL whose webhook outbox records events
(a loopback receiver is allowed), the same API sending an ATS's invitation e-mails to a real SMTP
server, and a candidate with an interview, a practice and a notebook."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from api.services.outbox import actor_name
from api.store.models.base import Base
from tests.helpers.api_fixtures import Api, api_settings, running_api
from tests.helpers.api_flows import (
    TWO_SHOWN_EACH,
    answer,
    current_question,
    make_invite,
    start,
    start_practice,
    wrong_answer,
)
from tests.helpers.fake_index import FakeQuestionIndex
from tests.helpers.smtp import Mailbox, mailbox

QUIET = {"outbound_allow_private": True, "webhook_poll_s": 300, "webhook_backoff_base_s": 3600}
NAME, USERNAME = "Zhang Weiming", "zhang_weiming_ml"


@pytest.fixture(scope="module")
def rights_index(api_catalog: Any) -> FakeQuestionIndex:
    """The in-memory index of the bank, built once for a module's tests (building it segments every
    question): the service only reads it, and no test of data rights uploads a bank."""
    return FakeQuestionIndex(api_catalog)


@pytest.fixture
async def rights_api(
    migrated_database_url: str, tmp_path: Path, api_catalog: Any, rights_index: FakeQuestionIndex
) -> AsyncIterator[Api]:
    """The real app on SQLite or PostgreSQL (parametrized by ``store_backend``), the in-memory index."""
    settings = api_settings(tmp_path, migrated_database_url, **QUIET)
    try:
        async with running_api(settings, rights_index, api_catalog) as running:
            yield running
    finally:
        rights_index.forget_org_banks()  # were one uploaded after all, the next test would not see it


@pytest.fixture
async def mail_api(
    migrated_database_url: str, tmp_path: Path, api_catalog: Any, rights_index: FakeQuestionIndex
) -> AsyncIterator[tuple[Api, Mailbox]]:
    """``rights_api`` with a mail server (aiosmtpd on loopback): an ATS's tests sent by e-mail."""
    with mailbox() as box:
        settings = api_settings(
            tmp_path,
            migrated_database_url,
            **QUIET,
            smtp_url=box.url,
            smtp_starttls=False,  # aiosmtpd on loopback, no certificate: allowed there only
            mail_from="noreply@ibot.example.com",
        )
        async with running_api(settings, rights_index, api_catalog) as running:
            yield running, box


async def subscribe(api: Api, key: str) -> None:
    """A webhook for the session events, so the outbox holds bodies that name the candidate."""
    from tests.helpers.webhooks import subscribe as to_events

    await to_events(api, key, "http://127.0.0.1:9/hook", ["session.started", "session.finished"])


async def finished_interview(api: Api, key: str, telegram_id: int) -> dict[str, Any]:
    """An interview of one question, answered (with the bot's kind of idempotency key) and finished."""
    invite = await make_invite(api, key, defaults=TWO_SHOWN_EACH, question_count=1, types=["single"])
    session = await start(api, telegram_id, invite["token"], name=NAME, username=USERNAME)
    _, current = await current_question(api, telegram_id, session["id"])
    key_with_chat = f"msg:{telegram_id}:41"
    answered = await answer(api, telegram_id, session["id"], current["question"]["id"], "A", key_with_chat)
    assert answered.status_code == 200, answered.text
    finished = await api.client.post(
        f"/v1/sessions/{session['id']}/finish", headers=api.candidate(telegram_id)
    )
    assert finished.status_code == 200, finished.text
    return session


async def practice_with_a_mistake(api: Api, telegram_id: int) -> dict[str, Any]:
    """A practice session with one wrong answer (it goes into the mistake notebook)."""
    practice = await start_practice(api, telegram_id, types=["single"])
    question, current = await current_question(api, telegram_id, practice["id"])
    wrong = await answer(
        api, telegram_id, practice["id"], current["question"]["id"], wrong_answer(question), "p-1"
    )
    assert wrong.status_code == 200, wrong.text
    return practice


async def store_holding(api: Api, *secrets: str, skip: frozenset[str] = frozenset()) -> list[str]:
    """Every ``table.column`` of every row (but the tables in ``skip``) whose value holds one of
    ``secrets``: the scan lists the columns itself, so a column added later is searched too."""
    found: list[str] = []
    async with api.ctx.sessions() as db:
        for table in Base.metadata.sorted_tables:
            if table.name in skip:
                continue
            for row in (await db.execute(select(table))).mappings().all():
                for column, value in row.items():
                    shown = (
                        value
                        if isinstance(value, str)
                        else json.dumps(value, ensure_ascii=False, default=str)
                    )
                    found += [f"{table.name}.{column}: {secret}" for secret in secrets if secret in shown]
    return found


async def traces_of(api: Api, telegram_id: int, *more: str) -> list[str]:
    """Where the store still names the person: their Telegram id (the candidate row, the chat id in keys),
    name, username, xAPI learner, and ``more`` (what an ATS sent about them), in any column of any table."""
    learner = actor_name(api.ctx.service_token, telegram_id)
    return await store_holding(api, str(telegram_id), NAME, USERNAME, learner, *more)
