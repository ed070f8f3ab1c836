"""The tables: organisations and their keys, invites, candidates, sessions, answers, notebook cards,
webhooks and their outbox, item statistics and calibrations.

Longer than 400 lines on purpose: one declarative module is the schema Alembic's migrations are checked
against and every store module maps from; split, the tables' foreign keys would cross files."""

from __future__ import annotations

import functools
import uuid
from collections.abc import Callable, Iterable
from datetime import datetime
from typing import Any, ClassVar, TypeVar

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    Float,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    UniqueConstraint,
    inspect,
    text,
)
from sqlalchemy.orm import ColumnProperty, DeclarativeBase, Mapped, mapped_column, relationship, validates
from sqlalchemy.orm.attributes import instance_state

from api.store import effects
from api.store.types import UTCDateTime, utcnow
from bank.scores import rounded

RowT = TypeVar("RowT")


def new_id() -> str:
    return uuid.uuid4().hex


def new_row(mapped: type[RowT], **values: Any) -> RowT:
    """A new row of ``mapped`` holding ``values``, which pass the class's own validators (``@validates``)
    as the constructor's would, and every other column's default (``column_defaults``): the row holds
    each of its columns, as stored, before it is written — an explicit INSERT of it
    (``store.sessions.insert_answer``) leaves nothing for the ORM to fill in or load. Made without the
    constructor, which records each value as a change event — a cost paid for every answer row, in
    every answer turn, for nothing (``tests/integration/test_new_row.py``)."""
    mapper = inspect(mapped)
    unknown = values.keys() - mapper.attrs.keys()
    if unknown:
        raise TypeError(f"{mapped.__name__} has no attribute {sorted(unknown)[0]!r}")
    row: RowT = mapper.class_manager.new_instance()
    for key, (validator, _options) in mapper.validators.items():
        if key in values:
            values[key] = validator(row, key, values[key])
    filled = {key: make() for key, make in column_defaults(mapped) if key not in values}
    instance_state(row).dict.update(filled, **values)
    return row


_DEFAULTS: dict[type, tuple[tuple[str, Callable[[], Any]], ...]] = {}


def column_defaults(mapped: type) -> tuple[tuple[str, Callable[[], Any]], ...]:
    """The column attributes of ``mapped`` a new row fills in, each with what makes its default (a fixed
    value, a function such as ``utcnow`` or ``dict``; ``None`` for a column without one), worked out
    once per class. Left out: the primary key, and a column whose default the database makes (the
    INSERT leaves those to it)."""
    known = _DEFAULTS.get(mapped)
    if known is None:
        attrs: Iterable[ColumnProperty[Any]] = inspect(mapped).column_attrs
        made = ((attr.key, _default_maker(attr.columns[0])) for attr in attrs)
        known = _DEFAULTS[mapped] = tuple((key, make) for key, make in made if make is not None)
    return known


def _default_maker(column: Any) -> Callable[[], Any] | None:
    default = column.default
    if column.primary_key or (default is None and column.server_default is not None):
        return None
    if default is None:
        return lambda: None
    if default.is_callable:  # SQLAlchemy wraps a function of no arguments to take the execution context
        return functools.partial(default.arg, None)
    if not default.is_scalar:  # a SQL expression: the database's to make
        return None
    value = default.arg
    return lambda: value


class Base(DeclarativeBase):
    type_annotation_map: ClassVar[dict[Any, Any]] = {
        datetime: UTCDateTime,
        dict[str, Any]: JSON,
        list[str]: JSON,
    }


class NotesEvents:
    """What a change of a row means beyond its columns (a session started or closed, an answer recorded),
    noted by the code that makes the change: the transaction's commit writes the outbox's events
    (``api.store.effects``, ``api/services/webhooks/_events.py``). Every event is named where it
    happens, never inferred from which columns changed."""

    def note(self, event: str) -> None:
        effects.note_event(self, event)


