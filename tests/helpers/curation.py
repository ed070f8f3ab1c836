"""The curated bank as its files hold it, and its raw sources as the parser reads them (the reference the
curation is checked against): fixtures of the tests of the curation, loaded once a session."""

from __future__ import annotations

import pytest

from bank.catalog import Catalog
from bank.model import Question
from bank.parsing.seedtext import load_seed_file
from tests.helpers.paths import SEED_FILES


@pytest.fixture(scope="session")
def catalog(api_catalog: Catalog) -> Catalog:
    return api_catalog  # the session's curated catalog, loaded once (tests/helpers/api_fixtures.py)


@pytest.fixture(scope="session")
def drafts() -> dict[str, Question]:
    """What the parser makes of the raw seed files."""
    return {q.id: q for path in SEED_FILES for q in load_seed_file(path).questions}
