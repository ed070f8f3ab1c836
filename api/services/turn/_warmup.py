"""What the first answer turns would otherwise load inside a request, loaded at start-up instead."""

from __future__ import annotations

import logging

from api.context import ServiceContext
from bank.grading import grade, load_segmenters

log = logging.getLogger("api.warmup")


def warm_up(ctx: ServiceContext) -> None:
    """jieba's dictionary and part-of-speech tagger (``load_segmenters``), the rubric grader's caches,
    the index's lexical catalog and its related lists (explanations). The embedding model is not loaded
    here: answers never embed; the first search or topic draw loads it."""
    load_segmenters()
    sample = next((q for q in ctx.catalog if q.type.is_open and q.servable), None)
    if sample is not None:
        grade(sample, sample.explanation or sample.stem, language="zh")
    try:
        ctx.index.warm(model=False)
    except Exception:  # an index server not reachable yet: the first request loads what it needs
        log.warning("could not warm the index", exc_info=True)
