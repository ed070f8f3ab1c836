"""Every unit test module takes the curated bank from ``tests.helpers.curated`` (one read per test
process), never ``Catalog.load()`` afresh: hundreds of modules reading it at import were a quarter of the
unit tier's collection."""

from __future__ import annotations

from pathlib import Path

UNIT = Path(__file__).parent


def test_no_unit_test_module_reads_the_curated_bank_afresh() -> None:
    reading = sorted(
        path.name
        for path in UNIT.glob("test_*.py")
        if path.name != Path(__file__).name and "Catalog.load()" in path.read_text(encoding="utf-8")
    )
    assert reading == [], f"use tests.helpers.curated.curated_catalog() in: {', '.join(reading)}"
