"""A limit on console sign-in attempts of its own: per client address and per key prefix.

Every wrong key takes a token from the bucket of the address it came from and, when it is shaped like a
key (``ibk_<prefix>_…``), from the bucket of that prefix, so guessing one key from many addresses is
limited too. Once either is empty, every sign-in from there (the right key too, or guessing would go on,
told apart by the answer) gets a ``429`` page saying when to try again, until the bucket refills.

It is separate from the API's failed-bearer bucket (``api/ratelimit.py``): a sign-in form carries no
bearer token, so wrong sign-ins never make valid API keys from the same address answer ``429``. Buckets
are per API process, like the API's limits (``IBOT_CONSOLE_SIGN_IN_PER_MINUTE``; ``0``: off).
"""

from __future__ import annotations

import math

from starlette.requests import Request

from api.context import ServiceContext
from api.ratelimit import TokenBuckets
from api.security import split_api_key

EXTRA = "console_sign_in_limit"


class SignInLimit:
    def __init__(self, per_minute: int) -> None:
        self.addresses = TokenBuckets(per_minute)
        self.prefixes = TokenBuckets(per_minute)

    def retry_after(self, address: str, key: str) -> int:
        """Whole seconds until a sign-in from ``address`` with ``key`` may be tried (0: now)."""
        prefix = split_api_key(key)
        wait = max(self.addresses.wait(address), self.prefixes.wait(prefix) if prefix else 0.0)
        return math.ceil(wait) if wait > 0 else 0

    def failed(self, address: str, key: str) -> None:
        self.addresses.take(address)
        prefix = split_api_key(key)
        if prefix:
            self.prefixes.take(prefix)


def sign_in_limit(ctx: ServiceContext) -> SignInLimit:
    """The app's limit (one per running app: tests run several in a process)."""
    limit = ctx.extras.get(EXTRA)
    if not isinstance(limit, SignInLimit):
        limit = ctx.extras[EXTRA] = SignInLimit(ctx.settings.console_sign_in_per_minute)
    return limit


def client_of(request: Request) -> str:
    """The client address (after the trusted proxies' headers, ``api/client_address.py``)."""
    return request.client.host if request.client else "unknown"
