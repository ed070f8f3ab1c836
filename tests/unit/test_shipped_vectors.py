"""The seed bank's passage vectors shipped with the repository (retrieval/data/seed_vectors.json)."""

from __future__ import annotations

import numpy as np

from retrieval import E5Model
from retrieval.shipped_vectors import SHIPPED_PATH, ShippedVectors, passages, shipped, text_key
from tests.helpers.curated import curated_catalog


def test_shipped_seed_vectors_match_the_bank():
    vectors = shipped()
    # the index's default model (E5Embeddings, the same model as LangChain embeddings, has its name)
    assert vectors.embedder == E5Model().identifier, "built with another model"
    wanted = {text_key(text) for text in passages(curated_catalog())}
    missing, stale = wanted - vectors.keys(), vectors.keys() - wanted
    assert not missing and not stale, (
        f"{len(missing)} seed passages have no shipped vector and {len(stale)} vectors belong to no "
        "passage: run python scripts/build_seed_vectors.py"
    )


def test_the_vectors_file_reads_and_writes_byte_for_byte():
    text = SHIPPED_PATH.read_text(encoding="utf-8")
    assert ShippedVectors.loads(text).dumps() == text
    some = next(iter(shipped().lookup(shipped().embedder, passages(curated_catalog())[:1])))
    assert some is not None and some.shape == (384,) and abs(float(np.linalg.norm(some)) - 1) < 1e-2


def test_lookup_answers_only_for_the_same_model_and_the_same_text():
    vectors = ShippedVectors.compute("model-a", ["甲", "乙"], [[1.0, 0.0], [0.0, 1.0]])
    again = ShippedVectors.loads(vectors.dumps())
    found = again.lookup("model-a", ["乙", "甲 ", "丙"])
    assert found[0] is not None and found[0].tolist() == [0.0, 1.0]
    assert found[1] is None and found[2] is None  # one space more is another text
    assert again.lookup("model-b", ["甲"]) == [None]
