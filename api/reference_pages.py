"""The API's reference pages, ``/docs`` (Swagger UI) and ``/redoc``, under a content security policy of
their own, as every other HTML page the service serves has one.

FastAPI's own pages, made once per app: their assets come from the CDN they name, their one inline
script is allowed by its hash (no ``'unsafe-inline'`` script), inline styles are allowed (Swagger UI
and ReDoc style elements as they draw), and nothing may frame them, post a form or change their base.
Swagger UI's OAuth2 redirect page is not served: the API's schemes are bearer tokens, with no OAuth2
flow to come back from."""

from __future__ import annotations

import base64
import hashlib
import re
from collections.abc import Awaitable, Callable

from fastapi import FastAPI
from fastapi.openapi.docs import get_redoc_html, get_swagger_ui_html
from fastapi.responses import HTMLResponse

CDN = "https://cdn.jsdelivr.net"
PATHS = ("/docs", "/redoc")  # public pages, no data of anyone's: outside the OpenAPI document
_INLINE_SCRIPT = re.compile(r"<script>(.*?)</script>", re.DOTALL)


def script_hashes(html: str) -> list[str]:
    """The CSP sources that allow ``html``'s inline scripts, each by its SHA-256."""
    digests = (hashlib.sha256(script.encode()).digest() for script in _INLINE_SCRIPT.findall(html))
    return [f"'sha256-{base64.b64encode(digest).decode()}'" for digest in digests]


def policy_for(html: str) -> str:
    return "; ".join(
        [
            "default-src 'none'",
            " ".join(["script-src", CDN, *script_hashes(html)]),
            f"style-src {CDN} https://fonts.googleapis.com 'unsafe-inline'",
            "font-src https://fonts.gstatic.com",
            "img-src 'self' data: https://fastapi.tiangolo.com https://cdn.redoc.ly",
            "connect-src 'self'",
            "worker-src blob:",  # ReDoc searches in a worker it makes from a blob
            "frame-ancestors 'none'",
            "form-action 'none'",
            "base-uri 'none'",
        ]
    )


def _serving(page: HTMLResponse) -> Callable[[], Awaitable[HTMLResponse]]:
    """A route handler that serves ``page``, made once, under its policy."""
    html = bytes(page.body).decode()
    headers = {"content-security-policy": policy_for(html), "x-content-type-options": "nosniff"}

    async def serve() -> HTMLResponse:
        return HTMLResponse(html, headers=headers)

    return serve


def install_reference_pages(app: FastAPI) -> None:
    """``/docs`` and ``/redoc`` on ``app`` (made with ``docs_url=None, redoc_url=None``)."""
    openapi_url = app.openapi_url or "/openapi.json"
    swagger = get_swagger_ui_html(openapi_url=openapi_url, title=f"{app.title} - Swagger UI")
    redoc = get_redoc_html(openapi_url=openapi_url, title=f"{app.title} - ReDoc")
    for path, page in zip(PATHS, (swagger, redoc), strict=True):
        app.add_api_route(path, _serving(page), methods=["GET"], include_in_schema=False)
