"""The per-topic score chart sent after an interview (PNG, matplotlib's object API: no pyplot state,
so it can render in a worker thread while the event loop goes on)."""

from __future__ import annotations

import io
import warnings

from matplotlib import font_manager
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

_CJK_FONTS = (
    "Noto Sans CJK SC",
    "Noto Sans SC",
    "Noto Serif CJK SC",
    "WenQuanYi Zen Hei",
    "Microsoft YaHei",
    "SimHei",
)
# Where no CJK font is installed, Chinese topic names render as boxes rather than warn on every chart.
warnings.filterwarnings("ignore", message=r"Glyph \d+ .*missing from", category=UserWarning)
_families: list[str] | None = None


def _font_family() -> list[str]:
    global _families
    if _families is None:
        available = {font.name for font in font_manager.fontManager.ttflist}
        _families = [name for name in _CJK_FONTS if name in available] + ["DejaVu Sans"]
    return _families


def topic_chart(rows: list[tuple[str, float]], title: str) -> bytes:
    """A horizontal bar chart of score fractions (0–1) per topic, as PNG bytes."""
    rows = rows[:20]
    labels = [label for label, _ in rows][::-1]
    values = [max(0.0, min(1.0, value)) * 100 for _, value in rows][::-1]
    height = 0.4 * len(labels) + 1.0
    figure = Figure(figsize=(6, height), dpi=80)
    FigureCanvasAgg(figure)
    figure.subplots_adjust(left=0.32, right=0.9, top=1 - 0.5 / height, bottom=0.45 / height)
    axes = figure.add_subplot()
    family = _font_family()
    if len(family) == 1 and not title.isascii():  # no CJK font here: an English title, not boxes
        title = "Score by topic"
    bars = axes.barh(range(len(labels)), values, color="#4c8bf5")
    axes.set_yticks(range(len(labels)), labels, fontfamily=family)
    axes.set_xlim(0, 100)
    axes.set_title(title, fontfamily=family)
    axes.bar_label(bars, labels=[f"{v:.0f}%" for v in values], padding=3)
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png")
    return buffer.getvalue()
