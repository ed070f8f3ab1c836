"""Questions and topics (``/v1/questions``, ``/v1/topics``): as a candidate sees them, as a recruiter
does, and as a search finds them."""

from __future__ import annotations

from pydantic import ConfigDict, Field

from api.schemas.base import QuestionTypeName, WireModel


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
