"""Pure rendering: API views to replies (Telegram HTML + buttons), the same for Telegram and the terminal."""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, datetime
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from api.schemas import (
    CurrentQuestion,
    HintOut,
    QuestionOut,
    SessionSummary,
    plural,
)
from bot.chart import topic_chart
from bot.keyboards import (
    AnswerCb,
    BeginCb,
    Button,
    Keyboard,
    LangCb,
    RateCb,
    ReviewAheadCb,
    SubmitCb,
    ToggleCb,
    ZoneCb,
    rows,
)
from bot.quiz import QuizPoll, question_head, quiz_poll
from bot.render import escape, inline, plain, split_html, unwrap
from bot.texts import Raw, t
from bot.timers import TimerSpec

BUTTON_TEXT_MAX = 30  # longer options are listed in the text, with letter-only buttons


@dataclass
class Reply:
    html: str = ""
    buttons: Keyboard = field(default_factory=list)
    photo: bytes | None = None  # sent as a photo with ``html`` as its caption
    chart: list[tuple[str, float]] | None = None  # a photo still to draw: (topic, score fraction)
    moves: bool = False  # shows where the candidate now is (a question, or the end): earlier timers stop
    lasting: bool = False  # its buttons stay when the candidate moves on (the end of a session's)
    timer: TimerSpec | None = None  # this question's deadline: a countdown under it, "time is up" at 0
    protect: bool = False  # an interview question: Telegram's protect_content (no forwarding or saving)
    poll: QuizPoll | None = None  # sent as a native quiz poll (after ``html``, when there is any)
    # told the sent message's id (and the poll's id): the API ties answers and votes to the question
    on_sent: Callable[[int, str | None], Awaitable[None]] | None = None

    async def photo_bytes(self) -> bytes | None:
        """The photo, drawing the chart in a worker thread the first time (the event loop goes on). A
        chart that cannot be drawn readably is not sent, nor its caption: the reply is emptied."""
        if self.photo is None and self.chart:
            loop = asyncio.get_running_loop()
            self.photo = await loop.run_in_executor(
                _chart_worker(), topic_chart, self.chart, plain(self.html)
            )
            if self.photo is None:
                self.chart, self.html = None, ""
        return self.photo


@functools.cache
def _chart_worker() -> ThreadPoolExecutor:
    """One drawing thread: charts queue up instead of taking the GIL from the event loop all at once."""
    return ThreadPoolExecutor(max_workers=1, thread_name_prefix="chart")


def _fmt_points(value: float) -> str:
    return f"{value:g}"


