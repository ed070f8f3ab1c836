"""The curated bank, read once per test process (``curated_catalog``), and the check that no test changed it
(``changed_questions``).

Hundreds of test modules build their tables of questions from the curated bank at import time; each used to
read and validate the bank afresh, which was a quarter of the unit tier's collection. The product keeps
reading banks afresh (``Catalog.load``: the service reloads them); only the tests share one copy. Sharing is
safe while no test changes a question in place — ``Question`` is not frozen — so the unit tier compares the
shared copy with a fresh read when its session ends (``tests/unit/conftest.py``). A test that must change a
question changes a copy of its own (``question.model_copy(update=...)``)."""

from __future__ import annotations

from functools import cache

from bank.catalog import Catalog


@cache
def curated_catalog() -> Catalog:
    """The curated bank's catalog, shared by every caller in this process: read it, never change it."""
    return Catalog.load()


def changed_questions() -> list[str]:
    """What of the shared catalog differs from a fresh read of the files (nothing if it was never read)."""
    if curated_catalog.cache_info().currsize == 0:
        return []
    shared, fresh = curated_catalog(), Catalog.load()
    changed = [bank.id for bank, again in zip(shared.banks, fresh.banks, strict=False) if bank != again]
    if [bank.id for bank in shared.banks] != [bank.id for bank in fresh.banks]:
        changed.append("the list of banks")
    if [question.id for question in shared] != [question.id for question in fresh]:
        changed.append("the catalog's question ids")
    return changed + [question.id for question in shared if fresh.get(question.id) != question]
