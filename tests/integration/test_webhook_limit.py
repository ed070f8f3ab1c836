"""An organisation registers at most ``MAX_WEBHOOKS`` receivers: each is sent every event it subscribes
to, written in the transaction of the candidate's own request, so without a bound one recruiter's key
made every start and finish write (and the worker send) thousands of requests. One more is a 409 naming
the limit, nothing stored; deleting one makes room; registrations at once never pass it; another
organisation has a limit of its own. On SQLite and PostgreSQL."""

from __future__ import annotations

import asyncio

import pytest

from api.store.webhooks import MAX_WEBHOOKS
from tests.helpers.api_fixtures import Api
from tests.helpers.data_rights import rights_api, rights_index

__all__ = ["rights_api", "rights_index"]
pytestmark = pytest.mark.both_stores  # store behaviour (a count under concurrency): SQLite and PostgreSQL


def hook(number: int) -> dict[str, object]:
    return {"url": f"http://127.0.0.1:9/hook-{number}", "events": ["session.finished"]}


async def listed(api: Api, key: str) -> int:
    return len((await api.client.get("/v1/webhooks", headers=api.recruiter(key))).json()["items"])


async def test_one_more_receiver_than_the_limit_is_refused(rights_api: Api) -> None:
    api = rights_api
    key, other = await api.recruiter_key("Acme"), await api.recruiter_key("Globex")
    made = []
    for number in range(MAX_WEBHOOKS):
        response = await api.client.post("/v1/webhooks", json=hook(number), headers=api.recruiter(key))
        assert response.status_code == 201, response.text
        made.append(response.json()["id"])
    refused = await api.client.post(
        "/v1/webhooks", json=hook(99), headers={**api.recruiter(key), "Accept-Language": "zh"}
    )
    assert refused.status_code == 409, refused.text
    assert refused.json()["reason"] == "too_many_webhooks" and str(MAX_WEBHOOKS) in refused.json()["detail"]
    assert refused.json()["detail"].startswith("每个组织")
    assert await listed(api, key) == MAX_WEBHOOKS

    elsewhere = await api.client.post("/v1/webhooks", json=hook(0), headers=api.recruiter(other))
    assert elsewhere.status_code == 201, elsewhere.text  # a limit per organisation

    gone = await api.client.delete(f"/v1/webhooks/{made[0]}", headers=api.recruiter(key))
    assert gone.status_code == 204
    again = await api.client.post("/v1/webhooks", json=hook(100), headers=api.recruiter(key))
    assert again.status_code == 201, again.text


async def test_registrations_at_once_never_pass_the_limit(rights_api: Api) -> None:
    api = rights_api
    key = await api.recruiter_key("Acme")
    for number in range(MAX_WEBHOOKS - 1):
        response = await api.client.post("/v1/webhooks", json=hook(number), headers=api.recruiter(key))
        assert response.status_code == 201, response.text
    replies = await asyncio.gather(
        *(api.client.post("/v1/webhooks", json=hook(50 + n), headers=api.recruiter(key)) for n in range(5))
    )
    assert sorted(reply.status_code for reply in replies) == [201, 409, 409, 409, 409]
    assert await listed(api, key) == MAX_WEBHOOKS