class Org(Base):
    __tablename__ = "orgs"

    id: Mapped[str] = mapped_column(String(32), primary_key=True, default=new_id)
    name: Mapped[str] = mapped_column(String(200), unique=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    # sessions older than this many days are pseudonymised (api/services/candidates/); None: kept as is
    retention_days: Mapped[int | None] = mapped_column(Integer, default=None)


class ApiKey(Base):
    __tablename__ = "api_keys"

    id: Mapped[str] = mapped_column(String(32), primary_key=True, default=new_id)
    org_id: Mapped[str] = mapped_column(ForeignKey("orgs.id", ondelete="CASCADE"), index=True)
    prefix: Mapped[str] = mapped_column(String(32), unique=True)
    key_hash: Mapped[str] = mapped_column(String(64))
    label: Mapped[str] = mapped_column(String(200), default="")
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    revoked_at: Mapped[datetime | None] = mapped_column(default=None)


class Invite(Base):
    __tablename__ = "invites"

    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    id: Mapped[str] = mapped_column(String(32), unique=True, default=new_id)
    org_id: Mapped[str] = mapped_column(ForeignKey("orgs.id", ondelete="CASCADE"), index=True)
    token: Mapped[str] = mapped_column(String(64), unique=True)
    title: Mapped[str] = mapped_column(String(200), default="")
    question_count: Mapped[int] = mapped_column(Integer)
    topics: Mapped[list[str]] = mapped_column(default=list)
    types: Mapped[list[str]] = mapped_column(default=list)
    time_limit_s: Mapped[int | None] = mapped_column(Integer, default=None)
    total_time_limit_s: Mapped[int | None] = mapped_column(Integer, default=None)
    type_time_limits: Mapped[dict[str, int] | None] = mapped_column(JSON, default=None)  # type -> seconds
    reveal: Mapped[str] = mapped_column(String(16), default="end")
    language: Mapped[str] = mapped_column(String(8), default="zh")
    expires_at: Mapped[datetime | None] = mapped_column(default=None)
    max_uses: Mapped[int | None] = mapped_column(Integer, default=None)
    uses: Mapped[int] = mapped_column(Integer, default=0)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    revoked_at: Mapped[datetime | None] = mapped_column(default=None)
    expiring_announced_at: Mapped[datetime | None] = mapped_column(default=None)  # invite.expiring sent
    # The banks the plan draws from ("public" is the curated bank); None: the public bank and every bank
    # the organisation has when a session starts.
    banks: Mapped[list[str] | None] = mapped_column(JSON, default=None)
    # an accommodation: every time limit of its sessions is scaled by this (1.0–3.0)
    time_multiplier: Mapped[float] = mapped_column(Float, default=1.0, server_default=text("1"))
    # A fixed form: the question ids every candidate is asked (named by the recruiter, or the one shared
    # draw made at creation); None: each candidate draws their own.
    questions: Mapped[list[str] | None] = mapped_column(JSON, default=None)
    order: Mapped[str] = mapped_column("question_order", String(16), default="fixed", server_default="fixed")
    draw: Mapped[str] = mapped_column(String(16), default="each", server_default="each")
    # quotas per question type ({"single": 3, "code": 1}); None: ``types`` is a plain filter
    type_quotas: Mapped[dict[str, int] | None] = mapped_column(JSON, default=None)
    # "adaptive": each question chosen by the candidate's current ability (api/services/scoring/), up
    # to max_questions, stopping once the standard error reaches target_se
    mode: Mapped[str] = mapped_column(String(16), default="standard", server_default="standard")
    max_questions: Mapped[int | None] = mapped_column(Integer, default=None)
    target_se: Mapped[float | None] = mapped_column(Float, default=None)


class AtsAssignment(Base):
    """A test (an invite of the organisation) sent to one candidate by an applicant tracking system:
    a single-use invite of its own, whose session the ATS's status requests report on."""

    __tablename__ = "ats_assignments"
    __table_args__ = (Index("ix_ats_assignments_invite_id", "invite_id"),)  # a session's assignment

    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    id: Mapped[str] = mapped_column(String(32), unique=True, default=new_id)  # partner_interview_id
    org_id: Mapped[str] = mapped_column(ForeignKey("orgs.id", ondelete="CASCADE"), index=True)
    test_id: Mapped[str | None] = mapped_column(ForeignKey("invites.id", ondelete="SET NULL"), default=None)
    invite_id: Mapped[str] = mapped_column(ForeignKey("invites.id", ondelete="CASCADE"))
    email: Mapped[str] = mapped_column(String(320), default="")
    telegram_username: Mapped[str] = mapped_column(String(64), default="")
    name: Mapped[str] = mapped_column(String(400), default="")
    external_id: Mapped[str] = mapped_column(String(200), default="")  # the ATS's application id
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    # where the ATS wants to hear the test is complete (Greenhouse's send_test ``url``, PATCHed); "": none
    callback_url: Mapped[str] = mapped_column(String(2048), default="", server_default="")


class AtsCredential(Base):
    """The API key an organisation's ATS presents (and expects back on its completion callback), sealed
    (api/services/sealed.py): the latest one it sent a test with. Revoking that key stops the callbacks."""

    __tablename__ = "ats_credentials"

    org_id: Mapped[str] = mapped_column(ForeignKey("orgs.id", ondelete="CASCADE"), primary_key=True)
    key_id: Mapped[str] = mapped_column(ForeignKey("api_keys.id", ondelete="CASCADE"))
    sealed: Mapped[str] = mapped_column(Text)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow)


