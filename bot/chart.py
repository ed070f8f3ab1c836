"""The per-topic score chart sent after an interview: a PNG drawn with Pillow (Telegram shows images,
not SVG). It is drawn in a worker thread; Pillow draws and encodes it in a few milliseconds, where a
plotting library's layout engine took tens of milliseconds of CPU for each candidate's chart."""

from __future__ import annotations

import functools
import io
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

# Chinese first (the candidate's text is simplified Chinese by default); DejaVu for Latin-only systems.
_FAMILIES = (
    "Noto Sans CJK SC",
    "Noto Sans SC",
    "Noto Serif CJK SC",
    "WenQuanYi Zen Hei",
    "Microsoft YaHei",
    "SimHei",
)
_LATIN = "DejaVu Sans"
_FONT_DIRS = (Path("/usr/share/fonts"), Path("/usr/local/share/fonts"), Path.home() / ".fonts")
_HINTS = ("cjk", "sc", "wqy", "zenhei", "yahei", "simhei", "dejavusans")  # file names worth opening

BAR, GRID, TEXT, BACKGROUND = "#4c8bf5", "#d4d4d8", "#27272a", "#ffffff"
WIDTH, LABELS, RIGHT, ROW, TOP, BOTTOM = 480, 150, 54, 30, 44, 30
MAX_ROWS = 20


@functools.cache
def _faces() -> dict[str, tuple[Path, int]]:
    """The installed faces of the families above: name → (file, index in a collection)."""
    wanted = {*_FAMILIES, _LATIN}
    found: dict[str, tuple[Path, int]] = {}
    for folder in _FONT_DIRS:
        if not folder.is_dir():
            continue
        for path in sorted(folder.rglob("*")):
            if path.suffix.lower() not in (".ttf", ".ttc", ".otf") or not any(
                hint in path.name.lower().replace("-", "") for hint in _HINTS
            ):
                continue
            for index in range(8 if path.suffix.lower() == ".ttc" else 1):
                try:
                    family, style = ImageFont.truetype(str(path), 12, index=index).getname()
                except OSError:
                    break
                if family in wanted and style in ("Regular", "Book") and family not in found:
                    found[family] = (path, index)
    return found


@functools.cache
def _font(size: int) -> tuple[ImageFont.FreeTypeFont | ImageFont.ImageFont, bool]:
    """A font of ``size`` px and whether it has Chinese glyphs (else Pillow's own Latin font)."""
    faces = _faces()
    for family in (*_FAMILIES, _LATIN):
        if family in faces:
            path, index = faces[family]
            return ImageFont.truetype(str(path), size, index=index), family != _LATIN
    return ImageFont.load_default(size), False


def topic_chart(rows: list[tuple[str, float]], title: str) -> bytes | None:
    """A horizontal bar chart of score fractions (0–1) per topic, as PNG bytes; None when its topics
    cannot be drawn readably (Chinese names and no Chinese font: boxes), the text summary naming them
    already. The image installs a Chinese font (deploy/Dockerfile)."""
    rows = rows[:MAX_ROWS]
    label_font, chinese = _font(13)
    title_font, _ = _font(15)
    if not chinese and not all(label.isascii() for label, _ in rows):
        return None
    if not chinese and not title.isascii():  # no Chinese font here: an English title, not boxes
        title = "Score by topic"
    height = TOP + ROW * max(1, len(rows)) + BOTTOM
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    span = WIDTH - LABELS - RIGHT
    draw.text((WIDTH / 2, TOP / 2), title, font=title_font, fill=TEXT, anchor="mm")
    for tick in (0, 50, 100):
        x = LABELS + span * tick / 100
        draw.line([(x, TOP - 4), (x, height - BOTTOM)], fill=GRID)
        draw.text((x, height - BOTTOM / 2), f"{tick}%", font=label_font, fill=TEXT, anchor="mm")
    for number, (label, value) in enumerate(rows):
        share = max(0.0, min(1.0, value))
        middle = TOP + ROW * number + ROW / 2
        shown = _fit(draw, label, label_font)
        draw.text((LABELS - 8, middle), shown, font=label_font, fill=TEXT, anchor="rm")
        end = LABELS + span * share
        if share > 0:
            draw.rectangle([(LABELS, middle - 9), (end, middle + 9)], fill=BAR)
        draw.text((end + 4, middle), f"{share * 100:.0f}%", font=label_font, fill=TEXT, anchor="lm")
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return buffer.getvalue()


def _fit(draw: ImageDraw.ImageDraw, label: str, font: ImageFont.FreeTypeFont | ImageFont.ImageFont) -> str:
    """``label`` shortened with an ellipsis to the width of the labels' column."""
    if draw.textlength(label, font=font) <= LABELS - 12:
        return label
    while label and draw.textlength(label + "…", font=font) > LABELS - 12:
        label = label[:-1]
    return label + "…"
