"""``install_console(app)``: the console's routers, static files, security headers and error pages."""

from __future__ import annotations

import inspect
from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.staticfiles import StaticFiles
from starlette.responses import RedirectResponse, Response

from api.console.auth import CsrfRefused, SignInRequired
from api.console.headers import PREFIX, ConsoleHeadersMiddleware
from api.console.i18n import pick_language
from api.console.pages import page
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

    app.add_exception_handler(SignInRequired, sign_in_required)
    app.add_exception_handler(CsrfRefused, csrf_refused)
    app.add_exception_handler(ApiError, api_error)
