"""The request bodies outside the candidate's and the invite's flow hold to the same rules, on SQLite and
PostgreSQL alike: a NUL character anywhere (PostgreSQL cannot store one) or a value longer than its
column gets a clear 422 and stores nothing — not a 500 on one store and a stored NUL on the other.
Every JSON body the app takes is a ``schemas.WireInput``, so a new one cannot skip the NUL rule."""

from __future__ import annotations

import typing
from pathlib import Path
from typing import Any

import pytest
from fastapi.routing import APIRoute
from pydantic import BaseModel

from api import schemas
from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import make_invite
from tests.helpers.banks import upload_ready

SEND_TEST = "/v1/ats/greenhouse/send_test"
OPTIONAL_BODY = "/v1/sessions/{session_id}/skip"  # ``SkipIn | None``: no body is a skip too
BANK = (
    "id,type,stem,A,B,C,D,key,explanation,topics\n"
    "nul-1,single,Which port does the admin listen on?,7001,7002,7003,7004,A,Because.,ops\n"
)


def _body_models(route: APIRoute) -> list[type[BaseModel]]:
    """The models a route's JSON body may be, an optional body's (``SkipIn | None``) among them."""
    field = route.body_field
    annotation = getattr(field, "field_info", None) and field.field_info.annotation  # type: ignore[union-attr]
    return [
        model
        for model in (typing.get_args(annotation) or (annotation,))
        if isinstance(model, type) and issubclass(model, BaseModel)
    ]


def test_every_json_body_refuses_nul(tmp_path: Path) -> None:
    from api.app import create_app
    from tests.helpers.api_fixtures import api_settings

    app = create_app(api_settings(tmp_path, f"sqlite+aiosqlite:///{tmp_path / 'x.db'}"))
    bodies = {
        f"{sorted(route.methods)[0]} {route.path}": model
        for route in app.routes
        if isinstance(route, APIRoute)
        for model in _body_models(route)
    }
    listed = {path.split(" ", 1)[1] for path in bodies}
    assert {SEND_TEST, OPTIONAL_BODY} <= listed  # the listing sees the bodies, an optional one too
    assert [name for name, model in bodies.items() if not issubclass(model, schemas.WireInput)] == []


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_an_erratum_with_a_nul_is_refused_and_the_question_unchanged(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    acme = api.recruiter(key)
    bank = await upload_ready(api.client, acme, "ports", BANK, "text/csv")
    question_id = bank["items"][0]["id"]
    path = f"/v1/banks/{bank['id']}/questions/{question_id}"
    for erratum in ({"what": "bad\x00key", "why": "because"}, {"what": "the key", "why": "\x00"}):
        refused = await api.client.patch(path, json={"key": "C", "erratum": erratum}, headers=acme)
        assert refused.status_code == 422, refused.text
        assert "NUL" in refused.text
    question = (await api.client.get(f"/v1/questions/{question_id}", headers=acme)).json()
    assert question["key"] == "A" and question["errata"] == []


def _bad_send_tests(test_id: str) -> list[dict[str, Any]]:
    candidate = {"first_name": "Mei", "telegram": "@mei_dev"}
    return [
        {"partner_test_id": test_id, "candidate": {**candidate, "first_name": "A\x00B"}},
        {"partner_test_id": test_id + "\x00", "candidate": candidate},
        {"partner_test_id": test_id, "candidate": candidate, "greenhouse_application_id": "a\x00"},
        {"partner_test_id": test_id, "candidate": candidate, "greenhouse_application_id": "9" * 300},
        {"partner_test_id": test_id, "candidate": candidate, "greenhouse_application_id": 10**300},
        {
            "partner_test_id": test_id,
            "candidate": {**candidate, "first_name": "李" * 200, "last_name": "王" * 200},
        },
    ]


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_a_send_test_the_store_cannot_hold_is_refused_and_sends_nothing(api: Api) -> None:
    from tests.helpers.greenhouse import basic

    key = await api.recruiter_key("Acme")
    invite = await make_invite(api, key, question_count=1, types=["single"], title="Screen")
    headers = {"Authorization": basic(key)}
    for body in _bad_send_tests(invite["id"]):
        refused = await api.client.post(SEND_TEST, json=body, headers=headers)
        assert refused.status_code == 422, (body, refused.status_code, refused.text[:300])
    tests = (await api.client.get("/v1/ats/greenhouse/list_tests", headers=headers)).json()
    assert [t["partner_test_id"] for t in tests] == [invite["id"]]  # no copy made for any of them
    fits = {
        "partner_test_id": invite["id"],
        "candidate": {"first_name": "李" * 200, "last_name": "王" * 199, "telegram": "@mei_dev"},
    }
    assert (
        await api.client.post(
            SEND_TEST, json={**fits, "greenhouse_application_id": "9" * 200}, headers=headers
        )
    ).status_code == 200
