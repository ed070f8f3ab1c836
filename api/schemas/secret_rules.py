"""The one rule for secrets shared between processes (``IBOT_SERVICE_TOKEN``, ``IBOT_WEBHOOK_SECRET``),
with the wire models because both the API and the bot check them and the bot may import nothing else
of the API."""

from __future__ import annotations

import math
import string
from collections import Counter

GENERATE_SECRET_HINT = 'generate one with: python -c "import secrets; print(secrets.token_urlsafe(32))"'
MIN_SECRET_BITS = 56  # length x log2(size of the character classes used)
MIN_SECRET_SPREAD_BITS = 32  # the same string's own character statistics (catches "aaaaaaaaaaaaaaab")
_CHARACTER_CLASSES = (
    (string.ascii_lowercase, 26),
    (string.ascii_uppercase, 26),
    (string.digits, 10),
    (string.punctuation + " ", 33),
)
_PLACEHOLDER_WORDS = ("replace-with", "replace_with", "changeme", "change-me", "change_me", "placeholder",
                      "example", "secret-here")  # fmt: skip


def secret_problem(secret: str) -> str | None:
    """Why ``secret`` is unfit to guard anything (None: it is fine).

    Refused: shorter than 16 characters; a placeholder (deploy/.env.example's values included);
    a repetition of a shorter string (``passwordpassword``, ``aaaaaaaaaaaaaaaa``); or too few bits
    for its length and character classes, or by its own character statistics."""
    if len(secret) < 16:
        return "is shorter than 16 characters"
    lowered = secret.lower()
    if any(word in lowered for word in _PLACEHOLDER_WORDS):
        return "is a placeholder"
    for period in range(1, len(secret) // 2 + 1):
        if len(secret) % period == 0 and secret == secret[:period] * (len(secret) // period):
            return "repeats a shorter string"
    if "password" in lowered:
        return "contains the word password"
    pool = sum(size for chars, size in _CHARACTER_CLASSES if any(c in chars for c in secret))
    pool += 100 if any(not c.isascii() for c in secret) else 0
    bits = len(secret) * math.log2(max(pool, 2))
    spread = -sum(n * math.log2(n / len(secret)) for n in Counter(secret).values())
    if bits < MIN_SECRET_BITS or spread < MIN_SECRET_SPREAD_BITS:
        return "is too guessable (too few kinds of characters, or too few different ones)"
    return None
