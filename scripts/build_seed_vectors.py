"""Recompute ``retrieval/data/seed_vectors.json``: the curated bank's passage vectors, shipped with the repo.

    python scripts/build_seed_vectors.py [--check]

Run it after editing a seed bank's text (``bank/data/*.yaml``); the unit test
``test_shipped_seed_vectors_match_the_bank`` fails until then. Vectors already in the file for an
unchanged text and the same model are kept as they are (so the file changes only where the bank did);
the rest are embedded with the bundled multilingual-e5-small. ``--check`` only says whether the file
is in step (exit status 1 if not).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main() -> int:
    from bank.catalog import Catalog
    from retrieval import E5Embeddings
    from retrieval.shipped_vectors import SHIPPED_PATH, ShippedVectors, passages, shipped, text_key

    formatter = argparse.RawDescriptionHelpFormatter
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=formatter)
    parser.add_argument("--check", action="store_true", help="only check that the file is in step")
    args = parser.parse_args()

    embeddings = E5Embeddings()
    texts = sorted(set(passages(Catalog.load())))
    old = shipped()
    known = old.lookup(embeddings.identifier, texts)
    missing = [text for text, vector in zip(texts, known, strict=True) if vector is None]
    same_model = old.embedder == embeddings.identifier
    stale = old.keys() - {text_key(text) for text in texts} if same_model else set()
    if args.check:
        print(f"{len(texts)} passages: {len(missing)} without a vector, {len(stale)} vectors of no passage")
        return 1 if missing or stale else 0
    started = time.perf_counter()
    fresh = dict(zip(missing, embeddings.embed_documents(missing), strict=True))
    vectors = [fresh[text] if vector is None else vector for text, vector in zip(texts, known, strict=True)]
    SHIPPED_PATH.parent.mkdir(parents=True, exist_ok=True)
    built = ShippedVectors.compute(embeddings.identifier, texts, vectors)
    SHIPPED_PATH.write_text(built.dumps(), encoding="utf-8")
    print(
        f"{SHIPPED_PATH.relative_to(ROOT)}: {len(texts)} passages, {len(missing)} embedded in "
        f"{time.perf_counter() - started:.1f} s, {len(stale)} dropped"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
