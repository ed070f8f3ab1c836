"""jieba's dictionary as bank.segmentation loads it: the file jieba itself would read, with what jieba
would read from it, and jieba's own loading wherever the cache cannot serve."""

from __future__ import annotations

import marshal
from pathlib import Path
from typing import Any

import pytest

from bank.segmentation import _from_cache, jieba_loaded, jieba_module, load_dictionary

jieba = jieba_module()

WORDS = {"梯度": 40, "梯": 5, "检查": 30, "检": 2, "检查点": 12}


def _cached(directory: Path, name: str = "jieba.cache", words: dict[str, int] = WORDS) -> Path:
    path = directory / name
    path.write_bytes(marshal.dumps((words, sum(words.values()))))
    return path


def _tokenizer(directory: Path, dictionary: str | None = None, cache_file: str | None = None) -> Any:
    tokenizer = jieba.Tokenizer(dictionary) if dictionary else jieba.Tokenizer()
    tokenizer.tmp_dir = str(directory)
    tokenizer.cache_file = cache_file
    return tokenizer


@pytest.mark.parametrize("cache_file", [None, "other.cache"])
def test_the_default_dictionary_is_read_from_the_file_jieba_reads(tmp_path: Path, cache_file: str | None):
    _cached(tmp_path, cache_file or "jieba.cache")
    _cached(tmp_path, "jieba.cache" if cache_file else "other.cache", {"别的": 1})  # the file not to read
    ours, theirs = _tokenizer(tmp_path, cache_file=cache_file), _tokenizer(tmp_path, cache_file=cache_file)
    assert _from_cache(ours) is True  # read here, not left to jieba
    theirs.initialize()
    assert ours.initialized and ours.FREQ == theirs.FREQ == WORDS and ours.total == theirs.total == 89
    assert ours.lcut("梯度检查点") == theirs.lcut("梯度检查点") == ["梯度", "检查点"]


@pytest.mark.parametrize(
    "content",
    [b"", b"not marshal at all", marshal.dumps(["a list"]), marshal.dumps(({"a": 1}, 1))[:-3]],
    ids=["empty", "junk", "not-a-dictionary", "cut-short"],
)
def test_a_cache_that_does_not_hold_a_dictionary_is_left_to_jieba(tmp_path: Path, content: bytes):
    (tmp_path / "jieba.cache").write_bytes(content)
    tokenizer = _tokenizer(tmp_path)
    assert _from_cache(tokenizer) is False
    assert not tokenizer.initialized and tokenizer.FREQ == {}


def test_no_cache_is_left_to_jieba(tmp_path: Path):
    tokenizer = _tokenizer(tmp_path)
    assert _from_cache(tokenizer) is False and not tokenizer.initialized


def test_a_custom_dictionary_is_loaded_by_jieba_from_its_own_file(tmp_path: Path):
    custom = tmp_path / "custom.txt"
    custom.write_text("梯度 7\n检查点 3\n", encoding="utf-8")
    _cached(tmp_path)  # the default dictionary's cache, which a custom dictionary must not take
    tokenizer = _tokenizer(tmp_path, dictionary=str(custom))
    load_dictionary(tokenizer)
    assert tokenizer.initialized and tokenizer.total == 10
    assert tokenizer.FREQ["梯度"] == 7 and "梯" in tokenizer.FREQ  # jieba's prefixes: built from the file


def test_the_process_dictionary_is_jiebas_default_loaded_once():
    loaded = jieba_loaded()
    assert loaded is jieba and jieba.dt.initialized and len(jieba.dt.FREQ) > 300_000
    assert jieba_loaded().dt.FREQ is jieba.dt.FREQ and jieba.lcut("梯度检查点") == ["梯度", "检查点"]


def test_a_source_given_is_asked_first_and_said_when_it_had_none(tmp_path: Path):
    _cached(tmp_path, words={"别的": 1})  # jieba's cache: read only when the source has nothing
    table = {"梯度": 9, "检查点": 4}
    served = _tokenizer(tmp_path)
    assert load_dictionary(served, lambda: (table, 13)) is True
    assert served.FREQ is table and served.total == 13
    assert load_dictionary(served, lambda: pytest.fail("asked again")) is True  # loaded once
    empty = _tokenizer(tmp_path)
    assert load_dictionary(empty, lambda: None) is False  # nothing there: the caller may write it
    assert empty.initialized and empty.FREQ == {"别的": 1}
