"""What a candidate reads of errata and short texts: an erratum of the curated bank is one plain sentence
when it changed the key (in simplified Chinese or English, no curator notes, no quoted source text) and
nothing otherwise; takeaways are clipped at a boundary, never mid-word."""

from __future__ import annotations

import re

import pytest

from api.schemas import ErratumOut
from bank.library import load_full_catalog
from bot.render import clip, plain
from bot.verdicts import erratum_line

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
        if len(erratum.source) <= 12 and len(erratum.corrected) <= 12:  # letters listed "A、C" read AC
            assert re.sub(r"[、,，\s]", "", erratum.source) in text and erratum.corrected.strip() in text
            assert "、" not in text or lang == "zh", (qid, text)


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


def test_a_takeaway_of_an_explanation_that_is_a_list_is_its_first_item_without_the_mark() -> None:
    """The 💡 line under a verdict read "💡 - A：DDIM（η = 0）是…": the list's dash came with it."""
    from bot.verdicts import takeaway

    assert takeaway("- A：DDIM 是一阶离散。\n- B：二阶。") == "A：DDIM 是一阶离散。"
    assert takeaway("1. First step.\n2. Second.") == "First step."
    assert takeaway("1.5 倍的显存。\n- 其余") == "1.5 倍的显存。"  # a number, not a list's mark


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_both_views_of_an_explanation_warn_of_a_disputed_key_before_it(lang: str) -> None:
    """``/explain`` and the end's "all explanations" render one heading: a disputed key comes after its
    warning (never as the plain reference answer), with the erratum that changed it."""
    from api.schemas import Explanation, RelatedOut, Transcript, TranscriptAnswer
    from bot.explain_views import related_replies
    from bot.final_views import all_explanations
    from bot.texts import t

    erratum = ErratumOut(field="key", source="B", corrected="C", justification="")
    explained = Explanation(
        question_id="q1", key="C", explanation="训练状态约 2.8 TB。", disputed=True, errata=[erratum]
    )
    entry = TranscriptAnswer.model_construct(
        position=0, question_id="q1", question=None, answer="C", verdict="ungraded", explanation=explained
    )
    shown = {
        "all": all_explanations(Transcript.model_construct(answers=[entry]), lang)[0].html,
        "explain": related_replies(
            RelatedOut(question_id="q1", position=0, explanation=explained, items=[]), lang
        )[0].html,
    }
    warning, key = t(lang, "disputed"), t(lang, "key_line", key="C")
    for view, html in shown.items():
        assert warning in html and key in html and html.index(warning) < html.index(key), (view, html)
        assert erratum_line(erratum, lang) in html, (view, html)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_long_key_shown_below_its_heading_has_no_note_in_between(lang: str) -> None:
    """``/explain`` of a long model answer whose key an erratum rewrote: "参考答案：" heads the answer
    that follows it; the note came between the two ("参考答案：\n注：本题的参考答案已修订。\n0. …")."""
    from api.schemas import Explanation, RelatedOut
    from bot.explain_views import related_replies
    from bot.texts import t

    key = "0. 需求量化\n- 50 万小时/天 = 1.8×10⁹ 秒视频/天。\n- 按峰值系数预留容量，给出卡数公式。"
    erratum = ErratumOut(field="key", source="旧的参考答案" * 5, corrected=key, justification="")
    explained = Explanation(question_id="q1", key=key, explanation="解析正文。", errata=[erratum])
    html = related_replies(RelatedOut(question_id="q1", position=1, explanation=explained, items=[]), lang)
    lines = html[0].html.splitlines()
    heading = t(lang, "key_line", key="").rstrip()
    assert lines[lines.index(heading) + 1] == "0. 需求量化", lines
    assert lines.index(t(lang, "erratum_key_rewritten")) < lines.index(heading), lines


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_an_erratum_says_a_key_in_the_words_the_key_line_uses(lang: str) -> None:
    """A recruiter's correction of a true/false key is stored as ``true`` → ``false`` and the curated
    banks write ``(none)`` for a source that had no key: the note read "本题原答案 true 有误，已更正为
    false" or "original key (none) was wrong" beside a key line that says 错 / False."""
    from bot.texts import t
    from bot.verdicts import truth_word

    flipped = erratum_line(ErratumOut(field="key", source="true", corrected="false", justification=""), lang)
    assert flipped == t(lang, "erratum_key", source=truth_word(True, lang), corrected=truth_word(False, lang))
    for marker in ("(none)", " (removed)\n"):
        added = erratum_line(ErratumOut(field="key", source=marker, corrected="C", justification=""), lang)
        assert added is not None and marker.strip() not in added, added
    added = erratum_line(ErratumOut(field="key", source="(none)", corrected="C", justification=""), lang)
    assert added == t(lang, "erratum_key_added", corrected="C")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_an_erratum_names_a_listed_key_as_the_key_line_does(lang: str) -> None:
    """A curated erratum's source key is written "A、C" (seed-001): the note read "original key A、C was
    wrong; it is now ABC", a Chinese comma in English and two spellings of a key side by side."""
    from bot.texts import t

    erratum = ErratumOut(field="key", source="A、C", corrected="ABC", justification="")
    assert erratum_line(erratum, lang) == t(lang, "erratum_key", source="AC", corrected="ABC")
