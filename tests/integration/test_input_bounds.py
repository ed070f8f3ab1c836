"""Hostile input gets a clear 422 and changes nothing, on SQLite and PostgreSQL alike: list cursors,
Telegram ids (non-ASCII digits, out of range), NUL characters in every text field and path id, and
numbers or booleans sent as another JSON type (``true``, ``"2"``, ``2.0`` for a count)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from sqlalchemy import event

from tests.helpers.api_fixtures import SERVICE_TOKEN, Api
from tests.helpers.api_flows import TWO_SHOWN_EACH, answer, make_invite, question_view, start

# past the INTEGER seq columns: 3148073038 reached PostgreSQL and came back a 500 (found by schemathesis)
BAD_CURSORS = ["²", "1¹", "99999999999999999999999", "-1", "1.5", " 1", "%00", "2147483648", "3148073038"]
BAD_TELEGRAM_IDS = ["²", "1¹", "١٢", "0", "-5", str(2**52), str(2**63), "99999999999999999999999", "1e3"]


def _is_problem(response: object, status: int = 422) -> bool:
    return (
        response.status_code == status  # type: ignore[attr-defined]
        and response.headers["content-type"] == "application/problem+json"  # type: ignore[attr-defined]
    )


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_list_cursors_are_ascii_numbers_that_fit(api: Api) -> None:
    key = api.recruiter(await api.recruiter_key("Acme"))
    hook = {"url": "http://93.184.216.34/hooks", "events": ["session.finished"]}
    webhook = (await api.client.post("/v1/webhooks", json=hook, headers=key)).json()["id"]
    for path in ("/v1/invites", "/v1/sessions", f"/v1/webhooks/{webhook}/deliveries"):
        for cursor in BAD_CURSORS:
            response = await api.client.get(path, params={"cursor": cursor}, headers=key)
            assert _is_problem(response), (path, cursor, response.status_code, response.text)
        for cursor in ("12", "2147483647"):
            response = await api.client.get(path, params={"cursor": cursor}, headers=key)
            assert response.status_code == 200 and response.json()["items"] == [], response.text


async def test_sessions_list_carries_the_invite_title(api: Api) -> None:
    """The start's own summary carries the title of the invite it read (not read a second time), and
    the recruiter's list reads it."""
    key = await api.recruiter_key("Acme")
    invite = await make_invite(api, key, defaults=TWO_SHOWN_EACH, title="Senior ML engineer")
    statements: list[str] = []

    def seen(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        statements.append(" ".join(statement.split()))

    event.listen(api.ctx.engine.sync_engine, "before_cursor_execute", seen)
    try:
        session = await start(api, 7001, invite["token"])
    finally:
        event.remove(api.ctx.engine.sync_engine, "before_cursor_execute", seen)
    assert session["title"] == "Senior ML engineer"
    assert any("WHERE invites.token" in s for s in statements), statements
    assert not [s for s in statements if s.startswith("SELECT invites.title")], statements
    listed = (await api.client.get("/v1/sessions", headers=api.recruiter(key))).json()["items"]
    assert [(item["id"], item["title"]) for item in listed] == [(session["id"], "Senior ML engineer")]


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
@pytest.mark.parametrize("bad", BAD_TELEGRAM_IDS)
async def test_telegram_ids_must_be_positive_ascii_and_fit_52_bits(api: Api, bad: str) -> None:
    key = await api.recruiter_key("Acme")
    invite = await make_invite(api, key, defaults=TWO_SHOWN_EACH)
    header = {"Authorization": f"Bearer {SERVICE_TOKEN}".encode(), "X-Telegram-User-Id": bad.encode()}
    assert _is_problem(await api.client.get("/v1/candidates/1/sessions", headers=header))
    body = {"mode": "interview", "invite_token": invite["token"], "candidate": {"telegram_id": bad}}
    as_body = await api.client.post("/v1/sessions", json=body, headers=api.candidate(1))
    assert _is_problem(as_body), as_body.text
    as_path = await api.client.get(f"/v1/candidates/{bad}/sessions", headers=api.candidate(1))
    assert as_path.status_code in (404, 422) and as_path.status_code != 500
    if bad.lstrip("-").isascii():
        assert _is_problem(as_path), as_path.text
    big = {**body, "candidate": {"telegram_id": 2**70}}
    assert _is_problem(await api.client.post("/v1/sessions", json=big, headers=api.candidate(1)))
    # nothing was created
    listed = (await api.client.get("/v1/sessions", headers=api.recruiter(key))).json()["items"]
    assert listed == []


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_nul_characters_are_refused_everywhere(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    recruiter = api.recruiter(key)
    bad_invite = await api.client.post(
        "/v1/invites", json={"question_count": 1, "title": "a\x00b"}, headers=recruiter
    )
    assert _is_problem(bad_invite), bad_invite.text
    assert _is_problem(
        await api.client.post(
            "/v1/invites", json={"question_count": 1, "topics": ["lora\x00"]}, headers=recruiter
        )
    )
    invite = await make_invite(api, key, defaults=TWO_SHOWN_EACH, max_uses=5)
    for candidate in ({"telegram_id": 8001, "name": "Li\x00"}, {"telegram_id": 8001, "username": "\x00"}):
        body = {"mode": "interview", "invite_token": invite["token"], "candidate": candidate}
        assert _is_problem(await api.client.post("/v1/sessions", json=body, headers=api.candidate(8001)))
    body = {"mode": "interview", "invite_token": invite["token"] + "\x00", "candidate": {"telegram_id": 8001}}
    assert _is_problem(await api.client.post("/v1/sessions", json=body, headers=api.candidate(8001)))

    session = await start(api, 8001, invite["token"])
    question = await question_view(api, 8001, session["id"])
    assert _is_problem(await answer(api, 8001, session["id"], question["id"], "A\x00", "k1"))
    assert _is_problem(await answer(api, 8001, session["id"], question["id"], "A", "k\x00"))
    assert _is_problem(await answer(api, 8001, session["id"], question["id"] + "\x00", "A", "k2"))
    for path in (
        f"/v1/sessions/{session['id']}%00",
        f"/v1/sessions/{session['id']}%00/current",
        "/v1/invites/%00",
        f"/v1/sessions?invite_id={invite['id']}%00",
    ):
        headers = api.candidate(8001) if path.endswith("/current") else recruiter
        response = await api.client.get(path, headers=headers)
        assert _is_problem(response), (path, response.status_code, response.text)
    assert _is_problem(await api.client.delete("/v1/invites/x%00y", headers=recruiter))
    # the session is untouched: still on its first question, nothing recorded
    after = await api.client.get(f"/v1/sessions/{session['id']}/transcript", headers=recruiter)
    assert after.status_code == 200 and after.json()["answers"] == []
    assert (await question_view(api, 8001, session["id"]))["id"] == question["id"]


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_lone_surrogates_are_refused_where_pydantic_lets_them_through(api: Api) -> None:
    """JSON's ``"\\ud800"`` escape (or its raw UTF-8 bytes) is a lone surrogate: no store can write it as
    UTF-8, nor a response echo it. A topic (a bare string in a list) reached the unknown-topic 422, whose
    detail names it, and that response could not be written: a 500; a practice session's topics, too."""
    key = await api.recruiter_key("Acme")
    recruiter = {**api.recruiter(key), "Content-Type": "application/json"}
    for body in (
        b'{"question_count": 1, "topics": ["lora\\ud800"]}',
        b'{"question_count": 1, "topics": ["x\xed\xa0\x80"]}',
    ):
        response = await api.client.post("/v1/invites", content=body, headers=recruiter)
        assert _is_problem(response), (body, response.status_code, response.text)
        assert "topics.0: text must not contain" in response.json()["errors"][0]["msg"], response.text
    assert (await api.client.get("/v1/invites", headers=recruiter)).json()["items"] == []
    candidate = {**api.candidate(8201), "Content-Type": "application/json"}
    body = b'{"mode": "practice", "topics": ["\\udfff"], "candidate": {"telegram_id": 8201}}'
    response = await api.client.post("/v1/sessions", content=body, headers=candidate)
    assert _is_problem(response), (response.status_code, response.text)
    assert (await api.client.get("/v1/candidates/8201/sessions", headers=candidate)).json()["items"] == []


EXTREME_TIMES = ["0001-01-01T00:00:00+14:00", "9999-12-31T23:59:59-14:00", "9999-12-31T23:59:59+00:00"]


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_datetimes_the_stores_cannot_hold_are_refused(api: Api) -> None:
    key = api.recruiter(await api.recruiter_key("Acme"))
    for value in EXTREME_TIMES:
        for name in ("since", "until"):
            response = await api.client.get("/v1/sessions", params={name: value}, headers=key)
            assert _is_problem(response), (name, value, response.text)
        body = {"question_count": 1, "expires_at": value}
        assert _is_problem(await api.client.post("/v1/invites", json=body, headers=key))
    assert (await api.client.get("/v1/invites", headers=key)).json()["items"] == []
    ok = await api.client.get("/v1/sessions", params={"since": "2026-01-01T00:00:00+08:00"}, headers=key)
    assert ok.status_code == 200


# Where a whole number is asked: a boolean, a string (digits or not) and a float are all refused; where
# any number is, a boolean and a string; where a boolean is, a number and a string.
NOT_WHOLE_NUMBERS: list[Any] = [True, "2", " 2 ", 2.0]
NOT_NUMBERS: list[Any] = [True, "1.5", "2"]
NOT_BOOLEANS: list[Any] = [1, "true"]
INVITE_FIELDS: dict[str, list[Any]] = {
    "question_count": NOT_WHOLE_NUMBERS,
    "max_questions": NOT_WHOLE_NUMBERS,
    "time_limit_s": NOT_WHOLE_NUMBERS,
    "total_time_limit_s": NOT_WHOLE_NUMBERS,
    "max_uses": NOT_WHOLE_NUMBERS,
    "time_multiplier": NOT_NUMBERS,
    "target_se": NOT_NUMBERS,
    "allow_fewer": NOT_BOOLEANS,
}


def _names(response: Any, field: str) -> bool:
    """A 422 problem whose errors name ``field``."""
    return _is_problem(response) and any(field in error["loc"] for error in response.json()["errors"])


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_numbers_and_booleans_are_taken_only_as_json_sends_them(api: Api) -> None:
    key = api.recruiter(await api.recruiter_key("Acme"))
    base = {"question_count": 2, "types": ["single"]}
    for field, values in INVITE_FIELDS.items():
        mode = {"mode": "adaptive"} if field in ("max_questions", "target_se") else {}
        for bad in values:
            response = await api.client.post("/v1/invites", json={**base, **mode, field: bad}, headers=key)
            assert _names(response, field), (field, bad, response.status_code, response.text)
    assert (await api.client.get("/v1/invites", headers=key)).json()["items"] == []
    made = await api.client.post("/v1/invites", json={**base, "time_multiplier": 2}, headers=key)
    assert made.status_code == 201 and made.json()["time_multiplier"] == 2.0  # 2 is a number too

    practice = {"mode": "practice", "candidate": {"telegram_id": 8101}}
    for field, values in (("count", NOT_WHOLE_NUMBERS), ("review", NOT_BOOLEANS)):
        for bad in values:
            body = {**practice, field: bad}
            response = await api.client.post("/v1/sessions", json=body, headers=api.candidate(8101))
            assert _names(response, field), (field, bad, response.text)
    for bad in ("8101", True, 8101.0):
        body = {**practice, "candidate": {"telegram_id": bad}}
        response = await api.client.post("/v1/sessions", json=body, headers=api.candidate(8101))
        assert _names(response, "telegram_id"), (bad, response.text)
    assert (await api.client.get("/v1/candidates/8101/sessions", headers=api.candidate(8101))).json()[
        "items"
    ] == []
    for bad in NOT_WHOLE_NUMBERS:
        response = await api.client.patch("/v1/org", json={"retention_days": bad}, headers=key)
        assert _names(response, "retention_days"), (bad, response.text)


def _lax_scalars(schema: Any, where: str = "") -> Iterator[str]:
    """The places in a pydantic core schema where an int, float or bool is validated in lax mode."""
    if isinstance(schema, dict):
        if schema.get("type") in ("int", "float", "bool") and not schema.get("strict"):
            yield where
        for name, inner in schema.items():
            yield from _lax_scalars(inner, f"{where}.{name}")
    elif isinstance(schema, list):
        for number, inner in enumerate(schema):
            yield from _lax_scalars(inner, f"{where}[{number}]")


def test_every_number_and_boolean_of_a_request_body_is_strict() -> None:
    """The one rule, for the bodies the tests above do not post too: every WireInput's numbers and
    booleans are JsonInt, JsonFloat or JsonBool (api/schemas/base.py)."""
    import api.app  # noqa: F401  # every route's body model defined
    from api.schemas.base import WireInput

    def bodies(model: type[WireInput]) -> Iterator[type[WireInput]]:
        for sub in model.__subclasses__():
            yield sub
            yield from bodies(sub)

    found = {
        model.__name__: list(_lax_scalars(model.__pydantic_core_schema__)) for model in bodies(WireInput)
    }
    assert "InviteCreate" in found and "ShownIn" in found
    assert {name: places for name, places in found.items() if places} == {}


@pytest.mark.parametrize("zone", ["America", "Etc", "zone.tab", "Asia/", "../zoneinfo/UTC", "No/Such_Zone"])
async def test_a_time_zone_that_is_no_zone_is_refused_and_the_setting_kept(api: Api, zone: str) -> None:
    """The key is looked up as a path under the zone database: a directory of it ("America") raised
    IsADirectoryError, an OSError the check did not take (500); a file that is no zone, ValueError."""
    headers = api.candidate(8301)
    chosen = await api.client.patch("/v1/candidates/8301", json={"timezone": "Asia/Tokyo"}, headers=headers)
    assert chosen.status_code == 200, chosen.text
    refused = await api.client.patch("/v1/candidates/8301", json={"timezone": zone}, headers=headers)
    assert _names(refused, "timezone"), (zone, refused.status_code, refused.text)
    kept = await api.client.get("/v1/candidates/8301", headers=headers)
    assert kept.json()["timezone"] == "Asia/Tokyo"
