"""The per-topic score chart sent after an interview (PNG, matplotlib, no display needed)."""

from __future__ import annotations

import io
import warnings

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt
from matplotlib import font_manager

_CJK_FONTS = ("Noto Sans CJK SC", "Noto Sans SC", "WenQuanYi Zen Hei", "Microsoft YaHei", "SimHei")


def _font_family() -> list[str]:
    available = {font.name for font in font_manager.fontManager.ttflist}
    return [name for name in _CJK_FONTS if name in available] + ["DejaVu Sans"]


def topic_chart(rows: list[tuple[str, float]], title: str) -> bytes:
    """A horizontal bar chart of score fractions (0–1) per topic, as PNG bytes."""
    labels = [label for label, _ in rows][:20]
    values = [max(0.0, min(1.0, value)) * 100 for _, value in rows][:20]
    with (
        warnings.catch_warnings(),
        plt.rc_context({"font.family": _font_family(), "axes.unicode_minus": False}),
    ):
        warnings.simplefilter("ignore", UserWarning)  # glyphs missing where no CJK font is installed
        figure, axes = plt.subplots(figsize=(6, 0.45 * len(labels) + 1.2), dpi=100)
        try:
            bars = axes.barh(labels[::-1], values[::-1], color="#4c8bf5")
            axes.set_xlim(0, 100)
            axes.set_xlabel("%")
            axes.set_title(title)
            axes.bar_label(bars, fmt="%.0f%%", padding=3)
            figure.tight_layout()
            buffer = io.BytesIO()
            figure.savefig(buffer, format="png")
        finally:
            plt.close(figure)
    return buffer.getvalue()
