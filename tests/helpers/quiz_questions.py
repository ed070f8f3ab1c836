"""Curated questions a practice may send as a native quiz poll (issue 18): single choice or true/false,
scored, no code, texts within Telegram's poll limits."""

from __future__ import annotations

from typing import Any


def quiz_ready(catalog: Any, types: tuple[str, ...]) -> list[str]:
    return [
        q.id
        for q in catalog
        if q.type in types
        and q.scorable
        and "```" not in q.stem
        and len(q.stem) < 200
        and all(len(text) < 90 and "`" not in text for text in q.options.values())
    ]
