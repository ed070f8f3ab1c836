"""Wire models of the HTTP API: the only module clients (the Telegram bot, ``chat``) may import.

Stdlib and pydantic only — never bank, retrieval or the service internals.

Longer than 400 lines on purpose: the import contract lets the bot import this one module of the API and
nothing else, so every wire model lives here rather than in a package the bot would have to reach into.
"""

from __future__ import annotations

import math
import string
from collections import Counter
from datetime import UTC, datetime
from typing import Annotated, Any, Literal
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

import orjson
from pydantic import AfterValidator, BaseModel, ConfigDict, Field, StrictInt, field_validator, model_validator

Verdict = Literal["correct", "partial", "incorrect", "invalid", "ungraded"]  # ungraded: disputed key
QuestionTypeName = Literal["single", "multi", "truefalse", "code", "calc", "short", "design", "derivation"]
Mode = Literal["interview", "practice"]
SessionStatus = Literal["active", "finished", "expired", "abandoned"]
Reveal = Literal["each", "end", "never"]
FlagKind = Literal["forwarded", "edited", "fast", "similar", "quick_correct"]
Language = Literal["zh", "en"]
FormOrder = Literal["fixed", "shuffled"]
InviteMode = Literal["standard", "adaptive"]
Draw = Literal["each", "shared"]
TranscriptFormat = Literal["json", "md", "csv", "html"]


# Telegram user ids are positive and fit in 52 bits (Telegram's own guarantee); anything else is
# refused here, before it can reach a BIGINT column.
MAX_TELEGRAM_ID = 2**52 - 1
TelegramId = Annotated[int, Field(ge=1, le=MAX_TELEGRAM_ID, description="a Telegram user id")]


# The one rule for secrets shared between processes (IBOT_SERVICE_TOKEN, IBOT_WEBHOOK_SECRET), here
# because both the API and the bot check them and the bot may import nothing else of the API.
GENERATE_SECRET_HINT = 'generate one with: python -c "import secrets; print(secrets.token_urlsafe(32))"'
MIN_SECRET_BITS = 56  # length x log2(size of the character classes used)
MIN_SECRET_SPREAD_BITS = 32  # the same string's own character statistics (catches "aaaaaaaaaaaaaaab")
_CHARACTER_CLASSES = (
    (string.ascii_lowercase, 26),
    (string.ascii_uppercase, 26),
    (string.digits, 10),
    (string.punctuation + " ", 33),
)
_PLACEHOLDER_WORDS = ("replace-with", "replace_with", "changeme", "change-me", "change_me", "placeholder",
                      "example", "secret-here")  # fmt: skip


