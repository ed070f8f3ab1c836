"""Embedding doubles for the retrieval tests: deterministic vectors without the model, and a wrapper that
records what was embedded. Kept apart from the fixtures (``fixtures_chroma.py``, loaded for every test
process) because they import LangChain and numpy."""

from __future__ import annotations

import hashlib
import re

import numpy as np
from langchain_core.embeddings import Embeddings


class HashingEmbeddings(Embeddings):
    """A deterministic bag-of-words embedding (no model): for pluggability and model-switch tests."""

    def __init__(self, dim: int = 64, tag: str = "hashing"):
        self.dim = dim
        self.identifier = f"test-{tag}-{dim}"

    def _vector(self, text: str) -> list[float]:
        vector = np.zeros(self.dim, dtype=np.float32)
        for token in re.findall(r"[a-z0-9]+|[\u3400-\u9fff]", text.lower()):
            vector[int(hashlib.md5(token.encode()).hexdigest(), 16) % self.dim] += 1.0
        norm = float(np.linalg.norm(vector)) or 1.0
        return (vector / norm).tolist()

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return [self._vector(text) for text in texts]

    def embed_query(self, text: str) -> list[float]:
        return self._vector(text)


class CountingEmbeddings(Embeddings):
    """Wraps embeddings and records every document text embedded (to prove what sync re-embeds)."""

    def __init__(self, inner: Embeddings):
        self.inner = inner
        self.embedded: list[str] = []
        self.identifier = getattr(inner, "identifier", "counting")

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        self.embedded.extend(texts)
        return self.inner.embed_documents(texts)

    def embed_query(self, text: str) -> list[float]:
        return self.inner.embed_query(text)
