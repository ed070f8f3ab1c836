"""What a bot process keeps in memory: caches and preferences, never the record (the API holds that)."""

from __future__ import annotations

from collections import OrderedDict

from api.schemas import QuestionOut
from bot.client import ApiClient, ApiError
from bot.texts import LANGUAGES, normalise_language


class Languages:
    """The candidate's language: their /lang choice, else the language of their latest session (what
    the API remembers, looked up once per process), else their Telegram language code."""

    def __init__(self) -> None:
        self._chosen: dict[int, str | None] = {}  # None: looked up, nothing on record

    def get(self, user: int, telegram_code: str | None = None) -> str:
        return self._chosen.get(user) or normalise_language(telegram_code)

    def set(self, user: int, language: str) -> None:
        self._chosen[user] = language if language in LANGUAGES else "zh"

    async def recall(self, user: int, telegram_code: str | None, api: ApiClient) -> str:
        if user not in self._chosen:
            try:
                sessions = await api.sessions(user)
            except ApiError:  # the API is down: the Telegram default for now, ask again next time
                return self.get(user, telegram_code)
            latest = max(sessions, key=lambda s: s.started_at) if sessions else None
            self._chosen[user] = latest.language if latest is not None else None
        return self.get(user, telegram_code)


class LastShown:
    """Per candidate, the question this process last showed (session, position, question): a cache that
    saves API round trips. The API stays the authority — it refuses an answer to a question that is no
    longer current — and a restart only costs one lookup."""

    def __init__(self, size: int = 100_000) -> None:
        self._items: OrderedDict[int, tuple[str, int, QuestionOut]] = OrderedDict()
        self.size = size

    def get(self, user: int) -> tuple[str, int, QuestionOut] | None:
        return self._items.get(user)

    def set(self, user: int, session_id: str, position: int, question: QuestionOut) -> None:
        self._items[user] = (session_id, position, question)
        self._items.move_to_end(user)
        if len(self._items) > self.size:
            self._items.popitem(last=False)

    def forget(self, user: int) -> None:
        self._items.pop(user, None)
