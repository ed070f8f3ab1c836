"""Schemathesis against the committed OpenAPI document (api/openapi.json), over real HTTP to the API served
by uvicorn: generated requests for every operation (Schemathesis's coverage cases and 12 fuzzed examples),
as each identity the operation serves — a recruiter (their API key; over HTTP basic authentication where
the document says so) or a candidate (through the service token) — half of them addressing real objects
of that recruiter and candidate; no 5xx, and every documented response matches its schema. Which
identities an operation serves is read off its route's authentication dependencies; that every other
identity is refused, 401, is checked once per operation: a refused identity's generated requests were all
answered before any handler (401, or 404, 405 or 422 where the path or the JSON did not parse).

It runs on SQLite: what it proves (every operation answers generated input with a documented response) is
the API's, not the store's. What the store does with bad input that reaches it — numbers past a column's
range, NUL characters, datetimes a store cannot hold — is tested on both stores in
tests/integration/test_input_bounds.py, where each case the fuzzer once found on PostgreSQL stays."""

from __future__ import annotations

import asyncio
import itertools
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
import schemathesis
import uvicorn
from hypothesis import HealthCheck, settings
from schemathesis.checks import not_a_server_error
from schemathesis.core.result import Ok
from schemathesis.specs.openapi.checks import response_schema_conformance
from schemathesis.transport.requests import ManagedCookiesSession

from api.openapi import OPENAPI_PATH
from tests.helpers.api_fixtures import SERVICE_TOKEN, api_settings, drop_all_org_banks
from tests.helpers.greenhouse import basic
from tests.helpers.ports import free_port
from tests.helpers.store_templates import copy_sqlite_template_now

# Schemathesis's pytest plugin turns @schema.parametrize() into a test per operation. pyproject.toml keeps
# it from loading with every pytest process (-p no:schemathesis); this module, its one user, loads it.
pytest_plugins = ["schemathesis.pytest.plugin"]
pytestmark = pytest.mark.slow
schema = schemathesis.openapi.from_path(str(OPENAPI_PATH))
CANDIDATE_ID = 424242


@dataclass
class LiveApi:
    url: str
    recruiter_key: str
    # real objects (the recruiter's org and the candidate's), by path parameter name: generated requests
    # address them too, so the handlers past the ownership check are fuzzed, not only their 404s
    objects: dict[str, str]
    # one HTTP session (kept-alive connections, as a client's) whose response cookies are dropped between
    # generated requests, as with a session per request
    session: ManagedCookiesSession


BANK_CSV = "id,type,stem,A,B,C,D,key,explanation,topics\nq-1,single,Fuzzed question?,a,b,c,d,A,,fuzz\n"


def _seed_objects(url: str, recruiter_key: str) -> dict[str, str]:
    recruiter = {"Authorization": f"Bearer {recruiter_key}"}
    candidate = {"Authorization": f"Bearer {SERVICE_TOKEN}", "X-Telegram-User-Id": str(CANDIDATE_ID)}
    with httpx.Client(base_url=url, timeout=60) as client:
        hook = {"url": "http://93.184.216.34/hooks", "events": ["session.started"]}
        webhook = client.post("/v1/webhooks", json=hook, headers=recruiter)
        invite = client.post("/v1/invites", json={"question_count": 2, "max_uses": None}, headers=recruiter)
        start = {
            "mode": "interview",
            "invite_token": invite.json()["token"],
            "candidate": {"telegram_id": CANDIDATE_ID, "name": "Fuzz"},
        }
        session = client.post("/v1/sessions", json=start, headers=candidate)
        practice = {"mode": "practice", "candidate": {"telegram_id": CANDIDATE_ID}, "count": 1}
        drill = client.post("/v1/sessions", json=practice, headers=candidate)
        poll = {"position": 0, "message_id": 7, "poll_id": "fuzz-poll-1", "options": ["A", "B"]}
        shown = client.post(f"/v1/sessions/{drill.json()['id']}/shown", json=poll, headers=candidate)
        bank = client.post(
            "/v1/banks",
            params={"name": "fuzz"},
            content=BANK_CSV.encode(),
            headers={**recruiter, "Content-Type": "text/csv"},
        )
        for response in (webhook, invite, session, drill, shown, bank):
            assert response.status_code == 201, response.text
        deadline = time.monotonic() + 300
        while (detail := client.get(f"/v1/banks/{bank.json()['id']}", headers=recruiter).json())[
            "status"
        ] != "ready":
            assert detail["status"] != "failed" and time.monotonic() < deadline, detail
            time.sleep(0.05)
        deliveries = client.get(f"/v1/webhooks/{webhook.json()['id']}/deliveries", headers=recruiter)
        return {
            "webhook_id": webhook.json()["id"],
            "delivery_id": deliveries.json()["items"][0]["id"],
            "invite_id": invite.json()["id"],
            "session_id": session.json()["id"],
            "telegram_id": str(CANDIDATE_ID),
            "bank_id": bank.json()["id"],
            "question_id": detail["items"][0]["id"],
            "poll_id": "fuzz-poll-1",
        }


