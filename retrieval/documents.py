"""What the index stores for a question: texts to embed, metadata to filter on, content hashes."""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from typing import Any

from bank.model import Question, QuestionType

# Bump when the text or metadata layout changes: every index built with an older layout is
# then rebuilt by the next sync.
SCHEMA_VERSION = 3

EXPLANATION_SUFFIX = "#explanation"  # explanation record id = question id + suffix
PUBLIC_OWNER = "public"  # owner of the curated (and data-dir imported) banks; else an organisation id
SNIPPET_CHARS = 120
_FENCE = re.compile(r"```[a-zA-Z0-9_+-]*\n?")
_SPACES = re.compile(r"\s+")


@dataclass(frozen=True)
class IndexDocument:
    """One record of a collection: its id, the text to embed and its metadata (hash included)."""

    id: str
    question_id: str
    text: str
    metadata: dict[str, Any]
    text_hash: str  # what the embedding depends on
    meta_hash: str  # what only the metadata depends on


def _digest(*parts: str) -> str:
    hasher = hashlib.sha256()
    for part in parts:
        hasher.update(part.encode("utf-8"))
        hasher.update(b"\x00")
    return hasher.hexdigest()[:32]


def question_text(question: Question) -> str:
    """Stem and options: what a candidate sees, and what a query about the question matches."""
    lines = [question.stem.strip()]
    lines += [f"{label}. {text.strip()}" for label, text in question.options.items()]
    return "\n".join(lines)


def explanation_text(question: Question) -> str:
    """The bank's own teaching material for a question: explanation, key points, reference answer."""
    parts = []
    if question.explanation.strip():
        parts.append(question.explanation.strip())
    if question.key_points:
        parts.append("要点：" + "；".join(point.strip() for point in question.key_points))
    if question.type.is_open and question.key_text.strip():
        parts.append(question.key_text.strip())
    return "\n".join(parts)


def snippet(text: str, limit: int = SNIPPET_CHARS) -> str:
    flat = _SPACES.sub(" ", _FENCE.sub(" ", text)).strip()
    return flat if len(flat) <= limit else flat[: limit - 1].rstrip() + "…"


def base_metadata(question: Question, owner: str = PUBLIC_OWNER) -> dict[str, Any]:
    metadata: dict[str, Any] = {
        "question_id": question.id,
        "owner": owner,
        "type": question.type.value,
        "difficulty": question.difficulty,
        "bank": question.bank,
        "status": question.status.value,
        "language": question.language,
        "source": f"{question.source.file}#{question.source.number}" if question.source else "",
    }
    if question.topics:  # Chroma refuses empty lists; an absent key simply matches no topic
        metadata["topics"] = list(question.topics)
    return metadata


def _finish(record_id: str, question: Question, text: str, metadata: dict[str, Any]) -> IndexDocument:
    text_hash = _digest(str(SCHEMA_VERSION), text)
    meta_hash = _digest(str(SCHEMA_VERSION), json.dumps(metadata, sort_keys=True, ensure_ascii=False))
    metadata = {**metadata, "text_hash": text_hash, "meta_hash": meta_hash}
    return IndexDocument(record_id, question.id, text, metadata, text_hash, meta_hash)


def question_document(question: Question, owner: str = PUBLIC_OWNER) -> IndexDocument:
    return _finish(question.id, question, question_text(question), base_metadata(question, owner))


def explanation_document(question: Question, owner: str = PUBLIC_OWNER) -> IndexDocument | None:
    text = explanation_text(question)
    if not text:
        return None
    return _finish(f"{question.id}{EXPLANATION_SUFFIX}", question, text, base_metadata(question, owner))


def owner_of(metadata: dict[str, Any]) -> str:
    """Records indexed before owners existed belong to the public bank."""
    return str(metadata.get("owner") or PUBLIC_OWNER)


def parse_types(types: Any) -> list[str] | None:
    if types is None:
        return None
    values = [types] if isinstance(types, str | QuestionType) else list(types)
    return [QuestionType(value).value for value in values] or None
