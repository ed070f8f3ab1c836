"""Passage vectors computed ahead of time, keyed by embedding model and text: the seed bank's ship here.

Embedding the curated bank (~200 passages, ~28,000 tokens) costs 15–60 s of CPU on two cores; it is
the same work on every machine, so it is done once (``scripts/build_seed_vectors.py``) and the result
is committed as ``retrieval/data/seed_vectors.json``. A sync looks every passage up here first and
embeds only what is missing: a text edited since the file was built has another key and is embedded
as usual, a vector of a text the bank no longer has is simply never asked for, and an index built
with another model ignores the file altogether (its ``embedder`` differs).

The file is small and deterministic: float16 vectors (cosine scores move by ~1e-4), base64, one
``key: vector`` line per passage, sorted by key.
"""

from __future__ import annotations

import base64
import functools
import hashlib
import json
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

import numpy as np

from bank.model import Question
from retrieval.documents import explanation_text, question_text

SHIPPED_PATH = Path(__file__).parent / "data" / "seed_vectors.json"
FORMAT = 1


def text_key(text: str) -> str:
    """The key of a passage's vector: a hash of exactly the text given to the model."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


class ShippedVectors:
    """Vectors of one embedding model by :func:`text_key`, as float32."""

    def __init__(self, embedder: str, vectors: Mapping[str, np.ndarray]):
        self.embedder = embedder
        self._vectors = dict(vectors)

    def __len__(self) -> int:
        return len(self._vectors)

    def keys(self) -> set[str]:
        return set(self._vectors)

    def lookup(self, embedder: str, texts: Sequence[str]) -> list[np.ndarray | None]:
        """The vector of each text, or None where none was computed (or for another model)."""
        if embedder != self.embedder:
            return [None] * len(texts)
        return [self._vectors.get(text_key(text)) for text in texts]

    @classmethod
    def compute(
        cls, embedder: str, texts: Sequence[str], vectors: Sequence[Sequence[float]]
    ) -> ShippedVectors:
        pairs = zip(texts, vectors, strict=True)
        return cls(embedder, {text_key(text): np.asarray(vector, dtype=np.float32) for text, vector in pairs})

    def dumps(self) -> str:
        """The file's text: byte-for-byte the same for the same vectors."""
        dims = {vector.shape[0] for vector in self._vectors.values()}
        header = {"format": FORMAT, "embedder": self.embedder, "dim": dims.pop() if len(dims) == 1 else 0}
        lines = [
            f"  {json.dumps(key)}: {json.dumps(_encode(self._vectors[key]))}" for key in sorted(self._vectors)
        ]
        head = json.dumps(header, sort_keys=True)[:-1]
        return head + ', "dtype": "float16", "vectors": {\n' + ",\n".join(lines) + "\n}}\n"

    @classmethod
    def loads(cls, text: str) -> ShippedVectors:
        data = json.loads(text)
        if data.get("format") != FORMAT or data.get("dtype") != "float16":
            raise ValueError(f"not a vectors file of format {FORMAT}")
        return cls(str(data["embedder"]), {key: _decode(value) for key, value in data["vectors"].items()})


def _encode(vector: np.ndarray) -> str:
    return base64.b64encode(np.asarray(vector, dtype="<f2").tobytes()).decode("ascii")


def _decode(value: str) -> np.ndarray:
    # not renormalised (the collections use cosine distance): a file read and written again is unchanged
    return np.frombuffer(base64.b64decode(value), dtype="<f2").astype(np.float32)


def passages(questions: Iterable[Question]) -> list[str]:
    """Every text the index embeds for ``questions``: stems with options, and explanations."""
    texts = []
    for question in questions:
        texts.append(question_text(question))
        explanation = explanation_text(question)
        if explanation:
            texts.append(explanation)
    return texts


@functools.cache
def shipped() -> ShippedVectors:
    """The vectors committed with the repository (none if the file is absent or unreadable)."""
    try:
        return ShippedVectors.loads(SHIPPED_PATH.read_text(encoding="utf-8"))
    except (OSError, ValueError, KeyError):
        return ShippedVectors("", {})
