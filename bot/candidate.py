"""The candidate the bot is answering: who they are, and the language it speaks to them in (one rule,
``Candidate.speaking_in``: their open session's language, else their own)."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from contextvars import ContextVar
from dataclasses import dataclass, replace
from typing import Any


@dataclass(frozen=True)
class Candidate:
    telegram_id: int
    name: str = ""
    username: str | None = None
    language: str = "zh"  # the language the bot speaks to them now (see ``speaking_in``)
    timezone: str | None = None  # the /settings choice (None: the language's default)
    own_language: str | None = None  # theirs (/lang, else Telegram's), when a session's overrides it

    @property
    def own(self) -> str:
        """The candidate's own language: /lang's choice, else their Telegram client's."""
        return self.own_language or self.language

    def speaking_in(self, session_language: str | None) -> Candidate:
        """The one rule of the bot's language: while a session is open (``session_language``: its
        language, the invite's or the practice's), every bot-side text for the chat is in the
        session's language, so the API's own text (readings, questions, feedback) never sits inside a
        sentence of another language; with no session open, the candidate's own."""
        own = self.own
        spoken = session_language or own
        return replace(self, language=spoken, own_language=own if spoken != own else None)

    def as_json(self) -> dict[str, Any]:
        return {
            "telegram_id": self.telegram_id,
            "name": self.name,
            "username": self.username,
            "language": self.own,
        }


# The language of the candidate whose action is being answered: the API words a problem's ``detail`` in
# the request's Accept-Language (English when none is sent), and the bot may show that detail to the
# candidate. The client's methods are keyed by Telegram id alone, so the language rides with the action
# (``Conversation``'s ``friendly`` sets it, ``ApiClient`` reads it) rather than through every method's
# signature.
_SPEAKING: ContextVar[str | None] = ContextVar("candidate_language", default=None)


@contextlib.contextmanager
def speaking(language: str) -> Iterator[None]:
    """Every candidate call inside asks the API for problems in ``language``."""
    token = _SPEAKING.set(language)
    try:
        yield
    finally:
        _SPEAKING.reset(token)


def spoken_now() -> str | None:
    """The language of the candidate whose action is being answered (None outside one)."""
    return _SPEAKING.get()
