"""Rate limits per candidate and per recruiter API key: token buckets kept in this process.

Scope: the limits are per API process (per replica). With N replicas behind a round-robin proxy a
client gets up to N times the configured rate in total; configure ``IBOT_RATE_LIMIT_*`` as the per-replica
share. A shared limit would need a round trip to the database on every request; these limits exist to
stop a runaway client or a script, not to meter usage, so per-process buckets are the honest trade-off.

- candidate requests (the service token with ``X-Telegram-User-Id``): one bucket per Telegram id;
- recruiter requests (any other bearer token): one bucket per token (kept as a hash, never the key);
- failed authentication, per client address: every 401 to a bearer token takes a token from the
  address's bucket (the console's sign-in form has its own limit, ``api/console/sign_in_limit.py``); once
  it is empty, every request from that address that carries a bearer token answers 429 (valid ones
  too — otherwise guessing could go on, told apart by 200 and 401) until the bucket refills;
- the service token without a candidate, unauthenticated requests and ``/healthz``, ``/readyz``,
  ``/metrics`` are not limited here (the first is the bot's own traffic, the others answer 401 or are
  cheap).

A bucket holds ``per_minute`` tokens (the burst) and refills at ``per_minute / 60`` per second. An empty
bucket answers ``429`` (``application/problem+json``) with ``Retry-After`` in whole seconds.
"""

from __future__ import annotations

import hashlib
import hmac
import math
import re
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

from starlette.requests import Request
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from api.error_handlers import problem_response

_ASCII_ID = re.compile(r"[0-9]{1,16}")
UNLIMITED_PATHS = frozenset({"/healthz", "/readyz", "/metrics"})
MAX_BUCKETS = 50_000  # least recently used buckets are forgotten beyond this (bounded memory)


@dataclass
class _Bucket:
    tokens: float
    updated: float


