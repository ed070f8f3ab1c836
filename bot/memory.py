"""What a bot process keeps in memory: caches and preferences, never the record (the API holds that)."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable
from typing import TypeVar

from api.schemas import QuestionOut
from bot.candidate import Candidate
from bot.client import ApiClient, ApiError
from bot.texts import LANGUAGES, normalise_language

Held = TypeVar("Held")


class Languages:
    """The candidate's language as the API records it (``/lang`` writes it there), else their Telegram
    language code; and the time zone they chose in ``/settings`` (None: the language's default). A
    short-lived cache: saves a lookup per update; a choice made through another bot replica shows here
    within ``ttl`` seconds, and a restart only costs one lookup.

    Also the language of each candidate's open session, as the API's responses last said
    (``session_seen``, from every session and turn this process reads, and looked up with the
    candidate every ``ttl`` seconds): while one is open the bot speaks it (``Candidate.speaking_in``).

    Each of the three holds at most ``size`` candidates, the longest held forgotten first: what is
    forgotten costs one lookup (a language, a zone) or is said again by the next response (a session)."""

    def __init__(
        self, ttl: float = 30.0, clock: Callable[[], float] = time.monotonic, size: int = 100_000
    ) -> None:
        self._known: dict[int, tuple[str | None, float]] = {}  # None: looked up, nothing on record
        self._zones: dict[int, str] = {}
        self._sessions: dict[int, str] = {}  # the open session's language; absent: none open
        self.ttl = ttl
        self.clock = clock
        self.size = size

    def _keep(self, held: dict[int, Held], user: int, value: Held) -> None:
        """``user``'s entry in ``held`` is ``value``, the oldest dropped past ``size``."""
        held[user] = value
        if len(held) > self.size:
            del held[next(iter(held))]

    def get(self, user: int, telegram_code: str | None = None) -> str:
        known = self._known.get(user)
        return (known[0] if known else None) or normalise_language(telegram_code)

    def set(self, user: int, language: str) -> None:
        self._keep(self._known, user, (language if language in LANGUAGES else "zh", self.clock()))

    def session_seen(self, user: int, language: str | None) -> None:
        """What an API response said of the candidate's open session: its language, or None (none)."""
        if language in LANGUAGES:
            self._keep(self._sessions, user, str(language))
        else:
            self._sessions.pop(user, None)

    def session(self, user: int) -> str | None:
        return self._sessions.get(user)

    def speaking(self, user: int, telegram_code: str | None = None) -> str:
        """The language the bot speaks to ``user`` now, by the one rule (``Candidate.speaking_in``)."""
        own = Candidate(user, language=self.get(user, telegram_code))
        return own.speaking_in(self.session(user)).language

    def zone(self, user: int) -> str | None:
        return self._zones.get(user)

    def set_zone(self, user: int, zone: str | None) -> None:
        if zone:
            self._keep(self._zones, user, zone)
        else:
            self._zones.pop(user, None)

    def forget(self, user: int) -> None:
        """The API no longer knows the candidate (``/forget``): look again next time."""
        self._known.pop(user, None)
        self._zones.pop(user, None)
        self._sessions.pop(user, None)

    async def recall(self, user: int, telegram_code: str | None, api: ApiClient) -> str:
        known = self._known.get(user)
        if known is None or self.clock() - known[1] > self.ttl:
            try:
                candidate = await api.candidate(user)
            except ApiError:  # the API is down: what we knew, or the Telegram default; ask again later
                return self.get(user, telegram_code)
            known_now = (candidate.language if candidate is not None else None, self.clock())
            self._keep(self._known, user, known_now)
            self.set_zone(user, candidate.timezone if candidate is not None else None)
            if candidate is not None:  # a session opened (or ended) by another replica, or before a restart
                with contextlib.suppress(ApiError):
                    await api.open_session(user)  # tells ``session_seen``
        return self.get(user, telegram_code)


class LastShown:
    """Per candidate, the question this process last showed (session, position, question): a cache that
    saves API round trips. The API stays the authority — it refuses an answer to a question that is no
    longer current — and a restart only costs one lookup.

    Also the boxes ticked on that question when it is a multiple choice (a bit per option, as
    ``ToggleCb.m``): they live in its buttons' data, so a copy shown again (/start, or /practice typed
    mid-interview) carries them from here. A restart forgets them, as it forgets the rest."""

    def __init__(self, size: int = 100_000) -> None:
        self._items: OrderedDict[int, tuple[str, int, QuestionOut]] = OrderedDict()
        self._ticks: dict[int, int] = {}  # held only beside the question in ``_items`` they tick
        self.size = size

    def get(self, user: int) -> tuple[str, int, QuestionOut] | None:
        return self._items.get(user)

    def set(self, user: int, session_id: str, position: int, question: QuestionOut) -> None:
        held = self._items.get(user)
        if held is None or held[:2] != (session_id, position):  # another question: no box ticked
            self._ticks.pop(user, None)
        self._items[user] = (session_id, position, question)
        self._items.move_to_end(user)
        if len(self._items) > self.size:
            self.forget(next(iter(self._items)))

    def tick(self, user: int, session_id: str, position: int, mask: int) -> None:
        """The boxes ticked now on question ``position`` (kept while it is the one held)."""
        held = self._items.get(user)
        if held is not None and held[:2] == (session_id, position):
            self._ticks[user] = mask

    def ticked(self, user: int, session_id: str, position: int) -> int:
        held = self._items.get(user)
        if held is None or held[:2] != (session_id, position):
            return 0
        return self._ticks.get(user, 0)

    def forget(self, user: int) -> None:
        self._items.pop(user, None)
        self._ticks.pop(user, None)


class SentOnce:
    """Per candidate, the sessions whose explanations this process has sent all at once: a report's
    "查看全部解析" tapped again (quick taps both carry the button as first shown) sends nothing twice.
    A restart forgets, but the first tap took the button away (``practice_flow.explain_all``);
    ``size`` candidates at most, the longest held forgotten first."""

    def __init__(self, size: int = 100_000) -> None:
        self._items: OrderedDict[int, set[str]] = OrderedDict()
        self.size = size

    def sent(self, user: int, session_id: str) -> bool:
        return session_id in self._items.get(user, set())

    def add(self, user: int, session_id: str) -> None:
        self._items.setdefault(user, set()).add(session_id)
        self._items.move_to_end(user)
        if len(self._items) > self.size:
            self._items.popitem(last=False)

    def forget(self, user: int) -> None:
        self._items.pop(user, None)


class UserLocks:
    """One thing at a time per candidate — an update, or a question timer moving them on — so that an
    answer typed while the next question is being sent is judged once that question is on record."""

    def __init__(self) -> None:
        self._locks: dict[int, asyncio.Lock] = {}

    @contextlib.asynccontextmanager
    async def hold(self, user: int) -> AsyncIterator[None]:
        lock = self._locks.setdefault(user, asyncio.Lock())
        try:
            async with lock:
                yield
        finally:
            if not lock.locked() and not getattr(lock, "_waiters", None):
                self._locks.pop(user, None)
