"""SQLite's WAL checkpoints, made by a thread of their own while the app runs.

In WAL mode a commit appends its pages to the ``-wal`` file; now and then a checkpoint copies them back
into the database file and syncs it to disk. By default the connection whose commit passes 1,000 pages
in the WAL makes that checkpoint, inside its ``COMMIT`` — and the app's connections commit on the event
loop (``api/store/sqlite_here.py``): under answer turns some one commit in 150 stopped every request
for the copy and the sync (a quarter of the short way's time went to ``COMMIT``, py-spy under
``bench/bench_api.py``). So the app's own connections leave checkpoints to this thread (their automatic
threshold is raised to ``LOOP_AUTOCHECKPOINT_PAGES``, a safety net should the thread fall behind), which
makes a passive one — it never blocks a writer or a reader — every ``INTERVAL_S``, on a connection of
its own; SQLite releases the GIL while it copies and syncs. Other processes (the CLI) keep SQLite's
default.
"""

from __future__ import annotations

import contextlib
import logging
import sqlite3
import threading

log = logging.getLogger(__name__)
INTERVAL_S = 0.25
LOOP_AUTOCHECKPOINT_PAGES = 20_000  # ~80 MB of WAL: only if the thread is not keeping up


class Checkpointer:
    """Passive WAL checkpoints of one SQLite file, every ``interval_s``, in a daemon thread."""

    def __init__(self, database: str, interval_s: float = INTERVAL_S) -> None:
        self.database = database
        self.interval_s = interval_s
        self.checkpoints = 0  # made so far (tests read it)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="sqlite-checkpoints", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join(timeout=10)

    def _run(self) -> None:
        connection = sqlite3.connect(self.database, timeout=5, check_same_thread=False)
        try:
            while not self._stop.wait(self.interval_s):
                try:
                    connection.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
                    self.checkpoints += 1
                except sqlite3.Error:  # busy with another checkpoint, or the file went away: next time
                    log.debug("WAL checkpoint skipped", exc_info=True)
        finally:
            with contextlib.suppress(sqlite3.Error):
                connection.close()
