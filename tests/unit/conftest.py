"""The unit tier: pure code, fast. Nothing here may open a network connection, start a server or load the
embedding model — a test that needs one belongs in ``tests/integration`` or ``tests/e2e``, and these
guards fail it loudly instead of letting it slow the tier down.

In this tier the ``api`` fixture is the real app on a SQLite file with the in-memory question index
(``tests/helpers/fake_api.py``), overriding the real-index ``api`` the other tiers get."""

from __future__ import annotations

import socket
from typing import Any

import pytest

from tests.helpers.fake_api import api, api_catalog, fake_index, sqlite_url

__all__ = ["api", "api_catalog", "fake_index", "sqlite_url"]  # fixtures of this tier


def _refuse(what: str) -> Any:
    def refused(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError(f"a unit test {what}; move it to tests/integration or tests/e2e")

    return refused


@pytest.fixture(autouse=True)
def _unit_tests_stay_pure(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(socket.socket, "connect", _refuse("opened a network connection"))
    monkeypatch.setattr(socket.socket, "connect_ex", _refuse("opened a network connection"))
    monkeypatch.setattr(socket.socket, "bind", _refuse("started a server"))
    monkeypatch.setattr("retrieval.embeddings._pool", _refuse("loaded the embedding model"))
