"""The bundled e5 model as the reader's model of meaning (:data:`bank.grading.Similarity`).

The reader (``bank.grading``) loads no model: a caller that wants a choice restated in other words
proposed by its meaning passes ``similarity=E5Similarity()`` to ``grade``. Texts are embedded as
queries (a symmetric comparison: answer clause against option text), and the options' vectors are
kept, since the same options are compared again and again.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import numpy as np

from retrieval.embeddings import DEFAULT_VARIANT, E5Model


class E5Similarity:
    """multilingual-e5-small's cosine similarity of each text with each option."""

    def __init__(self, variant: str = DEFAULT_VARIANT):
        self._model = E5Model(variant)
        self._options = lru_cache(maxsize=1024)(self._embed_options)

    def _embed_options(self, options: tuple[str, ...]) -> np.ndarray:
        return self._model.embed_queries_array(options)

    def __call__(self, texts: Sequence[str], options: Sequence[str]) -> list[list[float]]:
        vectors = self._model.embed_queries_array(list(texts))
        rows: list[list[float]] = (vectors @ self._options(tuple(options)).T).tolist()
        return rows
