"""A bank written out in a format other tools read: the one entry point for exports (HTTP and CLI).

``export_bank(questions, format, title=…, id_prefix=…)`` returns the file's bytes, its media type and,
per question, the fields the format could not carry (also written into the file where the format
allows a comment), so that nothing is lost without saying so.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum

import yaml

from bank.model import Question


class ExportFormat(StrEnum):
    YAML = "yaml"
    MOODLE = "moodle"
    QTI = "qti"  # a QTI 3.0 content package (zip)


MEDIA_TYPES = {
    ExportFormat.YAML: "application/yaml",
    ExportFormat.MOODLE: "application/xml",
    ExportFormat.QTI: "application/zip",
}
SUFFIXES = {ExportFormat.YAML: ".yaml", ExportFormat.MOODLE: ".xml", ExportFormat.QTI: ".zip"}


@dataclass(frozen=True)
class ExportedBank:
    content: bytes
    media_type: str
    suffix: str
    lost: dict[str, list[str]] = field(default_factory=dict)  # question id → fields not carried


def export_bank(
    questions: Sequence[Question], fmt: ExportFormat, *, title: str, id_prefix: str = ""
) -> ExportedBank:
    """The questions as a file that imports back (ids without ``id_prefix``, an organisation's)."""
    lost: dict[str, list[str]] = {}
    if fmt is ExportFormat.MOODLE:
        from bank.parsing.moodle_export import export_moodle

        moodle = export_moodle(questions, id_prefix=id_prefix)
        content, lost = moodle.text.encode("utf-8"), moodle.lost
    elif fmt is ExportFormat.QTI:
        from bank.parsing.qti_export import export_qti

        content, lost = export_qti(questions, id_prefix=id_prefix)
    else:
        content = yaml_bank(questions, title=title, id_prefix=id_prefix).encode("utf-8")
    return ExportedBank(content, MEDIA_TYPES[fmt], SUFFIXES[fmt], lost)


def yaml_bank(questions: Sequence[Question], *, title: str, id_prefix: str = "") -> str:
    """A YAML bank upload (``{title, questions}``): every field, the bank's own id left out."""
    items = []
    for question in questions:
        data = question.model_dump(mode="json", exclude_defaults=True, exclude={"bank", "id"})
        # the scoring always: an open question without one reads back as graded by key points
        items.append({"id": question.id.removeprefix(id_prefix), **data, "scoring": question.scoring.value})
    document = {"title": title, "questions": items}
    return yaml.safe_dump(document, allow_unicode=True, sort_keys=False, width=100)