class Candidate(Base):
    __tablename__ = "candidates"

    telegram_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    name: Mapped[str] = mapped_column(String(200), default="")
    username: Mapped[str] = mapped_column(String(200), default="")
    language: Mapped[str] = mapped_column(String(8), default="zh")
    language_set_at: Mapped[datetime | None] = mapped_column(default=None)  # chosen, not guessed
    timezone: Mapped[str | None] = mapped_column(String(64), default=None)  # IANA; None: the language's
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


OPEN_SESSION = text("status = 'active'")


class InterviewSession(NotesEvents, Base):
    __tablename__ = "sessions"
    __table_args__ = (  # one open session per candidate and mode, even under concurrent starts
        Index(
            "uq_sessions_open_per_mode",
            "candidate_id",
            "mode",
            unique=True,
            sqlite_where=OPEN_SESSION,
            postgresql_where=OPEN_SESSION,
        ),
        Index("ix_sessions_org_seq", "org_id", "seq"),  # the console's lists, newest first
        Index("ix_sessions_invite_seq", "invite_id", "seq"),
    )

    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    id: Mapped[str] = mapped_column(String(32), unique=True, default=new_id)
    mode: Mapped[str] = mapped_column(String(16))
    status: Mapped[str] = mapped_column(String(16), default="active", index=True)
    candidate_id: Mapped[int] = mapped_column(ForeignKey("candidates.telegram_id"), index=True)
    org_id: Mapped[str | None] = mapped_column(ForeignKey("orgs.id", ondelete="CASCADE"), index=True)
    invite_id: Mapped[str | None] = mapped_column(ForeignKey("invites.id", ondelete="SET NULL"), index=True)
    plan: Mapped[list[str]] = mapped_column(default=list)  # question ids, drawn at start
    position: Mapped[int] = mapped_column(Integer, default=0)  # index into plan of the current question
    reveal: Mapped[str] = mapped_column(String(16), default="each")
    language: Mapped[str] = mapped_column(String(8), default="zh")
    topics: Mapped[list[str]] = mapped_column(default=list)
    review: Mapped[bool] = mapped_column(Boolean, default=False)
    time_limit_s: Mapped[int | None] = mapped_column(Integer, default=None)
    total_time_limit_s: Mapped[int | None] = mapped_column(Integer, default=None)
    # each planned question's own limit (an invite's per-type limits, scaled), fixed at the start
    question_limits: Mapped[dict[str, int] | None] = mapped_column(JSON, default=None)
    # the invite's accommodation; the two limits above are already scaled by it
    time_multiplier: Mapped[float] = mapped_column(Float, default=1.0, server_default=text("1"))
    hints_used: Mapped[int] = mapped_column(Integer, default=0)  # on the current question
    # The clock starts when the first question is served (``begun``); until then ``started_at`` is
    # when the session was opened, like ``created_at``.
    begun: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[datetime | None] = mapped_column(default=utcnow)
    started_at: Mapped[datetime] = mapped_column(default=utcnow)
    shown_at: Mapped[datetime] = mapped_column(default=utcnow)  # when the current question was served
    finished_at: Mapped[datetime | None] = mapped_column(default=None)
    # Running totals (api/services/sessions/_totals.py), so lists sort and aggregate in SQL.
    plan_points: Mapped[float | None] = mapped_column(Float, default=None)
    points_awarded: Mapped[float] = mapped_column(Float, default=0.0, server_default=text("0"))
    answered: Mapped[int] = mapped_column(Integer, default=0, server_default=text("0"))
    # The organisation-bank questions of the plan as they were when it was drawn (id -> question): a
    # bank replaced or deleted later does not change a session already started.
    questions: Mapped[dict[str, Any] | None] = mapped_column(JSON, default=dict)
    # An adaptive interview's state (api/services/scoring/): the eligible items with their parameters,
    # the stopping rule, and θ ± SE so far; None for a plan drawn at the start.
    adaptive: Mapped[dict[str, Any] | None] = mapped_column(JSON, default=None)
    # A typed answer waiting for the candidate to confirm how it was read (api/services/turn/_readings.py):
    # its text, the reading, its idempotency key and when it arrived; None when nothing waits.
    pending: Mapped[dict[str, Any] | None] = mapped_column(JSON, default=None)
    # when the candidate was replaced by a pseudonym (/forget, or the organisation's retention period)
    pseudonymised_at: Mapped[datetime | None] = mapped_column(default=None)
    # signals seen on the current question before its answer (a forwarded message), moved onto the answer
    pending_flags: Mapped[list[dict[str, Any]] | None] = mapped_column(JSON, default=None)

    def close(self, status: str, at: datetime) -> None:
        """End the session — ``finished``, ``expired`` or ``abandoned`` — as of ``at``; the one place a
        session's status leaves ``active``, so the change is noted with it: its webhook event, and its
        answers' place in the item tallies (``api.store.effects``)."""
        self.status = status
        self.finished_at = at
        self.note(status)
        effects.session_over(self)


