"""Integrity in the transcript renderings (Markdown, CSV, HTML) and the console: the names of the flag
kinds in the session's language, one line per flag, the per-session summary, and the order a choice
question's options were shown in. The ``detail`` of a flag is the service's own sentence (English,
with its figures): Markdown and HTML say it in the session's language (``api.catalogue.flag_detail``),
the CSV, for programs, as it is."""

from __future__ import annotations

from api import schemas
from api.catalogue import flag_detail
from api.services.reports._render_parts import in_language

FLAG_LABELS: dict[str, dict[str, str]] = {
    "forwarded": {"zh": "转发的消息", "en": "forwarded message"},
    "edited": {"zh": "发送后编辑", "en": "edited after sending"},
    "fast": {"zh": "输入过快", "en": "typed implausibly fast"},
    "similar": {"zh": "与他人答案高度相似", "en": "near-identical to another candidate"},
    "quick_correct": {"zh": "读题时间不足却答对", "en": "correct faster than reading"},
}
_HEADING = {
    "zh": "诚信信号（仅供参考，不影响评分）",
    "en": "Integrity signals (evidence only; grades unchanged)",
}
_NONE = {"zh": "无", "en": "none"}


def flag_label(kind: str, language: str) -> str:
    texts = FLAG_LABELS.get(kind)
    return in_language(texts, language) if texts else kind


def flag_line(flag: schemas.FlagOut, language: str) -> str:
    return f"⚑ {flag_label(flag.kind, language)}: {flag_detail(flag.kind, flag.detail, language)}"


def summary_heading(language: str) -> str:
    return in_language(_HEADING, language)


def summary_text(summary: dict[str, int], language: str) -> str:
    """``fast 2, similar 1`` in the session's language (``none`` when no answer was flagged)."""
    if not summary:
        return in_language(_NONE, language)
    return ", ".join(f"{flag_label(kind, language)} {count}" for kind, count in summary.items())


def flags_cell(flags: list[schemas.FlagOut]) -> str:
    """The CSV column: ``kind: detail`` entries separated by `` | `` (kinds in English, for programs)."""
    return " | ".join(f"{f.kind}: {f.detail}" for f in flags)


_ORDER = {"zh": "本场选项顺序（显示 ← 题库）", "en": "options as shown (shown ← bank)"}


def order_note(question: schemas.QuestionOut | None, language: str) -> str:
    """``A←C, B←A, …`` when this interview showed the options in its own order (empty otherwise)."""
    if question is None or not question.option_order:
        return ""
    pairs = ", ".join(f"{chr(65 + i)}←{bank}" for i, bank in enumerate(question.option_order))
    return f"{in_language(_ORDER, language)}: {pairs}"
