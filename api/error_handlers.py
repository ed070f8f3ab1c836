"""Errors answered as RFC 9457 ``application/problem+json``, the ``detail`` in the request's
Accept-Language (English by default, simplified Chinese on request) from the catalogue
(``api.catalogue``): the handlers the app installs, and the response the middlewares write (with
Starlette alone: the middlewares are plain ASGI)."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from http import HTTPStatus
from typing import TYPE_CHECKING, Any

from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Match, Mount

from api.catalogue import accepted_language, localised_rows, problem_text
from api.errors import PROBLEM_JSON, ApiError

if TYPE_CHECKING:  # FastAPI's own only to install the handlers on an app, which has imported it
    from fastapi import FastAPI

log = logging.getLogger("api.errors")  # the API errors' logger, whichever module answers them
BUSY_RETRY_AFTER_S = 5  # a request that found no free store connection: when to send it again


def problem_language(request: Request) -> str:
    return accepted_language(request.headers.get("accept-language", ""), default="en")


def problem_response(
    request: Request,
    status: int,
    detail: str | None,
    title: str | None = None,
    *,
    args: Mapping[str, object] | None = None,
    **extra: Any,
) -> JSONResponse:
    """The problem; ``detail`` a catalogue template filled from ``args`` in the request's language."""
    body: dict[str, Any] = {
        "type": "about:blank",
        "title": title or HTTPStatus(status).phrase,
        "status": status,
        "detail": None if detail is None else problem_text(detail, args, problem_language(request)),
        "instance": request.url.path,
        "request_id": getattr(request.state, "request_id", None),
        **extra,
    }
    headers = {"WWW-Authenticate": "Bearer"} if status == 401 else None
    if "retry_after" in extra:
        headers = {"Retry-After": str(extra["retry_after"])}
    return JSONResponse(body, status_code=status, media_type=PROBLEM_JSON, headers=headers)


METHODS = ("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS")


def _allowed_methods(request: Request) -> list[str]:
    """Every method the request's path takes, each asked of the app's routes as a request of it would
    be routed: Starlette's 405 names only the first route of the path, and the API serves a path's
    methods from a route each (``GET`` and ``POST /v1/invites``). A mount (the console's static files)
    takes every method to its app, which says its own: none is named for it."""
    routes = [route for route in getattr(request.app, "routes", []) if not isinstance(route, Mount)]
    return [
        method
        for method in METHODS
        if any(route.matches({**request.scope, "method": method})[0] is Match.FULL for route in routes)
    ]


def install_error_handlers(app: FastAPI) -> None:
    from fastapi.exceptions import RequestValidationError
    from sqlalchemy.exc import TimeoutError as NoConnectionInTime  # the pool's, nothing else raises it

    async def api_error(request: Request, error: Exception) -> JSONResponse:
        assert isinstance(error, ApiError)
        extra = error.extra
        if "errors" in extra and problem_language(request) == "zh":  # a refused bank file's rows
            extra = {**extra, "errors": localised_rows(extra["errors"], "zh")}
        response = problem_response(
            request, error.status, error.template, error.title, args=error.args_, **extra
        )
        response.headers.update(error.headers)
        return response

    async def http_error(request: Request, error: Exception) -> JSONResponse:
        assert isinstance(error, StarletteHTTPException)
        response = problem_response(request, error.status_code, str(error.detail))
        response.headers.update(error.headers or {})  # the exception's own: HTTP basic's challenge
        if error.status_code == 405 and (allowed := _allowed_methods(request)):
            response.headers["Allow"] = ", ".join(allowed)  # RFC 9110: a 405 says what the path takes
        return response

    async def validation_error(request: Request, error: Exception) -> JSONResponse:
        assert isinstance(error, RequestValidationError)
        errors = [
            {"loc": list(item.get("loc", ())), "msg": item.get("msg", ""), "type": item.get("type", "")}
            for item in error.errors()
        ]
        unknown = [
            ".".join(str(part) for part in item["loc"][1:])
            for item in errors
            if item["type"] == "extra_forbidden"
        ]
        if unknown:  # a misspelled or misplaced field: named in the detail, not only in the errors
            return problem_response(
                request, 422, "unknown field(s): {fields}", args={"fields": ", ".join(unknown)}, errors=errors
            )
        return problem_response(request, 422, "the request is not valid", errors=errors)

    async def store_busy(request: Request, error: Exception) -> JSONResponse:
        # Every pooled store connection stayed taken for the pool's whole timeout: more requests than
        # the store serves (an overload), not a fault of this one. 503 with Retry-After, which the bot
        # retries (bot/client.py): an answer carries its idempotency key, so the retry records it once,
        # or replays it when the timeout came after its commit (the result's reads) — never lost.
        log.warning("no store connection free in time", extra={"path": request.url.path})
        return problem_response(
            request,
            503,
            "the service is busy; try again shortly",
            reason="busy",
            retry_after=BUSY_RETRY_AFTER_S,
        )

    async def unexpected(request: Request, error: Exception) -> JSONResponse:
        log.exception("unhandled error", extra={"path": request.url.path})
        return problem_response(request, 500, "internal error")

    app.add_exception_handler(ApiError, api_error)
    app.add_exception_handler(StarletteHTTPException, http_error)
    app.add_exception_handler(RequestValidationError, validation_error)
    app.add_exception_handler(NoConnectionInTime, store_busy)
    app.add_exception_handler(Exception, unexpected)
