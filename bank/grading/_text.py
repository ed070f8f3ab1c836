"""Text clean-up shared by the graders: width, script, fences and answer prefixes."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import Any

_FENCE = re.compile(r"```[a-zA-Z0-9_+-]*\n?(.*?)```", re.S)
_INLINE = re.compile(r"`([^`\n]+)`")
_PREFIX = re.compile(
    r"^\s*(?:(?:我的|最终|正确)?答案?\s*(?:是|为|应该是|应为)?\s*[:：]?|答\s*[:：]|"
    r"(?:my\s+|final\s+|the\s+|correct\s+|right\s+)*answer\s*(?:is|:)?\s*:?)\s*",
    re.I,
)


@lru_cache(maxsize=1)
def _converter() -> Any:
    try:
        import opencc
    except ImportError:  # pragma: no cover - opencc is a dependency; degrade gracefully without it
        return None
    return opencc.OpenCC("t2s")


def simplified(text: str) -> str:
    """Traditional Chinese characters converted to simplified (a no-op for other text)."""
    converter = _converter()
    if converter is None or text.isascii():
        return text
    result: str = converter.convert(text)
    return result


def normalise(text: str) -> str:
    """NFKC (full-width letters, digits and punctuation to ASCII) and simplified Chinese."""
    return simplified(unicodedata.normalize("NFKC", text)).strip()


def strip_answer_prefix(text: str) -> str:
    """Drop a leading '答案：', 'Answer:', 'My answer is' …"""
    stripped = _PREFIX.sub("", text, count=1)
    return stripped if stripped.strip() else text


def code_spans(text: str) -> list[str]:
    """Fenced blocks, else inline backtick spans, else nothing."""
    fenced = [block.strip("\n") for block in _FENCE.findall(text)]
    if fenced:
        return fenced
    return [span for span in _INLINE.findall(text)]


def meaningful_chars(text: str) -> int:
    """Letters, digits and CJK characters: what an answer is made of (emoji and symbols are not)."""
    return sum(1 for char in text if unicodedata.category(char)[0] in "LN")
