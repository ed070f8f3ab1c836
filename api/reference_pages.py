"""The API's reference pages, ``/docs`` (Swagger UI) and ``/redoc``, under a content security policy of
their own, as every other HTML page the service serves has one.

FastAPI's own pages, made once per app, with their assets served by the app itself: Swagger UI's and
ReDoc's scripts, Swagger UI's style sheet and a favicon come from the ``fastapi-offline`` package
(pinned in pyproject.toml), under ``/docs/assets/<its version>/`` — a new version is a new URL, so each
is cached for a year. Nothing comes from a CDN: without internet (an air-gapped host, a corporate
network) the pages draw all the same, and the policy names no origin but the service's own. Their one
inline script is allowed by its hash (no ``'unsafe-inline'`` script), inline styles are allowed
(Swagger UI and ReDoc style elements as they draw), ReDoc's search runs in a worker made from a blob,
and nothing may frame them, post a form or change their base. ReDoc's web fonts are not loaded (it
falls back to the system's); the one image its bundle names on Redocly's host, a logo under its menu,
is refused by the policy and left out by ReDoc. Swagger UI's OAuth2 redirect page is not served: the
API's schemes are bearer tokens, with no OAuth2 flow to come back from."""

from __future__ import annotations

import base64
import hashlib
import re
from collections.abc import Awaitable, Callable
from importlib.metadata import version
from pathlib import Path

import fastapi_offline
from fastapi import FastAPI
from fastapi.openapi.docs import get_redoc_html, get_swagger_ui_html
from fastapi.responses import FileResponse, HTMLResponse
from starlette.exceptions import HTTPException

PATHS = ("/docs", "/redoc")  # public pages, no data of anyone's: outside the OpenAPI document
_INLINE_SCRIPT = re.compile(r"<script>(.*?)</script>", re.DOTALL)
_FILES = Path(fastapi_offline.__file__).parent / "static"
ASSET_TYPES = {
    "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
    "swagger-ui.css": "text/css; charset=utf-8",
    "redoc.standalone.js": "text/javascript; charset=utf-8",
    "favicon.png": "image/png",
}
ASSETS = f"/docs/assets/{version('fastapi-offline')}"  # the version in the path: see the docstring
_CACHED = {"cache-control": "public, max-age=31536000, immutable", "x-content-type-options": "nosniff"}


def script_hashes(html: str) -> list[str]:
    """The CSP sources that allow ``html``'s inline scripts, each by its SHA-256."""
    digests = (hashlib.sha256(script.encode()).digest() for script in _INLINE_SCRIPT.findall(html))
    return [f"'sha256-{base64.b64encode(digest).decode()}'" for digest in digests]


def policy_for(html: str) -> str:
    return "; ".join(
        [
            "default-src 'none'",
            " ".join(["script-src 'self'", *script_hashes(html)]),
            "style-src 'self' 'unsafe-inline'",
            "img-src 'self' data:",
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


async def asset(name: str) -> FileResponse:
    """One of the pages' assets, from the package's files (only those named in ``ASSET_TYPES``)."""
    media_type = ASSET_TYPES.get(name)
    if media_type is None:
        raise HTTPException(404)  # as any path the app does not serve
    return FileResponse(_FILES / name, media_type=media_type, headers=_CACHED)


def install_reference_pages(app: FastAPI) -> None:
    """``/docs`` and ``/redoc`` on ``app`` (made with ``docs_url=None, redoc_url=None``), and their assets."""
    openapi_url = app.openapi_url or "/openapi.json"
    favicon = f"{ASSETS}/favicon.png"
    swagger = get_swagger_ui_html(
        openapi_url=openapi_url,
        title=f"{app.title} - Swagger UI",
        swagger_js_url=f"{ASSETS}/swagger-ui-bundle.js",
        swagger_css_url=f"{ASSETS}/swagger-ui.css",
        swagger_favicon_url=favicon,
    )
    redoc = get_redoc_html(
        openapi_url=openapi_url,
        title=f"{app.title} - ReDoc",
        redoc_js_url=f"{ASSETS}/redoc.standalone.js",
        redoc_favicon_url=favicon,
        with_google_fonts=False,
    )
    for path, page in zip(PATHS, (swagger, redoc), strict=True):
        app.add_api_route(path, _serving(page), methods=["GET"], include_in_schema=False)
    app.add_api_route(f"{ASSETS}/{{name}}", asset, methods=["GET"], include_in_schema=False)
