"""Rows to wire models, one way: every field a model shares with the row is read off the row (pydantic
``from_attributes``); only what the row does not hold, or holds differently, is given. What a viewer may
not see of a grade is cleared in one place (``grade_fields``), by the rule in ``services/visibility``."""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel

Wire = TypeVar("Wire", bound=BaseModel)
GRADE_FIELDS = ("verdict", "score", "points_awarded", "rationale", "grader")


_ABSENT = object()


def to_wire(model: type[Wire], row: object, **fields: Any) -> Wire:
    """``model`` from the attributes of ``row`` of the same names; ``fields`` are set instead. Read into a
    dict here, each field once, rather than by pydantic through an object putting ``fields`` in front of
    the row's attributes: a Python call less for every field of every result (bench/bench_turn_calls.py).
    No wire model renames a field (no aliases), so each is read off the row by its own name, and one the
    row does not hold is left to the model's default, as ``from_attributes`` leaves it."""
    values: dict[str, Any] = {}
    for name in model.model_fields:
        value = fields[name] if name in fields else getattr(row, name, _ABSENT)
        if value is not _ABSENT:
            values[name] = value
    return model.model_validate(values, from_attributes=True)


def grade_fields(visible: bool) -> dict[str, Any]:
    """Overrides that hide an answer's grade from a viewer who may not see it (none when they may)."""
    return {} if visible else dict.fromkeys(GRADE_FIELDS)


def candidate_fields(candidate: Any) -> dict[str, Any]:
    """What a candidate row holds differently from the wire (``CandidateOut`` and the export's record):
    the language as the wire names it, and whether the candidate chose it."""
    return {
        "language": "en" if candidate.language == "en" else "zh",
        "language_chosen": candidate.language_set_at is not None,
    }
