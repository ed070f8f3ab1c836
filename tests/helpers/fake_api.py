"""The API for unit tests: the real app, on a SQLite file, with the in-memory question index.

``tests/unit/conftest.py`` registers these fixtures for the unit tier, where they replace the real-index ones.
Tests that need what only the real index does — semantic search, free-text topics mapped through
embeddings, ranking quality — stay in ``tests/integration`` on the real index, and the store's
PostgreSQL behaviour is tested there too.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from bank.catalog import Catalog
from tests.helpers.api_fixtures import Api, api_settings, running_api

if TYPE_CHECKING:  # imported by the fixture: the index imports retrieval (Chroma), which conftests need not
    from tests.helpers.fake_index import FakeQuestionIndex


@pytest.fixture(scope="session")
def fake_index(api_catalog: Catalog) -> FakeQuestionIndex:
    """Shared by the session: the service only reads the index (sync happens at start-up, not here)."""
    from tests.helpers.fake_index import FakeQuestionIndex

    return FakeQuestionIndex(api_catalog)


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite+aiosqlite:///{tmp_path / 'store.db'}"


@pytest.fixture
async def api(
    sqlite_url: str, tmp_path: Path, fake_index: FakeQuestionIndex, api_catalog: Catalog
) -> AsyncIterator[Api]:
    """The real app (lifespan run, migrations applied) on SQLite, with the fake index (shared by the
    session: organisation banks a test uploads are forgotten after it)."""
    try:
        async with running_api(api_settings(tmp_path, sqlite_url), fake_index, api_catalog) as running:
            yield running
    finally:
        fake_index.forget_org_banks()
