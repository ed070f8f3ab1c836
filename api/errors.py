"""Errors as RFC 9457 ``application/problem+json``."""

from __future__ import annotations

import logging
from http import HTTPStatus
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

PROBLEM_JSON = "application/problem+json"
log = logging.getLogger("api.errors")


class ApiError(Exception):
    """An error the API reports to its client."""

    def __init__(self, status: int, detail: str, *, title: str | None = None, **extra: Any):
        super().__init__(detail)
        self.status = status
        self.detail = detail
        self.title = title or HTTPStatus(status).phrase
        self.extra = extra


def problem_responses(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """OpenAPI ``responses`` for the problem+json errors a route raises beyond the ones every route
    of its kind has (those are added for all routes by ``api.openapi.document_problems``)."""
    return {status: problem_response_doc(status) for status in statuses}


def problem_response_doc(status: int) -> dict[str, Any]:
    return {
        "description": HTTPStatus(status).phrase,
        "content": {PROBLEM_JSON: {"schema": {"$ref": "#/components/schemas/Problem"}}},
    }


def problem_response(
    request: Request, status: int, detail: str | None, title: str | None = None, **extra: Any
) -> JSONResponse:
    body: dict[str, Any] = {
        "type": "about:blank",
        "title": title or HTTPStatus(status).phrase,
        "status": status,
        "detail": detail,
        "instance": request.url.path,
        "request_id": getattr(request.state, "request_id", None),
        **extra,
    }
    headers = {"WWW-Authenticate": "Bearer"} if status == 401 else None
    if "retry_after" in extra:
        headers = {"Retry-After": str(extra["retry_after"])}
    return JSONResponse(body, status_code=status, media_type=PROBLEM_JSON, headers=headers)


def install_error_handlers(app: FastAPI) -> None:
    async def api_error(request: Request, error: Exception) -> JSONResponse:
        assert isinstance(error, ApiError)
        return problem_response(request, error.status, error.detail, error.title, **error.extra)

    async def http_error(request: Request, error: Exception) -> JSONResponse:
        assert isinstance(error, StarletteHTTPException)
        return problem_response(request, error.status_code, str(error.detail))

    async def validation_error(request: Request, error: Exception) -> JSONResponse:
        assert isinstance(error, RequestValidationError)
        errors = [
            {"loc": list(item.get("loc", ())), "msg": item.get("msg", ""), "type": item.get("type", "")}
            for item in error.errors()
        ]
        return problem_response(request, 422, "the request is not valid", errors=errors)

    async def unexpected(request: Request, error: Exception) -> JSONResponse:
        log.exception("unhandled error", extra={"path": request.url.path})
        return problem_response(request, 500, "internal error")

    app.add_exception_handler(ApiError, api_error)
    app.add_exception_handler(StarletteHTTPException, http_error)
    app.add_exception_handler(RequestValidationError, validation_error)
    app.add_exception_handler(Exception, unexpected)
