"""The question model: what a question is, independent of where it came from.

A question carries two keys: ``key`` is what candidates are graded against (the
effective, audited key) and ``source_key`` is the seed bank's key verbatim. When
they differ, an :class:`Erratum` explains why.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from enum import StrEnum
from functools import lru_cache
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

OPTION_LABELS = "ABCDEFGH"
QUESTION_ID = re.compile(r"^[a-z0-9][a-z0-9_-]{1,40}$")


def content_key(type_: object, stem: object, options: Mapping[Any, Any] | None) -> str:
    """What makes a question the same question: its type, stem and options, read as the candidate
    reads them (compatibility forms, case and runs of white space aside). A file's question without an
    id is named by it; a session never holds two questions with the same one (a bank uploaded again
    beside the one it was exported from holds the same questions under other ids)."""

    def norm(value: object) -> str:
        return " ".join(unicodedata.normalize("NFKC", str(value)).casefold().split())

    pairs = sorted(options.items()) if isinstance(options, Mapping) else []
    parts = [norm(type_), norm(stem)]
    parts += [f"{norm(label)}={norm(text)}" for label, text in pairs]
    return "\x1f".join(parts)


@lru_cache(maxsize=1 << 16)
def _content_of(type_: str, stem: str, options: tuple[tuple[str, str], ...]) -> str:
    # a question's content is asked of every question of a bank at each session start (a draw keeps
    # copies apart): remembered by its text, so an edited or corrected question gets its own
    return content_key(type_, stem, dict(options))


_FENCED = re.compile(r"```[^\n]*\n(.*?)```", re.S)


def stem_code(stem: str) -> str:
    """A code question's code: the stem's fenced blocks joined, or the whole stem when it has none."""
    fenced = _FENCED.findall(stem)
    return "\n".join(fenced) if fenced else stem


class QuestionType(StrEnum):
    SINGLE = "single"
    MULTI = "multi"
    TRUEFALSE = "truefalse"
    CODE = "code"
    CALC = "calc"
    SHORT = "short"
    DESIGN = "design"
    DERIVATION = "derivation"

    @property
    def is_choice(self) -> bool:
        return self in (QuestionType.SINGLE, QuestionType.MULTI)

    @property
    def is_open(self) -> bool:
        return self in (QuestionType.SHORT, QuestionType.DESIGN, QuestionType.DERIVATION)


class Status(StrEnum):
    ACTIVE = "active"  # served and scored
    DISPUTED = "disputed"  # never scored in interviews; practice shows it with a warning
    INCOMPLETE = "incomplete"  # never served (e.g. truncated in the source)
    DRAFT = "draft"  # an organisation's question not yet ready: never served

    @property
    def servable(self) -> bool:
        return self not in (Status.INCOMPLETE, Status.DRAFT)


class Scoring(StrEnum):
    EXACT = "exact"  # one right answer; all or nothing
    ALL_OR_NOTHING = "all_or_nothing"  # multi: any missing or wrong option scores 0 (漏选、错选均不得分)
    PARTIAL_SUBSET = "partial_subset"  # multi: a correct proper subset earns partial credit
    PER_PART = "per_part"  # calc with several figures: each part scores its share
    RUBRIC = "rubric"  # open answers: share of key points covered


class Confidence(StrEnum):
    HIGH = "high"
    MEDIUM = "medium"
    LOW = "low"


_OPEN_TYPES = {QuestionType.SHORT.value, QuestionType.DESIGN.value, QuestionType.DERIVATION.value}


class Source(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    file: str
    number: int = Field(ge=1)


class Erratum(BaseModel):
    """A recorded correction of the source bank, kept beside the question it corrects.

    Worded for a reader, by field: ``source`` quotes the source's text cleanly (simplified Chinese,
    spaces restored, ``……`` for an elision, ``(none)`` where the source had nothing), ``corrected`` is
    what is served instead and ``justification`` says why in one line. Longer remarks about the
    source's own text live in :attr:`Question.curator_note`, which candidates never see.
    """

    model_config = ConfigDict(extra="forbid")

    field: Literal["key", "explanation", "stem", "options", "status"]
    source: str  # what the bank said (verbatim, or a short quote)
    corrected: str  # what we serve instead
    justification: str
    confidence: Confidence
    problem: str = ""  # what was wrong, in the corrector's words (corrections made over the API)


MAX_POINTS = 1000  # a question's weight: a bound that keeps every session's sum of points finite


class NumericPart(BaseModel):
    """One figure a calculation question asks for."""

    model_config = ConfigDict(extra="forbid")

    label: str = ""  # e.g. "额外参数量" when a question asks for several figures
    value: float = Field(allow_inf_nan=False)  # a figure: inf and nan are none
    unit: str | None = None  # e.g. "GB", "GiB", "M" (parameters), "%"; None = dimensionless
    tolerance: float = Field(default=0.02, gt=0, lt=1)  # relative
    unit_required: bool = True  # a figure without its unit is at most partial


class Question(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str
    bank: str
    source: Source | None = None
    type: QuestionType
    section: str = ""  # the bank's own section header, e.g. "二、多项选择题（每题3分，共30分）"
    stem: str = Field(min_length=1)  # Markdown; code fenced with real line breaks
    options: dict[str, str] = Field(default_factory=dict)
    # effective key: "B", "ACD", "true"/"false", a figure, code or a reference answer; a code question
    # with several blanks stores one fill per blank, in the order the blanks appear in the stem
    key: str | list[str] = ""
    source_key: str | None = None  # the bank's key verbatim (None where the bank has none)
    numeric: list[NumericPart] = Field(default_factory=list)  # calc
    # code: further equivalent answers; with several blanks, one entry per blank separated by ',' or
    # ';' (or a single fill standing for every blank when all blanks take the same value); a short
    # answer graded ``exact`` (GIFT short answer): further right answers
    accepted: list[str] = Field(default_factory=list)
    explanation: str = ""
    key_points: list[str] = Field(default_factory=list)  # open answers: what a full answer covers
    hints: list[str] = Field(default_factory=list)  # least to most revealing
    topics: list[str] = Field(default_factory=list)
    difficulty: int = Field(default=3, ge=1, le=5)
    points: float = Field(default=1.0, gt=0, le=MAX_POINTS, allow_inf_nan=False)
    scoring: Scoring = Scoring.EXACT
    status: Status = Status.ACTIVE
    status_note: str = ""  # why disputed or incomplete; what was decided
    errata: list[Erratum] = Field(default_factory=list)
    # For recruiters and curators only, never shown to candidates: remarks about the source bank's own
    # text ("原解析……", "源答案……") that explain the errata. ``explanation`` stays candidate-facing.
    curator_note: str = ""
    language: Literal["zh", "en"] = "zh"

    @model_validator(mode="before")
    @classmethod
    def _open_questions_default_to_rubric(cls, data: Any) -> Any:
        """An open question without a ``scoring`` is graded by its key points (``exact``: asked for)."""
        if isinstance(data, dict) and "scoring" not in data and data.get("type") in _OPEN_TYPES:
            return {**data, "scoring": Scoring.RUBRIC.value}
        return data

    @field_validator("id")
    @classmethod
    def _id_is_slug(cls, value: str) -> str:
        if not QUESTION_ID.match(value):
            raise ValueError(f"question id {value!r} must be lower-case letters, digits, '-' or '_'")
        return value

    @field_validator("options")
    @classmethod
    def _options_are_lettered(cls, value: dict[str, str]) -> dict[str, str]:
        labels = "".join(value)
        if labels and labels != OPTION_LABELS[: len(labels)]:
            raise ValueError(f"options must be labelled A, B, C… in order, got {labels!r}")
        return value

    # Errors of the checks below start with "[field]" so that file loaders can point at that field's line.
    @model_validator(mode="after")
    def _key_fits_type(self) -> Question:
        if isinstance(self.key, list):
            self._check_blank_keys(self.key)
        if not self.status.servable:
            return self  # incomplete or draft: checked when it becomes servable
        if not self.key_text.strip():
            raise ValueError("[key] a servable question needs a key")
        if self.type.is_choice:
            self._check_choice_key()
        elif self.type is QuestionType.TRUEFALSE and self.key not in ("true", "false"):
            raise ValueError("[key] a true/false key is 'true' or 'false'")
        elif self.type is QuestionType.CALC and not self.numeric:
            raise ValueError("[numeric] a calc question needs at least one numeric part")
        elif self.type.is_open and self.scoring is not Scoring.EXACT and not self.key_points:
            # scoring "exact": the key and ``accepted`` are the only right answers (e.g. GIFT short answer)
            raise ValueError("[key_points] an open question needs key points to grade against")
        return self

    def _check_blank_keys(self, blanks: list[str]) -> None:
        if self.type is not QuestionType.CODE:
            raise ValueError("[key] only a code question stores its key as a list (one fill per blank)")
        if len(blanks) < 2 or any(not isinstance(fill, str) or not fill.strip() for fill in blanks):
            raise ValueError("[key] a list key names one non-empty fill for each of at least two blanks")
        marked = len(re.findall(r"_{4,}", stem_code(self.stem)))
        if marked and marked != len(blanks):
            raise ValueError(
                f"[key] the stem has {marked} blanks (____) but the key names {len(blanks)} fills"
            )

    def _check_choice_key(self) -> None:
        if len(self.options) < 2:
            raise ValueError("[options] a choice question needs at least two options")
        letters = self.key_text
        if any(letter not in self.options for letter in letters) or len(set(letters)) != len(letters):
            raise ValueError(f"[key] key {letters!r} names options that are not there: {list(self.options)}")
        if letters != "".join(sorted(letters)):
            raise ValueError(f"[key] choice keys are written in option order, e.g. 'ACD', got {letters!r}")
        if self.type is QuestionType.SINGLE and len(letters) != 1:
            raise ValueError("[key] a single-choice key is one letter")
        if self.type is QuestionType.MULTI and self.scoring not in (
            Scoring.ALL_OR_NOTHING,
            Scoring.PARTIAL_SUBSET,
        ):
            raise ValueError("[scoring] a multi-choice question says all_or_nothing or partial_subset")

    @property
    def blanks(self) -> list[str]:
        """The fill of each blank: several for a list key, else the one key."""
        return list(self.key) if isinstance(self.key, list) else [self.key]

    @property
    def key_text(self) -> str:
        """The key as one line of text, for people: a list key reads '空 1：`…`；空 2：`…`'."""
        if isinstance(self.key, str):
            return self.key
        return "；".join(f"空 {number}：`{fill}`" for number, fill in enumerate(self.key, start=1))

    @property
    def correct_options(self) -> frozenset[str]:
        return frozenset(self.key_text) if self.type.is_choice else frozenset()

    @property
    def truth(self) -> bool | None:
        if self.type is not QuestionType.TRUEFALSE:
            return None
        return {"true": True, "false": False}.get(self.key_text)

    @property
    def content(self) -> str:
        """:func:`content_key`: the same for a copy of this question under another id."""
        return _content_of(self.type.value, self.stem, tuple(sorted(self.options.items())))

    @property
    def servable(self) -> bool:
        return self.status.servable

    @property
    def scorable(self) -> bool:
        return self.status is Status.ACTIVE


class Bank(BaseModel):
    """A named collection of questions, as stored in one file."""

    model_config = ConfigDict(extra="forbid")

    id: str
    title: str
    source_file: str | None = None
    questions: list[Question]

    @model_validator(mode="after")
    def _ids_unique(self) -> Bank:
        seen: set[str] = set()
        for question in self.questions:
            if question.id in seen:
                raise ValueError(f"duplicate question id {question.id!r}")
            seen.add(question.id)
        return self
