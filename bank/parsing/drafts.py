"""From a file's questions, as written, to a validated :class:`Bank`: one rule for every format.

Each format's reader yields :class:`Draft` questions (the fields as the file gives them, with the line
of the question and, where the format has them, of each field); :func:`build_bank` validates them all
and either returns the whole bank or raises one :class:`BankFileError` listing every problem, each with
its line and field. Nothing is ever half-built.
"""

from __future__ import annotations

import base64
import hashlib
import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

from bank.errors import BankFileError, Problem
from bank.model import QUESTION_ID, Bank, Question, content_key
from bank.parsing.bounds import LIMITS
from bank.parsing.documents import field_of_model_error, not_text, not_text_message

MAX_LOCAL_ID = 28  # an organisation bank prefixes its id (12 characters and '-') within QUESTION_ID's 41


@dataclass
class Draft:
    line: int | None  # where the question starts
    data: dict[str, Any]  # Question fields, before validation (``bank`` is filled in by build_bank)
    lines: dict[str, int] = field(default_factory=dict)  # field name -> its line, when the format says
    source: str = ""  # where it came from when a line does not say (a QTI item's file): named in problems


@dataclass
class DraftBank:
    drafts: list[Draft]
    title: str = ""
    problems: list[Problem] = field(default_factory=list)  # found while reading, reported with the rest


@dataclass(frozen=True)
class BuiltBank:
    bank: Bank
    lines: dict[str, int]  # question id -> the line it starts on


def bank_id_from_name(name: str, fallback: str) -> str:
    """A bank's id from its file's name (``Infra Quiz.csv`` → ``infra-quiz``)."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")[:30] or fallback


class TitleId(str):
    """An id made from a question's title or name in the file (GIFT ``::title::``, Moodle ``<name>``, a
    QTI item's title): the question's id only when no other question of the file gives the same id;
    titles repeat freely in Moodle (``Question 1`` in every category), so a repeated one falls back to
    the question's content id rather than refusing the file."""


class ContentId(str):
    """The mark of a question with no id of its own (Aiken, an untitled GIFT, Moodle or QTI question):
    :func:`build_bank` gives it :func:`content_id`, which follows the question, not its place, so a
    bank re-uploaded with questions inserted or reordered keeps every unchanged question's id."""


NO_ID = ContentId("")


def named_id(title: str) -> TitleId | None:
    """A question's id from its title in the file, when that makes a valid id."""
    candidate = re.sub(r"\s+", "-", title.strip().lower())
    if candidate and len(candidate) <= MAX_LOCAL_ID and QUESTION_ID.match(candidate):
        return TitleId(candidate)
    return None


def local_id(title: str) -> str:
    """A question's id from its title in the file when that makes a valid id, else from its content."""
    return named_id(title) or NO_ID


def marked_id(marked: str, title: str) -> str:
    """The id the author marked (Moodle's ``<idnumber>``, GIFT's ``// [id:…]``) when it makes an id, else
    :func:`local_id` of the title. A marked id is the author's: kept as given, a repeated one refused
    (a title's id is not: a plain ``str``, not a :class:`TitleId`)."""
    if explicit := named_id(marked):
        return str(explicit)
    return local_id(title)


def _content(data: dict[str, Any]) -> str:
    """:func:`bank.model.content_key` of the question as the file gives it."""
    return content_key(data.get("type", ""), data.get("stem", ""), data.get("options"))


def content_id(data: dict[str, Any]) -> str:
    """``q-`` and 40 bits of the question's content hash, in base 32 (ten characters in all: within
    MAX_LOCAL_ID, and within QUESTION_ID after the public bank's ``<bank id>-`` scope)."""
    digest = hashlib.sha256(_content(data).encode()).digest()
    return "q-" + base64.b32encode(digest[:5]).decode().lower()


def category_topic(category: str) -> str:
    """A Moodle category path's last part as a topic (``$course$/top/Kubernetes`` → ``kubernetes``);
    the roots (``$course$``, ``top``…) alone name no topic. The path is split as Moodle splits it
    (``split_category_path``): at a lone ``/``, a doubled one being a slash in a name (``CI//CD``)."""
    names = [part.replace("//", "/").strip() for part in re.split(r"(?<!/)/(?!/)", category.strip())]
    parts = [part for part in names if part and not (part.startswith("$") and part.endswith("$"))]
    parts = [part for part in parts if part != "top"]
    return topic_name(parts[-1]) if parts else ""


def topic_name(name: str) -> str:
    """A topic as a file names it (a category's last part, a Moodle tag, a LOM keyword): lower-cased,
    spaces as ``-``; a slash is part of it (``ci/cd``): only a category path is split at one."""
    return re.sub(r"\s+", "-", name.strip().lower())


def category_path(topic: str) -> str:
    """The Moodle category path of a topic, as Moodle writes one (``assemble_category_path``): a slash in
    the name doubled, a space before or after one at its ends, so it reads back as this one name."""
    name = topic.replace("/", "//")
    name = (" " if name.startswith("/") else "") + name + (" " if name.endswith("/") else "")
    return f"$course$/top/{name}" if topic else "$course$/top"


