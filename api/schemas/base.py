"""What every wire model shares: the vocabulary (verdicts, modes, languages…, and ``plural``, the
English count both the API's texts and the bot's say), Telegram ids, storable instants, the two base
classes (``WireModel``; ``WireInput``, a request body, which refuses NUL characters and lone
surrogates) and RFC 9457 problem details."""

from __future__ import annotations

import unicodedata
from datetime import UTC, datetime
from typing import Annotated, Any, Literal

import orjson
from pydantic import AfterValidator, BaseModel, ConfigDict, Field, Strict, model_validator

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


def plural(count: float, one: str, many: str) -> str:
    """``1 hint``, ``2 cards``, ``0.5 points``: an English count with its noun (Chinese has no plural).
    Here, in the wire's shared vocabulary, because it is the one module both the API's texts and the
    bot (which imports nothing of the project but ``api.schemas``) may import."""
    return f"{count:g} {one if count == 1 else many}"


# Telegram user ids are positive and fit in 52 bits (Telegram's own guarantee); anything else is
# refused here, before it can reach a BIGINT column.
MAX_TELEGRAM_ID = 2**52 - 1
# A number or boolean of a request body is taken as sent: true, "2" or " 2 " where a number is asked,
# and 2.0 where a whole number is, are 422 naming the field, never read as 1 or 2 (pydantic's lax mode
# would). Every number and boolean of a WireInput is one of these (tests/integration/test_input_bounds.py).
JsonInt = Annotated[int, Strict()]
JsonFloat = Annotated[float, Strict()]  # 2 is a number too: taken as 2.0
JsonBool = Annotated[bool, Strict()]
TelegramId = Annotated[JsonInt, Field(ge=1, le=MAX_TELEGRAM_ID, description="a Telegram user id")]


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

# control characters, line and paragraph separators, lone surrogates: never in one line of text
_NOT_IN_A_LINE = {"Cc", "Zl", "Zp", "Cs"}


def _one_line(value: str) -> str:
    if any(unicodedata.category(character) in _NOT_IN_A_LINE for character in value):
        raise ValueError("must be one line of text: no line breaks or control characters")
    return value


# Text that goes where a line break would be read as structure — a mail header (a name, a subject),
# a title on one line: refused (422) with a control character, whichever field declares it.
OneLine = Annotated[str, AfterValidator(_one_line)]


class WireModel(BaseModel):
    # a response: a client reading it with an older model than the service's ignores what it does not
    # know (the bot reads the service's answers with these models)
    model_config = ConfigDict(extra="ignore")


def _unstorable(text: str) -> bool:
    """A NUL character (PostgreSQL cannot store one in text) or a lone surrogate (no store can write one
    as UTF-8, nor a response echo it: JSON's ``"\\ud800"`` escape makes one)."""
    if "\x00" in text:
        return True
    try:
        text.encode()
    except UnicodeEncodeError:
        return True
    return False


def _unstorable_path(value: Any, path: str = "") -> str | None:
    """Where text no store can hold (``_unstorable``) hides in request data."""
    if isinstance(value, str):
        return (path or "body") if _unstorable(value) else None
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, item in items:
        found = _unstorable_path(key, path) if isinstance(key, str) else None
        found = found or _unstorable_path(item, f"{path}.{key}" if path else str(key))
        if found:
            return found
    return None


def _may_be_unstorable(data: Any) -> bool:
    """Whether ``data`` may hold a NUL character or a lone surrogate anywhere (``_unstorable_path`` then
    says where): JSON escapes every NUL as ``\\u0000``, and orjson refuses to write a lone surrogate,
    so data that orjson writes without either holds none. One call for every request body, where
    walking it was one call for each of its values; data orjson cannot write is walked."""
    try:
        return b"\\u0000" in orjson.dumps(data)
    except TypeError:
        return True


class WireInput(WireModel):
    """A request body: a field it does not declare is refused (422 naming it), never dropped — a
    misspelled ``time_limit`` would otherwise make an untimed invite without a word; and text with NUL
    characters or lone surrogates is refused (422) the same way on every store, whichever field holds it
    (pydantic refuses a lone surrogate only in a string with a constraint: an unknown topic came back in
    the 422's detail, which then could not be written, a 500). A partner's payload that carries fields of
    its own says so with ``extra="ignore"`` (the ATS's, ``api/services/sessions/_ats.py``)."""

    model_config = ConfigDict(extra="forbid")

    @model_validator(mode="before")
    @classmethod
    def _refuse_unstorable(cls, data: Any) -> Any:
        where = _unstorable_path(data) if _may_be_unstorable(data) else None
        if where is not None:
            raise ValueError(f"{where}: text must not contain NUL characters or lone surrogates")
        return data


class Problem(WireModel):
    """RFC 9457 problem details."""

    type: str = "about:blank"
    title: str
    status: int
    detail: str | None = None
    instance: str | None = None
    request_id: str | None = None
