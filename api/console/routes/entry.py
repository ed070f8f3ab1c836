"""Sign-in, sign-out and the language switch."""

from __future__ import annotations

from datetime import timedelta
from typing import Annotated

from fastapi import APIRouter, Form, Request
from starlette.responses import RedirectResponse, Response

from api.console import auth
from api.console.auth import CheckedForm, User
from api.console.i18n import LANG_COOKIE, LANGUAGES
from api.console.pages import page
from api.console.sign_in_limit import client_of, sign_in_limit
from api.deps import Ctx, Db

router = APIRouter(prefix="/console", include_in_schema=False)


@router.get("")
async def home() -> Response:
    return RedirectResponse("/console/sessions", status_code=303)


def login_page(
    request: Request,
    ctx: Ctx,
    *,
    error: str | None = None,
    status_code: int = 200,
    **error_values: object,
) -> Response:
    token, signed = auth.new_login_token(ctx)
    response = page(
        request, "login.html", csrf=token, error=error, error_values=error_values, status_code=status_code
    )
    auth.set_cookie(request, response, auth.LOGIN_COOKIE, signed, auth.LOGIN_FORM_LIFETIME)
    return response


@router.get("/login")
async def login_form(request: Request, ctx: Ctx) -> Response:
    return login_page(request, ctx)


@router.post("/login")
async def login(
    request: Request,
    ctx: Ctx,
    db: Db,
    key: Annotated[str, Form(max_length=500)] = "",
    csrf: Annotated[str, Form(max_length=200)] = "",
) -> Response:
    auth.check_login_form_token(ctx, request, csrf)
    key = key.strip()
    limit, address = sign_in_limit(ctx), client_of(request)
    retry_after = limit.retry_after(address, key)
    if retry_after:
        at = (ctx.now() + timedelta(seconds=retry_after)).strftime("%H:%M:%S")
        refused = login_page(
            request, ctx, error="too_many_sign_ins", status_code=429, seconds=retry_after, at=at
        )
        refused.headers["Retry-After"] = str(retry_after)
        return refused
    response = RedirectResponse("/console/sessions", status_code=303)
    if await auth.sign_in(ctx, db, request, response, key):
        return response
    limit.failed(address, key)
    return login_page(request, ctx, error="bad_key", status_code=401)


@router.post("/logout")
async def logout(request: Request, ctx: Ctx, db: Db, user: User, form: CheckedForm) -> Response:
    response = RedirectResponse("/console/login", status_code=303)
    await auth.sign_out(ctx, db, request, response, user)
    return response


@router.get("/lang/{language}")
async def switch_language(request: Request, language: str, back: str = "/console/sessions") -> Response:
    """Remember the chosen language and go back (only to a console page)."""
    if not back.startswith("/console") or back.startswith("//") or "\\" in back:
        back = "/console/sessions"
    response = RedirectResponse(back, status_code=303)
    if language in LANGUAGES:
        auth.set_cookie(request, response, LANG_COOKIE, language, auth.SESSION_LIFETIME * 90)
    return response
