"""The index's three Chroma collections, opened (or created) together and dropped together.

* ``<prefix>_questions``: stem + options per question, with the filterable metadata and the content
  hashes that make a sync incremental. Its collection metadata records the schema version, the
  embedding model, a fingerprint of the whole bank as last synced, the count and the topic list.
* ``<prefix>_explanations``: one record ``<question id>#explanation`` per question that has any.
* ``<prefix>_lexicon``: the jieba segmentation of every record above (same ids), read to rebuild
  BM25; its vectors are a 1-d placeholder: it is read, never queried.
"""

from __future__ import annotations

import contextlib
import uuid
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, Literal

from retrieval.documents import SCHEMA_VERSION
from retrieval.embeddings import TextEmbeddings, embedder_id

# Chroma is imported where a client is made (retrieval.store), where an error of it is caught and with
# the embedding functions; LangChain's vector store only by chains that ask for it
if TYPE_CHECKING:
    from chromadb.api import ClientAPI
    from chromadb.api.models.Collection import Collection
    from langchain_chroma import Chroma

PAGE = 2000  # records per Chroma get() page

META_SCHEMA = "ibot_schema"
META_EMBEDDER = "ibot_embedder"
META_FINGERPRINT = "ibot_fingerprint"
META_COUNT = "ibot_count"
META_TOPICS = "ibot_topics"
META_GENERATION = "ibot_generation"  # changed by every organisation-bank sync: readers rebuild BM25

Kind = Literal["questions", "explanations"]


class RetrievalError(RuntimeError):
    """Base class of the index's own errors (the index cannot answer as asked)."""


class StaleIndexError(RetrievalError):
    """The index was built with another embedding model: it must be rebuilt before it is queried."""


class Collections:
    """The three collections of one index (one ``prefix``), and what is stored about them."""

    def __init__(self, client: ClientAPI, embeddings: TextEmbeddings, prefix: str):
        # the models' Chroma faces, registered with Chroma on import (a fresh process reopens collections)
        from retrieval.chroma_embeddings import chroma_embedding_function

        self.client = client
        self.embeddings = embeddings
        self.embedder = embedder_id(embeddings)
        self.questions_name = f"{prefix}_questions"
        self.explanations_name = f"{prefix}_explanations"
        self.lexicon_name = f"{prefix}_lexicon"
        self._ef = chroma_embedding_function(embeddings)
        self.attach()

    @property
    def names(self) -> tuple[str, str, str]:
        return (self.questions_name, self.explanations_name, self.lexicon_name)

    def attach(self) -> None:
        """Open the collections, creating those missing; an index another model built is marked stale."""
        self.stale = False
        self.questions = self._open(self.questions_name)
        self.explanations = self._open(self.explanations_name)
        self.lexicon = self.client.get_or_create_collection(
            self.lexicon_name, embedding_function=None, metadata={"ibot_role": "bm25 tokens"}
        )
        stored = self.questions.metadata or {}
        if stored.get(META_EMBEDDER) not in (None, self.embedder):
            self.stale = True
        self._stores: dict[Kind, Chroma] = {}

    def drop(self) -> None:
        """Delete the three collections and open empty ones."""
        from chromadb.errors import NotFoundError

        for name in self.names:
            with contextlib.suppress(NotFoundError):
                self.client.delete_collection(name)
        self.attach()

    def _open(self, name: str) -> Collection:
        from chromadb.errors import NotFoundError

        try:
            return self.client.get_collection(name, embedding_function=self._ef)  # type: ignore[arg-type]
        except NotFoundError:
            pass
        except ValueError as error:
            if "Embedding function conflict" not in str(error):
                raise
            self.stale = True  # built by another embedding function: readable, not queryable
            return self.client.get_collection(name, embedding_function=None)
        return self.client.get_or_create_collection(
            name,
            embedding_function=self._ef,  # type: ignore[arg-type]
            configuration={"hnsw": {"space": "cosine"}},
            metadata=self.collection_metadata(fingerprint="", count=0, topics=""),
        )

    def collection_metadata(
        self, *, fingerprint: str, count: int, topics: str, generation: str | None = None
    ) -> dict[str, Any]:
        """The public bank's fingerprint, count and topics (``generation``: kept as stored unless given)."""
        if generation is None:
            generation = str(self.stored_metadata().get(META_GENERATION, ""))
        return {
            META_SCHEMA: SCHEMA_VERSION,
            META_EMBEDDER: self.embedder,
            META_FINGERPRINT: fingerprint,
            META_COUNT: count,
            META_TOPICS: topics,
            META_GENERATION: generation,
        }

    def new_generation(self) -> None:
        """Mark a change the public fingerprint does not cover (an organisation bank), for every reader."""
        stored = self.stored_metadata()
        stored[META_GENERATION] = uuid.uuid4().hex
        self.questions.modify(metadata=stored)

    def version(self) -> str:
        """What a reader compares to notice another process's sync: fingerprint and generation."""
        stored = self.stored_metadata()
        return f"{stored.get(META_FINGERPRINT, '')}/{stored.get(META_GENERATION, '')}"

    def stored_metadata(self) -> dict[str, Any]:
        """The questions collection's metadata as stored now (another process may have synced)."""
        from chromadb.errors import NotFoundError

        try:
            fresh = self.client.get_collection(self.questions_name, embedding_function=None)
        except NotFoundError:
            return {}
        return dict(fresh.metadata or {})

    def check_usable(self) -> None:
        if self.stale:
            raise StaleIndexError(
                f"the index was built with another embedding model than {self.embedder!r}; "
                "rebuild it (interview-bot index)"
            )

    def vectorstore(self, kind: Kind) -> Chroma:
        from langchain_chroma import Chroma

        from retrieval.langchain_embeddings import as_langchain

        if kind not in self._stores:
            name = self.questions_name if kind == "questions" else self.explanations_name
            self._stores[kind] = Chroma(
                client=self.client,
                collection_name=name,
                embedding_function=as_langchain(self.embeddings),
                create_collection_if_not_exists=False,
            )
        return self._stores[kind]

    def ping(self) -> bool:
        """True when the store answers and the three collections exist."""
        try:
            self.client.heartbeat()
            present = {getattr(c, "name", c) for c in self.client.list_collections()}
        except Exception:
            return False
        return set(self.names) <= present


def iter_metadatas(
    collection: Collection, where: dict[str, Any] | None = None
) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every record's (id, metadata) (those matching ``where``), page by page."""
    offset = 0
    while True:
        page = collection.get(include=["metadatas"], where=where, limit=PAGE, offset=offset)
        ids = page["ids"]
        for record_id, metadata in zip(ids, page["metadatas"] or [], strict=False):
            yield record_id, dict(metadata or {})
        if len(ids) < PAGE:
            return
        offset += PAGE


def documents_of(collection: Collection, ids: list[str]) -> dict[str, str]:
    """Record id → stored text, for those of ``ids`` that exist."""
    if not ids:
        return {}
    got = collection.get(ids=ids, include=["documents"])
    return {
        record_id: text or "" for record_id, text in zip(got["ids"], got["documents"] or [], strict=False)
    }


def topics_of(metadata: dict[str, Any]) -> tuple[str, ...]:
    return tuple(str(t) for t in metadata.get("topics") or ())
