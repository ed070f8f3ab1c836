"""An integrity flag's detail: the JSON API keeps the detector's English sentence, word for word as it
has always been sent (stored flags and receivers read it); the console shows it in the viewer's
language, every figure of it kept (api.catalogue.flag_detail, its words in api/catalogue_console.py)."""

from __future__ import annotations

import html
import re

import pytest

from api import schemas
from api.catalogue import flag_detail
from api.services.integrity import _signals as signals
from api.services.reports import transcript_csv, transcript_html, transcript_markdown
from tests.helpers.one_answer import one_answer_transcript

FLAGS = [
    (
        signals.fast_flag("x" * 300, 2.04, min_chars=80, chars_per_s=12),
        "300 characters 2.0 s after the question was shown (147 characters/s; more than 12 is not typing)",
        "题目显示后 2.0 秒即收到 300 个字符（每秒 147 个字符；超过每秒 12 个就不是打字）",
    ),
    (  # at the clock's resolution: every digit of the rate, as before (no 8e+06)
        signals.fast_flag("x" * 8000, 0.0, min_chars=80, chars_per_s=12.5),
        "8000 characters 0.0 s after the question was shown "
        "(8000000 characters/s; more than 12.5 is not typing)",
        "题目显示后 0.0 秒即收到 8000 个字符（每秒 8000000 个字符；超过每秒 12.5 个就不是打字）",
    ),
    (
        signals.quick_correct_flag("correct", 400, 1.25, min_chars=200, reading_chars_per_s=25),
        "correct 1.2 s after a 400-character question was shown (reading it takes at least 16 s)",
        "400 个字符的题目显示后 1.2 秒即答对（读完至少需要 16 秒）",
    ),
    (
        signals.similar_flag("9f0c2d1e-aaaa", 0.9312, 0.8),
        "near-identical (93% of token shingles shared; threshold 80%) to the answer of session 9f0c2d1e-aaaa",
        "与会话 9f0c2d1e-aaaa 的答案几乎相同（词元三元组重合 93%；阈值 80%）",
    ),
    (
        signals.flag("forwarded", signals.detail_words("forwarded", question=3), text="hi"),
        "a forwarded message was refused as the answer to question 3",
        "转发的消息已被拒收，不作为第 3 题的答案",
    ),
    (
        signals.flag("edited", signals.detail_words("edited"), edited_text="hi"),
        "edited after it was sent; the original text was graded and stands",
        "发送后被编辑；评分依据原文，成绩不变",
    ),
]


@pytest.mark.parametrize(
    ("made", "english", "chinese"),
    FLAGS,
    ids=[f"{made and made['kind']}-{n}" for n, (made, _, _) in enumerate(FLAGS)],
)
def test_each_detail_is_sent_as_before_and_shown_in_both_languages(
    made: signals.Flag | None, english: str, chinese: str
) -> None:
    assert made is not None
    assert made["detail"] == english  # the wire form, unchanged
    assert flag_detail(made["kind"], made["detail"], "en") == english
    shown = flag_detail(made["kind"], made["detail"], "zh")
    assert shown == chinese
    # nothing of the English left but the figures and the other session's id
    assert re.findall(r"[A-Za-z]+", shown.replace("9f0c2d1e-aaaa", "")) == []


def test_a_detail_of_another_shape_is_shown_as_written() -> None:
    """A sentence the catalogue does not know (a kind's wording changed since it was stored) is not
    dropped nor half-translated."""
    assert flag_detail("fast", "300 characters in 1.0 s", "zh") == "300 characters in 1.0 s"
    assert flag_detail("unknown", "something seen", "zh") == "something seen"


@pytest.mark.parametrize("language", ["zh", "en"])
def test_a_transcript_says_each_detail_in_its_language(language: str) -> None:
    """Markdown and HTML speak the session's language, the flags' details too; the CSV, for programs,
    keeps the wire's English."""
    flags = [schemas.FlagOut(**made) for made, _, _ in FLAGS if made is not None]
    summary = signals.summary([[f.model_dump() for f in flags]])
    transcript = one_answer_transcript(language, session_flags=summary, answer="x", flags=flags)
    shown = [chinese if language == "zh" else english for _, english, chinese in FLAGS]
    markdown, page = transcript_markdown(transcript), transcript_html(transcript)
    assert all(words in markdown for words in shown), markdown
    assert all(html.escape(words, quote=False) in page for words in shown), page
    assert language == "en" or "characters" not in markdown + page
    assert all(english in transcript_csv(transcript) for _, english, _ in FLAGS)