def duration(seconds: float, lang: str) -> str:
    """A time as people say it: seconds, minutes and seconds, or from an hour on hours and minutes (a
    countdown says its seconds from its last hour on, not "119 min 59 s")."""
    seconds = max(0, int(seconds))
    if seconds >= 3600:
        hours, minutes = divmod(seconds // 60, 60)
        return t(lang, "hours", h=hours, m=minutes) if minutes else t(lang, "whole_hours", h=hours)
    if seconds < 60:
        return t(lang, "seconds", n=seconds)
    if seconds % 60 == 0:
        return t(lang, "whole_minutes", m=seconds // 60)
    return t(lang, "minutes", m=seconds // 60, s=seconds % 60)


def _seconds_to(moment: datetime, now: datetime) -> float:
    return ((moment if moment.tzinfo else moment.replace(tzinfo=UTC)) - now).total_seconds()


def time_left(
    current: CurrentQuestion, lang: str, now: datetime | None = None, again: bool = False
) -> str | None:
    """The time the question has, as it is shown (the countdown message under it is what runs): its own
    limit ("限时"), or, ``again`` (shown again, its clock running), what is left of it ("剩余"); and the
    session's time left as the session's ("本场剩余"), never under the word for the question's limit."""
    if current.deadline is None:
        return None
    now = now or datetime.now(UTC)
    left = _seconds_to(current.deadline, now)
    if left <= 0:
        return t(lang, "time_up")
    whole = None if current.session_deadline is None else _seconds_to(current.session_deadline, now)
    parts = []
    if whole is None or left < whole:  # ``deadline`` is the first of the two: the question's own here
        parts.append(t(lang, "time_left" if again else "time_limit", left=duration(round(left), lang)))
    if whole is not None:
        parts.append(t(lang, "session_left", left=duration(round(whole), lang)))
    return " · ".join(parts)


def countdown_html(seconds_left: int, lang: str) -> str:
    return t(lang, "time_left", left=duration(seconds_left, lang)) if seconds_left > 0 else t(lang, "time_up")


def _choice_buttons(q: QuestionOut, session_id: str, position: int, mask: int, lang: str) -> Keyboard:
    letters = list(q.options)
    short = all(len(plain(text)) <= BUTTON_TEXT_MAX for text in q.options.values())

    def label(letter: str) -> str:
        return f"{letter}. {plain(q.options[letter])}" if short else letter

    if q.type == "multi":
        toggles = [
            Button(
                ("✅ " if mask >> i & 1 else "☐ ") + label(letter),
                ToggleCb(s=session_id, p=position, m=mask ^ (1 << i)).pack(),
            )
            for i, letter in enumerate(letters)
        ]
        submit = Button(t(lang, "submit"), SubmitCb(s=session_id, p=position, m=mask).pack())
        return [*rows(toggles, 1 if short else 4), [submit]]
    buttons = [
        Button(label(letter), AnswerCb(s=session_id, p=position, v=letter).pack()) for letter in letters
    ]
    return rows(buttons, 1 if short else 4)


def question_keyboard(q: QuestionOut, session_id: str, position: int, lang: str, mask: int = 0) -> Keyboard:
    if q.type in ("single", "multi") and q.options:
        return _choice_buttons(q, session_id, position, mask, lang)
    if q.type == "truefalse":
        return [
            [
                Button(t(lang, "true"), AnswerCb(s=session_id, p=position, v="true").pack()),
                Button(t(lang, "false"), AnswerCb(s=session_id, p=position, v="false").pack()),
            ]
        ]
    return []


def question_replies(
    current: CurrentQuestion,
    session_id: str,
    lang: str,
    now: datetime | None = None,
    mask: int = 0,
    again: bool = False,
) -> list[Reply]:
    """The question's message(s), its buttons under the last; ``mask``: a multiple choice's boxes
    ticked already; ``again``: shown again (/start, /practice mid-interview), its time as time left."""
    q = current.question
    assert q is not None
    head_parts = [
        *([t(lang, "review_tag")] if current.review else []),
        question_head(current, lang),
        t(lang, f"type_{q.type}"),
        t(lang, "points", points=_fmt_points(q.points), points_text=plural(q.points, "point", "points")),
    ]
    left = time_left(current, lang, now, again)
    if left:
        head_parts.append(left)
    head = " · ".join(head_parts)
    if q.disputed:
        head += "\n" + t(lang, "disputed")
    tail = ""
    if q.type in ("single", "multi") and any(
        len(plain(text)) > BUTTON_TEXT_MAX for text in q.options.values()
    ):
        tail = "\n".join(f"<b>{escape(letter)}.</b> {inline(text)}" for letter, text in q.options.items())
    chunks = split_html(head, unwrap(q.stem), tail)
    replies = [Reply(html, protect=current.protect_content) for html in chunks]
    replies[-1].buttons = question_keyboard(q, session_id, current.position, lang, mask)
    replies[-1].moves = True
    if current.deadline is not None:
        replies[-1].timer = TimerSpec(session_id, current.position, q.id, current.deadline, lang)
    return replies


RATINGS = ("again", "hard", "good", "easy")


def rating_keyboard(
    session_id: str, position: int, lang: str, intervals: dict[str, int] | None = None
) -> Keyboard:
    """Again / Hard / Good / Easy, each with when it brings the card back ("良好 · 3 天"), as Anki shows."""

    def label(rating: str) -> str:
        name = t(lang, f"rate_{rating}")
        seconds = (intervals or {}).get(rating)
        return name if seconds is None else f"{name} · {interval_text(seconds, lang)}"

    return [[Button(label(r), RateCb(s=session_id, p=position, r=r).pack()) for r in RATINGS]]


def interval_text(seconds: int, lang: str) -> str:
    """A review interval as a person says it: minutes, hours, days or months (rounded)."""
    for unit, size in (("months", 30 * 86400), ("days", 86400), ("hours", 3600)):
        if seconds >= size:
            return t(lang, f"interval_{unit}", n=round(seconds / size))
    return t(lang, "interval_minutes", n=max(1, round(seconds / 60)))


DEFAULT_ZONES = {"zh": "Asia/Shanghai", "en": "UTC"}  # until the candidate picks one in /settings
ZONES = (  # what /settings offers (a button each)
    "Asia/Shanghai",
    "Asia/Singapore",
    "Asia/Tokyo",
    "Europe/London",
    "Europe/Berlin",
    "America/New_York",
    "America/Los_Angeles",
    "UTC",
)


def settings_reply(lang: str, zone: str | None) -> Reply:
    """/settings: the language and the time zone, each a row of buttons; the zone in use is marked."""
    current = zone_of(lang, zone).key
    zones = [
        Button(("✅ " if key == current else "") + zone_name(key, lang), ZoneCb(z=index).pack())
        for index, key in enumerate(ZONES)
    ]
    text = t(lang, "settings", zone=zone_name(current, lang))
    languages = [Button("简体中文", LangCb(code="zh").pack()), Button("English", LangCb(code="en").pack())]
    return Reply(text, [languages, *rows(zones, 2)])


def zone_of(lang: str, chosen: str | None = None) -> ZoneInfo:
    """The candidate's time zone: their /settings choice, else their language's default."""
    try:
        return ZoneInfo(chosen or DEFAULT_ZONES.get(lang, "UTC"))
    except (ZoneInfoNotFoundError, ValueError):
        return ZoneInfo(DEFAULT_ZONES.get(lang, "UTC"))


def when(moment: datetime, lang: str, zone: str | None = None) -> str:
    """A moment in the candidate's zone, named as they know it (北京时间, or the zone's city)."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    local = zone_of(lang, zone)
    shown = moment.astimezone(local).strftime("%Y-%m-%d %H:%M")
    return f"{shown}{t(lang, 'zone_label', zone=zone_name(local.key, lang))}"


def zone_name(key: str, lang: str) -> str:
    """A zone as a candidate reads it: 北京时间 / Beijing time, UTC, else its city ("New York")."""
    named = {"Asia/Shanghai": "beijing_time", "UTC": "utc_time"}
    if key in named:
        return t(lang, named[key])
    return key.rsplit("/", 1)[-1].replace("_", " ")


def notebook_reply(cards: int, next_due: datetime | None, lang: str, zone: str | None = None) -> Reply:
    """The notebook when nothing is due: how many cards, when the first falls due, "review ahead"."""
    if not cards or next_due is None:
        return Reply(t(lang, "notebook_empty"))
    cards_text = plural(cards, "card", "cards")
    text = t(lang, "notebook_none_due", cards=cards, cards_text=cards_text, when=when(next_due, lang, zone))
    return Reply(text, [[Button(t(lang, "review_ahead"), ReviewAheadCb().pack())]])


def rules_reply(session: SessionSummary, lang: str) -> Reply:
    lines = [t(lang, "rules_title", title=session.title)] if session.title else []
    if session.adaptive:  # ``total`` is what is planned so far: one question, not the count to come
        lines.append(t(lang, "rules_count_open"))
    else:
        questions = plural(session.total, "question", "questions")
        lines.append(t(lang, "rules_count", count=session.total, questions=questions))
    time_limit_s, total_s = session.time_limit_s, session.total_time_limit_s
    if time_limit_s and total_s and total_s <= time_limit_s:
        time_limit_s = None  # the whole session is shorter: the total is what counts
    by_type = session.time_limits_by_type
    if by_type:  # each question's own limit is in its head
        lines.append(t(lang, "rules_time_by_type"))
    elif time_limit_s:
        lines.append(t(lang, "rules_time_each", limit=duration(time_limit_s, lang)))
    if total_s:
        lines.append(t(lang, "rules_time_total", limit=duration(total_s, lang)))
    if not time_limit_s and not total_s and not by_type:
        lines.append(t(lang, "rules_no_limit"))
    else:
        lines.append(t(lang, "rules_clock"))
    lines.append(t(lang, f"rules_reveal_{session.reveal}"))
    lines.append(t(lang, "rules_how"))
    if session.mode == "interview":
        lines.append(t(lang, "rules_signals"))
    if lang == "en":
        lines.insert(0, t(lang, "questions_in_chinese"))
    return Reply("\n".join(lines), [[Button(t(lang, "begin"), BeginCb(s=session.id).pack())]])


def hint_reply(hint: HintOut, lang: str) -> Reply:
    cost = t(lang, "hint_cost", cost=f"{hint.penalty:.0%}")
    text = Raw(inline(hint.hint))
    return Reply(t(lang, "hint", level=hint.hints_used, levels=hint.hints_available, cost=cost, hint=text))


def history_reply(sessions: list[SessionSummary], lang: str, zone: str | None = None) -> Reply:
    if not sessions:
        return Reply(t(lang, "history_title") + "\n" + t(lang, "history_empty"))
    lines = [t(lang, "history_title")]
    for s in sessions[-15:]:
        opened = when(s.created_at, lang, zone)
        mode = t(lang, f"mode_{s.mode}") if s.mode in ("interview", "practice") else s.mode
        status = (
            t(lang, f"status_{s.status}")
            if s.status in ("active", "finished", "expired", "abandoned")
            else ""
        )
        progress = f"{s.answered}/{s.total}"  # answered as the report counts them: not a skip, a time-out
        if s.adaptive and s.status == "active":  # its total is what is planned so far: no count to promise
            progress = t(lang, "history_answered", n=s.answered)
        if s.score is not None and s.status != "active":  # in progress, unanswered questions count as 0
            progress += f" · {s.score:.0%}"
        lines.append(
            t(lang, "history_line", when=opened, mode=mode, status=status or s.status, progress=progress)
        )
    return Reply("\n".join(lines))


def language_reply(lang: str) -> Reply:
    return Reply(
        t(lang, "lang_choose"),
        [[Button("简体中文", LangCb(code="zh").pack()), Button("English", LangCb(code="en").pack())]],
    )


def poll_reply(current: CurrentQuestion, session_id: str, lang: str, now: datetime) -> Reply | None:
    """The question on screen as a quiz poll (its open period the countdown when timed), or None."""
    left = None if current.deadline is None else _seconds_to(current.deadline, now)
    poll = quiz_poll(current, lang, left)
    if poll is None or current.question is None:
        return None
    timer = None
    if current.deadline is not None:
        timer = TimerSpec(session_id, current.position, current.question.id, current.deadline, lang)
    return Reply(poll=poll, moves=True, timer=timer)
