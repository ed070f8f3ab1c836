"""Transcript renderings: Markdown, CSV, and a self-contained HTML report with a per-topic chart.

Markdown and HTML speak the session's language (simplified Chinese by default, English on request);
CSV keeps English column names, since it is read by programs and spreadsheets. The HTML page runs no
script at all: bank text and answers go through the sanitising renderer (``richtext``), and the
page's one ``<style>`` block is allowed by its hash in ``HTML_CSP``, not by ``'unsafe-inline'``.
"""

from __future__ import annotations

import base64
import hashlib
import html

from api import schemas
from api.catalogue import erratum_text
from api.services.reports._charts import topic_bars
from api.services.reports._render_flags import (
    flag_line,
    flags_cell,
    order_note,
    summary_heading,
    summary_text,
)
from api.services.reports._render_parts import (
    distinct_related,
    field_text,
    in_language,
    points_text,
    stamp,
    status_text,
    type_text,
    verdict_text,
)
from api.services.reports._richtext import markdown_html
from api.services.reports._spreadsheet import csv_text

CSV_FIELDS = [
    "position",
    "question_id",
    "type",
    "topics",
    "stem",
    "key",
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
    "original_verdict",
    "original_score",
    "errata",
    "flags",
    "option_order",
    "session_theta",  # the session's ability, the same on every row (blank until it has one)
    "session_se",
    "ability_scale",
]
_LABELS: dict[str, dict[str, str]] = {
    "interview": {"zh": "面试", "en": "Interview"},
    "practice": {"zh": "练习", "en": "Practice"},
    "session": {"zh": "会话", "en": "session"},
    "mode": {"zh": "模式", "en": "mode"},
    "status": {"zh": "状态", "en": "status"},
    "time_multiplier": {
        "zh": "时间倍数 {multiplier}×（便利安排）：每题与总时限均已按此放宽",
        "en": "time multiplier {multiplier}× (accommodation): every time limit was scaled by it",
    },
    "per_question": {"zh": "每题", "en": "per question"},
    "total_time": {"zh": "总时长", "en": "total"},
    "candidate": {"zh": "候选人", "en": "candidate"},
    "pseudonymised": {"zh": "（已化名）", "en": " (pseudonymised)"},
    "opened": {"zh": "打开", "en": "opened"},
    "started": {"zh": "开始", "en": "started"},
    "finished": {"zh": "结束", "en": "finished"},
    "answered": {"zh": "已答 {answered} / {total} 题", "en": "answered {answered} of {total}"},
    "score": {"zh": "得分率", "en": "score"},
    "ability": {"zh": "能力 θ", "en": "ability θ"},
    "topic": {"zh": "主题", "en": "topic"},
    "questions": {"zh": "题数", "en": "questions"},
    "points": {"zh": "分值", "en": "points"},
    "awarded": {"zh": "得分", "en": "awarded"},
    "per_topic": {"zh": "各主题得分", "en": "Per topic"},
    "answers": {"zh": "作答", "en": "Answers"},
    "answer": {"zh": "回答", "en": "Answer"},
    "no_answer": {"zh": "（未作答）", "en": "(no answer)"},
    "hints": {"zh": "提示", "en": "hints"},
    "time": {"zh": "用时", "en": "time"},
    "skipped": {"zh": "已跳过", "en": "skipped"},
    "timed_out": {"zh": "超时", "en": "timed out"},
    "key": {"zh": "答案", "en": "Key"},
    "erratum": {"zh": "勘误", "en": "erratum"},
    "regraded": {
        "zh": "答案更正后已重新评分；原评分：",
        "en": "Regraded after a correction; original grade:",
    },
    "related": {"zh": "相关", "en": "related"},
    "chart": {"zh": "各主题得分率", "en": "Score by topic"},
}


def _t(label: str, language: str, **values: object) -> str:
    return in_language(_LABELS[label], language).format(**values)


def original_grade(g: schemas.GradeOut, language: str) -> str:
    """The first grade of an answer a key correction regraded."""
    return f"{verdict_text(g.verdict, language)}, {_fmt(g.score)} ({g.points_awarded:g}/{g.points:g})"


def regrade_note(a: schemas.TranscriptAnswer, language: str) -> str:
    return f"{_t('regraded', language)} {original_grade(a.original, language)}" if a.original else ""


