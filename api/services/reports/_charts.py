"""Charts as inline SVG drawn on the server: no script, presentation attributes only (the CSP allows no
inline style or script), readable by screen readers through ``role="img"`` and a title."""

from __future__ import annotations

from html import escape

from markupsafe import Markup

BAR = "#2563eb"
GRID = "#d4d4d8"
TEXT = "#27272a"


def topic_bars(rows: list[tuple[str, float | None]], label: str) -> Markup:
    """Horizontal bars, one per (topic, score 0–1); a topic with no score (no point of it counts) has
    no bar, and "—" for its figure."""
    row_h, label_w, bar_w = 26, 150, 300
    height = 24 + row_h * max(1, len(rows))
    parts = [
        f'<svg class="chart" viewBox="0 0 {label_w + bar_w + 60} {height}" role="img" '
        f'aria-label="{escape(label)}" xmlns="http://www.w3.org/2000/svg"><title>{escape(label)}</title>'
    ]
    for tick in (0, 0.5, 1):
        x = label_w + bar_w * tick
        parts.append(f'<line x1="{x}" y1="0" x2="{x}" y2="{height - 18}" stroke="{GRID}"/>')
        parts.append(
            f'<text x="{x}" y="{height - 4}" font-size="11" text-anchor="middle" fill="{TEXT}">'
            f"{int(tick * 100)}%</text>"
        )
    for i, (name, shown) in enumerate(rows):
        y = 4 + i * row_h
        score = 0.0 if shown is None else shown
        figure = "—" if shown is None else f"{score:.0%}"
        parts.append(
            f'<text x="{label_w - 6}" y="{y + 15}" font-size="12" text-anchor="end" fill="{TEXT}">'
            f"{escape(name[:24])}</text>"
        )
        parts.append(
            f'<rect x="{label_w}" y="{y + 3}" width="{bar_w * max(0.0, min(score, 1.0)):.1f}" '
            f'height="16" fill="{BAR}"><title>{escape(name)}: {figure}</title></rect>'
        )
        parts.append(
            f'<text x="{label_w + bar_w * min(score, 1.0) + 4:.1f}" y="{y + 15}" font-size="11" '
            f'fill="{TEXT}">{figure}</text>'
        )
    parts.append("</svg>")
    return Markup("".join(parts))


def histogram(scores: list[float], label: str, bins: int = 10) -> Markup:
    """Counts of scores in ``bins`` equal bins over 0–100%."""
    counts = [0] * bins
    for score in scores:
        counts[min(bins - 1, max(0, int(score * bins)))] += 1
    most = max(counts)
    top = most or 1  # the bars' scale; the axis says the count itself (0 before any session is over)
    width, height, left, bottom = 420, 180, 30, 24
    step = (width - left) / bins
    parts = [
        f'<svg class="chart" viewBox="0 0 {width} {height}" role="img" aria-label="{escape(label)}" '
        f'xmlns="http://www.w3.org/2000/svg"><title>{escape(label)}</title>',
        f'<line x1="{left}" y1="{height - bottom}" x2="{width}" y2="{height - bottom}" stroke="{GRID}"/>',
        f'<text x="4" y="14" font-size="11" fill="{TEXT}">{most}</text>',
    ]
    for i, count in enumerate(counts):
        bar_h = (height - bottom - 20) * count / top
        x = left + i * step
        low, high = i * 100 // bins, (i + 1) * 100 // bins
        parts.append(
            f'<rect x="{x + 2:.1f}" y="{height - bottom - bar_h:.1f}" width="{step - 4:.1f}" '
            f'height="{bar_h:.1f}" fill="{BAR}"><title>{low}–{high}%: {count}</title></rect>'
        )
        parts.append(
            f'<text x="{x + step / 2:.1f}" y="{height - 8}" font-size="10" text-anchor="middle" '
            f'fill="{TEXT}">{low}</text>'
        )
    parts.append("</svg>")
    return Markup("".join(parts))
