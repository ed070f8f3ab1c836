"""What the service needs from retrieval, as a protocol (``retrieval.open_index`` provides it)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Protocol


class HitLike(Protocol):
    @property
    def question_id(self) -> str: ...

    @property
    def score(self) -> float: ...

    @property
    def snippet(self) -> str: ...


class QuestionIndex(Protocol):
    def sync(self, questions: Iterable[Any], progress: bool = False) -> Any: ...

    def needs_sync(self, questions: Iterable[Any]) -> bool: ...

    def search(
        self,
        query: str,
        k: int = 5,
        *,
        types: Sequence[str] | None = None,
        topics: Sequence[str] | None = None,
        statuses: Sequence[str] = ("active",),
        exclude_ids: Sequence[str] = (),
    ) -> Sequence[HitLike]: ...

    def related(self, question_id: str, k: int = 5) -> Sequence[Any]: ...

    def pick(
        self,
        topic_query: str | None,
        count: int,
        *,
        types: Sequence[str] | None = None,
        statuses: Sequence[str] = ("active",),
        exclude_ids: Sequence[str] = (),
        seed: int | None = None,
    ) -> list[str]: ...

    def ping(self) -> bool: ...
