"""The end of a session as the candidate reads it: the score, every question by name with its verdict,
the score per topic (each question counted once, under its first topic, in the candidate's language),
a chart, a button for all the explanations at once and one to practise the weakest topic next. Pure,
like ``bot/views.py`` it builds on."""

from __future__ import annotations

from dataclasses import dataclass

from api.schemas import CurrentQuestion, SessionSummary, Transcript, TranscriptAnswer
from bot.keyboards import Button, ExplainAllCb, Keyboard, PracticeCb
from bot.render import POSITION_BASE, escape, number, pack, plain
from bot.texts import t
from bot.topics import topic_name
from bot.verdicts import VERDICT_MARKS, explanation_head, points_text, takeaway
from bot.views import Reply, duration

NAME_MAX = 24  # a question named in the recap by the start of its stem


@dataclass(frozen=True)
class TopicShare:
    topic: str
    points_awarded: float
    points: float

    @property
    def score(self) -> float:
        return self.points_awarded / self.points if self.points else 0.0


def question_name(entry: TranscriptAnswer) -> str:
    stem = " ".join(plain(entry.question.stem).split()) if entry.question is not None else ""
    return stem if len(stem) <= NAME_MAX else stem[: NAME_MAX - 1].rstrip() + "…"


def _mark(entry: TranscriptAnswer, lang: str) -> str:
    if entry.timed_out:
        return t(lang, "recap_late")
    if entry.skipped:
        return t(lang, "recap_skipped")
    if entry.verdict is None:
        return t(lang, "recap_answered")
    if entry.verdict in VERDICT_MARKS or entry.verdict == "ungraded":
        return t(lang, f"recap_{entry.verdict}")
    return t(lang, "recap_incorrect")


def _listed(transcript: Transcript) -> int:
    """How many questions the recap lists: an interview's every one (those the session ended before are
    "not reached"); a practice's only those shown — the one on screen when it was stopped among them,
    none it never showed."""
    session = transcript.session
    answered = [entry.position + 1 for entry in transcript.answers]
    if session.mode != "practice":
        return max([session.total, *answered])
    return max([min(_on_screen(transcript) + 1, session.total), *answered])


def _on_screen(transcript: Transcript) -> int:
    """The position of the question on screen when the session ended (-1: none, it never began)."""
    session = transcript.session
    return session.position if session.started_at is not None else -1


def recap_lines(transcript: Transcript | None, lang: str) -> list[str]:
    """Every question listed (:func:`_listed`), in order and by name: its verdict (or just "answered"
    when grades are hidden), late or skipped, with the time taken; "not answered" for a practice's
    question left on screen, "not reached" for those an interview ended before (the one on screen when
    its time ran out was reached: "not answered")."""
    if transcript is None:
        return []
    by_position = {entry.position: entry for entry in transcript.answers}
    total = _listed(transcript)
    if not total:
        return []
    practice = transcript.session.mode == "practice"
    on_screen = _on_screen(transcript)
    lines = [t(lang, "recap_title")]
    for position in range(POSITION_BASE, POSITION_BASE + total):
        entry = by_position.get(position)
        if entry is None:
            shown = practice or position == on_screen
            lines.append(t(lang, "recap_unanswered" if shown else "recap_unreached", n=number(position)))
            continue
        took = duration(entry.time_taken_ms / 1000, lang)
        name = question_name(entry)
        lines.append(t(lang, "recap_line", n=number(position), mark=_mark(entry, lang), name=name, took=took))
    return lines


def topic_shares(transcript: Transcript | None, report: SessionSummary) -> list[TopicShare]:
    """Points per topic, each question counted once (under its first topic), so the topics add up to
    the total; disputed (ungraded) questions count nowhere, as in the total. Without the transcript,
    the report's own rows."""
    if transcript is None:
        return [
            TopicShare(row.topic, row.points_awarded, row.points) for row in report.per_topic if row.points
        ]
    sums: dict[str, list[float]] = {}
    for entry in transcript.answers:
        if entry.question is None or not entry.question.topics or not entry.points:  # counts nowhere
            continue
        if entry.verdict in ("ungraded", None) and not (entry.skipped or entry.timed_out):
            continue
        shares = sums.setdefault(entry.question.topics[0], [0.0, 0.0])
        shares[0] += entry.points_awarded or 0.0
        shares[1] += entry.points
    return sorted((TopicShare(topic, a, p) for topic, (a, p) in sums.items()), key=lambda s: s.score)


