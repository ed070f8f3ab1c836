"""What a running app holds: built in the lifespan, never at import time."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from api.observability import Metrics
from api.services.ports import QuestionIndex
from api.settings import Settings
from api.store.types import utcnow
from bank.catalog import Catalog


@dataclass
class ServiceContext:
    settings: Settings
    engine: AsyncEngine
    sessions: async_sessionmaker[AsyncSession]
    catalog: Catalog
    index: QuestionIndex
    metrics: Metrics
    service_token: str
    chat_model: Any = None  # a LangChain chat model when IBOT_LLM_MODEL is set
    clock: Callable[[], datetime] = utcnow  # tests may move time forward
    extras: dict[str, Any] = field(default_factory=dict)

    def now(self) -> datetime:
        return self.clock()
