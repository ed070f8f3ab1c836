"""Where the test suite finds the seed banks (the curated bank's sources) and its own data."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = Path(__file__).resolve().parent / "data"
# The seed texts are kept in the repository as the curated bank's sources.
SEEDS_DIR = ROOT / "bank" / "data" / "sources"
SEED_FILES = sorted(SEEDS_DIR.glob("*.txt"))
