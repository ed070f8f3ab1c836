"""An organisation has at most 200 banks (each is indexed and searched with its every request): one more
is 409 ``too_many_banks``, through ``POST /v1/banks`` and the console's upload form alike (the CLI's
``bank import``: tests/integration/test_org_bank_cli.py), on SQLite and PostgreSQL. Replacing a bank it
has is no new bank; deleting one makes room; uploads at once never pass the limit (counted under the
organisation's lock), and one whose name was uploaded meanwhile replaces that bank. The banks before
the last are stored rows: 199 uploads would test nothing more."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from sqlalchemy import event, select
from sqlalchemy.util import await_only

from api.store.banks import MAX_BANKS
from api.store.models import Org, OrgBank
from tests.helpers.api_fixtures import Api
from tests.helpers.banks import upload, wait_ready
from tests.helpers.console import sign_in
from tests.helpers.data_rights import rights_api, rights_index

__all__ = ["rights_api", "rights_index"]
pytestmark = pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL

PODS = (
    "Which object keeps a fixed number of identical pods running?\nA. ConfigMap\nB. ReplicaSet\nANSWER: B\n"
)


async def stored_banks(api: Api, org_name: str, count: int) -> None:
    """``count`` empty banks of the organisation, written to the store directly."""
    async with api.ctx.sessions.begin() as db:
        org_id = await db.scalar(select(Org.id).where(Org.name == org_name))
        assert org_id is not None
        now = api.clock()
        db.add_all(
            OrgBank(
                id=f"bkfill{number:05d}",
                org_id=org_id,
                name=f"filler {number}",
                format="aiken",
                status="ready",
                created_at=now,
                updated_at=now,
            )
            for number in range(count)
        )


async def put(api: Api, key: str, name: str) -> int:
    response = await upload(api.client, api.recruiter(key), name, PODS, "text/plain", format="aiken")
    if response.status_code == 201:
        await wait_ready(api.client, api.recruiter(key), response.json()["id"])
    else:
        assert response.json()["reason"] == "too_many_banks", response.text
        assert str(MAX_BANKS) in response.json()["detail"]
    return response.status_code


async def test_one_bank_past_the_limit_is_refused(rights_api: Api) -> None:
    api = rights_api
    key = await api.recruiter_key("Acme")
    assert MAX_BANKS == 200
    await stored_banks(api, "Acme", MAX_BANKS - 1)
    assert await put(api, key, "k8s") == 201
    assert await put(api, key, "one more") == 409
    chinese = {**api.recruiter(key), "Accept-Language": "zh"}
    refused = await upload(api.client, chinese, "one more", PODS, "text/plain", format="aiken")
    assert refused.json()["detail"].startswith("每个组织")  # the recruiter's language
    assert await put(api, key, "k8s") == 201  # a replacement is no new bank

    other = await api.recruiter_key("Globex")
    assert await put(api, other, "k8s") == 201  # a limit per organisation

    gone = await api.client.delete("/v1/banks/bkfill00000", headers=api.recruiter(key))
    assert gone.status_code == 204, gone.text
    assert await put(api, key, "one more") == 201


async def test_uploads_at_once_never_pass_the_limit(rights_api: Api) -> None:
    api = rights_api
    key = await api.recruiter_key("Acme")
    await stored_banks(api, "Acme", MAX_BANKS - 1)
    replies = await asyncio.gather(*(put(api, key, f"new {n}") for n in range(4)))
    assert sorted(replies) == [201, 409, 409, 409]
    listed = (await api.client.get("/v1/banks", headers=api.recruiter(key))).json()["items"]
    assert len([bank for bank in listed if bank["id"] != "public"]) == MAX_BANKS


async def test_a_name_uploaded_meanwhile_is_replaced_at_the_limit(rights_api: Api) -> None:
    """Two uploads of one new name at 199 banks: the second found no bank of that name, then the first
    committed before the second counted. The second replaces the first's bank, as it would have had it
    read the name a moment later — not 409 ``too_many_banks`` for a bank it does not add."""
    api = rights_api
    key = await api.recruiter_key("Acme")
    await stored_banks(api, "Acme", MAX_BANKS - 1)
    engine = api.ctx.engine.sync_engine
    first: list[str] = []

    def upload_the_first_meanwhile(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        if "org_banks.name" in statement and not first:  # the second's read of the name: none yet
            first.append("uploading")
            response = await_only(
                upload(api.client, api.recruiter(key), "k8s", PODS, "text/plain", format="aiken")
            )
            assert response.status_code == 201, response.text
            first[0] = response.json()["id"]

    event.listen(engine, "after_cursor_execute", upload_the_first_meanwhile)
    try:
        second = await upload(api.client, api.recruiter(key), "k8s", PODS, "text/plain", format="aiken")
    finally:
        event.remove(engine, "after_cursor_execute", upload_the_first_meanwhile)
    assert second.status_code == 201, second.text
    assert second.json()["id"] == first[0]
    await wait_ready(api.client, api.recruiter(key), first[0])
    listed = (await api.client.get("/v1/banks", headers=api.recruiter(key))).json()["items"]
    assert len([bank for bank in listed if bank["id"] != "public"]) == MAX_BANKS


async def test_the_console_says_the_limit(rights_api: Api) -> None:
    api = rights_api
    key = await api.recruiter_key("Acme")
    csrf = await sign_in(api.client, key)
    await stored_banks(api, "Acme", MAX_BANKS)
    fields = {"csrf": csrf, "name": "k8s", "format": "aiken"}
    refused = await api.client.post(
        "/console/banks", data=fields, files={"file": ("k8s.txt", PODS.encode(), "text/plain")}
    )
    assert refused.status_code == 409, refused.text
    assert f"每个组织最多 {MAX_BANKS} 个题库" in refused.text
