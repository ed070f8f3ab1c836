"""The conversation, independent of the transport: actions in, replies out.

Telegram handlers and the terminal ``chat`` both drive a :class:`Conversation`. It keeps nothing
between calls (the API holds every session), except the candidate's language choice.

The one class answers every action a candidate can take in an interview, so the rules of where they
are (the question a click or a typed answer belongs to, what the API refused and why) stay in one place;
practice-only actions (and quiz poll votes) are in ``practice_flow``, what the candidate sets or looks
up about themselves (/settings, /lang, /history) in ``preferences_flow``, an edited or forwarded
message in ``signals_flow``.
"""

from __future__ import annotations

import dataclasses
import functools
import logging
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Concatenate, ParamSpec

from api.schemas import (
    AnswerResult,
    CurrentQuestion,
    QuestionOut,
    ReadingOut,
    SessionSummary,
    ShownIn,
    Transcript,
)
from bot.candidate import Candidate, speaking
from bot.client import ApiClient, ApiError
from bot.final_views import final_replies
from bot.keyboards import Button, DoneCb, Keyboard
from bot.memory import Languages, LastShown, SentOnce, UserLocks
from bot.quiz import QuizPoll
from bot.reading_views import reading_reply
from bot.render import MESSAGE_LIMIT, number, tg_len
from bot.texts import t
from bot.timers import Timers
from bot.verdicts import answer_label, answered_keyboard, result_reply_html, shown_verdict
from bot.views import (
    Reply,
    poll_reply,
    question_replies,
    rating_keyboard,
    rules_reply,
    when,
)

log = logging.getLogger("bot.conversation")
INVITE_PAYLOAD = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
P = ParamSpec("P")


@dataclass
class Outcome:
    replies: list[Reply] = field(default_factory=list)
    notice: str | None = None  # the answer to a click (a toast, or an alert)
    alert: bool = False
    markup: Keyboard | None = None  # new buttons for the clicked message; [] removes them
    edit_text: str | None = None  # new text for the clicked message (with ``markup``)
    close_question: bool = False  # the last question's buttons go (/stop, a typed answer)
    closed_markup: Keyboard | None = None  # what replaces them (a typed answer's "你的答案：C")
    stop_poll: int | None = None  # the message id of a quiz poll to close (its vote is in)


RECENTLY = timedelta(minutes=30)


def _recent(moment: datetime | None) -> bool:
    if moment is None:
        return False
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return datetime.now(UTC) - moment < RECENTLY


def friendly(
    method: Callable[Concatenate[Conversation, Candidate, P], Awaitable[Outcome]],
) -> Callable[Concatenate[Conversation, Candidate, P], Awaitable[Outcome]]:
    """API failures become a polite reply (and a click's notice) instead of an exception; the candidate
    is spoken to in their open session's language (``Conversation.voiced``)."""

    @functools.wraps(method)
    async def wrapper(self: Conversation, c: Candidate, *args: P.args, **kwargs: P.kwargs) -> Outcome:
        c = self.voiced(c)
        try:
            with speaking(c.language):  # a refusal's detail the candidate may read, in their language
                return await method(self, c, *args, **kwargs)
        except ApiError as error:
            log.info("API error in %s: %s", method.__name__, error)
            return self.failure(c, error)

    return wrapper


