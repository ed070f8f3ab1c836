"""A value read from the store, checked against the store's version at most every so many seconds, so a
sync made by another process is noticed (the lexical catalog, the related lists).

Thread-safe. ``get`` reads when a check is due (one read at a time; others wait for it). ``peek`` is for
a reader on the event loop: it never reads the store nor waits for a read; it takes the value in memory
and, when a check is due, starts one in a thread (the value is at most a check old, as with ``get``).
``invalidate`` drops the value; a read begun before it stores nothing.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from typing import Any, Generic, TypeVar

T = TypeVar("T")
log = logging.getLogger("retrieval")


class Rechecked(Generic[T]):
    def __init__(
        self,
        version: Callable[[], tuple[str, Any]],
        load: Callable[[Any], T],
        *,
        every_s: float,
        name: str,
    ) -> None:
        """``version()``: the store's version and what ``load`` reads the value from; ``load`` runs when
        the version changed (or nothing is held)."""
        self._version_of_store, self._load = version, load
        self._every_s, self._name = every_s, name
        self._lock = threading.Lock()  # the fields below; held briefly, never across a read of the store
        self._reading = threading.Lock()  # one read of the store at a time
        self._value: T | None = None
        self._version: str | None = None
        self._generation = 0  # bumped by invalidate()
        self._checked = 0.0
        self._rechecking = False

    def invalidate(self) -> None:
        with self._lock:
            self._value, self._version, self._checked = None, None, 0.0
            self._generation += 1

    def _fresh(self) -> bool:
        return self._value is not None and time.monotonic() - self._checked < self._every_s

    def get(self) -> T:
        with self._lock:
            if self._fresh():
                return self._value  # type: ignore[return-value]  # _fresh: not None
        return self._recheck()

    def peek(self) -> T | None:
        with self._lock:
            value = self._value
            start = value is not None and not self._fresh() and not self._rechecking
            if start:
                self._rechecking = True
        if start:
            threading.Thread(target=self._recheck_quietly, name=self._name, daemon=True).start()
        return value

    def _recheck_quietly(self) -> None:
        try:
            self._recheck()
        except Exception:  # the next reader due for a check tries again
            log.warning("%s failed", self._name, exc_info=True)

    def _recheck(self) -> T:
        try:
            with self._reading:
                with self._lock:  # another reader may have checked meanwhile
                    if self._fresh():
                        return self._value  # type: ignore[return-value]
                    value, known, generation = self._value, self._version, self._generation
                version, source = self._version_of_store()
                if value is None or version != known:
                    value = self._load(source)
                with self._lock:
                    if generation == self._generation:  # else invalidated meanwhile: the caller's only
                        self._value, self._version, self._checked = value, version, time.monotonic()
                    return value
        finally:
            with self._lock:
                self._rechecking = False