def _fmt(value: float | None, pattern: str = "{:.0%}") -> str:
    return "—" if value is None else pattern.format(value)


def _score_line(s: schemas.SessionSummary) -> str:
    lang = s.language
    total = "—" if s.points is None else points_text(s.points, lang)
    line = f"{_t('score', lang)}: {_fmt(s.score)} ({_fmt(s.points_awarded, '{:g}')} / {total})"
    if s.ability is None:
        return line
    ability = s.ability
    return f"{line}; {_t('ability', lang)}: {ability.theta:+.2f} ± {ability.se:.2f} ({ability.scale})"


def _title(s: schemas.SessionSummary) -> str:
    return s.title or _t(s.mode, s.language)


def _answer_facts(a: schemas.TranscriptAnswer, language: str) -> str:
    facts = [
        f"{_t('score', language)} {_fmt(a.score)}",
        f"{_t('hints', language)} {a.hints_used}",
        f"{_t('time', language)} {a.time_taken_ms / 1000:.1f} s",
    ]
    facts += [_t(flag, language) for flag, on in (("skipped", a.skipped), ("timed_out", a.timed_out)) if on]
    return "; ".join(facts)


# --- Markdown -------------------------------------------------------------------------------------


def multiplier_note(s: schemas.SessionSummary) -> str:
    """What the transcript says about an accommodation (the limits shown are already scaled)."""
    limits = [
        f"{_t(name, s.language)} {value} s"
        for name, value in (("per_question", s.time_limit_s), ("total_time", s.total_time_limit_s))
        if value is not None
    ]
    text = _t("time_multiplier", s.language, multiplier=f"{s.time_multiplier:g}")
    return f"{text}: {', '.join(limits)}" if limits else text


def candidate_label(s: schemas.SessionSummary) -> str:
    """The candidate's id, said to be a pseudonym when it is one."""
    return f"{s.candidate_id}{_t('pseudonymised', s.language) if s.pseudonymised_at else ''}"


def transcript_markdown(t: schemas.Transcript) -> str:
    s, lang = t.session, t.session.language
    when = {k: stamp(v) for k, v in (("s", s.started_at), ("f", s.finished_at))}
    lines = [
        f"# {_title(s)} — {_t('session', lang)} {s.id}",
        "",
        f"- {_t('mode', lang)}: {_t(s.mode, lang)}; {_t('status', lang)}: {status_text(s.status, lang)}; "
        f"{_t('candidate', lang)}: {candidate_label(s)}",
        f"- {_t('opened', lang)}: {stamp(s.created_at)}; {_t('started', lang)}: {when['s']}; "
        f"{_t('finished', lang)}: {when['f']}",
        f"- {_t('answered', lang, answered=s.answered, total=s.total)}; {_score_line(s)}",
        *([f"- {multiplier_note(s)}"] if s.time_multiplier != 1 else []),
        *([f"- {summary_heading(lang)}: {summary_text(s.flags, lang)}"] if s.flags else []),
        "",
    ]
    if s.per_topic:
        head = [_t(k, lang) for k in ("topic", "questions", "points", "awarded", "score")]
        lines += ["| " + " | ".join(head) + " |", "|---|---|---|---|---|"]
        lines += [
            f"| {p.topic} | {p.questions} | {p.points:g} | {p.points_awarded:g} | {_fmt(p.score)} |"
            for p in s.per_topic
        ]
        lines.append("")
    for a in t.answers:
        q = a.question
        points = points_text(a.points or 0, lang)
        kind = type_text(q.type, lang) if q else "?"
        lines += [f"## {a.position + 1}. {a.question_id} ({kind}, {points})", ""]
        if q is not None:
            lines += [q.stem.strip(), ""]
            if q.options:
                lines += [f"- {label}. {text}" for label, text in q.options.items()]
                lines += [f"- {order_note(q, lang)}"] if q.option_order else []
                lines.append("")
        answer = a.answer.replace("\r\n", "\n").replace("\r", "\n").replace("\n", "\n> ")
        lines += [f"> {answer}" if a.answer else f"> _{_t('no_answer', lang)}_", ""]
        lines.append(f"**{verdict_text(a.verdict, lang)}** — {_answer_facts(a, lang)}")
        if a.flags:
            lines += ["", *(f"- {flag_line(f, lang)}" for f in a.flags)]
        if a.rationale:
            lines += ["", a.rationale]
        if a.original is not None:
            lines += ["", regrade_note(a, lang)]
            lines += [
                f"- {_t('erratum', lang)} ({field_text(x.field, lang)}): {erratum_text(x.source, lang)} → "
                f"{erratum_text(x.corrected, lang)}: "
                f"{x.problem} — {x.justification}"
                for x in a.errata
            ]
        if a.explanation is not None:
            lines += ["", f"{_t('key', lang)}: {a.explanation.key}", "", a.explanation.explanation.strip()]
            lines += [
                f"- {_t('erratum', lang)}: {erratum_text(e.corrected, lang)} ({e.justification})"
                for e in a.explanation.errata
            ]
            lines += [
                f"- {_t('related', lang)} [{r.question_id}]: {r.title}"
                for r in distinct_related(a.explanation)
            ]
        lines.append("")
    return "\n".join(lines)


