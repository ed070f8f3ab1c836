"""jieba's dictionary looked up in a table (the CLI's search) segments exactly as the loaded dictionary."""

from __future__ import annotations

from pathlib import Path

import pytest

from bank.segmentation import jieba_loaded
from retrieval import _dictionary, lexical
from retrieval.evaluation import load_queries
from tests.helpers.curated import curated_catalog
from tests.helpers.paths import DATA


@pytest.fixture(scope="module")
def kept(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, int]:
    """The table as the service keeps it (written once: writing it sorts and stores every entry of
    jieba's dictionary): its directory, its path and when it was written."""
    directory = tmp_path_factory.mktemp("cache")
    path = lexical.keep_dictionary_table(directory)
    assert path is not None and path.exists()
    return directory, path, path.stat().st_mtime_ns


def test_the_table_segments_the_bank_and_the_queries_as_the_loaded_dictionary(
    kept: tuple[Path, Path, int],
) -> None:
    jieba = jieba_loaded()
    opened = _dictionary.open_table(kept[1])
    assert opened is not None
    from_table = jieba.Tokenizer()
    from_table.FREQ, from_table.total = opened
    from_table.initialized = True
    texts = [labelled.query for labelled in load_queries(DATA / "retrieval_queries.yaml")]
    texts += [f"{q.stem}\n{q.explanation or ''}" for q in curated_catalog()]
    assert len(texts) > 200
    for text in texts:
        assert list(from_table.cut_for_search(text)) == list(jieba.dt.cut_for_search(text)), text
    assert "梯度" in opened[0] and opened[0]["梯度"] == jieba.dt.FREQ["梯度"]
    assert "梯度检查点不存在" not in opened[0] and opened[0].get("梯度检查点不存在", 7) == 7


def test_a_table_that_is_not_one_is_not_used(tmp_path: Path):
    junk = tmp_path / "junk.sqlite3"
    junk.write_bytes(b"not a database at all" * 100)
    assert _dictionary.open_table(junk) is None
    assert _dictionary.open_table(tmp_path / "absent.sqlite3") is None


def test_a_database_without_the_words_is_not_used(tmp_path: Path):
    empty = tmp_path / "empty.sqlite3"
    _dictionary.write_table(empty, [], 0)
    assert _dictionary.open_table(empty) is None


def test_the_service_keeps_the_table_so_the_first_search_does_not_write_it(
    kept: tuple[Path, Path, int],
) -> None:
    directory, path, written = kept
    assert path.parent == directory
    assert lexical.keep_dictionary_table(directory) == path and path.stat().st_mtime_ns == written  # once