def _recruiter_key(settings_: Any) -> str:
    from api.store.engine import make_engine, migrate, sessionmaker_for
    from api.store.orgs import create_key, create_org

    async def work() -> str:
        engine = make_engine(settings_.sqlalchemy_url)
        try:
            await migrate(engine)
            async with sessionmaker_for(engine).begin() as db:
                await create_org(db, "Fuzz")
                return str((await create_key(db, "Fuzz")).key)
        finally:
            await engine.dispose()

    return asyncio.run(work())


@pytest.fixture(scope="module")
def live_api(
    tmp_path_factory: pytest.TempPathFactory, real_index: Any, api_catalog: Any
) -> Iterator[LiveApi]:
    """The API over real HTTP, on SQLite."""
    from api.app import create_app

    directory: Path = tmp_path_factory.mktemp("fuzz")
    copy_sqlite_template_now(directory / "store.db")
    database_url = f"sqlite+aiosqlite:///{directory / 'store.db'}"
    settings_ = api_settings(
        directory,
        database_url,
        rate_limit_candidate_per_minute=0,
        rate_limit_key_per_minute=0,
        rate_limit_failed_auth_per_minute=0,
    )
    key = _recruiter_key(settings_)
    app = create_app(settings_, index=real_index, catalog=api_catalog)
    port = free_port()
    server = uvicorn.Server(
        uvicorn.Config(app, host="127.0.0.1", port=port, lifespan="on", log_level="warning", access_log=False)
    )
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 60
    while not server.started:
        assert thread.is_alive() and time.monotonic() < deadline, "uvicorn did not start"
        time.sleep(0.05)
    session = ManagedCookiesSession()
    # straight to loopback: no proxy from the environment, and requests skips reading it on every request
    # (about half the client's Python calls a request)
    session.trust_env = False
    try:
        url = f"http://127.0.0.1:{port}"
        yield LiveApi(url, key, _seed_objects(url, key), session)
    finally:
        session.close()
        server.should_exit = True
        thread.join(15)
        drop_all_org_banks(real_index)  # the seeded bank and any the fuzzer uploaded: the index is shared


IDENTITIES = ["recruiter", "candidate"]


def _auth_calls(dependant: Any) -> Iterator[Any]:
    for dependency in dependant.dependencies:
        yield dependency.call
        yield from _auth_calls(dependency)


def _served_identities() -> dict[tuple[str, str], set[str]]:
    """Which identities each operation serves, by (method, path), read off its route's dependencies: a
    route with no authentication dependency (health, readiness, metrics) serves both."""
    import importlib
    import pkgutil

    import api.routes
    from api import candidate_deps, deps
    from api.routes.ats import require_ats_caller

    accepting: dict[str, set[Any]] = {
        "recruiter": {deps.require_recruiter, deps.require_caller, require_ats_caller},
        "candidate": {
            deps.require_candidate,
            deps.require_service,
            deps.require_caller,
            candidate_deps.candidate_turn,
            candidate_deps.own_session_locked,
        },
    }
    served: dict[tuple[str, str], set[str]] = {}
    for module in pkgutil.iter_modules(api.routes.__path__):
        router = importlib.import_module(f"api.routes.{module.name}").router
        for route in router.routes:
            calls = set(_auth_calls(route.dependant))
            identities = {who for who, auth in accepting.items() if calls & auth} or set(IDENTITIES)
            for method in route.methods:
                served[(method, route.path)] = identities
    return served


