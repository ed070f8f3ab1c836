"""The real app on a SQLite store with the in-memory question index (``tests/helpers/fake_api.py``): the
service's own behaviour — the API's flows, its request stack, its lifespan — where nothing depends on
what only the real index does (semantic search, free-text topics mapped through embeddings, ranking).

Here the ``api`` fixture is that app, overriding the real-index ``api`` of the rest of the tier. These
tests were in ``tests/unit`` until the unit tier stopped starting the app or opening a store."""

from __future__ import annotations

from tests.helpers.fake_api import api, fake_index, sqlite_url

__all__ = ["api", "fake_index", "sqlite_url"]  # fixtures of this directory
