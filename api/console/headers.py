"""Security headers on every console response (pages, redirects, errors and static files)."""

from __future__ import annotations

from starlette.types import ASGIApp, Message, Receive, Scope, Send

PREFIX = "/console"
CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
)
HEADERS = [
    (b"content-security-policy", CSP.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"same-origin"),
    (b"x-frame-options", b"DENY"),
    (b"cache-control", b"no-store"),
]


class ConsoleHeadersMiddleware:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        path = scope.get("path", "") if scope["type"] == "http" else ""
        if not (path == PREFIX or path.startswith(PREFIX + "/")):
            await self.app(scope, receive, send)
            return

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                present = [(k, v) for k, v in message.get("headers", [])]
                # A page that brings its own stricter CSP keeps it (the HTML transcript allows its one
                # <style> block by hash, and frames nothing either).
                own_csp = any(k.lower() == b"content-security-policy" for k, _ in present)
                added = [(k, v) for k, v in HEADERS if not (own_csp and k == b"content-security-policy")]
                names = {name for name, _ in added}
                kept = [(k, v) for k, v in present if k.lower() not in names]
                message = {**message, "headers": kept + added}
            await send(message)

        await self.app(scope, receive, with_headers)