SERVED = _served_identities()


def _serves(who: str) -> Callable[[Any], bool]:
    return lambda context: who in SERVED[(context.operation.method.upper(), context.operation.path)]


def _identity(who: str, operation: Any, live_api: LiveApi) -> dict[str, str]:
    if who == "candidate":
        return {"Authorization": f"Bearer {SERVICE_TOKEN}", "X-Telegram-User-Id": str(CANDIDATE_ID)}
    if {"HTTPBasic": []} in (operation.definition.raw.get("security") or []):
        return {"Authorization": basic(live_api.recruiter_key)}
    return {"Authorization": f"Bearer {live_api.recruiter_key}"}


SEEN: dict[str, set[int]] = {}
REAL: dict[str, set[int]] = {}  # statuses of the requests that addressed the real objects
CALLS = itertools.count()
FUZZ = settings(max_examples=12, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))


def _call_and_validate(case: Any, who: str, live_api: LiveApi) -> None:
    case.headers = {**(case.headers or {}), **_identity(who, case.operation, live_api)}
    # every other request addresses the real objects (never to delete them: later cases need them)
    real = case.path_parameters and case.method.upper() != "DELETE" and next(CALLS) % 2 == 0
    if real:
        for name in case.path_parameters:
            if name in live_api.objects:
                case.path_parameters[name] = live_api.objects[name]
    response = case.call_and_validate(
        base_url=live_api.url,
        checks=[not_a_server_error, response_schema_conformance],
        timeout=30,
        session=live_api.session,
    )
    SEEN.setdefault(who, set()).add(response.status_code)
    if real:
        REAL.setdefault(who, set()).add(response.status_code)


# the identity as a pytest parameter too: without one, this pytest names every operation's test alike, and
# pytest-xdist, which hands tests out by name, then runs one operation's
@pytest.mark.parametrize("who", ["recruiter"])
@schema.include(_serves("recruiter")).parametrize()
@FUZZ
def test_as_a_recruiter_no_server_errors_and_responses_match_the_schema(
    case: Any, who: str, live_api: LiveApi
) -> None:
    _call_and_validate(case, who, live_api)


# the identity as a pytest parameter too: without one, this pytest names every operation's test alike, and
# pytest-xdist, which hands tests out by name, then runs one operation's
@pytest.mark.parametrize("who", ["candidate"])
@schema.include(_serves("candidate")).parametrize()
@FUZZ
def test_as_a_candidate_no_server_errors_and_responses_match_the_schema(
    case: Any, who: str, live_api: LiveApi
) -> None:
    _call_and_validate(case, who, live_api)


def test_every_operation_refuses_the_identities_it_does_not_serve(live_api: LiveApi) -> None:
    """A request as an identity the operation does not serve, on the real objects, is answered 401: what
    the fuzzing above leaves out is a refusal, not a handler."""
    operations = [result.ok() for result in schema.get_all_operations() if isinstance(result, Ok)]
    assert {(operation.method.upper(), operation.path) for operation in operations} == set(SERVED)
    answered = {}
    with httpx.Client(base_url=live_api.url, timeout=30) as client:
        for operation in operations:
            for who in set(IDENTITIES) - SERVED[(operation.method.upper(), operation.path)]:
                path = operation.path.format_map({**live_api.objects, "pending_id": "1"})
                response = client.request(operation.method, path, headers=_identity(who, operation, live_api))
                answered[(who, operation.method.upper(), operation.path)] = response.status_code
    assert len(answered) > len(SERVED) // 2, answered
    assert set(answered.values()) == {401}, answered


def test_the_generated_requests_reached_the_handlers() -> None:
    """Authenticated requests got past authentication: successes and validation errors both seen, and
    requests addressing the real objects succeeded too."""
    if not SEEN:
        pytest.skip("run together with the schemathesis tests")
    for who in IDENTITIES:
        assert any(200 <= status < 300 for status in SEEN[who]), SEEN
        assert 422 in SEEN[who] or 400 in SEEN[who], SEEN
        assert any(200 <= status < 300 for status in REAL[who]), REAL  # the real objects were reached
