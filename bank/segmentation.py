"""jieba, imported and with its dictionary loaded: the one way every reader and index of the project
takes to it.

Two of jieba's own steps cost more than they need to, in every process that segments (the service,
the CLI's ``search``, each worker of the test suite):

- ``import jieba`` imports ``pkg_resources`` (deprecated, a tenth of a second of CPU) only to open
  jieba's own data files; when that import fails, jieba opens the same files by path. So the import
  is skipped, unless something loaded ``pkg_resources`` already.
- ``jieba.initialize()`` unmarshals its dictionary's cache (about 500,000 words) straight from the
  open file, which ``marshal`` then reads a few bytes at a time; the same bytes read at once and
  unmarshalled take a third of the CPU. So the default dictionary is loaded here from the file jieba
  itself would read (``jieba.cache`` in its temporary directory), under its lock. Anything else — no
  cache yet, a custom dictionary, a file that does not unmarshal to a dictionary — is left to
  ``jieba.initialize()``, which builds the dictionary and writes the cache for the next process.

The words and frequencies are jieba's own either way, so segmentation is the same.
"""

from __future__ import annotations

import logging
import marshal
import os
import sys
import tempfile
from collections.abc import Callable
from functools import lru_cache
from types import ModuleType
from typing import Any


@lru_cache(maxsize=1)
def jieba_module() -> ModuleType:
    """jieba, imported (without ``pkg_resources``) but its dictionary not loaded yet."""
    absent = "pkg_resources" not in sys.modules
    if absent:
        sys.modules["pkg_resources"] = None  # type: ignore[assignment]  # import → ImportError
    try:
        import jieba
    finally:
        if absent:
            del sys.modules["pkg_resources"]
    jieba.setLogLevel(logging.WARNING)
    return jieba


def jieba_loaded() -> ModuleType:
    """jieba with its dictionary loaded (once per process)."""
    jieba = jieba_module()
    load_dictionary(jieba.dt)
    return jieba


@lru_cache(maxsize=1)
def posseg() -> ModuleType:
    """jieba's part-of-speech tagger, over the dictionary :func:`jieba_loaded` loads (asked for by every
    true/false answer: found once)."""
    jieba_loaded()
    from jieba import posseg as tagger

    return tagger


def load_dictionary(tokenizer: Any, source: Callable[[], tuple[Any, int] | None] | None = None) -> bool:
    """``tokenizer``'s dictionary loaded, under its lock, once: from ``source`` first when one is given
    (its words' frequencies and their total, or None when it has none: a table of jieba's words,
    ``retrieval._dictionary``), else from jieba's cache read at once when it holds the default
    dictionary, else by ``tokenizer.initialize()``. False when ``source`` was asked and had none (the
    caller may keep the words for the next process); True otherwise."""
    if tokenizer.initialized:
        return True
    with tokenizer.lock:
        if tokenizer.initialized:
            return True
        words = None if source is None else source()
        if words is not None:
            tokenizer.FREQ, tokenizer.total = words
            tokenizer.initialized = True
            return True
        if not _from_cache(tokenizer):
            tokenizer.initialize()
        return source is None


def _from_cache(tokenizer: Any) -> bool:
    """The default dictionary from jieba's cache file: False when jieba must load it itself."""
    if tokenizer.dictionary is not None:
        return False  # a custom dictionary: jieba checks its cache against the file's time
    path = os.path.join(tokenizer.tmp_dir or tempfile.gettempdir(), tokenizer.cache_file or "jieba.cache")
    try:
        with open(path, "rb") as cache:
            loaded = marshal.loads(cache.read())
    except (OSError, EOFError, ValueError, TypeError):
        return False
    if not (isinstance(loaded, tuple) and len(loaded) == 2 and isinstance(loaded[0], dict)):
        return False
    tokenizer.FREQ, tokenizer.total = loaded
    tokenizer.initialized = True
    return True
