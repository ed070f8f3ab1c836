"""The bot's API client: headers, problem responses mapped to candidate-facing messages, retries."""

from __future__ import annotations

import asyncio

import httpx
import pytest

from bot.candidate import Candidate
from bot.client import IN_FLIGHT, ApiClient, ApiError
from bot.settings import load_bot_settings


def client(handler: object, retries: int = 2) -> ApiClient:
    return ApiClient(
        "http://api.test",
        "service-token-0123456789",
        transport=httpx.MockTransport(handler),  # type: ignore[arg-type]
        retries=retries,
        backoff=0.001,
    )


def problem(status: int, detail: str = "x", **extra: object) -> httpx.Response:
    body = {"type": "about:blank", "title": "t", "status": status, "detail": detail, **extra}
    return httpx.Response(status, json=body, headers={"content-type": "application/problem+json"})


async def test_candidate_headers_are_sent() -> None:
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(200, json={"items": []})

    api = client(handler)
    assert await api.sessions(42) == []
    assert seen[0].headers["authorization"] == "Bearer service-token-0123456789"
    assert seen[0].headers["x-telegram-user-id"] == "42"
    assert seen[0].url.path == "/v1/candidates/42/sessions"


@pytest.mark.parametrize(
    ("response", "kind"),
    [
        (problem(404, "unknown invite"), "not_found"),
        (problem(410, "this invite has expired", reason="expired"), "invite_invalid"),
        (problem(409, "that is not the current question", current_question_id="q2"), "already_answered"),
        (problem(409, "this session is finished", status_now="finished"), "already_answered"),
        (problem(409, "finish the open interview first", session_id="s1"), "conflict"),
        (problem(422, "the request is not valid"), "rejected"),
        (problem(401, "bad token"), "misconfigured"),
        (problem(429, "slow down"), "busy"),
        (problem(500, "internal error"), "api_down"),
        (httpx.Response(502, text="bad gateway"), "api_down"),
    ],
)
async def test_problems_map_to_friendly_kinds(response: httpx.Response, kind: str) -> None:
    api = client(lambda request: response)
    with pytest.raises(ApiError) as caught:
        await api.current(1, "s1")
    assert caught.value.kind == kind and caught.value.status == response.status_code


async def test_connection_errors_and_503_are_retried_then_reported_as_down() -> None:
    calls = 0

    def handler(request: httpx.Request) -> httpx.Response:
        nonlocal calls
        calls += 1
        if calls == 1:
            raise httpx.ConnectError("refused", request=request)
        if calls == 2:
            return problem(503, "starting")
        return httpx.Response(200, json={"items": []})

    assert await client(handler).sessions(1) == [] and calls == 3

    def down(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("refused", request=request)

    with pytest.raises(ApiError) as caught:
        await client(down).sessions(1)
    assert caught.value.kind == "api_down" and caught.value.status is None


def test_service_token_from_the_data_dir(tmp_path: object, monkeypatch: pytest.MonkeyPatch) -> None:
    from pathlib import Path

    data = Path(str(tmp_path))
    monkeypatch.delenv("IBOT_SERVICE_TOKEN", raising=False)
    settings = load_bot_settings(data_dir=data)
    with pytest.raises(RuntimeError, match="IBOT_SERVICE_TOKEN"):
        settings.resolve_service_token()
    (data / "service_token").write_text("generated-token-abcdef0123456789\n")
    assert settings.resolve_service_token() == "generated-token-abcdef0123456789"
    monkeypatch.setenv("IBOT_SERVICE_TOKEN", "from-the-environment-0123456789")
    assert load_bot_settings(data_dir=data).resolve_service_token() == "from-the-environment-0123456789"


async def test_at_most_in_flight_requests_go_at_once_and_the_rest_wait_their_turn() -> None:
    """A hundred candidates at once: the API is sent ``IN_FLIGHT`` requests at a time (kept-alive
    connections, no queue inside the pool), and every request is answered."""
    running, most = 0, 0

    async def handler(request: httpx.Request) -> httpx.Response:
        nonlocal running, most
        running += 1
        most = max(most, running)
        await asyncio.sleep(0.005)
        running -= 1
        return httpx.Response(200, json={"items": []})

    api = client(handler)
    results = await asyncio.gather(*(api.sessions(user) for user in range(100)))
    assert results == [[]] * 100 and most == IN_FLIGHT


async def test_a_request_that_finds_none_free_in_time_is_api_down() -> None:
    release = asyncio.Event()

    async def handler(request: httpx.Request) -> httpx.Response:
        await release.wait()
        return httpx.Response(200, json={"items": []})

    api = ApiClient(
        "http://api.test",
        "service-token-0123456789",
        transport=httpx.MockTransport(handler),
        timeout=0.2,
        retries=0,
    )
    held = [asyncio.create_task(api.sessions(user)) for user in range(IN_FLIGHT)]
    await asyncio.sleep(0.01)
    async with asyncio.timeout(5):  # refused by the client's own timeout, not left waiting
        with pytest.raises(ApiError) as refused:
            await api.sessions(999)
    assert refused.value.kind == "api_down"
    release.set()
    assert await asyncio.gather(*held) == [[]] * IN_FLIGHT


async def test_every_candidate_call_asks_for_the_candidates_language() -> None:
    """The API words a problem's detail in the request's Accept-Language, and the bot may show it: a
    candidate's call asks for their language (simplified Chinese unless the action says otherwise),
    wherever the action is answered; the bot's own calls ask for none."""
    from bot import preferences_flow
    from bot.conversation import Conversation
    from bot.practice_flow import vote
    from bot.rights_flow import my_data

    seen: dict[str, str | None] = {}

    def handler(request: httpx.Request) -> httpx.Response:
        seen[request.url.path] = request.headers.get("accept-language")
        if request.url.path == "/v1/deadlines":
            return httpx.Response(200, json={"items": []})
        return problem(422, "refused")

    api = client(handler, retries=0)
    conversation = Conversation(api)
    english = Candidate(43, language="en")
    with pytest.raises(ApiError):
        await api.sessions(42)
    await preferences_flow.history(conversation, english)  # through ``friendly``
    await my_data(conversation, english)  # answered with a file: not ``friendly``
    await vote(conversation, english, "poll-1", [0])
    await api.deadlines()
    assert seen == {
        "/v1/candidates/42/sessions": "zh",
        "/v1/candidates/43/sessions": "en",
        "/v1/candidates/43/data": "en",
        "/v1/polls/poll-1": "en",
        "/v1/deadlines": None,
    }
    await api.aclose()
