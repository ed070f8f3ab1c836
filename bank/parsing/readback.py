"""Which fields of a question an export format does not carry: found by reading the export back.

Exporters (Moodle XML, QTI) write a question, read it back through their own importer and compare;
whatever differs is named in the file and returned to the caller, so nothing is lost in silence and
the importer stays the one statement of what a format means.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pydantic import ValidationError

from bank.model import Question

_COMPARED = tuple(name for name in Question.model_fields if name not in ("id", "bank"))


def lost_fields(question: Question, read_back: Callable[[], dict[str, Any]]) -> list[str]:
    """The fields of ``question`` that ``read_back()`` (the importer's data for it) does not return."""
    try:
        back = Question.model_validate({**read_back(), "id": question.id, "bank": question.bank})
    except (ValueError, ValidationError):
        return ["the question as a whole (it does not read back)"]
    original, again = question.model_dump(mode="json"), back.model_dump(mode="json")
    return [name for name in _COMPARED if original[name] != again[name]]