def _longest(value: object) -> int:
    """The length of the longest text in a field's value (a list's or mapping's included)."""
    if isinstance(value, str):
        return len(value)
    if isinstance(value, dict):
        value = [*value.keys(), *value.values()]
    if isinstance(value, list | tuple):
        return max((_longest(item) for item in value), default=0)
    return 0


def _field_of(location: tuple[Any, ...], message: str) -> tuple[str | None, str]:
    where, text = field_of_model_error(location, message)
    name = next((str(part) for part in where if isinstance(part, str)), None)
    return name, text


def _problem(file: str, draft: Draft, line: int | None, message: str, field: str | None) -> Problem:
    """A problem of one draft, named by its source where the format gives it no line."""
    return Problem(file, line, f"{draft.source}: {message}" if draft.source else message, field)


def build_bank(
    drafts: DraftBank,
    *,
    bank_id: str,
    title: str,
    file: str,
    id_prefix: str = "",
    source_file: str | None = None,
) -> BuiltBank:
    """Validate every draft; ``id_prefix`` namespaces question ids (an organisation's bank). A question
    without an id of its own, or whose title id another question of the file shares, gets its
    :func:`content_id`, scoped by the bank's id where there is no prefix."""
    problems: list[Problem] = list(drafts.problems)
    questions: list[Question] = []
    lines: dict[str, int] = {}
    seen: dict[str, int | None] = {}
    written_ids = [draft.data.get("id") for draft in drafts.drafts]
    titles = Counter(written for written in written_ids if isinstance(written, TitleId))
    given = {str(w).strip() for w in written_ids if w is not None and not isinstance(w, TitleId | ContentId)}
    contents: dict[str, tuple[str, int, int | None]] = {}  # content id -> (content, first's place, line)
    for place, (draft, written) in enumerate(zip(drafts.drafts, written_ids, strict=True), start=1):
        local = str(written or "").strip()
        id_line = draft.lines.get("id", draft.line)
        if isinstance(written, ContentId) or (
            isinstance(written, TitleId) and (titles[written] > 1 or written in given)
        ):
            local, content = content_id(draft.data), _content(draft.data)
            first_content, first_place, first_line = contents.setdefault(local, (content, place, draft.line))
            if first_place != place and first_content == content:  # by place: a QTI item has no line
                first_source = drafts.drafts[first_place - 1].source or f"question {first_place}"
                earlier = f"line {first_line}" if first_line is not None else first_source
                message = f"the same question as {earlier} (type, text and options alike)"
                problems.append(_problem(file, draft, draft.line, message, "stem"))
                continue
            if not id_prefix:  # every file's content ids are scoped by its bank in the public bank
                local = f"{bank_id}-{local}"
        if id_prefix and (len(local) > MAX_LOCAL_ID or not QUESTION_ID.match(local or "-")):
            problems.append(
                _problem(
                    file,
                    draft,
                    id_line,
                    f"question id {local!r} must be 2-{MAX_LOCAL_ID} lower-case letters, digits, '-' or '_'",
                    "id",
                )
            )
            continue
        if local in seen:
            first = seen[local]
            where = f" (first on line {first})" if first else ""
            problems.append(_problem(file, draft, id_line, f"duplicate question id {local!r}{where}", "id"))
            continue
        seen[local] = draft.line
        too_long = [
            (str(name), length)
            for name, value in draft.data.items()
            if (length := _longest(value)) > LIMITS.max_string
        ]
        for field_name, length in too_long:  # the one bound for every format (YAML, XML check it sooner)
            message = f"{field_name}: a value of {length} characters: at most {LIMITS.max_string}"
            problems.append(
                _problem(file, draft, draft.lines.get(field_name, draft.line), message, field_name)
            )
        no_text = [(str(name), char) for name, value in draft.data.items() if (char := not_text(value))]
        for field_name, char in no_text:
            message = f"{field_name}: {not_text_message(char)}"
            problems.append(
                _problem(file, draft, draft.lines.get(field_name, draft.line), message, field_name)
            )
        if too_long or no_text:
            continue
        data = {**draft.data, "id": f"{id_prefix}{local}", "bank": bank_id}
        try:
            question = Question.model_validate(data)
        except ValidationError as error:
            for detail in error.errors():
                name, message = _field_of(tuple(detail["loc"]), detail["msg"])
                line = draft.lines.get(name or "", draft.line)
                problems.append(_problem(file, draft, line, f"{name or 'question'}: {message}", name))
            continue
        questions.append(question)
        if draft.line is not None:
            lines[question.id] = draft.line
    if not questions and not problems:
        problems.append(Problem(file, 1, "the file holds no questions"))
    if problems:
        raise BankFileError(sorted(problems, key=lambda problem: problem.line or 0))
    bank = Bank(
        id=bank_id, title=title or drafts.title or bank_id, source_file=source_file, questions=questions
    )
    return BuiltBank(bank, lines)