class TokenBuckets:
    """Token buckets by key, refilled continuously; least recently used keys evicted past ``max_keys``."""

    def __init__(
        self,
        per_minute: int,
        *,
        max_keys: int = MAX_BUCKETS,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.capacity = float(per_minute)
        self.rate = per_minute / 60.0
        self.max_keys = max_keys
        self.clock = clock
        self._buckets: OrderedDict[str, _Bucket] = OrderedDict()

    @property
    def enabled(self) -> bool:
        return self.capacity > 0

    def take(self, key: str) -> float:
        """Take one token: 0.0 when allowed, else the seconds until a token is available."""
        if not self.enabled:
            return 0.0
        now = self.clock()
        bucket = self._refilled(key, now)
        if bucket.tokens >= 1.0:
            bucket.tokens -= 1.0
            return 0.0
        return (1.0 - bucket.tokens) / self.rate

    def wait(self, key: str) -> float:
        """Seconds until ``key`` has a token (0.0: it has one now), without taking it."""
        if not self.enabled:
            return 0.0
        bucket = self._buckets.get(key)
        if bucket is None:
            return 0.0
        tokens = min(self.capacity, bucket.tokens + (self.clock() - bucket.updated) * self.rate)
        return 0.0 if tokens >= 1.0 else (1.0 - tokens) / self.rate

    def _refilled(self, key: str, now: float) -> _Bucket:
        bucket = self._buckets.get(key)
        if bucket is None:
            bucket = _Bucket(self.capacity, now)
            self._buckets[key] = bucket
            self._evict(now)
        else:
            self._buckets.move_to_end(key)
            bucket.tokens = min(self.capacity, bucket.tokens + (now - bucket.updated) * self.rate)
            bucket.updated = now
        return bucket

    def _evict(self, now: float) -> None:
        """Forget least recently used buckets past ``max_keys`` — only those refilled to the full burst,
        which are the same as no bucket at all. A bucket still limiting its key is never forgotten, so
        flooding the table with new keys cannot reset anyone's limit; the table may then exceed
        ``max_keys`` by the keys active in the last ``60 / per_minute * burst`` seconds (one minute)."""
        while len(self._buckets) > self.max_keys:
            oldest_key, oldest = next(iter(self._buckets.items()))
            if oldest.tokens + (now - oldest.updated) * self.rate < self.capacity:
                return
            del self._buckets[oldest_key]

    def __len__(self) -> int:
        return len(self._buckets)


def _bearer(headers: dict[bytes, bytes]) -> str | None:
    value = headers.get(b"authorization", b"").decode("latin-1")
    scheme, _, token = value.partition(" ")
    return (token.strip() or None) if scheme.lower() == "bearer" else None


class RateLimitMiddleware:
    """ASGI middleware: 429 + ``Retry-After`` once a candidate's or an API key's bucket is empty.

    ``service_token`` is read at request time (the app's lifespan resolves it), so the middleware can be
    installed before the app starts."""

    def __init__(
        self,
        app: ASGIApp,
        *,
        candidate_per_minute: int,
        key_per_minute: int,
        service_token: Callable[[Scope], str | None],
        failed_auth_per_minute: int = 0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.app = app
        self.candidates = TokenBuckets(candidate_per_minute, clock=clock)
        self.keys = TokenBuckets(key_per_minute, clock=clock)
        self.failed_auth = TokenBuckets(failed_auth_per_minute, clock=clock)
        self.service_token = service_token
        # every limit configured off (IBOT_RATE_LIMIT_*=0): nothing to read per request
        self.enabled = self.candidates.enabled or self.keys.enabled or self.failed_auth.enabled

    def _wait(self, scope: Scope, headers: dict[bytes, bytes], token: str | None) -> tuple[float, str]:
        if token is None:
            return 0.0, ""
        service = self.service_token(scope)
        is_service = service is not None and hmac.compare_digest(token.encode(), service.encode())
        if not is_service:  # the bot is never locked out by others' failures behind the same proxy
            failed = self.failed_auth.wait(_client_address(scope))
            if failed > 0:
                return failed, "address after failed authentications"
        if scope["path"] in UNLIMITED_PATHS:
            return 0.0, ""
        if is_service:
            user = headers.get(b"x-telegram-user-id", b"").decode("latin-1").strip()
            if not _ASCII_ID.fullmatch(user):
                return 0.0, ""  # the API answers 400/422 for a bad candidate header
            return self.candidates.take(f"c:{int(user)}"), "candidate"
        digest = hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()[:32]
        return self.keys.take(f"k:{digest}"), "API key"

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not self.enabled:
            await self.app(scope, receive, send)
            return
        headers = dict(scope.get("headers") or [])  # read once, for the limits and the failure count
        token = _bearer(headers)
        wait, who = self._wait(scope, headers, token)
        if wait <= 0:
            await self.app(scope, receive, self._counting_failures(scope, send, token))
            return
        retry_after = max(1, math.ceil(wait))
        template = f"rate limit for this {who} exceeded; retry after {{seconds}} s"  # in the catalogue
        response = problem_response(
            Request(scope), 429, template, args={"seconds": retry_after}, retry_after=retry_after
        )
        await response(scope, receive, send)

    def _counting_failures(self, scope: Scope, send: Send, token: str | None) -> Send:
        """``send``, charging the client address one token whenever a bearer ``token``'s answer is 401 (a
        console sign-in form has a limit of its own, ``api/console/sign_in_limit.py``)."""
        if not self.failed_auth.enabled or token is None:
            return send

        async def watching(message: Message) -> None:
            if message["type"] == "http.response.start" and message["status"] == 401:
                self.failed_auth.take(_client_address(scope))
            await send(message)

        return watching


def _client_address(scope: Scope) -> str:
    """The client address: the peer's, or the one a proxy named in ``IBOT_TRUSTED_PROXIES`` reported
    (``api/client_address.py``); a header from any other sender changes nothing."""
    client = scope.get("client")
    return f"a:{client[0]}" if client else "a:unknown"


def service_token_of_app(scope: Scope) -> str | None:
    """The running app's service token (None before its lifespan ran)."""
    app = scope.get("app")
    ctx = getattr(getattr(app, "state", None), "ctx", None)
    token = getattr(ctx, "service_token", None)
    return token if isinstance(token, str) else None