class Answer(NotesEvents, Base):
    __tablename__ = "answers"
    __table_args__ = (
        UniqueConstraint("session_id", "idempotency_key", name="uq_answers_idempotency"),
        UniqueConstraint("session_id", "position", name="uq_answers_position"),
    )

    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    # no index of its own: both unique constraints lead with it (one index less to write per answer)
    session_id: Mapped[str] = mapped_column(ForeignKey("sessions.id", ondelete="CASCADE"))
    position: Mapped[int] = mapped_column(Integer)
    question_id: Mapped[str] = mapped_column(String(64), index=True)
    idempotency_key: Mapped[str] = mapped_column(String(128))
    answer: Mapped[str] = mapped_column(Text, default="")  # exactly as typed
    shown: Mapped[dict[str, Any]] = mapped_column(default=dict)  # the question as it was shown
    parsed: Mapped[dict[str, Any]] = mapped_column(default=dict)
    verdict: Mapped[str] = mapped_column(String(16))
    score: Mapped[float] = mapped_column(Float)  # fraction of the question's points, after penalties
    points: Mapped[float] = mapped_column(Float)
    points_awarded: Mapped[float] = mapped_column(Float)
    rationale: Mapped[str] = mapped_column(Text, default="")
    grader: Mapped[str] = mapped_column(String(16), default="rules")
    hints_used: Mapped[int] = mapped_column(Integer, default=0)
    skipped: Mapped[bool] = mapped_column(Boolean, default=False)
    timed_out: Mapped[bool] = mapped_column(Boolean, default=False)
    shown_at: Mapped[datetime] = mapped_column()
    answered_at: Mapped[datetime] = mapped_column(default=utcnow)
    time_taken_ms: Mapped[int] = mapped_column(Integer, default=0)
    # After a key correction: {"original": {verdict, score, points_awarded, rationale, grader},
    # "errata": [...], "regraded_at": iso time}; the columns above then hold the new grade.
    regrade: Mapped[dict[str, Any] | None] = mapped_column(JSON, default=None)
    # integrity signals ({kind, detail, …} each; api/services/integrity/): evidence, never part of the grade
    flags: Mapped[list[dict[str, Any]] | None] = mapped_column(JSON, default=None)

    @validates("score", "points", "points_awarded")
    def _rounded(self, _key: str, value: float) -> float:
        """Every stored grade is rounded the one way (``bank.scores.rounded``), whoever computed it."""
        return rounded(value)


