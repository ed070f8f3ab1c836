"""``POST /v1/sessions/{session_id}/answers``, served first by the short way when it can.

A plain ASGI route placed before the API's own routes. It reads the request itself (the service token,
``X-Telegram-User-Id``, the JSON body validated by the same ``AnswerIn``) and asks
``services.quick_answer`` for the result. Anything else — a header or body the API's route would refuse,
a turn the short way does not serve, an error — is handed on unchanged (the body replayed) to the
router, where this route then matches nothing and ``routes.candidate.answer`` serves the request with
its dependencies, validation and problem responses: those stay said once, there. Middlewares (request
id, arrival time, rate limits, body size) run before either, as for every route.

What the short way saves is FastAPI's per-request machinery (dependency resolution, the exit stack, the
response field) and the ORM; the turn's own rules are shared (see the service's docstring).
"""

from __future__ import annotations

import logging
from typing import Any

import orjson
from pydantic import TypeAdapter, ValidationError
from starlette.requests import Request
from starlette.routing import Match, Route
from starlette.types import Message, Receive, Scope, Send

from api import schemas
from api.context import ServiceContext
from api.deps import bearer, candidate_of
from api.errors import ApiError
from api.services.quick_answer import quick_answer

log = logging.getLogger(__name__)
ANSWER_PATH = "/v1/sessions/{session_id}/answers"
_HANDED_ON = "ibot.quick_answer.handed_on"
_RESULT = TypeAdapter(schemas.AnswerResult)  # as FastAPI serialises the route's response model


class QuickAnswerRoute(Route):
    """Matches answer requests not yet handed on; ``router`` serves those handed on."""

    def __init__(self, router: Any) -> None:
        super().__init__(
            ANSWER_PATH, endpoint=_QuickAnswers(router), methods=["POST"], include_in_schema=False
        )

    def matches(self, scope: Scope) -> tuple[Match, Scope]:
        if scope.get(_HANDED_ON) or scope.get("method") != "POST":
            return Match.NONE, {}
        match, child = super().matches(scope)
        if match is Match.FULL:
            child["route"] = self  # the access log and metrics name the route's path, not the URL
        return match, child


class _QuickAnswers:
    def __init__(self, router: Any) -> None:
        self.router = router

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        messages: list[Message] = []
        body = b""
        more = True
        while more:
            message = await receive()
            messages.append(message)
            body += message.get("body", b"")
            more = message["type"] == "http.request" and message.get("more_body", False)
        result = await self._serve(scope, body) if messages[-1]["type"] == "http.request" else None
        if result is None:
            scope[_HANDED_ON] = True

            async def replay() -> Message:
                return messages.pop(0) if messages else await receive()

            await self.router.app(scope, replay, send)
            return
        content = _RESULT.dump_json(result, by_alias=True)
        headers = [(b"content-length", str(len(content)).encode()), (b"content-type", b"application/json")]
        await send({"type": "http.response.start", "status": 200, "headers": headers})
        await send({"type": "http.response.body", "body": content})

    async def _serve(self, scope: Scope, body: bytes) -> schemas.AnswerResult | None:
        app = scope["app"]
        ctx: ServiceContext = app.state.ctx
        turns = ctx.answer_turns
        session_id: str = scope["path_params"]["session_id"]
        if turns is None or scope.get("query_string") or "\x00" in scope["path"]:
            return None
        request = Request(scope)
        content_type = request.headers.get("content-type", "")
        if content_type.split(";")[0].strip().lower() != "application/json":
            return None
        try:  # the route's own dependencies' rules, on the same headers
            credentials = await bearer(request)
            telegram_id = candidate_of(ctx, credentials, request.headers.get("x-telegram-user-id"))
            answer = schemas.AnswerIn.model_validate(orjson.loads(body))
        except (ApiError, ValidationError, orjson.JSONDecodeError):
            return None
        arrived = scope.get("state", {}).get("arrived_at") or ctx.now()
        try:
            return await quick_answer(ctx, turns, session_id, telegram_id, answer, arrived)
        except Exception:  # the full path serves it, and says what is wrong if anything is
            log.debug("quick answer turn handed on", exc_info=True)
            return None
