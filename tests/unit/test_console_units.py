"""The console's pure parts: item statistics from sums, the strong-candidate
threshold, the language choice, lenient query parameters, charts without script or style, and code
highlighting that stays sanitised."""

from __future__ import annotations

import random
import statistics
from datetime import UTC, datetime

import pytest
from starlette.requests import Request

from api.catalogue_console import MESSAGES
from api.console.i18n import pick_language
from api.console.params import day, page_number
from api.services.reports import histogram, markdown_html, topic_bars
from api.services.scoring._item_stats import ItemStat, _pearson, strong_threshold


def request(query: str = "", headers: dict[str, str] | None = None, cookies: str = "") -> Request:
    raw = [(k.lower().encode(), v.encode()) for k, v in (headers or {}).items()]
    if cookies:
        raw.append((b"cookie", cookies.encode()))
    return Request(
        {"type": "http", "method": "GET", "path": "/console", "query_string": query.encode(), "headers": raw}
    )


def test_discrimination_from_sums_equals_the_correlation() -> None:
    rng = random.Random(3)
    for _ in range(50):
        n = rng.randint(3, 40)
        xs = [float(rng.random() < 0.5) for _ in range(n)]
        ts = [rng.random() for _ in range(n)]
        found = _pearson(
            n, sum(xs), sum(ts), sum(t * t for t in ts), sum(x * t for x, t in zip(xs, ts, strict=True))
        )
        if len(set(xs)) == 1:
            assert found is None
        else:
            assert found == pytest.approx(statistics.correlation(xs, ts), abs=1e-9)


def test_discrimination_is_none_when_kept_sums_only_carry_rounding() -> None:
    """Sums kept by adding sessions and subtracting them again (api/store/tallies.py) leave rounding:
    every rest score here is 0.1, so there is no spread to correlate with, whatever the residue says."""
    rng = random.Random(0)
    rows = [(int(rng.random() < 0.5), 0.1) for _ in range(2000)]
    n, sx, st, stt, sxt = 0, 0, 0.0, 0.0, 0.0
    for sign, part in ((1, rows), (-1, rows[:700])):
        for x, t in part:
            n, sx, st, stt, sxt = (
                n + sign,
                sx + sign * x,
                st + sign * t,
                stt + sign * t * t,
                sxt + sign * x * t,
            )
    assert n * stt - st * st > 1e-12  # the residue an absolute tolerance would have taken for a spread
    assert _pearson(n, float(sx), st, stt, sxt) is None


def test_strong_threshold_is_the_top_third_at_least_one() -> None:
    assert strong_threshold([]) is None
    assert strong_threshold([0.2]) == 0.2
    assert strong_threshold([0.1, 0.9]) == 0.9
    assert strong_threshold([0.1, 0.5, 0.9, 0.7, 0.3, 0.2]) == 0.7


def test_suspect_items() -> None:
    assert ItemStat("q", 10, 0.5, 0.3, 3, 0.0).suspect  # strong candidates fail it
    assert ItemStat("q", 10, 0.5, -0.4, 3, 0.67).suspect  # better candidates fail it more often
    assert not ItemStat("q", 10, 0.5, 0.4, 3, 1.0).suspect
    assert not ItemStat("q", 3, 0.5, -0.4, 1, 1.0).suspect  # too few answers to read a sign
    assert not ItemStat("q", 2, 0.5, None, 1, 0.0).suspect  # one strong candidate's slip says nothing


def test_language_from_cookie_then_accept_language() -> None:
    assert pick_language(request()) == "zh"
    assert pick_language(request(headers={"Accept-Language": "en-US,en;q=0.9"})) == "en"
    assert pick_language(request(headers={"Accept-Language": "fr, zh-CN;q=0.8, en;q=0.5"})) == "zh"
    assert pick_language(request(headers={"Accept-Language": "en;q=0.2, zh-TW;q=0.9"})) == "zh"
    assert pick_language(request(headers={"Accept-Language": "zh"}, cookies="ibot_lang=en")) == "en"
    assert pick_language(request(cookies="ibot_lang=xx")) == "zh"
    assert all(len(words) == 2 and all(words) for words in MESSAGES.values())


def test_query_parameters_are_read_leniently() -> None:
    assert page_number(request("page=3")) == 3
    for bad in ("page=²", "page=-2", "page=abc", "page=" + "9" * 30, ""):
        assert page_number(request(bad)) == 1
    assert day(request("since=2026-11-30"), "since") == datetime(2026, 11, 30, tzinfo=UTC)
    assert day(request("until=2026-11-30"), "until", end=True) == datetime(2026, 12, 1, tzinfo=UTC)
    for bad in ("since=2026-13-01", "since=２０２６-11-30", "since=yesterday", "since=0001-01-01"):
        assert day(request(bad), "since") is None
    # the midnight after 9999-12-31 is past what a datetime holds (it answered 500)
    assert day(request("until=9999-12-31"), "until", end=True) is None
    assert day(request("until=9998-12-31"), "until", end=True) == datetime(9999, 1, 1, tzinfo=UTC)


def test_charts_are_plain_svg() -> None:
    for chart in (
        topic_bars([("<b>x</b>", 0.5), ("y", 1.2)], "per topic"),
        histogram([0.0, 0.55, 1.0], "scores"),
    ):
        assert chart.startswith("<svg") and 'role="img"' in chart
        assert "<script" not in chart and "style=" not in chart and "<b>" not in chart


def test_code_is_highlighted_and_still_sanitised() -> None:
    html = markdown_html("```python\nimport os  # <script>alert(1)</script>\n```", highlight=True)
    assert '<span class="kn">import</span>' in html and "<script>" not in html
    assert markdown_html("```nosuchlanguage\n<b>x</b>\n```", highlight=True).count("&lt;b&gt;") == 1
