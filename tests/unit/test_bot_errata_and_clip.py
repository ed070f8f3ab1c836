"""What a candidate reads of errata and short texts (issue 18): every erratum of the curated bank worded
by its field, in simplified Chinese (no traditional characters, no curator notes about the source), and
takeaways clipped at a boundary, never mid-word."""

from __future__ import annotations

import pytest

from api.schemas import ErratumOut
from bank.library import load_full_catalog
from bot.explain_views import erratum_line
from bot.render import clip, plain

FIELD_LABELS = {
    "key": "（答案）",
    "stem": "（题干）",
    "options": "（选项）",
    "explanation": "（解析）",
    "status": "说明",
}
TRADITIONAL = set("題與為這個說們現實點應錯對選項誤釋")  # common traditional forms of words errata use
CURATOR_WORDS = ("原解析", "源解析", "curator", "整理者")


def _errata() -> list[tuple[str, ErratumOut]]:
    return [
        (
            q.id,
            ErratumOut(field=e.field, source=e.source, corrected=e.corrected, justification=e.justification),
        )
        for q in load_full_catalog(None)
        for e in q.errata
    ]


ERRATA = _errata()


def test_the_bank_has_errata_of_several_fields() -> None:
    assert len({e.field for _, e in ERRATA}) >= 3


@pytest.mark.parametrize(("qid", "erratum"), ERRATA, ids=[f"{qid}-{e.field}" for qid, e in ERRATA])
def test_each_erratum_reads_by_field_in_simplified_chinese(qid: str, erratum: ErratumOut) -> None:
    line = plain(erratum_line(erratum, "zh"))
    assert FIELD_LABELS[erratum.field] in line, line
    assert not TRADITIONAL & set(line), (qid, line)
    assert not any(word in line for word in CURATOR_WORDS), (qid, line)
    assert "。。" not in line and "..。" not in line


def test_clip_keeps_whole_sentences_and_words() -> None:
    chinese = "第一句讲清楚了要点。第二句补充细节，" + "很长的补充" * 60
    assert clip(chinese, 200) == "第一句讲清楚了要点。"
    english = "Gradient checkpointing trades compute for memory " * 10
    clipped = clip(english, 60)
    assert len(clipped) <= 60 and clipped.endswith("…")
    assert english.startswith(clipped[:-1].rstrip()) and english[len(clipped[:-1].rstrip())] == " "
    assert clip("short", 200) == "short"