class AnswerBand(Base):
    """One LSH band key of a free-text interview answer's MinHash signature: near-identical answers to
    the same question in the same organisation share a key, so they are found by this index alone."""

    __tablename__ = "answer_bands"
    __table_args__ = (Index("ix_answer_bands_lookup", "org_id", "question_id", "band_key"),)

    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    org_id: Mapped[str] = mapped_column(ForeignKey("orgs.id", ondelete="CASCADE"))
    question_id: Mapped[str] = mapped_column(String(64))
    band_key: Mapped[str] = mapped_column(String(40))
    answer_seq: Mapped[int] = mapped_column(ForeignKey("answers.seq", ondelete="CASCADE"), index=True)
    session_id: Mapped[str] = mapped_column(String(32))
    # the answer, so a band may be added before its new answer is stored: the answer's own INSERT
    # (``store.insert_answer``) comes first, and the band's flush takes its seq. Not cascaded into the ORM
    # session with the band: the answer is stored by that INSERT alone.
    answer: Mapped[Answer] = relationship(lazy="raise", cascade="merge")


class ShownMessage(Base):
    """A question message the bot sent to a candidate: a timed question, or a practice question sent as
    a native quiz poll. It ties a Telegram poll to the question it asks (a vote arrives with only the
    poll's id, possibly after a bot restart), and the chat's message ids order what the candidate typed
    against what they were shown (an answer typed before a question appeared is not an answer to it)."""

    __tablename__ = "shown_messages"
    __table_args__ = (UniqueConstraint("session_id", "message_id", name="uq_shown_messages_message"),)

    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    session_id: Mapped[str] = mapped_column(ForeignKey("sessions.id", ondelete="CASCADE"), index=True)
    position: Mapped[int] = mapped_column(Integer)
    question_id: Mapped[str] = mapped_column(String(64))
    message_id: Mapped[int] = mapped_column(BigInteger)  # in the candidate's private chat with the bot
    poll_id: Mapped[str | None] = mapped_column(String(64), unique=True, default=None)
    options: Mapped[list[str]] = mapped_column(JSON, default=list)  # the answer each poll option gives
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class OrgBank(Base):
    """An organisation's own question bank (its questions in ``bank_questions``)."""

    __tablename__ = "org_banks"
    __table_args__ = (UniqueConstraint("org_id", "name", name="uq_org_banks_name"),)

    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    id: Mapped[str] = mapped_column(String(16), unique=True)
    org_id: Mapped[str] = mapped_column(ForeignKey("orgs.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(200))
    format: Mapped[str] = mapped_column(String(16))
    status: Mapped[str] = mapped_column(String(16), default="indexing")  # indexing | ready | failed
    total: Mapped[int] = mapped_column(Integer, default=0)  # questions to index
    indexed: Mapped[int] = mapped_column(Integer, default=0)
    topics: Mapped[list[str]] = mapped_column(default=list)
    error: Mapped[str] = mapped_column(Text, default="")
    revision: Mapped[int] = mapped_column(Integer, default=1)  # bumped by every upload and correction
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow)


class BankQuestion(Base):
    __tablename__ = "bank_questions"

    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    bank_id: Mapped[str] = mapped_column(ForeignKey("org_banks.id", ondelete="CASCADE"), index=True)
    question_id: Mapped[str] = mapped_column(String(64), unique=True)
    position: Mapped[int] = mapped_column(Integer)
    status: Mapped[str] = mapped_column(String(16))
    data: Mapped[dict[str, Any]] = mapped_column()  # the question (bank.model.Question as JSON)


class NotebookCard(Base):
    """A mistake-notebook entry: an FSRS card per candidate and question."""

    __tablename__ = "notebook_cards"
    __table_args__ = (UniqueConstraint("candidate_id", "question_id", name="uq_cards_candidate_question"),)

    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    # no index of its own: the unique constraint leads with it (one index less to write per card)
    candidate_id: Mapped[int] = mapped_column(ForeignKey("candidates.telegram_id"))
    question_id: Mapped[str] = mapped_column(String(64))
    card: Mapped[dict[str, Any]] = mapped_column(default=dict)
    due: Mapped[datetime] = mapped_column(index=True)
    lapses: Mapped[int] = mapped_column(Integer, default=0)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow)


