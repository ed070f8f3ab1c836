"""``install_console(app)``: the console's routers, static files, security headers and error pages."""

from __future__ import annotations

import inspect
from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.responses import RedirectResponse, Response

from api.catalogue import field_problem, problem_text
from api.console.auth import CsrfRefused, SignInRequired
from api.console.headers import PREFIX, ConsoleHeadersMiddleware
from api.console.i18n import pick_language
from api.console.pages import page, words
from api.console.routes import banks, entry, invites, notifications, questions, sessions
from api.errors import ApiError

STATIC = Path(__file__).parent / "static"


def _in_console(request: Request) -> bool:
    return request.url.path == PREFIX or request.url.path.startswith(PREFIX + "/")


def install_console(app: FastAPI) -> None:
    routers = (
        entry.router,
        invites.router,
        sessions.router,
        sessions.csv_router,
        questions.router,
        banks.router,
        notifications.router,
    )
    for router in routers:
        app.include_router(router)
    app.mount("/console/static", StaticFiles(directory=STATIC), name="console-static")
    app.add_middleware(ConsoleHeadersMiddleware)
    api_error_handler = app.exception_handlers[ApiError]

    async def sign_in_required(request: Request, error: Exception) -> Response:
        return RedirectResponse("/console/login", status_code=303)

    async def csrf_refused(request: Request, error: Exception) -> Response:
        return page(request, "error.html", message="forbidden", status_code=403)

    async def api_error(request: Request, error: Exception) -> Response:
        """The console answers with a page; the JSON API keeps problem+json."""
        assert isinstance(error, ApiError)
        if not _in_console(request):
            response = api_error_handler(request, error)
            return await response if inspect.isawaitable(response) else response
        message = "not_found" if error.status == 404 else "invalid_input"
        detail = error.detail_in(pick_language(request))
        return page(request, "error.html", message=message, detail=detail, status_code=error.status)

    async def framework_error(request: Request, error: Exception) -> Response:
        """FastAPI's and Starlette's own refusals (an address or a method the console does not serve, a
        form it cannot read or that breaks a bound of its route) are pages in the console too, with the
        API's answer's headers (a 405's Allow); the JSON API keeps problem+json."""
        handler = validation_handler if isinstance(error, RequestValidationError) else http_handler
        response = handler(request, error)
        answer: Response = await response if inspect.isawaitable(response) else response
        if not _in_console(request):
            return answer
        language = pick_language(request)
        if isinstance(error, RequestValidationError):
            status, message = 422, "invalid_input"
            t = words(request)
            detail = "; ".join(
                field_problem(item, language, " · ".join(t(str(part)) for part in item["loc"][1:]))
                for item in error.errors()
            )
        else:
            assert isinstance(error, StarletteHTTPException)
            status, message = error.status_code, "not_found" if error.status_code == 404 else "invalid_input"
            detail = problem_text(str(error.detail), None, language)
        shown = page(request, "error.html", message=message, detail=detail, status_code=status)
        for name in ("allow", "www-authenticate"):
            if name in answer.headers:
                shown.headers[name] = answer.headers[name]
        return shown

    http_handler = app.exception_handlers[StarletteHTTPException]
    validation_handler = app.exception_handlers[RequestValidationError]
    app.add_exception_handler(SignInRequired, sign_in_required)
    app.add_exception_handler(CsrfRefused, csrf_refused)
    app.add_exception_handler(ApiError, api_error)
    app.add_exception_handler(StarletteHTTPException, framework_error)
    app.add_exception_handler(RequestValidationError, framework_error)
