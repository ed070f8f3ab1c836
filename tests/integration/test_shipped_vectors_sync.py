"""A fresh index of the curated bank embeds only what the shipped vectors do not cover."""

from __future__ import annotations

from typing import Any

import numpy as np

from bank.catalog import Catalog
from retrieval import E5Embeddings
from retrieval.documents import question_text
from retrieval.shipped_vectors import passages
from tests.helpers.embedding_doubles import CountingEmbeddings
from tests.helpers.fixtures_chroma import edited


def test_a_fresh_index_reuses_shipped_vectors_and_embeds_a_changed_text(index_factory: Any):
    bank = list(Catalog.load())
    target = bank[3]
    bank[3] = edited(target, stem=target.stem + "（改写后的题干：梯度检查点）")
    counting = CountingEmbeddings(E5Embeddings())
    index = index_factory(counting)

    report = index.sync(bank)

    assert counting.embedded == [question_text(bank[3])]  # the changed text alone, and only once
    assert report.embedded == 1 and report.reused == len(passages(bank)) - 1
    stored = index.vectorstore("questions").get(ids=[bank[3].id, bank[0].id], include=["embeddings"])
    vectors = dict(zip(stored["ids"], np.asarray(stored["embeddings"]), strict=True))
    e5 = E5Embeddings()
    for question in (bank[3], bank[0]):  # the re-embedded one and a shipped one: both e5's vectors
        expected = np.asarray(e5.embed_documents([question_text(question)])[0])
        got = vectors[question.id]
        assert float(got @ expected / np.linalg.norm(got)) > 0.999
    assert not index.needs_sync(bank)
