"""The unit tier: pure code, fast. Nothing here may open a network connection, start a server, open a
store or load the embedding model — a test that needs one belongs in ``tests/integration`` (the app on
SQLite with the in-memory index: ``tests/integration/with_fake_index``) or ``tests/e2e``, and these guards
fail it loudly instead of letting it slow the tier down.

The in-memory question index (``fake_index``, ``tests/helpers/fake_index.py``) and the curated bank
(``api_catalog``) are pure, and shared by the session."""

from __future__ import annotations

import gc
import socket
from collections.abc import Iterator
from typing import Any

import pytest

from tests.helpers.curated import changed_questions
from tests.helpers.fake_api import fake_index

__all__ = ["fake_index"]  # fixtures of this tier

# grading and property tests allocate thousands of container objects per answer: a young collection every
# 700 of them (CPython's default) mostly found them still alive, promoted them, and set off the older
# generations' collections in turn; every 7,000, most of them die young
YOUNG_COLLECTION = 7_000
ELSEWHERE = "move it to tests/integration (tests/integration/with_fake_index for the app) or tests/e2e"


def _refuse(what: str) -> Any:
    def refused(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError(f"a unit test {what}; {ELSEWHERE}")

    return refused


@pytest.fixture
def api() -> None:
    """The app is not started in this tier (the other tiers' ``api`` fixture)."""
    raise AssertionError(f"a unit test started the app; {ELSEWHERE}")


@pytest.fixture
def sqlite_url() -> None:
    raise AssertionError(f"a unit test opened a store; {ELSEWHERE}")


@pytest.fixture
def database_url() -> None:
    raise AssertionError(f"a unit test opened a store; {ELSEWHERE}")


@pytest.fixture
def migrated_database_url() -> None:
    raise AssertionError(f"a unit test opened a store; {ELSEWHERE}")


@pytest.fixture(scope="package", autouse=True)
def _unit_tests_stay_pure() -> Iterator[None]:
    """The guards, in place while this tier's tests and their fixtures run: set once for the tier (and
    again when a process comes back to it from another tier's file), not around each test, which cost
    about 0.1 ms a test (five attributes set and undone, and the fixtures doing it)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(socket.socket, "connect", _refuse("opened a network connection"))
        patch.setattr(socket.socket, "connect_ex", _refuse("opened a network connection"))
        patch.setattr(socket.socket, "bind", _refuse("started a server"))
        patch.setattr("retrieval.embeddings._pool", _refuse("loaded the embedding model"))
        patch.setattr("api.store.engine.create_async_engine", _refuse("opened a store"))
        yield


@pytest.fixture(scope="package", autouse=True)
def _young_objects_collected_less_often() -> Iterator[None]:
    """The cyclic collector's youngest generation collected every ``YOUNG_COLLECTION`` new objects while
    this tier's tests and their fixtures run, the process's own setting given back after the last of
    them (a process may run other tiers' tests too, and those check the setting of the server they
    start)."""
    before = gc.get_threshold()
    gc.set_threshold(YOUNG_COLLECTION, *before[1:])
    yield
    gc.set_threshold(*before)


@pytest.fixture(scope="package", autouse=True)
def _curated_bank_left_unchanged() -> Iterator[None]:
    """The tier's tests share one read of the curated bank (``tests/helpers/curated.py``); a test that
    changed a question in place would change what every later test reads, so the shared copy is compared
    with a fresh read of the files once they have run."""
    yield
    changed = changed_questions()
    assert not changed, f"a unit test changed the shared curated questions {changed}: change a copy instead"