class Conversation:
    """``polls``: practice questions that fit are sent as native quiz polls (Telegram; the terminal keeps
    its numbered buttons)."""

    def __init__(
        self,
        api: ApiClient,
        languages: Languages | None = None,
        timers: Timers | None = None,
        *,
        polls: bool = False,
    ):
        self.api = api
        self.languages = languages or Languages()
        self.where = LastShown()
        self.explained = SentOnce()
        self.timers = timers or Timers()
        self.locks = UserLocks()
        self.polls = polls
        api.session_seen = self.languages.session_seen  # every session and turn the API reports

    def voiced(self, c: Candidate) -> Candidate:
        """``c`` speaking the language of their open session as last heard, else their own (the rule:
        ``Candidate.speaking_in``). Called on the way in, and again where a call has just opened one."""
        return c.speaking_in(self.languages.session(c.telegram_id))

    def failure(self, c: Candidate, error: ApiError) -> Outcome:
        lang = c.language
        text = t(lang, error.kind) if error.kind != "rejected" else t(lang, "rejected", detail=error.detail)
        if error.kind == "conflict" and error.detail:
            text = t(lang, "rejected", detail=error.detail)
        plain_text = re.sub(r"<[^>]+>", "", text)
        gone: Keyboard | None = [] if error.kind == "not_found" else None  # a session no longer theirs
        return Outcome([Reply(text)], notice=plain_text[:190], alert=True, markup=gone)

    # -- showing where the candidate is ---------------------------------------------------------------
    async def show_current(
        self, c: Candidate, session_id: str, current: CurrentQuestion | None = None
    ) -> Outcome:
        current = current or await self.api.current(c.telegram_id, session_id)
        if current.question is None:
            self.where.forget(c.telegram_id)
            if current.report is None:  # the answer that finished it does not carry the report
                current = await self.api.current(c.telegram_id, session_id)
            return Outcome(final_replies(current, c.language, await self._transcript(c, session_id)))
        held = self.where.get(c.telegram_id)
        again = held is not None and held[:2] == (session_id, current.position)  # its clock running
        self.where.set(c.telegram_id, session_id, current.position, current.question)
        now = self.timers.clock()
        ticked = self.where.ticked(c.telegram_id, session_id, current.position)  # shown again: kept
        replies = question_replies(current, session_id, c.language, now=now, mask=ticked, again=again)
        poll = poll_reply(current, session_id, c.language, now) if self.polls else None
        if poll is not None:
            replies = [poll]
        # the API keeps every question's message id (and poll): a message typed before the next question
        # was sent — the second part of a long answer Telegram split, say — is then kept with the question
        # it answered, never read as an answer to the next one
        shown = replies[-1]
        shown.on_sent = functools.partial(
            self._shown, c.telegram_id, session_id, current.position, shown.poll
        )
        if current.waiting is not None:  # typed before (another device, a restart): confirm it or not
            replies.append(reading_reply(current.waiting, c.language))
        return Outcome(replies)

    async def _shown(
        self,
        user: int,
        session_id: str,
        position: int,
        poll: QuizPoll | None,
        message_id: int,
        poll_id: str | None,
    ) -> None:
        body = ShownIn(position=position, message_id=message_id)
        if poll is not None and poll_id is not None:
            body = ShownIn(position=position, message_id=message_id, poll_id=poll_id, options=poll.values)
        try:
            await self.api.shown(user, session_id, body)
        except (ApiError, ValueError):  # the question stands; only its message order is not on record
            log.warning("could not record message %s of session %s", message_id, session_id, exc_info=True)

    async def _transcript(self, c: Candidate, session_id: str) -> Transcript | None:
        """For the recap; the report stands without it when the API cannot say."""
        try:
            return await self.api.transcript(c.telegram_id, session_id)
        except (ApiError, ValueError):
            log.warning("no transcript for the recap of %s", session_id, exc_info=True)
            return None

    async def _resume(self, c: Candidate, session: SessionSummary) -> Outcome:
        c = self.voiced(c)
        mode = t(c.language, f"mode_{session.mode}")
        if session.mode == "interview" and session.started_at is None:  # the clock has not started
            return await self._rules(c, session)
        shown = await self.show_current(c, session.id)
        return Outcome([Reply(t(c.language, "resumed", mode=mode)), *shown.replies])

    async def _after_answer(
        self,
        c: Candidate,
        result: AnswerResult,
        question: QuestionOut | None = None,
        typed: bool = False,
        with_takeaway: bool = True,
    ) -> Outcome:
        """The verdict, then the next question (or the report): in one message when it fits, since
        Telegram allows a chat about one message a second. ``typed``: echo the answer as it was read."""
        if result.earlier_question:  # typed before the question on screen appeared: kept with its own
            text = t(
                c.language, "answer_for_earlier", n=number(result.position), m=number(result.next.position)
            )
            return Outcome([Reply(text)])
        first = Reply(result_reply_html(result, c.language, question, typed, with_takeaway))
        if not result.recorded:  # an unreadable answer: asked again; the question is still on screen
            return Outcome([first])
        nxt = (await self.show_current(c, result.session_id, result.next)).replies
        if result.next.review and not result.skipped and not result.timed_out and not result.replayed:
            # a review answer: the candidate rates it (FSRS) on the verdict's own message
            first.html += "\n\n" + t(c.language, "rate_prompt")
            first.buttons = rating_keyboard(
                result.session_id, result.position, c.language, result.rating_intervals
            )
            return Outcome([first, *nxt])
        if nxt and nxt[0].photo is None and not nxt[0].chart:
            merged = f"{first.html}\n\n{nxt[0].html}"
            if tg_len(merged) <= MESSAGE_LIMIT:
                return Outcome([dataclasses.replace(nxt[0], html=merged), *nxt[1:]])
        return Outcome([first, *nxt])

    # -- common ---------------------------------------------------------------------------------------
    @friendly
    async def start(self, c: Candidate, payload: str | None) -> Outcome:
        if not payload:
            session = await self.api.open_session(c.telegram_id)
            if session is not None:
                return await self._resume(c, session)
            return Outcome([Reply(t(c.language, "welcome")), Reply(t(c.language, "help"))])
        if not INVITE_PAYLOAD.match(payload):
            return Outcome([Reply(t(c.language, "invite_invalid"))])
        try:
            session = await self.api.start_session(c, "interview", invite_token=payload)
        except ApiError as error:
            if error.kind == "not_found":
                return Outcome([Reply(t(c.language, "invite_invalid"))])
            other = error.body.get("session_id")
            if error.status == 409 and other:
                open_now = await self.api.open_session(c.telegram_id)
                if open_now is not None and open_now.id == other:  # another invite's, still open
                    resumed = await self._resume(c, open_now)
                    resumed.replies.insert(0, Reply(t(self.voiced(c).language, "invite_other_open")))
                    return resumed
                return Outcome([Reply(t(c.language, "invite_used"))])
            if error.status == 409:  # the recruiter's setup (no question left to draw, a bank that
                # failed to index): theirs to mend, not an internal reason to show the candidate
                return Outcome([Reply(t(c.language, "invite_unavailable"))])
            raise
        if session.resumed:
            return await self._resume(c, session)
        return await self._rules(c, session)

    async def _rules(self, c: Candidate, session: SessionSummary) -> Outcome:
        """The rules and the Begin button. Nothing here fetches the question: the clock starts only when
        Begin does (the API starts it on the first fetch of the first question)."""
        c = self.voiced(c)
        return Outcome([rules_reply(session, c.language)])

    @friendly
    async def help(self, c: Candidate, unknown: bool = False) -> Outcome:
        """The commands that work where the candidate is: nothing open, a practice, an interview."""
        session = None if unknown else await self.api.open_session(c.telegram_id)
        c = self.voiced(c)
        key = "help" if session is None else f"help_{session.mode}"
        text = (t(c.language, "unknown") if unknown else "") + t(c.language, key)
        return Outcome([Reply(text)])

    @friendly
    async def rate(self, c: Candidate, session_id: str, position: int, rating: str) -> Outcome:
        """A review answer rated: FSRS schedules the card; the buttons go, the date is said."""
        try:
            card = await self.api.rate(c.telegram_id, session_id, position, rating)
        except ApiError as error:
            if error.status == 409:  # "rated": a quick second tap; the first one's "✔ 已安排" stays
                kept = error.body.get("reason") == "rated"
                return Outcome(notice=t(c.language, "conflict"), markup=None if kept else [])
            raise
        text = t(c.language, "rated", when=when(card.due, c.language, c.timezone))
        return Outcome(notice=text, markup=[[Button("✔ " + text, DoneCb().pack())]])

    @friendly
    async def not_understood(self, c: Candidate, command: bool = True) -> Outcome:
        """An unknown command, a sticker, a photo …: one short line for the state the candidate is in,
        so the question on screen stays in view (the full help is one /help away)."""
        session = await self.api.open_session(c.telegram_id)
        c = self.voiced(c)
        if not command:
            return Outcome([Reply(t(c.language, "not_text" if session is not None else "not_text_idle"))])
        if session is None:
            return await self.help(c, unknown=True)
        mode = t(c.language, f"mode_{session.mode}")
        return Outcome([Reply(t(c.language, "unknown_in_session", mode=mode))])

    def moved_on(self, c: Candidate, error: ApiError) -> Outcome:
        """An answer typed before the question on screen appeared, to a question already closed: it
        counts for neither."""
        n = number(int(error.body.get("answered_position") or 0))
        return Outcome([Reply(t(c.language, "answer_moved_on", n=n, m=n + 1))])

    async def vanished(
        self, c: Candidate, session_id: str, refused: ApiError, answer: bool = True
    ) -> Outcome:
        """An answer (or not ``answer``: a skip, a time-out) to a question that left the bank: not
        recorded, the question passed over (not scored), and the question after it (or the end) shown
        at once. The question is the one the API's refusal names (``question_position``, always sent
        with "vanished"): the one the text was typed for, which the bot may not know after a restart."""
        position = int(refused.body["question_position"])
        said = Reply(t(c.language, "refused_vanished" if answer else "passed_vanished", n=number(position)))
        return Outcome([said, *(await self.show_current(c, session_id)).replies])

    @friendly
    async def text(
        self, c: Candidate, text: str, idempotency_key: str, message_id: int | None = None
    ) -> Outcome:
        """A typed message: the answer to the question it was typed for, or help outside a session.
        ``message_id`` (the candidate's message) lets the API tell an answer typed before the current
        question appeared — it belongs to the question before, late — from an answer to this one."""
        where = self.where.get(c.telegram_id)
        if where is not None:  # the question this process last showed: one API call, checked by the API
            session_id, _, question = where
            try:
                result = await self.api.answer(
                    c.telegram_id, session_id, question.id, text, idempotency_key, message_id=message_id
                )
            except ApiError as error:
                if error.status not in (404, 409):
                    raise
                self.where.forget(c.telegram_id)
                if error.body.get("status_now") == "expired":  # time ran out: nothing was recorded
                    return self.session_over(c)
                if error.body.get("reason") == "moved_on":
                    return self.moved_on(c, error)
                if error.body.get("reason") == "vanished":  # typed for it: not an answer to the next one
                    return await self.vanished(c, session_id, error)
            else:
                return await self._typed_answer(c, result, question)
        everything = await self.api.sessions(c.telegram_id)
        session = max(
            (s for s in everything if s.status == "active"), key=lambda s: s.created_at, default=None
        )
        c = self.voiced(c)
        if session is None:
            latest = max(everything, key=lambda s: s.created_at, default=None)
            if latest is not None and latest.status == "expired" and _recent(latest.finished_at):
                return self.session_over(c)  # typed just after the time ran out: say only that
            return await self.help(c, unknown=True)
        if session.mode == "interview" and session.started_at is None:  # still reading the rules
            return await self._rules(c, session)
        current = await self.api.current(c.telegram_id, session.id)
        if current.question is None:
            return await self.show_current(c, session.id, current)
        try:
            result = await self.api.answer(
                c.telegram_id, session.id, current.question.id, text, idempotency_key, message_id=message_id
            )
        except ApiError as error:
            if error.body.get("reason") == "moved_on":
                return self.moved_on(c, error)
            if error.body.get("reason") == "vanished":  # typed for one passed over before this was shown
                return await self.vanished(c, session.id, error)
            raise
        return await self._typed_answer(c, result, current.question)

    async def _typed_answer(
        self, c: Candidate, result: AnswerResult | ReadingOut, question: QuestionOut
    ) -> Outcome:
        """A typed answer's verdict (echoing how it was read); a choice question's buttons give way to
        the answer, as a click would leave them. A reading to confirm is shown with its two buttons."""
        if isinstance(result, ReadingOut):
            return Outcome([reading_reply(result, c.language)])
        outcome = await self._after_answer(c, result, question, typed=True)
        if result.recorded and question.type in ("single", "multi", "truefalse"):
            outcome.close_question = True
            if result.read_as:
                label = answer_label(question, result.read_as, c.language)
                outcome.closed_markup = answered_keyboard(c.language, label, shown_verdict(result))
        return outcome

    def session_over(self, c: Candidate) -> Outcome:
        """After the session's total time: nothing was recorded, and the reply says only that."""
        over = t(c.language, "session_over")
        return Outcome([Reply(over, moves=True)], notice=over, alert=True, markup=[])