def next_topic(transcript: Transcript | None, report: SessionSummary | None) -> str | None:
    """The topic a session's end suggests practising next, in its words and on its button: of a scored
    report's topics, the lowest share of its points, the larger topic on a tie (none unscored)."""
    if report is None or report.score is None:
        return None
    return _weakest(topic_shares(transcript, report))


def _weakest(shares: list[TopicShare]) -> str | None:
    scored = [share for share in shares if share.points > 0 and share.score < 1.0]
    weakest = min(scored, key=lambda s: (s.score, -s.points), default=None)
    return weakest.topic if weakest else None


def end_buttons(session_id: str, explained: bool, practise: str | None, lang: str) -> Keyboard:
    rows: Keyboard = []
    if explained:
        rows.append([Button(t(lang, "all_explanations"), ExplainAllCb(s=session_id).pack())])
    if practise is not None:
        label = t(lang, "practise_topic", topic=topic_name(practise, lang))
        rows.append([Button(label, PracticeCb(t=practise).pack())])
    return rows


def report_buttons(
    current: CurrentQuestion, lang: str, transcript: Transcript | None, explain: bool = True
) -> Keyboard:
    """The buttons under a report: all the explanations (when there are any, and ``explain``: not once
    they are sent) and the weakest topic to practise (when the report is scored)."""
    report = current.report
    explained = (
        explain and transcript is not None and any(a.explanation is not None for a in transcript.answers)
    )
    return end_buttons(current.session_id, explained, next_topic(transcript, report), lang)


def final_replies(current: CurrentQuestion, lang: str, transcript: Transcript | None = None) -> list[Reply]:
    head = t(lang, "session_expired" if current.status == "expired" else "finished_title")
    report = current.report
    recap = recap_lines(transcript, lang)
    buttons = report_buttons(current, lang, transcript)
    if report is None or report.score is None:
        lines = (
            [head]
            if report is not None and report.mode == "practice"
            else [head, t(lang, "recruiter_will_receive")]
        )
        if report is not None and report.answered == 0:  # stopped (or over) before any answer
            lines.insert(1, t(lang, "nothing_answered"))
        elif report is not None and report.points is not None:  # grades shown, but no point counted
            lines.insert(1, t(lang, "not_scored"))
        return [Reply("\n".join(lines + recap), buttons, moves=True, lasting=True)]
    awarded, points = report.points_awarded or 0.0, report.points or 0.0
    score = t(
        lang,
        "final_score",
        score=points_text(awarded),
        total=points_text(points),
        percent=round(100 * report.score),
    )
    lines = [head, score]
    if report.mode == "practice" and report.answered < report.total:
        lines.append(t(lang, "answered_count", answered=report.answered, total=report.total))
    lines += recap
    shares = topic_shares(transcript, report)
    if shares:
        lines.append(t(lang, "by_topic"))
        for share in shares:
            fraction = f"{points_text(share.points_awarded)}/{points_text(share.points)}"
            name = escape(topic_name(share.topic, lang))
            lines.append(
                f"• {name}：{fraction}（{share.score:.0%}）"
                if lang == "zh"
                else f"• {name}: {fraction} ({share.score:.0%})"
            )
    practise = _weakest(shares)  # next_topic's choice, from the shares listed above
    if practise is not None:
        lines.append(t(lang, "next_practice", topic=topic_name(practise, lang)))
    replies = [Reply("\n".join(lines), buttons, moves=True, lasting=True)]
    if shares:
        rows = [(topic_name(share.topic, lang), share.score) for share in shares]
        replies.append(Reply(t(lang, "chart_caption"), chart=rows))
    return replies


def all_explanations(transcript: Transcript, lang: str) -> list[Reply]:
    """Every question's explanation at once: its name, the key (a long one waits for /explain N) and
    the explanation's first paragraph; as few messages as fit."""
    blocks: list[str] = []
    for entry in sorted(transcript.answers, key=lambda a: a.position):
        explained = entry.explanation
        if explained is None:
            continue
        lines = [t(lang, "explained_title", n=number(entry.position), name=question_name(entry))]
        lines += explanation_head(
            explained, lang, long_key=t(lang, "key_in_explain_n", n=number(entry.position))
        )
        if explained.explanation.strip():
            lines.append(escape(takeaway(explained.explanation)))
        blocks.append("\n".join(lines))
    if not blocks:
        return [Reply(t(lang, "nothing_related"))]
    return [Reply(html) for html in pack(blocks)]
