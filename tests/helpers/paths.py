"""Where the test suite finds the repository, the seed banks (the curated bank's sources) and its own data."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data"
# The seed texts are kept in the repository as the curated bank's sources.
SEEDS_DIR = ROOT / "bank" / "data" / "sources"
SEED_FILES = sorted(SEEDS_DIR.glob("*.txt"))
