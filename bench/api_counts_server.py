"""The served side of ``bench_api_counts.py``: ``interview-bot <argv>`` (``up``) run in this process under
counters (SQLite's virtual-machine steps and statements, log records, garbage collections, threads' CPU,
bytes written and read, the database's size; cProfile of the event loop's thread with
``BENCH_COUNTS_PROFILE``), each counted from the process's start; a snapshot of them written on SIGUSR1,
which the driver sends at each loop's ends. Started as ``bench_api_counts.py --serve up ...``.
"""

from __future__ import annotations

import contextlib
import cProfile
import gc
import json
import logging
import os
import re
import signal
import sqlite3
import sys
import threading
from collections import Counter
from pathlib import Path
from typing import Any

STEP = 100  # SQLite VM steps between two calls of the progress handler


def serve(argv: list[str]) -> None:
    """``interview-bot <argv>`` in this process, counting; a snapshot to ``$BENCH_COUNTS_DIR/<label>.json``
    on SIGUSR1, the label read from ``$BENCH_COUNTS_DIR/label``."""
    out = Path(os.environ["BENCH_COUNTS_DIR"])
    steps, collections = [0], [0, 0, 0]

    def progress() -> int:
        steps[0] += 1
        return 0  # go on

    connect = sqlite3.connect

    statements: Counter[str] = Counter()

    shapes: Counter[str] = Counter()

    def traced(sql: str) -> None:
        statements[sql.lstrip().split(None, 1)[0].upper() if sql.strip() else "?"] += 1
        if not sql.lstrip().upper().startswith(("SELECT", "INSERT", "BEGIN", "COMMIT")):
            shapes[_shape(sql)] += 1  # which UPDATE, DELETE or PRAGMA, its values left out

    def counting_connect(*args: Any, **kwargs: Any) -> sqlite3.Connection:
        connection = connect(*args, **kwargs)
        connection.set_progress_handler(progress, STEP)
        connection.set_trace_callback(traced)  # every statement SQLite runs, by its first word
        return connection

    sqlite3.connect = counting_connect  # type: ignore[assignment]  # every connection the app opens
    records: Counter[str] = Counter()
    handle = logging.Logger.handle

    def counting_handle(logger: logging.Logger, record: logging.LogRecord) -> None:
        records[f"{record.name}:{record.levelname}"] += 1
        handle(logger, record)

    logging.Logger.handle = counting_handle  # type: ignore[method-assign,assignment]  # every record a logger emits
    profiler = cProfile.Profile() if os.environ.get("BENCH_COUNTS_PROFILE") else None
    database = _database_file(os.environ.get("IBOT_DATABASE_URL", ""))

    def collected(phase: str, info: dict[str, int]) -> None:
        if phase == "stop":
            collections[info["generation"]] += 1

    gc.callbacks.append(collected)

    def snapshot(*_: Any) -> None:
        label = (out / "label").read_text().strip()
        fields = Path("/proc/self/stat").read_text().rsplit(")", 1)[1].split()
        tick = os.sysconf("SC_CLK_TCK")
        others = 0.0  # CPU of every thread but this one (the event loop's): workers, rechecks
        for task in Path("/proc/self/task").iterdir():
            if task.name != str(threading.get_native_id()):
                with contextlib.suppress(OSError, IndexError):  # a thread that ended meanwhile
                    stat = (task / "stat").read_text().rsplit(")", 1)[1].split()
                    others += (int(stat[11]) + int(stat[12])) / tick
        if profiler is not None and label.endswith("-end"):
            profiler.disable()
            profiler.dump_stats(str(out / f"{label}.prof"))
        io = dict(line.split(": ") for line in Path("/proc/self/io").read_text().splitlines() if ": " in line)
        counts = {
            "threads": len(list(Path("/proc/self/task").iterdir())),
            "statements": dict(statements),
            "shapes": dict(shapes),
            "minor_faults": int(fields[7]),
            "records": dict(records),
            "wchar": int(io.get("wchar", 0)),
            "rchar": int(io.get("rchar", 0)),
            "stdout_bytes": _size(Path("/proc/self/fd/1")),
            "database_bytes": _size(database) if database else 0,
            "wal_bytes": _size(Path(f"{database}-wal")) if database else 0,
            "user_s": int(fields[11]) / tick,
            "system_s": int(fields[12]) / tick,
            "sqlite_steps": steps[0] * STEP,
            "gc": list(collections),
            "other_threads_s": others,
        }
        (out / f"{label}.json").write_text(json.dumps(counts))
        if profiler is not None and label.endswith("-start"):
            profiler.clear()
            profiler.enable()  # this (the event loop's) thread, until the loop's end

    signal.signal(signal.SIGUSR1, snapshot)
    from interview_bot.cli import main

    sys.argv = ["interview-bot", *argv]
    main()


def _database_file(url: str) -> Path | None:
    """The SQLite file of a ``sqlite+aiosqlite:///path`` URL, else None."""
    return Path(url.split(":///", 1)[1]) if url.startswith("sqlite") and ":///" in url else None


def _shape(sql: str) -> str:
    """A statement without its values (quoted strings, numbers), its first 90 characters."""
    return re.sub(r"'(?:[^']|'')*'|\b\d+(?:\.\d+)?\b", "?", " ".join(sql.split()))[:90]


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0
