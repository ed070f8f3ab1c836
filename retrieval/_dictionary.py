"""jieba's dictionary without loading it: frequencies looked up in an SQLite table as segmentation asks.

``jieba.initialize()`` reads its whole prefix dictionary (~500,000 entries from its marshalled cache):
~0.45 s of CPU, the largest single cost of a one-shot ``interview-bot search`` that segments one short
query. The segmenter only asks its ``FREQ`` mapping whether a fragment is a word or a word prefix and
how frequent it is (``in``, ``[]``, ``get``), a few hundred times for a query, so a process that
segments little answers those from an indexed table instead, remembering every answer.

The table holds exactly the entries (and total) of jieba's own loaded dictionary, written once per
user and jieba dictionary by a process that loaded it anyway, so segmentation is identical. It lives
in the user's private cache directory (``$XDG_CACHE_HOME/interview-bot``, else ``~/.cache/...``),
not next to jieba's own cache in the shared temp directory, where anyone could plant a file.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import sqlite3
import tempfile
import threading
from collections.abc import Iterable
from pathlib import Path
from typing import Any

TABLE_VERSION = 1  # bump when the table's layout changes: the name changes with it


def cache_directory() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "interview-bot"


def table_path(jieba: Any, directory: Path) -> Path | None:
    """Where the table for the installed jieba dictionary lives (None: no dictionary file to key on)."""
    dictionary = Path(jieba.dt.dictionary or os.path.join(os.path.dirname(jieba.__file__), "dict.txt"))
    try:
        stat = dictionary.stat()
    except OSError:
        return None
    key = f"{TABLE_VERSION}|{jieba.__version__}|{dictionary.resolve()}|{stat.st_size}|{stat.st_mtime_ns}"
    return directory / f"jieba-{hashlib.sha256(key.encode()).hexdigest()[:20]}.sqlite3"


class TableFrequencies:
    """A read-through stand-in for ``Tokenizer.FREQ``: word (or word prefix) → frequency, from the table.

    Answers are remembered (absent fragments too), so a fragment costs one query per process; safe to
    use from several threads.
    """

    def __init__(self, connection: sqlite3.Connection):
        self._connection = connection
        self._lock = threading.Lock()
        self._known: dict[str, int | None] = {}

    def get(self, word: str, default: Any = None) -> Any:
        try:
            frequency = self._known[word]
        except KeyError:
            with self._lock:
                row = self._connection.execute("SELECT n FROM freq WHERE w = ?", (word,)).fetchone()
            frequency = self._known[word] = None if row is None else int(row[0])
        return default if frequency is None else frequency

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and self.get(word) is not None

    def __getitem__(self, word: str) -> int:
        frequency = self.get(word)
        if frequency is None:
            raise KeyError(word)
        return int(frequency)

    def __setitem__(self, word: str, frequency: int) -> None:  # jieba.add_word, in this process only
        self._known[word] = frequency


def open_table(path: Path) -> tuple[TableFrequencies, int] | None:
    """The frequencies and total stored at ``path``, or None when there is no usable table."""
    if not path.is_file():
        return None
    try:
        connection = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True, check_same_thread=False)
    except sqlite3.Error:
        return None
    try:
        total = connection.execute("SELECT v FROM meta WHERE k = 'total'").fetchone()
        word = connection.execute("SELECT n FROM freq LIMIT 1").fetchone()
    except sqlite3.Error:
        total = word = None
    if total is None or word is None:
        connection.close()
        return None
    return TableFrequencies(connection), int(total[0])


def write_table(path: Path, frequencies: Iterable[tuple[str, int]], total: int) -> None:
    """Write the table at ``path`` atomically (a reader sees the whole table or none)."""
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    descriptor, scratch = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    os.close(descriptor)
    try:
        with contextlib.closing(sqlite3.connect(scratch)) as connection:
            connection.execute("PRAGMA journal_mode = OFF")
            connection.execute("PRAGMA synchronous = OFF")
            connection.execute("CREATE TABLE freq (w TEXT PRIMARY KEY, n INTEGER NOT NULL) WITHOUT ROWID")
            connection.execute("CREATE TABLE meta (k TEXT PRIMARY KEY, v INTEGER NOT NULL)")
            connection.executemany("INSERT INTO freq VALUES (?, ?)", sorted(frequencies))
            connection.execute("INSERT INTO meta VALUES ('total', ?)", (total,))
            connection.commit()
        os.replace(scratch, path)
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(scratch)
