"""Question timers: a live countdown and "⏰ 时间到" when a timed question's time runs out.

The bot keeps no record, so a timer is only a reminder of a deadline the API holds: when it fires, the
bot asks the API to record the timeout (``POST /skip`` with ``timed_out``, idempotency key
``timeout-<position>``) and the API — the authority on time — refuses it before its own deadline or once
the question was answered. Several replicas may hold a timer for the same question: the one whose call
records the timeout speaks, the others see a replayed result and stay silent. After a restart
:meth:`Timers.rearm` arms every open deadline from ``GET /v1/deadlines``.

The countdown is a small message under the question, edited every ``step`` seconds (never more than
one edit per chat every 5 s: Telegram allows about one message a second per chat), so the question's
own buttons — a multiple choice's toggles — are never touched by it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime

log = logging.getLogger("bot.timers")


@dataclass(frozen=True)
class TimerSpec:
    """A shown question's deadline (from the API)."""

    session_id: str
    position: int
    question_id: str
    deadline: datetime
    language: str = "zh"


@dataclass
class Armed:
    chat_id: int
    spec: TimerSpec
    language: str
    question_message: int | None = None
    countdown_message: int | None = None
    shown_left: int | None = None  # the seconds the countdown message shows now
    poll: bool = False  # the question is a quiz poll (closed with stopPoll; its open period counts down)


def utc_now() -> datetime:
    return datetime.now(UTC)


def countdown_step(left: float) -> int:
    """How often the countdown changes: every 15 s over a minute left, then every 5 s."""
    return 15 if left > 60 else 5


def shown_seconds(left: float) -> int:
    """The remaining time as displayed: rounded up to the step, so it never shows less than is left."""
    step = countdown_step(left)
    return max(0, math.ceil(left / step) * step)


Fire = Callable[[Armed], Awaitable[None]]
Edit = Callable[[Armed, int], Awaitable[None]]


class Timers:
    """Per chat at most one armed question (a newer one replaces it); one loop checks them all every
    ``tick`` seconds against ``clock`` (the tests move that clock forward instead of waiting)."""

    def __init__(self, clock: Callable[[], datetime] = utc_now, tick: float = 1.0) -> None:
        self.clock = clock
        self.tick = tick
        self.armed: dict[int, Armed] = {}
        self.last_question: dict[int, int] = {}  # chat -> the message id of the last question with buttons
        self.open_polls: dict[int, int] = {}  # chat -> the message id of its last quiz poll still open
        self._task: asyncio.Task[None] | None = None
        self._running: set[asyncio.Task[None]] = set()

    def left(self, armed: Armed) -> float:
        deadline = armed.spec.deadline
        if deadline.tzinfo is None:
            deadline = deadline.replace(tzinfo=UTC)
        return (deadline - self.clock()).total_seconds()

    def arm(self, armed: Armed) -> None:
        current = self.armed.get(armed.chat_id)
        if current is not None and current.spec == armed.spec:  # the same question shown again
            armed.countdown_message = armed.countdown_message or current.countdown_message
            armed.question_message = armed.question_message or current.question_message
        self.armed[armed.chat_id] = armed

    def disarm(self, chat_id: int) -> Armed | None:
        return self.armed.pop(chat_id, None)

    def start(self, fire: Fire, edit: Edit) -> None:
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._loop(fire, edit), name="question-timers")

    async def stop(self) -> None:
        task, self._task = self._task, None
        for running in [task, *self._running]:
            if running is not None:
                running.cancel()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await running

    def check(self, fire: Fire, edit: Edit) -> None:
        """One pass: fire what is due, edit countdowns whose displayed value changed."""
        for chat_id, armed in list(self.armed.items()):
            left = self.left(armed)
            if left <= 0:
                self.armed.pop(chat_id, None)
                self._spawn(fire(armed))
            elif armed.countdown_message is not None:
                shown = shown_seconds(left)
                if armed.shown_left is None or shown < armed.shown_left:
                    armed.shown_left = shown
                    self._spawn(edit(armed, shown))

    def _spawn(self, work: Awaitable[None]) -> None:
        task = asyncio.ensure_future(work)
        self._running.add(task)
        task.add_done_callback(self._finished)

    def _finished(self, task: asyncio.Task[None]) -> None:
        self._running.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.warning("timer action failed", exc_info=task.exception())

    async def _loop(self, fire: Fire, edit: Edit) -> None:
        while True:
            self.check(fire, edit)
            await asyncio.sleep(self.tick)