class ItemTally(Base):
    """Item statistics kept as sums (api/store/tallies.py): per organisation, invite ('' for none),
    question and the session's score bucket, over the answers of sessions that are over. The row with
    question_id '' counts the sessions themselves (the score distribution)."""

    __tablename__ = "item_tallies"
    __table_args__ = (Index("ix_item_tallies_org_question", "org_id", "question_id"),)

    org_id: Mapped[str] = mapped_column(ForeignKey("orgs.id", ondelete="CASCADE"), primary_key=True)
    invite_id: Mapped[str] = mapped_column(String(32), primary_key=True)
    question_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    # the session's score × 10⁶, -1 when it has none
    bucket: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    n: Mapped[int] = mapped_column(Integer, default=0)
    correct: Mapped[int] = mapped_column(Integer, default=0)
    rest: Mapped[float] = mapped_column(Float, default=0.0)  # Σ rest score
    rest_sq: Mapped[float] = mapped_column(Float, default=0.0)
    correct_rest: Mapped[float] = mapped_column(Float, default=0.0)


class ConsoleSession(Base):
    """A recruiter's console sign-in; the cookie holds a random id whose SHA-256 is ``id_hash``."""

    __tablename__ = "console_sessions"

    id_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    org_id: Mapped[str] = mapped_column(ForeignKey("orgs.id", ondelete="CASCADE"))
    key_id: Mapped[str] = mapped_column(ForeignKey("api_keys.id", ondelete="CASCADE"), index=True)
    csrf: Mapped[str] = mapped_column(String(64))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    expires_at: Mapped[datetime] = mapped_column()
    ended_at: Mapped[datetime | None] = mapped_column(default=None)


class Webhook(Base):
    """A recruiter's receiver: a URL (``kind`` ``http``), or a recruiter's Telegram chat (``telegram``,
    api/services/webhooks/), sent by the bot. The signing secret is not stored: it is derived
    from ``salt`` and the server's key (api/services/webhooks/_signing.py), so the database alone does not
    reveal it."""

    __tablename__ = "webhooks"

    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    id: Mapped[str] = mapped_column(String(32), unique=True, default=new_id)
    org_id: Mapped[str] = mapped_column(ForeignKey("orgs.id", ondelete="CASCADE"), index=True)
    url: Mapped[str] = mapped_column(String(2048))
    events: Mapped[list[str]] = mapped_column(default=list)
    salt: Mapped[str] = mapped_column(String(64))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    deleted_at: Mapped[datetime | None] = mapped_column(default=None)
    kind: Mapped[str] = mapped_column(String(16), default="http", server_default="http")
    chat_id: Mapped[int | None] = mapped_column(BigInteger, default=None, index=True)  # telegram: linked
    key_id: Mapped[str | None] = mapped_column(String(32), default=None)  # telegram: revoking it ends it
    link_hash: Mapped[str | None] = mapped_column(String(64), default=None, unique=True)  # until used
    link_expires_at: Mapped[datetime | None] = mapped_column(default=None)
    language: Mapped[str] = mapped_column(String(2), default="zh", server_default="zh")


