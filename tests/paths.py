"""Where the test suite finds the shared seed banks and its own data."""

from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = Path(__file__).resolve().parent / "data"
# The seeds live in ../shared/seeds beside the checkout (CI lays a copy there too).
SEEDS_DIR = Path(os.environ.get("IBOT_SEEDS_DIR", ROOT.parent / "shared" / "seeds"))
SEED_FILES = sorted(SEEDS_DIR.glob("*.txt"))