# --- CSV ------------------------------------------------------------------------------------------


def transcript_csv(t: schemas.Transcript) -> str:
    """One header row, then exactly one row per recorded answer (``csv_text``: every field quoted, so no
    answer can split a row, and no cell runs as a formula)."""
    rows = []
    for a in t.answers:
        q = a.question
        row: dict[str, object] = {
            "position": a.position + 1,
            "question_id": a.question_id,
            "type": q.type if q else "",
            "topics": "; ".join(q.topics) if q else "",
            "stem": q.stem.strip() if q else "",
            "key": a.explanation.key if a.explanation is not None else "",
            "answer": a.answer,
            "verdict": a.verdict or "",
            "score": a.score,
            "points": a.points,
            "points_awarded": a.points_awarded,
            "rationale": a.rationale,
            "hints_used": a.hints_used,
            "skipped": a.skipped,
            "timed_out": a.timed_out,
            "shown_at": a.shown_at.isoformat(timespec="seconds"),
            "answered_at": a.answered_at.isoformat(timespec="seconds"),
            "time_taken_ms": a.time_taken_ms,
            "session_theta": t.session.ability.theta if t.session.ability else "",
            "session_se": t.session.ability.se if t.session.ability else "",
            "ability_scale": t.session.ability.scale if t.session.ability else "",
            "original_verdict": a.original.verdict if a.original else "",
            "original_score": a.original.score if a.original else "",
            "errata": "; ".join(
                f"{e.field}: {e.source} -> {e.corrected} ({e.justification})" for e in a.errata
            ),
            "flags": flags_cell(a.flags),
            "option_order": "".join(q.option_order) if q and q.option_order else "",
        }
        rows.append(row)
    return csv_text(CSV_FIELDS, rows)


# --- HTML -----------------------------------------------------------------------------------------

