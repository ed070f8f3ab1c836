"""Small pieces the transcript renderings (Markdown, HTML) share: moments to the second, a session's
status, verdict and points in the reader's language, and related material once per question."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime

from api import schemas
from api.catalogue import console_word
from api.schemas import plural

_VERDICTS: dict[str, dict[str, str]] = {
    "correct": {"zh": "正确", "en": "correct"},
    "partial": {"zh": "部分正确", "en": "partial"},
    "incorrect": {"zh": "错误", "en": "incorrect"},
    "invalid": {"zh": "无效", "en": "invalid"},
    "ungraded": {"zh": "未评分", "en": "ungraded"},
    "hidden": {"zh": "未公开", "en": "hidden"},
}


def in_language(words: Mapping[str, str], language: str) -> str:
    """The renderings' word for the reader: ``words`` by language, English for a language they lack."""
    return words.get(language, words["en"])


def stamp(value: datetime | None) -> str:
    """A moment as a reader wants it: to the second, in UTC (the JSON keeps the exact value)."""
    return "—" if value is None else value.astimezone(UTC).strftime("%Y-%m-%d %H:%M:%S UTC")


def distinct_related(explanation: schemas.Explanation) -> list[schemas.RelatedItem]:
    """Related material once per question (the index finds a question and its explanation apart)."""
    kept: dict[str, schemas.RelatedItem] = {}
    for item in explanation.related:
        kept.setdefault(item.question_id, item)
    return list(kept.values())


def status_text(status: str, language: str) -> str:
    """A session's status as the console names it (进行中, active); one it does not name, as is."""
    return _console_name("status", status, language)


def verdict_text(verdict: str | None, language: str) -> str:
    texts = _VERDICTS.get(verdict or "hidden")
    return in_language(texts, language) if texts else str(verdict)


def points_text(value: float, language: str) -> str:
    """``1 point``, ``2 points``, ``0.5 points``; in Chinese ``1 分`` (no plural)."""
    if language == "zh":
        return f"{value:g} 分"
    return plural(value, "point", "points")


def type_text(kind: str, language: str) -> str:
    """A question's type as the console names it (单选题, single choice); one it does not name, as is."""
    return _console_name("type", kind, language)


def _console_name(prefix: str, value: str, language: str) -> str:
    """``value`` in the console's words (its key ``prefix_value``); a value it has no words for, as is."""
    key = f"{prefix}_{value}"
    word = console_word(key, language)
    return value if word == key else word


def field_text(field: str, language: str) -> str:
    """The field an erratum corrected, as the console names it (答案, Key; 题干, Stem …)."""
    return console_word(field, language)
