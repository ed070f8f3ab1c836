"""What a candidate reads of errata and short texts: an erratum of the curated bank is one plain sentence
when it changed the key (in simplified Chinese or English, no curator notes, no quoted source text) and
nothing otherwise; takeaways are clipped at a boundary, never mid-word."""

from __future__ import annotations

import pytest

from api.schemas import ErratumOut
from bank.library import load_full_catalog
from bot.explain_views import erratum_line
from bot.render import clip, plain

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
def test_each_erratum_is_one_plain_sentence_or_nothing(qid: str, erratum: ErratumOut) -> None:
    for lang in ("zh", "en"):
        line = erratum_line(erratum, lang)
        if erratum.field != "key":
            assert line is None
            continue
        assert line is not None
        text = plain(line)
        assert text.count("。" if lang == "zh" else ". ") <= 1 and "\n" not in text, (qid, text)
        assert len(text) <= 80, (qid, text)  # the source's long text is never quoted
        assert not TRADITIONAL & set(text), (qid, text)
        assert not any(word in text for word in CURATOR_WORDS), (qid, text)
        if len(erratum.source) <= 12 and len(erratum.corrected) <= 12:
            assert erratum.source.strip() in text and erratum.corrected.strip() in text


def test_clip_keeps_whole_sentences_and_words() -> None:
    chinese = "第一句讲清楚了要点。第二句补充细节，" + "很长的补充" * 60
    assert clip(chinese, 200) == "第一句讲清楚了要点。"
    english = "Gradient checkpointing trades compute for memory " * 10
    clipped = clip(english, 60)
    assert len(clipped) <= 60 and clipped.endswith("…")
    assert english.startswith(clipped[:-1].rstrip()) and english[len(clipped[:-1].rstrip())] == " "
    assert clip("short", 200) == "short"


def test_a_takeaway_is_never_cut_at_a_semicolon_as_if_it_were_whole() -> None:
    text = "KV cache 每层存 K、V 两个张量；" + "每个形状为 [b, s, n_head, d_head]，" * 12
    clipped = clip(text, 200)
    assert clipped.endswith("…")  # cut mid-thought: it says so
