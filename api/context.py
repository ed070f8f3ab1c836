"""What a running app holds: built in the lifespan, never at import time."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any

from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from api.services.ports import QuestionIndex
from api.settings import Settings
from api.store.types import utcnow
from bank.catalog import Catalog
from bank.grading import Similarity

if TYPE_CHECKING:  # the judge pulls in LangChain: imported only when a model is configured
    from api.judge import LlmJudge
    from api.observability import Metrics  # the web stack's: the service reads the context without it


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
    judge: LlmJudge | None = None  # the LLM judge on that model, built once with the app (judge_for)
    # the reader's model of meaning: a choice the rules cannot read may be proposed by what it means,
    # for the candidate to confirm (``bank.grading.grade(similarity=...)``); None: the rules alone
    meaning: Similarity | None = None
    clock: Callable[[], datetime] = utcnow  # tests may move time forward
    # where each session's question draw takes its seed: seeded by IBOT_DRAW_SEED, or from the OS
    draws: random.Random = field(default_factory=random.Random)
    extras: dict[str, Any] = field(default_factory=dict)

    def now(self) -> datetime:
        return self.clock()

    def draw_seed(self) -> int:
        """The seed of the next question draw (reproducible when IBOT_DRAW_SEED is set)."""
        return self.draws.getrandbits(64)