STYLE = (
    "body{font-family:system-ui,sans-serif;max-width:900px;margin:2em auto;padding:0 1em}"
    "pre{white-space:pre-wrap;background:#f5f5f5;padding:.5em}"
    ".correct{color:#15803d}.incorrect,.invalid{color:#b91c1c}.partial{color:#b45309}.ungraded{color:#6b7280}"
    "table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:.2em .6em}"
    ".erratum{color:#92400e}.flags{color:#9a3412}.chart{display:block;max-width:36em}"
)
_STYLE_HASH = base64.b64encode(hashlib.sha256(STYLE.encode()).digest()).decode()
# No script may run; the chart is inline SVG (presentation attributes only); the one style block is
# allowed by hash.
HTML_CSP = (
    f"default-src 'none'; img-src data:; style-src 'sha256-{_STYLE_HASH}'; "
    "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)


def _html_explanation(explanation: schemas.Explanation, lang: str) -> str:
    e = html.escape
    errata = "".join(
        f"<li class=erratum>{e(_t('erratum', lang))}: {e(field_text(x.field, lang))} "
        f"{e(erratum_text(x.source, lang))} → <b>{e(erratum_text(x.corrected, lang))}</b>"
        f"{markdown_html(x.justification)}</li>"
        for x in explanation.errata
    )
    related = "".join(
        f"<li>{e(_t('related', lang))} [{e(r.question_id)}] {e(r.title)}</li>"
        for r in distinct_related(explanation)
    )
    return (
        f"<details><summary>{e(_t('key', lang))}: {e(explanation.key)}</summary>"
        f"{markdown_html(explanation.explanation)}{markdown_html(explanation.tailored or '')}"
        f"{f'<ul>{errata}</ul>' if errata else ''}{f'<ul>{related}</ul>' if related else ''}</details>"
    )


def _html_regrade(a: schemas.TranscriptAnswer, lang: str) -> str:
    if a.original is None:
        return ""
    e = html.escape
    errata = "".join(
        f"<li class=erratum>{e(field_text(x.field, lang))}: {e(erratum_text(x.source, lang))} → "
        f"<b>{e(erratum_text(x.corrected, lang))}</b> — "
        f"{e(x.problem)}"
        f"{markdown_html(x.justification)}</li>"
        for x in a.errata
    )
    return f"<p class=erratum>{e(regrade_note(a, lang))}</p><ul>{errata}</ul>"


def _html_flags(a: schemas.TranscriptAnswer, lang: str) -> str:
    if not a.flags:
        return ""
    return (
        "<ul class=flags>" + "".join(f"<li>{html.escape(flag_line(f, lang))}</li>" for f in a.flags) + "</ul>"
    )


def _html_answer(a: schemas.TranscriptAnswer, lang: str) -> str:
    e = html.escape
    q = a.question
    options = (
        "<ul>" + "".join(f"<li>{e(k)}. {e(v)}</li>" for k, v in q.options.items()) + "</ul>"
        if q is not None and q.options
        else ""
    ) + (f"<p class=flags>{e(order_note(q, lang))}</p>" if q is not None and q.option_order else "")
    verdict = a.verdict or "hidden"
    kind = type_text(q.type, lang) if q else "?"
    typed = f"<pre>{e(a.answer)}</pre>" if a.answer else f"<p><i>{e(_t('no_answer', lang))}</i></p>"
    return (
        f"<section><h3>{a.position + 1}. {e(a.question_id)} "
        f"<small>({e(kind)}, {e(points_text(a.points or 0, lang))})</small></h3>"
        f"{markdown_html(q.stem.strip()) if q else ''}{options}"
        f"<p><b>{e(_t('answer', lang))}:</b></p>{typed}"
        f"<p class={e(verdict)}><b>{e(verdict_text(verdict, lang))}</b> · {e(_answer_facts(a, lang))}</p>"
        f"{_html_flags(a, lang)}{markdown_html(a.rationale or '')}{_html_regrade(a, lang)}"
        f"{_html_explanation(a.explanation, lang) if a.explanation is not None else ''}</section>"
    )


def transcript_html(t: schemas.Transcript) -> str:
    s, lang = t.session, t.session.language
    e = html.escape
    image = topic_bars([(p.topic, p.score) for p in s.per_topic], _t("chart", lang)) if s.per_topic else ""
    head = "".join(f"<th>{e(_t(k, lang))}</th>" for k in ("topic", "questions", "points", "score"))
    topics = "".join(
        f"<tr><td>{e(p.topic)}</td><td>{p.questions}</td><td>{p.points_awarded:g}/{p.points:g}</td>"
        f"<td>{_fmt(p.score)}</td></tr>"
        for p in s.per_topic
    )
    table = f"<table><tr>{head}</tr>{topics}</table>" if topics else ""
    answers = "".join(_html_answer(a, lang) for a in t.answers)
    return f"""<!doctype html>
<html lang="{e(s.language)}"><head><meta charset="utf-8">
<meta name="referrer" content="no-referrer">
<title>{e(_title(s))} — {e(s.id)}</title>
<style>{STYLE}</style></head><body>
<h1>{e(_title(s))} — {e(s.id)}</h1>
<p>{e(_t("status", lang))} {e(status_text(s.status, lang))} ·
{e(_t("candidate", lang))} {e(candidate_label(s))} ·
{e(_t("answered", lang, answered=s.answered, total=s.total))} · {e(_score_line(s))}</p>
{f"<p>{e(multiplier_note(s))}</p>" if s.time_multiplier != 1 else ""}
{f"<p class=flags>{e(summary_heading(lang))}: {e(summary_text(s.flags, lang))}</p>" if s.flags else ""}
<h2>{e(_t("per_topic", lang))}</h2>{image}{table}
<h2>{e(_t("answers", lang))}</h2>{answers}
</body></html>
"""
