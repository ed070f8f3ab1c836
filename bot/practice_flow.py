"""Practice actions: /practice, /review, /hint, /skip, /explain, /stop (on top of :class:`Conversation`)."""

from __future__ import annotations

from datetime import datetime

from api.schemas import SessionSummary, plural
from bot import click_flow
from bot.candidate import Candidate, speaking
from bot.client import ApiError
from bot.conversation import Conversation, Outcome, friendly
from bot.explain_views import related_replies
from bot.final_views import all_explanations, report_buttons
from bot.render import NO_SUCH_NUMBER, escape
from bot.texts import t
from bot.views import Reply, hint_reply, notebook_reply


@friendly
async def practice(
    conv: Conversation,
    c: Candidate,
    topics: list[str],
    review: bool = False,
    ahead: bool = False,
    tapped: bool = False,
) -> Outcome:
    """/practice, or /review (the notebook's due cards only; "review ahead" takes every card): a review
    replaces an open practice; nothing due shows the notebook instead of starting anything. ``tapped``:
    a button's ("提前复习", "练习「…」"), whose second tap finds the practice its first one began."""
    session = await conv.api.open_session(c.telegram_id)
    if session is not None and session.mode == "interview":  # the interview comes first
        shown = await conv.show_current(c, session.id)
        return Outcome([Reply(t(c.language, "practice_after_interview")), *shown.replies])
    replies: list[Reply] = []
    try:
        session = await conv.api.start_session(
            c, "practice", topics=topics or None, review=review, review_ahead=ahead
        )
    except ApiError as error:
        reason = error.body.get("reason")
        if error.status == 409 and reason in ("nothing_due", "notebook_empty"):
            due = error.body.get("next_due")
            next_due = datetime.fromisoformat(str(due)) if due else None
            return Outcome(
                [notebook_reply(int(error.body.get("cards") or 0), next_due, c.language, c.timezone)]
            )
        raise
    if tapped and session.resumed:  # begun already: its question is on screen, not shown twice
        return Outcome(notice=t(conv.voiced(c).language, "begun_already"))
    conv.where.forget(c.telegram_id)
    c = conv.voiced(c)  # the practice just opened speaks its own language
    if review and not session.resumed:
        cards = plural(session.total, "notebook card", "notebook cards")
        key = "review_ahead_start" if ahead else "review_due"
        replies.append(Reply(t(c.language, key, n=session.total, cards=cards)))
    if session.resumed:
        replies.append(Reply(t(c.language, "resumed", mode=t(c.language, "mode_practice"))))
    elif c.language == "en":
        replies.insert(0, Reply(t(c.language, "questions_in_chinese")))
    shown = await conv.show_current(c, session.id)
    return Outcome(replies + shown.replies)


@friendly
async def hint(conv: Conversation, c: Candidate) -> Outcome:
    session = await conv.api.open_session(c.telegram_id)
    if session is None:
        return Outcome([Reply(t(c.language, "no_session"))])
    if session.mode != "practice":
        return Outcome([Reply(t(c.language, "hints_not_in_interview"))])
    try:
        shown = await conv.api.hint(c.telegram_id, session.id)
    except ApiError as error:
        if error.status == 409:
            return Outcome([Reply(t(c.language, "no_more_hints"))])
        raise
    return Outcome([hint_reply(shown, c.language)])


async def _practice_or_reply(conv: Conversation, c: Candidate, in_interview: str) -> SessionSummary | Outcome:
    """The open practice, or the reply for the state the candidate is in: an interview (where practice
    commands do not apply: ``in_interview`` says why), or nothing open."""
    session = await conv.api.open_session(c.telegram_id)
    if session is not None and session.mode == "interview":
        return Outcome([Reply(t(c.language, in_interview))])
    return session if session is not None else Outcome([Reply(t(c.language, "no_session"))])


@friendly
async def skip(conv: Conversation, c: Candidate, idempotency_key: str) -> Outcome:
    session = await _practice_or_reply(conv, c, "not_in_interview_skip")
    if isinstance(session, Outcome):
        return session
    where = conv.where.get(c.telegram_id)  # the question on screen, as a typed answer names it
    if where is not None and where[0] == session.id:
        question_id = where[2].id
    else:  # a restart: the API's current one
        current = await conv.api.current(c.telegram_id, session.id)
        if current.question is None:
            return await conv.show_current(c, session.id, current)
        question_id = current.question.id
    try:
        result = await conv.api.skip(c.telegram_id, session.id, question_id, idempotency_key)
    except ApiError as error:
        conv.where.forget(c.telegram_id)
        if error.body.get("reason") == "vanished":  # not the next one, which they have not seen
            return await conv.vanished(c, session.id, error, answer=False)
        if error.status == 409 and where is not None and not error.body.get("status_now"):
            # moved on elsewhere (another device): the current one, as before
            return await skip(conv, c, idempotency_key)
        raise
    nxt = await conv.show_current(c, session.id, result.next)
    return Outcome([Reply(t(c.language, "skipped")), *nxt.replies])


