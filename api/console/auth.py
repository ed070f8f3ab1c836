"""Console sign-in: an API key (form field ``key``) in, a signed session cookie out.

- The cookie holds a random id, signed with a key derived from the service token (every replica
  shares it); the store keeps only the id's SHA-256, with the organisation, the API key's id and the
  CSRF token. Every request joins the key: a revoked key ends its console sessions at once; sign-out
  ends the row, so a copied cookie is worthless afterwards.
- Cookies are HttpOnly, SameSite=Strict, Secure when the request came over https.
- Every POST carries the session's CSRF token (the sign-in form a token bound to a short-lived signed
  cookie); a POST without it is refused with 403.
- The key itself is never stored, logged, echoed into a page, or put in a URL."""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass
from datetime import timedelta
from typing import Annotated

from fastapi import Depends, Request
from itsdangerous import BadSignature, URLSafeTimedSerializer
from starlette.datastructures import FormData
from starlette.responses import Response

from api.context import ServiceContext
from api.deps import Ctx, Db
from api.errors import ApiError
from api.security import same_secret
from api.store import console as store
from api.store.models import Org

SESSION_COOKIE = "ibot_console"
LOGIN_COOKIE = "ibot_console_login"
SESSION_LIFETIME = timedelta(hours=8)
LOGIN_FORM_LIFETIME = timedelta(hours=1)


class SignInRequired(Exception):
    """An anonymous visitor (or an ended session): sent to the sign-in page."""


class CsrfRefused(Exception):
    """A POST without the right CSRF token."""


@dataclass(frozen=True)
class ConsoleUser:
    org: Org
    csrf: str
    id_hash: str
    # Plain copies: a page rendered after a rolled-back transaction (a refused upload) reads no ORM state.
    org_id: str = ""
    org_name: str = ""
    key_id: str = ""  # the API key this console session was opened with


def _serializer(ctx: ServiceContext, purpose: str) -> URLSafeTimedSerializer:
    secret = hmac.new(ctx.service_token.encode(), b"interview-bot console cookies", hashlib.sha256).digest()
    return URLSafeTimedSerializer(secret, salt=f"ibot-console-{purpose}")


def _hash(raw: str) -> str:
    return hashlib.sha256(raw.encode()).hexdigest()


def set_cookie(request: Request, response: Response, name: str, value: str, max_age: timedelta) -> None:
    response.set_cookie(
        name,
        value,
        max_age=int(max_age.total_seconds()),
        path="/console",
        httponly=True,
        samesite="strict",
        secure=request.url.scheme == "https",
    )


def clear_cookie(request: Request, response: Response, name: str) -> None:
    response.delete_cookie(
        name, path="/console", httponly=True, samesite="strict", secure=request.url.scheme == "https"
    )


def new_login_token(ctx: ServiceContext) -> tuple[str, str]:
    """A CSRF token for the sign-in form and the signed cookie value it is bound to."""
    nonce = secrets.token_urlsafe(24)
    return nonce, _serializer(ctx, "login").dumps(nonce)


def check_login_form_token(ctx: ServiceContext, request: Request, given: str | None) -> None:
    cookie = request.cookies.get(LOGIN_COOKIE)
    try:
        nonce = _serializer(ctx, "login").loads(
            cookie or "", max_age=int(LOGIN_FORM_LIFETIME.total_seconds())
        )
    except BadSignature as error:
        raise CsrfRefused() from error
    if not given or not isinstance(nonce, str) or not same_secret(given, nonce):
        raise CsrfRefused()


async def sign_in(ctx: ServiceContext, db: Db, request: Request, response: Response, key: str) -> bool:
    """Open a console session for a live key; False when the key is not one."""
    from api.store.orgs import live_key

    if not key or not key.isascii() or not key.isprintable():
        return False
    row = await live_key(db, key)
    if row is None:
        return False
    raw = secrets.token_urlsafe(32)
    now = ctx.now()
    await store.add_console_session(
        db, _hash(raw), row.org_id, row.id, secrets.token_urlsafe(24), now, now + SESSION_LIFETIME
    )
    set_cookie(request, response, SESSION_COOKIE, _serializer(ctx, "session").dumps(raw), SESSION_LIFETIME)
    clear_cookie(request, response, LOGIN_COOKIE)
    return True


async def sign_out(
    ctx: ServiceContext, db: Db, request: Request, response: Response, user: ConsoleUser
) -> None:
    await store.end_console_session(db, user.id_hash, ctx.now())
    clear_cookie(request, response, SESSION_COOKIE)


async def current_user(request: Request, ctx: Ctx, db: Db) -> ConsoleUser:
    cookie = request.cookies.get(SESSION_COOKIE)
    if not cookie:
        raise SignInRequired()
    try:
        raw = _serializer(ctx, "session").loads(cookie, max_age=int(SESSION_LIFETIME.total_seconds()))
    except BadSignature as error:
        raise SignInRequired() from error
    if not isinstance(raw, str):
        raise SignInRequired()
    id_hash = _hash(raw)
    found = await store.live_console_session(db, id_hash, ctx.now())
    if found is None:
        raise SignInRequired()
    session, org = found
    return ConsoleUser(
        org=org, csrf=session.csrf, id_hash=id_hash, org_id=org.id, org_name=org.name, key_id=session.key_id
    )


User = Annotated[ConsoleUser, Depends(current_user)]


async def checked_form(request: Request, user: User) -> FormData:
    """The POSTed form, once its CSRF token is the session's, and with no NUL character in any field
    (422): PostgreSQL cannot even compare text with one, and a form's values reach the store unchecked
    by a body model (the invite form's ticked questions are looked up to show the form again) — the
    rule of every JSON body (``schemas.WireInput``) and URL (``api/observability.py``), for forms."""
    form = await request.form()
    given = form.get("csrf")
    if not isinstance(given, str) or not same_secret(given, user.csrf):
        raise CsrfRefused()
    if any(isinstance(value, str) and "\x00" in name + value for name, value in form.multi_items()):
        raise ApiError(422, "a form field must not contain NUL characters")
    return form


CheckedForm = Annotated[FormData, Depends(checked_form)]
