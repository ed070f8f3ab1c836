"""The per-topic chart the bot sends: a PNG whose bars are as long as the scores, clamped to 0–100 %,
at most 20 topics, long names shortened; without a Chinese font, drawn with an English title when its
topics are Latin, and not drawn at all (nor its caption sent) when they are Chinese: never boxes."""

from __future__ import annotations

import io
from collections.abc import Iterator
from typing import Any

import pytest
from PIL import Image, ImageDraw

from bot import chart
from bot.chart import BAR, BOTTOM, LABELS, MAX_ROWS, RIGHT, ROW, TOP, WIDTH, topic_chart
from bot.views import Reply

SPAN = WIDTH - LABELS - RIGHT


def _image(png: bytes) -> Image.Image:
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    return Image.open(io.BytesIO(png)).convert("RGB")


def _bar_length(image: Image.Image, row: int) -> int:
    """How many pixels of the bar colour the row's middle line has, from the labels' edge on."""
    y = TOP + ROW * row + ROW // 2
    bar = Image.new("RGB", (1, 1), BAR).getpixel((0, 0))
    return sum(image.getpixel((x, y)) == bar for x in range(LABELS, WIDTH))


def test_bars_are_as_long_as_the_scores_and_clamped() -> None:
    rows = [("分布式训练", 0.8), ("CUDA 内核", 0.25), ("over", 1.7), ("under", -0.2), ("none", 0.0)]
    image = _image(topic_chart(rows, "各主题得分率"))
    assert image.size == (WIDTH, TOP + ROW * len(rows) + BOTTOM)
    lengths = [_bar_length(image, row) for row in range(len(rows))]
    for length, share in zip(lengths, (0.8, 0.25, 1.0, 0.0, 0.0), strict=True):
        assert abs(length - SPAN * share) <= 2, (lengths, share)


def test_at_most_twenty_topics_and_long_names_shortened() -> None:
    rows = [(f"a topic with a rather long name number {n}", n / 30) for n in range(30)]
    image = _image(topic_chart(rows, "Score by topic"))
    assert image.size[1] == TOP + ROW * MAX_ROWS + BOTTOM
    labels = image.crop((0, TOP, LABELS - 4, TOP + ROW * MAX_ROWS))
    assert labels.getbbox() is not None  # the names are drawn in their column
    assert image.crop((LABELS - 4, TOP, LABELS - 1, TOP + ROW * MAX_ROWS)).getextrema() == (
        (255, 255),
        (255, 255),
        (255, 255),
    ), "no name runs into the bars"


@pytest.fixture
def no_fonts_installed(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    chart._font.cache_clear()
    monkeypatch.setattr(chart, "_faces", dict)
    yield
    chart._font.cache_clear()


@pytest.mark.usefixtures("no_fonts_installed")
def test_without_a_chinese_font_the_title_is_english_and_the_chart_still_drawn(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    written: list[str] = []
    draw_text = ImageDraw.ImageDraw.text

    def text(self: ImageDraw.ImageDraw, xy: Any, shown: str, *args: Any, **options: Any) -> None:
        written.append(shown)
        draw_text(self, xy, shown, *args, **options)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    font, chinese = chart._font(13)
    assert not chinese and font is not None
    image = _image(topic_chart([("lora", 0.5)], "各主题得分率"))
    assert written[0] == "Score by topic" and "lora" in written and "50%" in written
    assert abs(_bar_length(image, 0) - SPAN * 0.5) <= 2


@pytest.mark.usefixtures("no_fonts_installed")
async def test_without_a_chinese_font_chinese_topics_get_no_chart_rather_than_boxes() -> None:
    assert topic_chart([("分布式训练", 0.5), ("显存估算", 1.0)], "各主题得分率") is None
    reply = Reply("各主题得分率", chart=[("分布式训练", 0.5)])
    assert await reply.photo_bytes() is None
    assert reply.html == "" and reply.chart is None  # nothing left to send: no caption on its own