@friendly
async def explain(conv: Conversation, c: Candidate, number: int | None = None) -> Outcome:
    """The explanation of the last answered (or skipped) question — or of question ``number`` (1-based,
    ``/explain N``) — of the session in progress (or of the last session), with related questions and
    explanations, as the API's reveal rules allow."""
    session = await conv.api.open_session(c.telegram_id)
    practise = session is None  # one open (an interview, or a practice: resumed) lets none begin
    if session is None:
        past = sorted(await conv.api.sessions(c.telegram_id), key=lambda s: s.created_at)
        session = past[-1] if past else None
    if session is None:
        return Outcome([Reply(t(c.language, "no_session"))])
    # a number of no question (past the end: the API's 404), said with the numbers that exist
    no_question = Outcome([Reply(t(c.language, "explain_no_question", total=session.total))])
    if number == NO_SUCH_NUMBER:
        return no_question
    try:
        position = None if number is None else number - 1
        related = await conv.api.related(c.telegram_id, session.id, k=3, position=position)
    except ApiError as error:
        reason = error.body.get("reason")
        if error.status == 409 and reason == "unanswered":
            if number is not None and session.status != "active":  # over: no question to answer first
                return Outcome([Reply(t(c.language, "explain_not_answered", n=number))])
            key = "explain_unanswered_interview" if session.mode == "interview" else "explain_unanswered"
            return Outcome([Reply(t(c.language, key))])
        if error.status == 404 and number is not None:
            return no_question
        if error.status == 409 and reason == "interview":
            return Outcome([Reply(t(c.language, "explain_after_interview"))])
        if error.status in (404, 409):
            return Outcome([Reply(t(c.language, "nothing_related"))])
        raise
    return Outcome(related_replies(related, c.language, practise=practise))


@friendly
async def explain_all(conv: Conversation, c: Candidate, session_id: str) -> Outcome:
    """The end of a session's "all explanations": each question's key and takeaway, as the API's
    reveal rules allow (the transcript carries only what this candidate may see). Sent once: a tap
    again (a quick second one carries the button as first shown) says where they are instead."""
    if conv.explained.sent(c.telegram_id, session_id):
        return Outcome(notice=t(c.language, "explained_already"))
    transcript = await conv.api.transcript(c.telegram_id, session_id)
    conv.explained.add(c.telegram_id, session_id)
    # the button goes with the first tap: a restarted bot (or another replica) has no memory of this one
    # and the API no record of explanations read; the report's other buttons stay, in its language
    current = await conv.api.current(c.telegram_id, session_id)
    lang = current.report.language if current.report is not None else c.language
    kept = report_buttons(current, lang, transcript, explain=False)
    return Outcome(all_explanations(transcript, c.language), markup=kept)


@friendly
async def stop(conv: Conversation, c: Candidate) -> Outcome:
    session = await _practice_or_reply(conv, c, "not_in_interview_stop")
    if isinstance(session, Outcome):
        return session
    await conv.api.finish(c.telegram_id, session.id)
    conv.where.forget(c.telegram_id)
    final = await conv.show_current(c, session.id)
    return Outcome([Reply(t(c.language, "stopped")), *final.replies], close_question=True)


async def vote(conv: Conversation, c: Candidate, poll_id: str, option_ids: list[int]) -> Outcome:
    """A vote on a quiz poll: answered exactly like the button of that option (the API says which
    session, question and answer the poll's options stand for). A vote on a question already closed
    gets a message, since there is no button to answer; the voted poll closes."""
    try:
        with speaking(c.language):  # a refusal's detail the candidate may read, in their language
            poll = await conv.api.poll(c.telegram_id, poll_id)
    except ApiError as error:
        return conv.failure(c, error)
    if poll is None or len(option_ids) != 1 or not 0 <= option_ids[0] < len(poll.options):
        return Outcome()  # not a poll of ours, or a vote taken back: nothing to answer
    value = poll.options[option_ids[0]]
    outcome = await click_flow.choose(
        conv, c, poll.session_id, poll.position, value, f"poll:{poll_id}", poll=True
    )
    if not outcome.replies and outcome.notice:
        outcome.replies = [Reply(escape(outcome.notice))]
    outcome.stop_poll = poll.message_id
    return outcome
