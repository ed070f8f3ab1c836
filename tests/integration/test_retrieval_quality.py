"""Retrieval quality on the curated bank (the labelled query set), and the ``index`` / ``search`` commands.

The real bank is the session's index (``real_index``: embedded once a worker and kept in pytest's cache
directory; later runs re-sync it only when the bank changed), copied. Floors
sit a few points under what bench/bench_retrieval.py measures.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from bank.catalog import Catalog
from retrieval import QuestionIndex, open_index
from retrieval.evaluation import Evaluation, evaluate, load_queries
from tests.helpers.api_fixtures import INDEX_DIRS, drop_all_org_banks
from tests.helpers.fixtures_chroma import synthetic_bank
from tests.helpers.paths import DATA
from tests.helpers.ports import free_port

QUERIES = DATA / "retrieval_queries.yaml"


@pytest.fixture(scope="session")
def real_catalog() -> Catalog:
    return Catalog.load()


@pytest.fixture(scope="session")
def real_bank_dir(tmp_path_factory: pytest.TempPathFactory, real_catalog: Catalog, real_index: Any) -> Path:
    """A data dir whose embedded index holds the curated bank alone: a copy of the session's
    (``real_index``, embedded once a worker, or read from pytest's cache), not a second embedding of the
    same bank. A copy all the same: an organisation bank another test of this worker adds to the session's
    index for a while is never in this one."""
    directory = tmp_path_factory.mktemp("real-index") / "data"
    shutil.copytree(INDEX_DIRS[id(real_index)], directory)
    index = open_index(directory)
    drop_all_org_banks(index)  # one a test of this worker has not dropped yet
    if index.needs_sync(list(real_catalog)):
        index.sync(list(real_catalog))
    return directory


@pytest.fixture(scope="session")
def real_bank_index(real_bank_dir: Path) -> QuestionIndex:
    return open_index(real_bank_dir)


@pytest.fixture(scope="session")
def evaluations(real_bank_index: QuestionIndex) -> dict[str, Evaluation]:
    queries = load_queries(QUERIES)
    return {mode: evaluate(real_bank_index, queries, mode) for mode in ("dense", "lexical", "hybrid")}  # type: ignore[arg-type]


def test_the_query_set_is_large_varied_and_points_at_real_questions(real_catalog: Catalog):
    queries = load_queries(QUERIES)
    assert len(queries) >= 60
    kinds = {q.kind for q in queries}
    assert {"zh", "en", "kw", "ident", "id"} <= kinds
    assert sum(q.kind == "en" for q in queries) >= 20 and sum(q.kind == "zh" for q in queries) >= 40
    missing = {qid for q in queries for qid in q.expected if qid not in real_catalog}
    assert not missing


def test_hybrid_search_meets_its_recall_floor(evaluations: dict[str, Evaluation]):
    hybrid = evaluations["hybrid"]
    assert hybrid.recall(1) >= 0.90, hybrid.misses
    assert hybrid.recall(5) >= 0.97, hybrid.misses
    for kind in ("zh", "en", "kw", "ident", "id"):
        assert hybrid.recall(5, kind) >= 0.9, (kind, hybrid.misses)


def test_fusion_earns_its_place(evaluations: dict[str, Evaluation]):
    """Fusion is kept because it beats each side alone; identifiers are where dense alone fails."""
    dense, lexical, hybrid = evaluations["dense"], evaluations["lexical"], evaluations["hybrid"]
    assert hybrid.recall(1) > dense.recall(1) and hybrid.recall(1) > lexical.recall(1)
    assert hybrid.recall(5) >= max(dense.recall(5), lexical.recall(5))
    assert hybrid.recall(1, "ident") > dense.recall(1, "ident") + 0.2
    assert hybrid.recall(1, "en") > lexical.recall(1, "en") + 0.1  # English about Chinese needs dense
    assert dense.recall(5) >= 0.93  # the multilingual model alone is already strong


def test_exact_ids_are_found_first(real_bank_index: QuestionIndex, real_catalog: Catalog):
    for question in list(real_catalog)[::10]:
        hits = real_bank_index.search(question.id, k=1, statuses=None)
        assert hits[0].question_id == question.id and hits[0].score == 1.0


def test_picking_by_topic_on_the_real_bank(real_bank_index: QuestionIndex, real_catalog: Catalog):
    flash = {q.id for q in real_catalog if "flash-attention" in q.topics}
    picked = real_bank_index.pick("给我出几道 FlashAttention 的题", 3, statuses=None)
    assert len(picked) == 3 and set(picked) <= flash
    lora_active = {q.id for q in real_catalog if "lora" in q.topics and q.status.value == "active"}
    picked = real_bank_index.pick("LoRA", len(lora_active))
    assert set(picked) == lora_active
    assert all(real_catalog[qid].status.value == "active" for qid in real_bank_index.pick(None, 10, seed=3))


def test_related_material_on_the_real_bank(real_bank_index: QuestionIndex, real_catalog: Catalog):
    related = real_bank_index.related("seed000-04", k=3, statuses=None)
    questions = [r.question_id for r in related if r.kind == "question"]
    explanations = [r for r in related if r.kind == "explanation"]
    assert "flash-attention" in real_catalog[questions[0]].topics
    assert explanations and all(r.question_id in real_catalog and r.text for r in explanations)


# --------------------------------------------------------------------------- the commands


@pytest.fixture
def cli(monkeypatch: pytest.MonkeyPatch) -> Any:
    from interview_bot.cli import app

    monkeypatch.delenv("IBOT_CHROMA_URL", raising=False)
    runner = CliRunner()

    def invoke(*args: str) -> Any:
        return runner.invoke(app, list(args), catch_exceptions=False)

    return invoke


def test_search_command_prints_ranked_ids_as_json(
    cli: Any, real_bank_dir: Path, monkeypatch: pytest.MonkeyPatch
):
    monkeypatch.setenv("IBOT_DATA_DIR", str(real_bank_dir))
    result = cli("search", "How do I enable reduce-overhead mode in torch.compile?", "--k", "3", "--json")
    assert result.exit_code == 0, result.output
    rows = json.loads(result.stdout)
    assert rows[0]["id"] == "seed000-01" and len(rows) == 3
    assert set(rows[0]) >= {"id", "score", "type", "snippet", "topics"}
    assert rows[0]["score"] >= rows[1]["score"] >= rows[2]["score"]

    calc = json.loads(cli("search", "显存", "--k", "5", "--json", "--type", "calc", "--all-statuses").stdout)
    assert calc and {row["type"] for row in calc} == {"calc"}

    table = cli("search", "seed002-41", "--k", "1", "--all-statuses")
    assert table.exit_code == 0 and "seed002-41" in table.stdout


def test_the_command_in_a_process_of_its_own_prints_its_whole_answer(cli: Any, real_bank_dir: Path):
    """A read-only search ends its process without the interpreter's teardown: the output is whole."""
    args = ["search", "LoRA rank 显存", "--k", "20", "--json", "--data-dir", str(real_bank_dir)]
    env = {k: v for k, v in os.environ.items() if not k.startswith("IBOT_")}
    command = [sys.executable, "-c", "from interview_bot.cli import main; main()", *args]
    process = subprocess.run(command, env=env, capture_output=True, text=True, check=True)
    assert json.loads(process.stdout) == json.loads(cli(*args).stdout)
    assert len(json.loads(process.stdout)) == 20


def test_index_command_rebuilds_and_search_syncs_a_changed_bank(
    cli: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    import bank.library

    small = Catalog([_bank(synthetic_bank()[:4])])
    monkeypatch.setattr(bank.library, "load_full_catalog", lambda data_dir: small)
    result = cli("index", "--data-dir", str(tmp_path))
    assert result.exit_code == 0, result.output
    assert "4 questions: 4 added" in result.stdout and "(rebuilt)" in result.stdout

    again = cli("index", "--data-dir", str(tmp_path), "--incremental")
    assert "0 added, 0 updated, 4 unchanged" in again.stdout and "nothing to embed" in again.stdout

    bigger = Catalog([_bank(synthetic_bank()[:6])])
    monkeypatch.setattr(bank.library, "load_full_catalog", lambda data_dir: bigger)
    found = cli("search", "KV cache 显存", "--k", "1", "--json", "--data-dir", str(tmp_path))
    assert found.exit_code == 0
    assert json.loads(found.stdout)[0]["id"] == "syn-kv-01"  # indexed on the fly: it was not there before


def test_commands_report_an_unreachable_server(cli: Any, tmp_path: Path):

    result = cli(
        "search", "LoRA", "--data-dir", str(tmp_path), "--chroma-url", f"http://127.0.0.1:{free_port()}"
    )
    assert result.exit_code == 1 and "not reachable" in result.output


def _bank(questions: list[Any]) -> Any:
    from bank.model import Bank

    return Bank(id="synthetic", title="synthetic", questions=questions)
