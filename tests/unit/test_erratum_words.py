"""An erratum's side that is no text — the curated banks' ``(none)`` (the source had nothing) and
``(removed)`` (taken out) — is a word, said in the transcript's language like the rest of it: a
Chinese transcript showed them in English. Quoted text stays as written, even one containing them."""

from __future__ import annotations

import html

import pytest

from api import schemas
from api.catalogue import erratum_text
from api.services.reports import transcript_html, transcript_markdown
from tests.helpers.one_answer import one_answer_transcript

WORDS = {"zh": ("（无）", "（删去）"), "en": ("(none)", "(removed)")}


def test_only_a_whole_marker_is_a_word() -> None:
    assert erratum_text("(none)", "zh") == "（无）" and erratum_text(" (removed)\n", "zh") == "（删去）"
    assert erratum_text("(none)", "en") == "(none)"
    assert erratum_text("f(x) returns (none) here", "zh") == "f(x) returns (none) here"  # a quote


@pytest.mark.parametrize("language", ["zh", "en"])
def test_a_transcript_says_the_markers_in_its_language(language: str) -> None:
    errata = [
        schemas.ErratumOut(
            field="explanation", source="(none)", corrected="补写解析", justification="原题无解析"
        ),
        schemas.ErratumOut(
            field="stem", source="多余的从句", corrected="(removed)", justification="无法核实"
        ),
    ]
    explanation = schemas.Explanation(question_id="q1", key="B", explanation="解析", errata=errata)
    transcript = one_answer_transcript(language, explanation=explanation)
    none, removed = WORDS[language]
    markdown, page = transcript_markdown(transcript), transcript_html(transcript)
    assert f": {removed} (无法核实)" in markdown, markdown  # the Markdown lists what is served
    assert f"{html.escape(none)} → <b>补写解析</b>" in page and f"→ <b>{html.escape(removed)}</b>" in page, (
        page
    )
    if language == "zh":
        assert "(none)" not in markdown + page and "(removed)" not in markdown + page
