"""Transcript renderings: Markdown, CSV, and a self-contained HTML report with a per-topic chart."""

from __future__ import annotations

import base64
import csv
import html
import io

from api import schemas

CSV_FIELDS = [
    "position",
    "question_id",
    "type",
    "stem",
    "answer",
    "verdict",
    "score",
    "points",
    "points_awarded",
    "rationale",
    "hints_used",
    "skipped",
    "timed_out",
    "shown_at",
    "answered_at",
    "time_taken_ms",
]


def _fmt(value: float | None, pattern: str = "{:.0%}") -> str:
    return "—" if value is None else pattern.format(value)


def render_markdown(t: schemas.Transcript) -> str:
    s = t.session
    lines = [
        f"# {s.title or ('Interview' if s.mode == 'interview' else 'Practice')} — session {s.id}",
        "",
        f"- mode: {s.mode}; status: {s.status}; candidate: {s.candidate_id}",
        f"- opened: {s.created_at.isoformat()}; "
        f"started: {s.started_at.isoformat() if s.started_at else '—'}; "
        f"finished: {s.finished_at.isoformat() if s.finished_at else '—'}",
        f"- answered {s.answered} of {s.total}; score: {_fmt(s.score)} "
        f"({_fmt(s.points_awarded, '{:g}')} / {_fmt(s.points, '{:g}')} points)",
        "",
    ]
    if s.per_topic:
        lines += ["| topic | questions | points | awarded | score |", "|---|---|---|---|---|"]
        lines += [
            f"| {p.topic} | {p.questions} | {p.points:g} | {p.points_awarded:g} | {p.score:.0%} |"
            for p in s.per_topic
        ]
        lines.append("")
    for a in t.answers:
        q = a.question
        lines += [f"## {a.position + 1}. {a.question_id} ({q.type if q else '?'}, {a.points:g} points)", ""]
        if q is not None:
            lines += [q.stem.strip(), ""]
            lines += [f"- {label}. {text}" for label, text in q.options.items()]
            lines.append("")
        answer = a.answer.replace("\n", "\n> ")
        lines += [f"> {answer}" if a.answer else "> _(no answer)_", ""]
        flags = [f for f, on in (("skipped", a.skipped), ("timed out", a.timed_out)) if on]
        lines.append(
            f"**{a.verdict or 'hidden'}** — score {_fmt(a.score)}; hints {a.hints_used}; "
            f"time {a.time_taken_ms / 1000:.1f} s{'; ' + ', '.join(flags) if flags else ''}"
        )
        if a.rationale:
            lines += ["", a.rationale]
        if a.explanation is not None:
            lines += ["", f"Key: {a.explanation.key}", "", a.explanation.explanation.strip()]
            lines += [f"- erratum: {e.corrected} ({e.justification})" for e in a.explanation.errata]
            lines += [f"- related [{r.question_id}]: {r.title}" for r in a.explanation.related]
        lines.append("")
    return "\n".join(lines)


def render_csv(t: schemas.Transcript) -> str:
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=CSV_FIELDS, lineterminator="\n")
    writer.writeheader()
    for a in t.answers:
        writer.writerow(
            {
                "position": a.position + 1,
                "question_id": a.question_id,
                "type": a.question.type if a.question else "",
                "stem": a.question.stem.strip() if a.question else "",
                "answer": a.answer,
                "verdict": a.verdict or "",
                "score": "" if a.score is None else a.score,
                "points": a.points,
                "points_awarded": "" if a.points_awarded is None else a.points_awarded,
                "rationale": a.rationale or "",
                "hints_used": a.hints_used,
                "skipped": a.skipped,
                "timed_out": a.timed_out,
                "shown_at": a.shown_at.isoformat(),
                "answered_at": a.answered_at.isoformat(),
                "time_taken_ms": a.time_taken_ms,
            }
        )
    return buffer.getvalue()


def topic_chart_png(per_topic: list[schemas.TopicScore]) -> bytes:
    """A horizontal bar chart of per-topic scores (Agg, no pyplot state: safe in threads)."""
    from matplotlib.figure import Figure

    height = 1.2 + 0.35 * max(1, len(per_topic))
    figure = Figure(figsize=(6.5, height), dpi=100)
    axes = figure.add_subplot()
    names = [p.topic for p in per_topic] or ["—"]
    values = [p.score * 100 for p in per_topic] or [0]
    axes.barh(names, values, color="#3b82f6")
    axes.set_xlim(0, 100)
    axes.set_xlabel("score (%)")
    axes.invert_yaxis()
    figure.tight_layout()
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png")
    return buffer.getvalue()


def render_html(t: schemas.Transcript) -> str:
    s = t.session
    e = html.escape
    chart = base64.b64encode(topic_chart_png(s.per_topic)).decode() if s.per_topic else ""
    rows = []
    for a in t.answers:
        q = a.question
        options = "".join(f"<li>{e(k)}. {e(v)}</li>" for k, v in (q.options.items() if q else []))
        explanation = ""
        if a.explanation is not None:
            related = "".join(f"<li>[{e(r.question_id)}] {e(r.title)}</li>" for r in a.explanation.related)
            explanation = (
                f"<details><summary>Key: {e(a.explanation.key)}</summary>"
                f"<p>{e(a.explanation.explanation)}</p>"
                f"<ul>{related}</ul></details>"
            )
        verdict = e(a.verdict or "hidden")
        rows.append(
            f"<section><h3>{a.position + 1}. {e(a.question_id)}</h3>"
            f"<pre class=stem>{e(q.stem.strip()) if q else ''}</pre><ul>{options}</ul>"
            f"<p><b>Answer:</b></p><pre>{e(a.answer) or '<i>(none)</i>'}</pre>"
            f"<p class='{verdict}'><b>{verdict}</b> · score {_fmt(a.score)} · "
            f"hints {a.hints_used} · {a.time_taken_ms / 1000:.1f} s"
            f"{' · skipped' if a.skipped else ''}{' · timed out' if a.timed_out else ''}</p>"
            f"<p>{e(a.rationale or '')}</p>{explanation}</section>"
        )
    topics = "".join(
        f"<tr><td>{e(p.topic)}</td><td>{p.questions}</td><td>{p.points_awarded:g}/{p.points:g}</td>"
        f"<td>{p.score:.0%}</td></tr>"
        for p in s.per_topic
    )
    image = f'<img alt="per-topic scores" src="data:image/png;base64,{chart}">' if chart else ""
    return f"""<!doctype html>
<html lang="{e(s.language)}"><head><meta charset="utf-8">
<title>Session {e(s.id)}</title>
<style>body{{font-family:system-ui,sans-serif;max-width:900px;margin:2em auto;padding:0 1em}}
pre{{white-space:pre-wrap;background:#f5f5f5;padding:.5em}} .correct{{color:#15803d}}
.incorrect,.invalid{{color:#b91c1c}} .partial{{color:#b45309}} table{{border-collapse:collapse}}
td,th{{border:1px solid #ddd;padding:.2em .6em}}</style></head><body>
<h1>{e(s.title or s.mode.title())} — {e(s.id)}</h1>
<p>Status {e(s.status)} · candidate {s.candidate_id} · answered {s.answered}/{s.total} ·
score <b>{_fmt(s.score)}</b> ({_fmt(s.points_awarded, "{:g}")}/{_fmt(s.points, "{:g}")} points)</p>
<h2>Per topic</h2>{image}
<table><tr><th>topic</th><th>questions</th><th>points</th><th>score</th></tr>{topics}</table>
<h2>Answers</h2>{"".join(rows)}
</body></html>
"""