class WebhookEvent(Base):
    """The outbox: an event, written in the transaction of the change that caused it. An xAPI statement
    names its session (``session_id``: erased with it) and has no organisation when it is practice's."""

    __tablename__ = "webhook_events"

    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    id: Mapped[str] = mapped_column(String(40), unique=True)
    org_id: Mapped[str | None] = mapped_column(ForeignKey("orgs.id", ondelete="CASCADE"), index=True)
    session_id: Mapped[str | None] = mapped_column(String(32), default=None, index=True)
    type: Mapped[str] = mapped_column(String(40))
    body: Mapped[str] = mapped_column(Text)  # the exact JSON sent (every attempt sends the same bytes)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class WebhookDelivery(Base):
    """One event to one webhook, or (``target`` "xapi", no webhook) one xAPI statement to the Learning
    Record Store of the settings: pending until delivered (2xx) or given up (``failed``)."""

    __tablename__ = "webhook_deliveries"
    __table_args__ = (Index("ix_webhook_deliveries_due", "status", "next_attempt_at"),)

    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    id: Mapped[str] = mapped_column(String(32), unique=True, default=new_id)
    webhook_id: Mapped[str | None] = mapped_column(
        ForeignKey("webhooks.id", ondelete="CASCADE"), index=True, default=None
    )
    event_id: Mapped[str] = mapped_column(ForeignKey("webhook_events.id", ondelete="CASCADE"), index=True)
    target: Mapped[str] = mapped_column(String(16), default="webhook", server_default="webhook")  # | xapi
    status: Mapped[str] = mapped_column(String(16), default="pending")  # pending | delivered | failed
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    next_attempt_at: Mapped[datetime] = mapped_column(default=utcnow)
    lease_until: Mapped[datetime | None] = mapped_column(default=None)  # claimed by a worker until then
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    # so a flush inserts the event before its deliveries (they are written in the same flush)
    event: Mapped[WebhookEvent] = relationship(lazy="raise")


class WebhookAttempt(Base):
    __tablename__ = "webhook_attempts"

    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    delivery_id: Mapped[str] = mapped_column(
        ForeignKey("webhook_deliveries.id", ondelete="CASCADE"), index=True
    )
    at: Mapped[datetime] = mapped_column()
    status_code: Mapped[int | None] = mapped_column(Integer, default=None)
    latency_ms: Mapped[float] = mapped_column(Float, default=0.0)
    error: Mapped[str] = mapped_column(Text, default="")
    worker: Mapped[str] = mapped_column(String(64), default="")  # which process made the attempt


class Calibration(Base):
    """One estimate of an organisation's item parameters (``api/services/scoring/``): the scale its
    abilities are on. ``number`` counts the organisation's calibrations (1, 2, …)."""

    __tablename__ = "calibrations"
    __table_args__ = (UniqueConstraint("org_id", "number", name="uq_calibrations_org_number"),)

    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    org_id: Mapped[str] = mapped_column(ForeignKey("orgs.id", ondelete="CASCADE"), index=True)
    number: Mapped[int] = mapped_column(Integer)
    model: Mapped[str] = mapped_column(String(8))  # "rasch" or "2pl"
    sessions: Mapped[int] = mapped_column(Integer)  # finished sessions it saw
    answers: Mapped[int] = mapped_column(Integer)
    items: Mapped[int] = mapped_column(Integer)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class ItemParameter(Base):
    """A question's difficulty and discrimination (with standard errors) on its organisation's scale, as
    the organisation's latest calibration estimated them."""

    __tablename__ = "item_parameters"

    org_id: Mapped[str] = mapped_column(ForeignKey("orgs.id", ondelete="CASCADE"), primary_key=True)
    question_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    calibration_seq: Mapped[int] = mapped_column(
        ForeignKey("calibrations.seq", ondelete="CASCADE"), index=True
    )
    a: Mapped[float] = mapped_column(Float)
    b: Mapped[float] = mapped_column(Float)
    se_a: Mapped[float] = mapped_column(Float)
    se_b: Mapped[float] = mapped_column(Float)
    responses: Mapped[int] = mapped_column(Integer)


class SessionAbility(Base):
    """A finished interview's θ and standard error on its organisation's scale, kept so that the sessions
    table sorts by it in SQL; rewritten for every session at each calibration."""

    __tablename__ = "session_abilities"
    __table_args__ = (Index("ix_session_abilities_org_theta", "org_id", "theta"),)

    session_id: Mapped[str] = mapped_column(ForeignKey("sessions.id", ondelete="CASCADE"), primary_key=True)
    org_id: Mapped[str] = mapped_column(ForeignKey("orgs.id", ondelete="CASCADE"))
    theta: Mapped[float] = mapped_column(Float)
    se: Mapped[float] = mapped_column(Float)
    scale: Mapped[str] = mapped_column(String(32))