def secret_problem(secret: str) -> str | None:
    """Why ``secret`` is unfit to guard anything (None: it is fine).

    Refused: shorter than 16 characters; a placeholder (deploy/.env.example's values included);
    a repetition of a shorter string (``passwordpassword``, ``aaaaaaaaaaaaaaaa``); or too few bits
    for its length and character classes, or by its own character statistics."""
    if len(secret) < 16:
        return "is shorter than 16 characters"
    lowered = secret.lower()
    if any(word in lowered for word in _PLACEHOLDER_WORDS):
        return "is a placeholder"
    for period in range(1, len(secret) // 2 + 1):
        if len(secret) % period == 0 and secret == secret[:period] * (len(secret) // period):
            return "repeats a shorter string"
    if "password" in lowered:
        return "contains the word password"
    pool = sum(size for chars, size in _CHARACTER_CLASSES if any(c in chars for c in secret))
    pool += 100 if any(not c.isascii() for c in secret) else 0
    bits = len(secret) * math.log2(max(pool, 2))
    spread = -sum(n * math.log2(n / len(secret)) for n in Counter(secret).values())
    if bits < MIN_SECRET_BITS or spread < MIN_SECRET_SPREAD_BITS:
        return "is too guessable (too few kinds of characters, or too few different ones)"
    return None


def _storable_instant(value: datetime) -> datetime:
    """An instant the stores can hold: with a time zone (a naive time is left to the caller's checks)
    and between 1970 and 9998 once in UTC — beyond that both databases (and Python) overflow."""
    if value.tzinfo is None:
        return value
    try:
        in_utc = value.astimezone(UTC)
    except OverflowError:
        raise ValueError("the time is out of range (1970-9998 UTC)") from None
    if not 1970 <= in_utc.year <= 9998:
        raise ValueError("the time is out of range (1970-9998 UTC)")
    return value


Instant = Annotated[datetime, AfterValidator(_storable_instant)]


class WireModel(BaseModel):
    model_config = ConfigDict(extra="ignore")


def _nul_path(value: Any, path: str = "") -> str | None:
    """Where a NUL character hides in request data (PostgreSQL cannot store one in text)."""
    if isinstance(value, str):
        return (path or "body") if "\x00" in value else None
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, item in items:
        found = _nul_path(key, path) if isinstance(key, str) else None
        found = found or _nul_path(item, f"{path}.{key}" if path else str(key))
        if found:
            return found
    return None


def _may_hold_nul(data: Any) -> bool:
    """Whether ``data`` may hold a NUL character anywhere (``_nul_path`` then says where): JSON escapes
    every NUL as ``\\u0000``, so data that orjson writes without one holds none. One call for every
    request body, where walking it was one call for each of its values; data orjson cannot write is
    walked."""
    try:
        return b"\\u0000" in orjson.dumps(data)
    except TypeError:
        return True


class WireInput(WireModel):
    """A request body: text with NUL characters is refused (422) the same way on every store."""

    @model_validator(mode="before")
    @classmethod
    def _refuse_nul(cls, data: Any) -> Any:
        where = _nul_path(data) if _may_hold_nul(data) else None
        if where is not None:
            raise ValueError(f"{where}: text must not contain NUL characters")
        return data


# --- recruiter side -------------------------------------------------------------------------------


class InviteCreate(WireInput):
    question_count: int = Field(default=10, ge=1, le=100)
    topics: list[str] = Field(default_factory=list, max_length=20)
    types: list[QuestionTypeName] | dict[QuestionTypeName, Annotated[int, Field(ge=1, le=100)]] = Field(
        default_factory=list,
        description="a filter (any of these types), or quotas per type ({'single': 3, 'code': 1}: "
        "exactly that many of each; question_count is then their sum)",
    )
    questions: list[Annotated[str, Field(min_length=1, max_length=64)]] | None = Field(
        default=None,
        min_length=1,
        max_length=100,
        description="a fixed form: these questions (ids, as GET /v1/questions/search returns them) for "
        "every candidate; topics, types and draw then do not apply",
    )
    order: FormOrder = Field(
        default="fixed",
        description="a fixed or shared form: the same order for all, or shuffled per candidate",
    )
    mode: InviteMode = Field(
        default="standard",
        description="'adaptive': each question is the most informative at the candidate's current ability "
        "(docs/ability.md), until its standard error reaches target_se or max_questions are asked",
    )
    max_questions: int = Field(default=20, ge=1, le=100, description="adaptive: the most questions asked")
    target_se: float = Field(
        default=0.35, ge=0.1, le=1.0, allow_inf_nan=False, description="adaptive: stop at this standard error"
    )
    draw: Draw = Field(
        default="each",
        description="'each': every candidate draws their own questions; 'shared': one draw, made when the "
        "invite is created, for all its candidates",
    )
    time_limit_s: int | None = Field(default=None, ge=5, le=24 * 3600, description="per question")
    type_time_limits: dict[QuestionTypeName, Annotated[int, Field(ge=5, le=24 * 3600)]] | None = Field(
        default=None,
        description="seconds per question of each type (e.g. single 45, design 900); a type not named "
        "takes time_limit_s",
    )
    total_time_limit_s: int | None = Field(default=None, ge=10, le=7 * 24 * 3600)
    time_multiplier: float = Field(
        default=1.0,
        ge=1.0,
        le=3.0,
        allow_inf_nan=False,
        description="an accommodation (e.g. 1.5 for +50%): every per-question and total limit is scaled",
    )
    reveal: Reveal = "end"
    expires_at: Instant | None = None
    max_uses: int | None = Field(default=1, ge=1, le=100_000)
    title: str = Field(default="", max_length=200)
    language: Language = "zh"
    banks: list[str] | None = Field(
        default=None,
        max_length=50,
        description="bank ids to draw from ('public' is the curated bank); default: the public bank "
        "and every bank of the organisation when a session starts",
    )
    allow_fewer: bool = Field(
        default=False,
        description="accept fewer questions than question_count when the filters hold fewer "
        "(otherwise such an invite is refused with 422 saying how many exist)",
    )


class InviteOut(WireModel):
    id: str
    token: str
    deep_link: str
    title: str
    question_count: int
    topics: list[str]
    types: list[str] | dict[str, int]
    questions: list[str] | None = None
    order: FormOrder = "fixed"
    draw: Draw = "each"
    mode: InviteMode = "standard"
    max_questions: int | None = None
    target_se: float | None = None
    time_limit_s: int | None
    total_time_limit_s: int | None
    type_time_limits: dict[str, int] | None = None
    time_multiplier: float = 1.0
    reveal: Reveal
    language: Language
    expires_at: datetime | None
    max_uses: int | None
    uses: int
    created_at: datetime
    revoked: bool
    banks: list[str] | None = None
    time_limit_short: TimeLimitShort | None = Field(
        default=None,
        description="a warning: the per-question limit is shorter than the invite's longest question needs",
    )


class TimeLimitShort(WireModel):
    """The invite's per-question limit is shorter than its longest question needs (a warning)."""

    question_type: str
    needed_s: int
    limit_s: int


class InviteList(WireModel):
    items: list[InviteOut]
    next_cursor: str | None = None


# --- questions ------------------------------------------------------------------------------------


class TopicOut(WireModel):
    topic: str
    questions: int = Field(description="active questions an interview may draw with this topic")
    types: dict[str, int] = Field(description="question count per question type")


class TopicList(WireModel):
    items: list[TopicOut]


class QuestionOut(WireModel):
    """A question as shown to a candidate: no key, no explanation."""

    # frozen: one is shared by every view of the same question (``services.questions.question_out``)
    model_config = ConfigDict(extra="ignore", frozen=True)

    id: str
    type: QuestionTypeName
    stem: str
    options: dict[str, str] = Field(default_factory=dict)
    points: float
    topics: list[str] = Field(default_factory=list)
    disputed: bool = False
    hints_available: int = 0
    option_order: list[str] | None = Field(
        default=None,
        description="interviews: the bank's letter of the option shown at each position (A, B, …), when "
        "this session's order differs from the bank's",
    )


class ErratumOut(WireModel):
    field: str
    source: str
    corrected: str
    justification: str
    problem: str = ""  # what was wrong (corrections made through the API)


class QuestionDetail(QuestionOut):
    """A question as a recruiter sees it: with its key, explanation and errata."""

    key: str
    source_key: str | None = None
    explanation: str = ""
    status: str = "active"
    status_note: str = ""
    errata: list[ErratumOut] = Field(default_factory=list)
    bank: str = ""


class SearchHit(WireModel):
    question_id: str
    score: float
    snippet: str
    question: QuestionOut | None = None


class SearchResults(WireModel):
    items: list[SearchHit]


# --- sessions -------------------------------------------------------------------------------------


class CandidateIn(WireInput):
    telegram_id: TelegramId
    name: str | None = Field(default="", max_length=200)
    username: str | None = Field(default="", max_length=200)
    language: Language = "zh"


class SessionCreate(WireInput):
    mode: Mode
    invite_token: str | None = Field(default=None, max_length=64)
    candidate: CandidateIn
    topics: list[str] | None = Field(default=None, max_length=20)
    count: int | None = Field(default=None, ge=1, le=50)
    review: bool = False  # practice of the mistake notebook's due cards only (replaces an open practice)
    review_ahead: bool = False  # with review: every card, due or not, soonest first
    types: list[QuestionTypeName] | None = None


class TopicScore(WireModel):
    topic: str
    questions: int
    points: float
    points_awarded: float
    score: float  # fraction


class AbilityOut(WireModel):
    """A finished interview's ability on the organisation's calibrated scale (docs/ability.md)."""

    theta: float = Field(
        description="0 is the organisation's average candidate, 1 one standard deviation above"
    )
    se: float = Field(
        description="standard error of theta: theta ± 2 se holds the ability with 95 % confidence"
    )
    scale: str = Field(description="'calibration-N': the organisation's N-th calibration; 'prior': none yet")
    answered: int = Field(description="answers that entered the estimate")


class SessionSummary(WireModel):
    id: str
    mode: Mode
    status: SessionStatus
    position: int
    total: int
    adaptive: bool = Field(default=False, description="questions chosen one at a time: total grows")
    candidate_id: int
    invite_id: str | None = None
    title: str = ""
    reveal: Reveal = "each"
    language: Language = "zh"
    created_at: datetime = Field(description="when the session was opened (the rules are shown)")
    started_at: datetime | None = Field(
        default=None,
        description="when the clock started: the first question was served (null until then)",
    )
    finished_at: datetime | None = None
    deadline: datetime | None = None  # the whole session's (null until the clock starts)
    time_limit_s: int | None = Field(default=None, description="per question (null: no limit)")
    total_time_limit_s: int | None = Field(default=None, description="the whole session (null: no limit)")
    time_limits_by_type: bool = Field(
        default=False, description="questions have limits of their own type (shown in each question)"
    )
    time_multiplier: float = Field(
        default=1.0, description="the accommodation both limits above are already scaled by"
    )
    answered: int = 0
    points: float | None = None
    points_awarded: float | None = None
    score: float | None = None  # fraction of the points; hidden from candidates when the policy says so
    ability: AbilityOut | None = Field(
        default=None, description="finished interviews, recruiters only: theta ± se beside the raw points"
    )
    per_topic: list[TopicScore] = Field(default_factory=list)
    duration_s: float | None = None
    flags: dict[str, int] = Field(
        default_factory=dict, description="answers carrying each kind of integrity flag (recruiters only)"
    )
    resumed: bool = False
    pseudonymised_at: datetime | None = Field(
        default=None, description="when the candidate was replaced by a pseudonym (/forget, or retention)"
    )

    @model_validator(mode="before")
    @classmethod
    def _opened_when_started(cls, data: Any) -> Any:
        """Servers before ``created_at`` existed sent only ``started_at`` (then the creation time)."""
        if isinstance(data, dict) and data.get("created_at") is None and data.get("started_at"):
            data = {**data, "created_at": data["started_at"]}
        return data


class CandidateOut(WireModel):
    telegram_id: int
    name: str = ""
    username: str = ""
    language: Language = "zh"
    language_chosen: bool = False  # set with PATCH (else the language the first session start sent)
    timezone: str | None = None  # chosen with PATCH (null: the language's default zone)


class CandidateUpdate(WireInput):
    """What the candidate sets in the bot: ``/lang`` their language, ``/settings`` their time zone."""

    language: Language | None = None
    timezone: str | None = Field(
        default=None, min_length=1, max_length=64, description="an IANA time zone, e.g. Asia/Shanghai"
    )

    @field_validator("timezone")
    @classmethod
    def _known_zone(cls, value: str | None) -> str | None:
        if value is None:
            return None
        try:
            ZoneInfo(value)
        except (ZoneInfoNotFoundError, ValueError) as error:
            raise ValueError("not a known IANA time zone") from error
        return value

    @model_validator(mode="after")
    def _something(self) -> CandidateUpdate:
        if self.language is None and self.timezone is None:
            raise ValueError("give a language or a timezone")
        return self


class SessionList(WireModel):
    items: list[SessionSummary]
    next_cursor: str | None = None


class CurrentQuestion(WireModel):
    session_id: str
    status: SessionStatus
    position: int
    total: int = Field(description="questions planned so far; an adaptive session adds one at a time")
    adaptive: bool = Field(default=False, description="the count is not known ahead: show no total")
    deadline: datetime | None = None  # the current question's (or the session's, whichever is first)
    question: QuestionOut | None = None
    hints_used: int = 0
    report: SessionSummary | None = None  # once finished
    review: bool = False  # a question of the mistake notebook (rate it after answering)
    protect_content: bool = Field(
        default=False,
        description="interview questions: the chat client should not let them be forwarded or saved",
    )
    quiz: QuizOut | None = Field(
        default=None,
        description="practice only: what a native quiz poll needs (single choice and true/false); never "
        "given in an interview",
    )


class QuizOut(WireModel):
    """The answer a quiz poll marks correct, and the takeaway Telegram shows after the vote."""

    correct: str = Field(description="the answer the correct option gives: a letter, or 'true'/'false'")
    explanation: str = ""


MessageId = Annotated[int, Field(ge=1, le=MAX_TELEGRAM_ID, description="a message id in the bot's chat")]


PendingId = Annotated[str, Field(min_length=1, max_length=16, pattern=r"^[A-Za-z0-9_-]+$")]


class AnswerIn(WireInput):
    """A typed or clicked answer, or (``confirm``) the confirmation of a reading the API returned with
    ``202``: the answer it holds is recorded as read, judged by the time it arrived."""

    question_id: str = Field(default="", max_length=64, description="required unless ``confirm``")
    answer: str = Field(default="", max_length=8000)
    idempotency_key: str = Field(min_length=1, max_length=128)
    confirm: PendingId | None = Field(
        default=None,
        description="the id of a reading to confirm (``confirmation.id`` of a 202); ``answer`` stays empty",
    )
    message_id: MessageId | None = Field(
        default=None,
        description="the candidate's message carrying a typed answer: one typed before the current question "
        "was shown (its message id is lower) is not an answer to it",
    )

    @model_validator(mode="after")
    def _answer_or_confirm(self) -> AnswerIn:
        if self.confirm is not None and self.answer:
            raise ValueError("a confirmation carries no answer: the reading it confirms holds it")
        if self.confirm is None and not self.question_id:
            raise ValueError("question_id is required")
        return self


class ConfirmationOut(WireModel):
    """A reading waiting for the candidate: confirm it (``confirm`` with this id) or discard it."""

    id: str
    arrived_at: datetime  # what lateness is judged by when it is confirmed
    deadline: datetime | None = None  # the question's, as it stood when the answer arrived


class ReadingOut(WireModel):
    """202: the answer was read as ``reading`` and nothing is recorded until the candidate confirms."""

    session_id: str
    question_id: str
    position: int
    recorded: Literal[False] = False
    reading: str
    prompt: str  # "我理解你的答案是：C"
    confirmation: ConfirmationOut


class ShownIn(WireInput):
    """A question message the bot sent: a timed question, or a quiz poll (with the poll's id and the answer
    each of its options gives, in order)."""

    position: int = Field(ge=0, le=10_000)
    message_id: MessageId
    poll_id: str | None = Field(default=None, min_length=1, max_length=64, pattern=r"^[\x21-\x7e]+$")
    options: list[Annotated[str, Field(min_length=1, max_length=16)]] = Field(
        default_factory=list, max_length=12
    )


class ShownOut(WireModel):
    session_id: str
    position: int
    question_id: str
    message_id: int
    poll_id: str | None = None
    options: list[str] = Field(default_factory=list)


class RelatedItem(WireModel):
    """A related question, or an explanation (cited by the id of the question it explains)."""

    question_id: str
    kind: Literal["question", "explanation"] = "question"
    title: str = ""
    explanation: str = ""
    score: float | None = None


class Explanation(WireModel):
    question_id: str
    key: str
    explanation: str = ""
    errata: list[ErratumOut] = Field(default_factory=list)
    related: list[RelatedItem] = Field(default_factory=list)
    tailored: str | None = None  # the LLM's note on the candidate's answer, when configured
    disputed: bool = False


class RubricPoint(WireModel):
    point: str
    covered: bool  # full credit
    partly: bool = Field(
        default=False, description="touched but not covered: the point earned part of its credit"
    )


class AnswerResult(WireModel):
    session_id: str
    question_id: str
    position: int
    recorded: bool = True
    revealed: bool  # False: the policy hides grades until the end (or for good)
    verdict: Verdict | None = None
    score: float | None = None
    points_awarded: float | None = None
    points: float | None = None
    rationale: str | None = None
    timed_out: bool = False
    skipped: bool = False
    hints_used: int = 0
    time_taken_ms: int = 0
    replayed: bool = False
    earlier_question: bool = Field(
        default=False,
        description="the answer was typed before the current question was shown: it is kept, late and not "
        "scored, with the question it answered; the current question is still open",
    )
    explanation: Explanation | None = None
    rubric: list[RubricPoint] = Field(
        default_factory=list, description="open questions: each key point, covered or not (when revealed)"
    )
    rating_intervals: dict[str, int] | None = Field(
        default=None,
        description="a review answer: seconds until the card is next due for each rating the candidate "
        "may give it (again, hard, good, easy)",
    )
    read_as: str | None = Field(
        default=None,
        description="the answer as it was read (choice letters, 'true'/'false', numbers with units), "
        "echoed to the candidate; null for text graded by key points",
    )
    next: CurrentQuestion


class HintOut(WireModel):
    session_id: str
    question_id: str
    hint: str
    hints_used: int
    hints_available: int
    penalty: float  # fraction of the question's points this many hints cost


class RelatedOut(WireModel):
    """Related material for one answered (or skipped) question: its own explanation — the key, the
    erratum when the source key was wrong, whether the key is disputed — when the reveal policy allows,
    and related questions and explanations from the index, each cited by question id."""

    question_id: str
    position: int | None = None  # of the question in the session
    topic: str | None = Field(
        default=None,
        description="the question's first topic (practise it next); related items share one of its topics",
    )
    explanation: Explanation | None = None
    items: list[RelatedItem]


# --- transcripts ----------------------------------------------------------------------------------


class GradeOut(WireModel):
    verdict: Verdict
    score: float
    points: float
    points_awarded: float
    rationale: str = ""


class FlagOut(WireModel):
    """An integrity signal on an answer: evidence for a recruiter, never part of the grade."""

    kind: FlagKind
    detail: str
    session_id: str | None = Field(default=None, description="similar: the other session")
    similarity: float | None = Field(default=None, description="similar: shared token shingles (Jaccard)")
    text: str | None = Field(default=None, description="forwarded: the refused message (first 500 chars)")
    edited_text: str | None = Field(default=None, description="edited: the text after the edit")


class SignalIn(WireInput):
    """What the bot saw of a message: forwarded (in an interview it is refused), or edited after sending."""

    kind: Literal["forwarded", "edited"]
    idempotency_key: str = Field(
        default="", max_length=128, description="edited: the key the answer was sent with"
    )
    text: str = Field(default="", max_length=8000)


class SignalOut(WireModel):
    refused: bool = Field(description="the message is not taken as an answer (the bot says so)")
    session_id: str | None = None
    position: int | None = None


class TranscriptAnswer(WireModel):
    position: int
    question_id: str
    question: QuestionOut | None = None
    answer: str
    parsed: dict[str, Any] = Field(default_factory=dict)
    verdict: Verdict | None = None
    score: float | None = None
    points: float | None = None
    points_awarded: float | None = None
    rationale: str | None = None
    grader: str | None = None
    hints_used: int = 0
    skipped: bool = False
    timed_out: bool = False
    shown_at: datetime
    answered_at: datetime
    time_taken_ms: int
    explanation: Explanation | None = None
    original: GradeOut | None = Field(
        default=None, description="the first grade, when a key correction regraded the answer"
    )
    errata: list[ErratumOut] = Field(default_factory=list, description="the corrections that regraded it")
    flags: list[FlagOut] = Field(default_factory=list, description="integrity signals (recruiters only)")

    @field_validator("flags", mode="before")
    @classmethod
    def _no_flags(cls, value: Any) -> Any:
        return [] if value is None else value  # answers recorded before flags existed hold none


class Transcript(WireModel):
    session: SessionSummary
    answers: list[TranscriptAnswer]


class Problem(WireModel):
    """RFC 9457 problem details."""

    type: str = "about:blank"
    title: str
    status: int
    detail: str | None = None
    instance: str | None = None
    request_id: str | None = None


class SkipIn(WireInput):
    question_id: str | None = Field(default=None, max_length=64)
    idempotency_key: str | None = Field(default=None, min_length=1, max_length=128)
    # the bot's timer: the question's time ran out unanswered (refused before its deadline)
    timed_out: bool = False


class DeadlineOut(WireModel):
    """An open session's current question and when its time runs out (the bot arms its timers from
    these after a restart)."""

    telegram_id: int
    session_id: str
    position: int
    question_id: str
    deadline: datetime
    language: str


class DeadlineList(WireModel):
    items: list[DeadlineOut]


class RatingIn(WireInput):
    """The candidate's own rating of a review answer (FSRS: again, hard, good, easy)."""

    position: int = Field(ge=0, le=10_000)
    rating: Literal["again", "hard", "good", "easy"]


class NotebookEntry(WireModel):
    question_id: str
    due: datetime
    lapses: int = 0


# --- organisation banks ---------------------------------------------------------------------------

BankStatus = Literal["indexing", "ready", "failed"]
QuestionStatus = Literal["active", "disputed", "draft"]


class BankOut(WireModel):
    id: str
    name: str
    questions: int = Field(description="how many questions the bank holds")
    topics: list[str]
    status: BankStatus = Field(description="indexing until every question is searchable; then ready")
    indexed: int
    total: int
    format: str
    created_at: datetime
    updated_at: datetime
    error: str = ""


class BankDetail(BankOut):
    items: list[QuestionDetail] = Field(description="the bank's questions, in file order")


class BankList(WireModel):
    items: list[BankOut]


class BankProblem(WireModel):
    line: int | None = None
    field: str | None = None
    message: str


class ErratumIn(WireModel):
    what: str = Field(min_length=1, max_length=2000, description="what was wrong")
    why: str = Field(min_length=1, max_length=2000, description="why the correction is right")


class QuestionPatch(WireModel):
    key: str | None = Field(default=None, min_length=1, max_length=8000)
    status: QuestionStatus | None = None
    erratum: ErratumIn


class RegradeOut(WireModel):
    question_id: str
    answers: int = Field(description="recorded answers to the question in the organisation")
    regraded: int = Field(description="answers graded again against the question as it is now")
    changed: int = Field(description="regraded answers whose verdict or score changed")
    skipped: int = Field(description="answers to another version of the question (text replaced) or late")


# --- data rights (api/services/candidates/) ---------------------------------------------------------
MAX_RETENTION_DAYS = 3650


class OrgSettings(WireModel):
    id: str
    name: str
    retention_days: int | None = Field(
        default=None,
        description="sessions opened longer ago than this are pseudonymised (null: kept as they are)",
    )


class OrgSettingsUpdate(WireInput):
    retention_days: StrictInt | None = Field(
        ge=1, le=MAX_RETENTION_DAYS, description="1 to 3650 days, a JSON number; null turns retention off"
    )


class CandidateRecord(CandidateOut):
    created_at: datetime | None = None


class CandidateExport(WireModel):
    """Everything stored about one candidate (the bot's ``/mydata``)."""

    exported_at: datetime
    telegram_id: int
    candidate: CandidateRecord | None = Field(description="null when nothing is on record")
    sessions: list[Transcript] = Field(description="interviews and practice, each with its answers")
    notebook: list[NotebookEntry] = Field(description="the mistake notebook's cards")


class ForgetResult(WireModel):
    practice_sessions_deleted: int
    notebook_cards_deleted: int
    interviews_pseudonymised: int = Field(
        description="kept for the organisations that invited the candidate, no longer linkable to them"
    )


# --- recruiter notifications in Telegram (the bot's side: service token) ---------------------------


class TelegramLinkClaim(WireInput):
    """The start parameter of a recruiter's deep link (``rl_…``), as Telegram gave it to the bot."""

    token: str = Field(min_length=4, max_length=64)


class TelegramLinkOut(WireModel):
    org: str
    message: str  # what the bot tells the recruiter, in the language they linked in


class TelegramUnlinkOut(WireModel):
    orgs: list[str] = Field(default_factory=list)
    message: str


class TelegramNotice(WireModel):
    """One message for a recruiter's chat: the text, and a button to the console page."""

    id: str  # the delivery: report the result with it
    chat_id: int
    text: str
    url: str
    button: str


class TelegramNotices(WireModel):
    items: list[TelegramNotice] = Field(default_factory=list)


class TelegramNoticeResult(WireInput):
    ok: bool
    error: str | None = Field(default=None, max_length=300)
