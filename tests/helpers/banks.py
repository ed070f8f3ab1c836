"""Uploading organisation banks in API tests, and waiting until they are searchable; a small bank to
upload (``ZEPHYR``); a pool of questions alike to the model (``alike_questions``) and an adaptive invite
drawing on it alone (``adaptive_pool``). A candidate's calls to take an interview drawn from it:
``api_flows``."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

import httpx

from tests.helpers.api_flows import make_invite

BANK_FILES = Path(__file__).resolve().parents[1] / "data" / "banks"
MEDIA_TYPES = {".csv": "text/csv", ".yaml": "application/yaml", ".json": "application/json"}


async def upload(
    client: httpx.AsyncClient,
    headers: dict[str, str],
    name: str,
    body: str | bytes,
    media_type: str,
    *,
    format: str | None = None,
) -> httpx.Response:
    params = {"name": name, **({"format": format} if format else {})}
    content = body.encode("utf-8") if isinstance(body, str) else body
    return await client.post(
        "/v1/banks", params=params, content=content, headers={**headers, "Content-Type": media_type}
    )


async def wait_ready(
    client: httpx.AsyncClient, headers: dict[str, str], bank_id: str, timeout: float = 300.0
) -> dict[str, Any]:
    """The bank once it is ``ready`` (fails on ``failed`` or after ``timeout`` seconds)."""
    deadline = time.monotonic() + timeout
    while True:
        response = await client.get(f"/v1/banks/{bank_id}", headers=headers)
        assert response.status_code == 200, response.text
        bank: dict[str, Any] = response.json()
        assert bank["status"] != "failed", bank
        if bank["status"] == "ready":
            return bank
        assert time.monotonic() < deadline, f"bank {bank_id} not ready after {timeout} s: {bank}"
        await asyncio.sleep(0.05)


async def upload_ready(
    client: httpx.AsyncClient,
    headers: dict[str, str],
    name: str,
    body: str | bytes,
    media_type: str,
    *,
    format: str | None = None,
) -> dict[str, Any]:
    response = await upload(client, headers, name, body, media_type, format=format)
    assert response.status_code == 201, response.text
    return await wait_ready(client, headers, response.json()["id"])


def drop_org_banks(index: Any, bank_ids: list[str]) -> None:
    """Take a test's banks out of the shared index again (the session index outlives the test)."""
    for bank_id in bank_ids:
        index.drop_bank(bank_id)


async def drop_test_banks(api: Any) -> None:
    """After a test: let its banks finish indexing, then take them out of the shared index."""
    from sqlalchemy import select

    from api.services import banks
    from api.store.models import OrgBank

    await banks.indexing.drain(api.ctx)
    async with api.ctx.sessions() as db:
        ids = list((await db.scalars(select(OrgBank.id))).all())
    drop_org_banks(api.ctx.index, ids)


CSV_HEADER = "id,type,stem,A,B,C,D,key,explanation,topics\n"


def csv_bank(*rows: str) -> str:
    return CSV_HEADER + "".join(f"{row}\n" for row in rows)


ZEPHYR = csv_bank(
    "zq-1,single,Which port does the zephyrgate daemon listen on?,7001,7002,7003,7004,B,"
    "Set in zephyrgate.conf.,zephyr",
    "zq-2,single,Which zephyrgate flag enables mirrored journaling?,--mirror,--journal,--tee,--sync,A,,"
    "zephyr",
    "zq-3,truefalse,zephyrgate replicas elect a leader with Raft.,,,,,true,,zephyr",
    "zq-4,multi,Which zephyrgate stores are durable?,ledger,scratch,snapshot,cache,AC,,zephyr",
)


def alike_questions(prefix: str, place: str, topic: str, count: int) -> str:
    """A CSV bank of ``count`` single-choice questions alike to the model (``{prefix}-1``…, one topic, no
    difficulty, key B): which of them an adaptive interview asks is left to what the test sets up."""
    return "id,type,stem,A,B,C,D,key,topics\n" + "".join(
        f"{prefix}-{n},single,Which {place} port is number {n}?,{n}1,{n}2,{n}3,{n}4,B,{topic}\n"
        for n in range(1, count + 1)
    )


async def adaptive_pool(
    api: Any, key: str, name: str, csv: str, **invite: Any
) -> tuple[dict[str, Any], dict[str, Any]]:
    """``csv`` uploaded as the bank ``name`` of ``key``'s organisation (once it is ready), and an adaptive
    invite drawing on that bank alone, grades revealed at the end (``invite``: its counts)."""
    bank = await upload_ready(api.client, api.recruiter(key), name, csv, "text/csv")
    body = {"mode": "adaptive", "banks": [bank["id"]], "reveal": "end", **invite}
    return bank, await make_invite(api, key, defaults={}, **body)
