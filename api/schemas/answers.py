"""A session's turns: an answer (or the confirmation of its reading), a skip, a hint, what the bot
showed or saw of a message, a review's rating, and what each returns — the result, the explanation,
related material."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from api.schemas.base import MAX_TELEGRAM_ID, JsonBool, JsonInt, Verdict, WireInput, WireModel
from api.schemas.questions import ErratumOut
from api.schemas.sessions import CurrentQuestion

MessageId = Annotated[JsonInt, Field(ge=1, le=MAX_TELEGRAM_ID, description="a message id in the bot's chat")]


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


class ShownIn(WireInput):
    """A question message the bot sent: a timed question, or a quiz poll (with the poll's id and the answer
    each of its options gives, in order)."""

    position: JsonInt = Field(ge=0, le=10_000)
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


class SkipIn(WireInput):
    question_id: str | None = Field(default=None, max_length=64)
    idempotency_key: str | None = Field(default=None, min_length=1, max_length=128)
    # the bot's timer: the question's time ran out unanswered (refused before its deadline)
    timed_out: JsonBool = False


class RatingIn(WireInput):
    """The candidate's own rating of a review answer (FSRS: again, hard, good, easy)."""

    position: JsonInt = Field(ge=0, le=10_000)
    rating: Literal["again", "hard", "good", "easy"]
