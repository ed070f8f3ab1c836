"""What the service needs from retrieval, as a port: ``retrieval.open_index`` provides the real one,
``tests/helpers/fake_index.py`` an in-memory one (lexical only, no embedding model, no Chroma).

The service depends on this protocol only, never on ``retrieval.index.QuestionIndex`` itself, so a
unit test can hand ``create_app`` the fake.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Literal, Protocol


class HitLike(Protocol):
    """One search result (``retrieval.Hit``)."""

    @property
    def question_id(self) -> str: ...

    @property
    def score(self) -> float: ...

    @property
    def snippet(self) -> str: ...


class RelatedLike(Protocol):
    """One related item (``retrieval.Related``): a question, or another question's explanation."""

    @property
    def kind(self) -> Literal["question", "explanation"]: ...

    @property
    def question_id(self) -> str: ...

    @property
    def score(self) -> float: ...

    @property
    def text(self) -> str: ...


class QuestionIndex(Protocol):
    """Search, drawing and related material over the bank; synchronous, safe from several threads.

    ``statuses`` filters on question status (``None``: every status); ``related`` raises a
    ``KeyError`` for an id the index does not hold.
    """

    def sync(self, questions: Iterable[Any], progress: bool = False) -> Any: ...

    def needs_sync(self, questions: Iterable[Any]) -> bool: ...

    def search(
        self,
        query: str,
        k: int = 5,
        *,
        types: Iterable[Any] | None = None,
        topics: Iterable[str] | None = None,
        statuses: Iterable[Any] | None = ("active",),
        exclude_ids: Iterable[str] = (),
    ) -> Sequence[HitLike]: ...

    def related(self, question_id: str, k: int = 5) -> Sequence[RelatedLike]: ...

    def pick(
        self,
        topic_query: str | None,
        count: int,
        *,
        types: Iterable[Any] | None = None,
        statuses: Iterable[Any] | None = ("active",),
        exclude_ids: Iterable[str] = (),
        seed: int | None = None,
    ) -> list[str]: ...

    def ping(self) -> bool: ...

    def count(self) -> int: ...
