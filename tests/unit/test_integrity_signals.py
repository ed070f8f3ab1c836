"""Each integrity detector at its thresholds (issue 15), the shingle/MinHash/LSH pieces of ``similar``,
the per-session summary, and flags in every transcript rendering."""

from __future__ import annotations

import csv
import io

import pytest

from api import schemas
from api.services.explain import visibility
from api.services.integrity import _signals as signals
from api.services.reports import transcript_csv, transcript_html, transcript_markdown
from api.settings import Settings
from api.store.models import InterviewSession
from tests.helpers.one_answer import one_answer_transcript

DEFAULTS = Settings()
CODE = """def attention(q, k, v, scale):
    scores = torch.einsum('bkgid,bkjd->bkgij', q, k) * scale
    weights = scores.softmax(dim=-1)
    return torch.einsum('bkgij,bkjd->bkgid', weights, v)"""


def fast(answer: str, seconds: float) -> signals.Flag | None:
    return signals.fast_flag(answer, seconds, min_chars=60, chars_per_s=10.0)


def test_fast_at_its_thresholds() -> None:
    sixty = "x" * 60
    assert fast(sixty, 6.0) is None  # exactly 10 characters a second: a person can
    flagged = fast(sixty, 5.9)
    assert flagged is not None and flagged["kind"] == "fast" and flagged["chars"] == 60
    assert "60 characters" in flagged["detail"]
    assert fast("x" * 59, 0.1) is None  # too short to be evidence, however quick
    assert fast("   " + "a b " * 40, 0.5) is not None  # whitespace runs count once: 80 characters
    assert signals.typed_chars("a   \n\n  b") == 3
    assert fast(sixty, 0.0) is not None  # no division by zero


def test_quick_correct_at_its_thresholds() -> None:
    def quick(verdict: str, chars: int, seconds: float) -> signals.Flag | None:
        return signals.quick_correct_flag(verdict, chars, seconds, min_chars=300, reading_chars_per_s=25.0)

    assert quick("correct", 300, 12.0) is None  # 300 characters at 25/s: 12 s to read
    flagged = quick("correct", 300, 11.9)
    assert flagged is not None and flagged["kind"] == "quick_correct" and flagged["question_chars"] == 300
    assert quick("correct", 299, 0.5) is None  # a short question is read at a glance
    assert quick("incorrect", 300, 0.5) is None  # only correct answers
    assert quick("partial", 600, 0.5) is None


def test_shingles_ignore_case_width_and_spacing() -> None:
    assert signals.shingles(CODE) == signals.shingles(CODE.upper().replace("    ", "\t  "))
    assert signals.shingles("ＡＢＣ def") == signals.shingles("abc DEF")
    assert signals.shingles("") == set() and signals.shingles("a b") == {"a b"}
    assert signals.tokens("注意力机制 attention(q)") == [
        "注",
        "意",
        "力",
        "机",
        "制",
        "attention",
        "(",
        "q",
        ")",
    ]


def test_jaccard_and_minhash_band_keys() -> None:
    mine = signals.shingles(CODE)
    assert signals.jaccard(mine, mine) == 1.0 and signals.jaccard(mine, set()) == 0.0
    renamed = signals.shingles(CODE.replace("weights", "w"))
    assert 0.6 < signals.jaccard(mine, renamed) < 1.0
    keys = signals.band_keys(signals.minhash(mine))
    assert len(keys) == signals.BANDS and keys == signals.band_keys(signals.minhash(set(mine)))
    different = signals.shingles("the cache holds key value pairs for every layer and head of the model")
    assert not set(keys) & set(signals.band_keys(signals.minhash(different)))
    # near-identical answers (one token changed) share a band key: found by the index
    one_token = signals.shingles(CODE.replace("dim=-1", "dim=1"))
    assert signals.jaccard(mine, one_token) >= 0.8
    assert set(keys) & set(signals.band_keys(signals.minhash(one_token)))


def test_minhash_collision_rate_tracks_jaccard() -> None:
    """Over many pairs, the share of equal MinHash values estimates the Jaccard similarity."""
    a = {f"s{i}" for i in range(100)}
    b = {f"s{i}" for i in range(50, 150)}  # Jaccard 50/150 = 0.33
    equal = sum(x == y for x, y in zip(signals.minhash(a), signals.minhash(b), strict=True))
    assert 0.1 <= equal / signals.HASHES <= 0.6


def test_only_long_free_text_answers_are_compared() -> None:
    twenty = " ".join(f"w{i}" for i in range(20))
    assert signals.comparable("code", twenty, min_tokens=20)
    assert not signals.comparable("code", twenty.rsplit(" ", 1)[0], min_tokens=20)  # 19 tokens
    assert not signals.comparable("single", twenty, min_tokens=20)  # choice letters coincide by design
    assert not signals.comparable("truefalse", twenty, min_tokens=20)
    flagged = signals.similar_flag("abc123", 0.91, 0.8)
    assert (
        flagged["session_id"] == "abc123" and "abc123" in flagged["detail"] and flagged["similarity"] == 0.91
    )


def test_settings_defaults_are_the_documented_ones() -> None:
    assert (DEFAULTS.fast_min_chars, DEFAULTS.fast_chars_per_s) == (60, 10.0)
    assert (DEFAULTS.quick_correct_min_chars, DEFAULTS.reading_chars_per_s) == (300, 25.0)
    assert (DEFAULTS.similar_min_tokens, DEFAULTS.similar_threshold) == (20, 0.8)
    with pytest.raises(ValueError):
        Settings(similar_threshold=1.5)


def test_summary_counts_answers_per_kind() -> None:
    fast_flag = {"kind": "fast", "detail": ""}
    assert signals.summary([[fast_flag, fast_flag], [fast_flag, {"kind": "edited", "detail": ""}], []]) == {
        "edited": 1,
        "fast": 2,
    }
    assert signals.summary([[], []]) == {}


def _transcript(language: str) -> schemas.Transcript:
    flags = [
        schemas.FlagOut(
            kind="similar", detail="near-identical to session s2", session_id="s2", similarity=0.9
        ),
        schemas.FlagOut(kind="fast", detail="=cmd 300 characters in 1.0 s"),
    ]
    return one_answer_transcript(language, session_flags={"similar": 1, "fast": 1}, answer=CODE, flags=flags)


@pytest.mark.parametrize("language", ["zh", "en"])
def test_flags_appear_in_every_rendering(language: str) -> None:
    transcript = _transcript(language)
    label = "与他人答案高度相似" if language == "zh" else "near-identical to another candidate"
    markdown = transcript_markdown(transcript)
    assert label in markdown and "near-identical to session s2" in markdown
    assert ("诚信信号" if language == "zh" else "Integrity signals") in markdown
    html = transcript_html(transcript)
    assert label in html and "class=flags" in html
    header, row = list(csv.reader(io.StringIO(transcript_csv(transcript).lstrip("\ufeff"), newline="")))[:2]
    assert header[header.index("flags") + 1] == "option_order"  # the ability columns may follow
    assert "similar: near-identical to session s2 | fast: =cmd" in row[header.index("flags")]  # in English


@pytest.mark.parametrize("mode", ["interview", "practice"])
@pytest.mark.parametrize("reveal", ["each", "end", "never"])
@pytest.mark.parametrize("status", ["active", "finished"])
def test_only_recruiters_see_signals(mode: str, reveal: str, status: str) -> None:
    session = InterviewSession(mode=mode, reveal=reveal, status=status, plan=["q1"], position=0)
    assert visibility(session, recruiter=True).signals
    assert not visibility(session, recruiter=False).signals
