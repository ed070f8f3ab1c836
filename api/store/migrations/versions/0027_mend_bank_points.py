"""organisation questions stored with points or a figure no finite number in range: set aside or clamped

Revision ID: 0027_mend_bank_points
Revises: 0026_unreached_disputed
Create Date: 2026-12-04 18:20:00

Until 81b4193 an upload could store a question whose ``points`` were inf, nan or 1e400 (written as
``null`` by the JSON encoder, or as the bare token by an older one), or over 1,000, or a calculation's
figure that was no finite number. The model refuses them now (points finite, more than 0 and at most
``MAX_POINTS``), so every read of the organisation's banks failed on such a row: its banks, topics and
invite creation answered 500 until the bank was deleted. Each such question is mended here, nothing of
it dropped unsaid:

- points over 1,000 but finite: 1,000, the largest weight there is; the question stays as it was served,
  heaviest of its bank still; its status note (in the bank's detail; a candidate sees it only once a
  question is disputed or withdrawn) and its curator note say what the bank had.
- points or a figure that is no number (null, inf, nan) or not more than 0: no weight can be read from
  it, and a guessed one would score candidates on a weight nobody chose. The question is set aside as a
  ``draft`` (never served; the rest of the bank is served as before), with points 1 (the default) and
  the figure's part removed (a calc question needs one again before it can be served), an erratum on
  its status, and a status note quoting what was stored and saying how to put it back (upload the bank
  again with a valid weight). A question already not servable keeps its status, with the same note.

A session's copy of such a question (drawn before the check: a weight over 1,000) is mended alike, so
the session reads again; a question it has not answered counts in its plan's points what the copy counts
now (as a correction moves them), one it answered what its answer counted, and the item tallies are
computed again (0025's rule) when a finished session's score moved.

A bank with a mended question is indexed again (``indexing``, its revision bumped): the process that
starts next resumes it, so the index carries the new status. ``downgrade`` leaves the mended rows: the
old values could not be read.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterator, Sequence
from typing import Any

import sqlalchemy as sa
from alembic import op

from api.store.migrations import frozen_tallies

revision: str = "0027_mend_bank_points"
down_revision: str | None = "0026_unreached_disputed"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

MAX_POINTS = 1000.0  # bank.model.MAX_POINTS at this revision
_NOT_SERVABLE = ("incomplete", "draft")

_PAGE = 500
# a number the model refuses, or may: null (inf and nan as orjson wrote them), NaN, Infinity, a sign,
# zero, four digits or more, an exponent; a row without one is not parsed
_SUSPECT = re.compile(r'"(?:points|value)"\s*:\s*(?:null|NaN|Infinity|-|0(?:\.0*)?\s*[,}]|\d{4,}|[\d.]+[eE])')

_QUESTIONS = sa.table(
    "bank_questions",
    sa.column("seq", sa.Integer),
    sa.column("bank_id", sa.String),
    sa.column("status", sa.String),
    sa.column("data", sa.JSON),
)
_SESSIONS = sa.table(
    "sessions",
    sa.column("seq", sa.Integer),
    sa.column("id", sa.String),
    sa.column("status", sa.String),
    sa.column("plan", sa.JSON),
    sa.column("questions", sa.JSON),
    sa.column("plan_points", sa.Float),
)
_ANSWERS = sa.table("answers", sa.column("session_id", sa.String), sa.column("question_id", sa.String))
_BANKS = sa.table(
    "org_banks",
    sa.column("id", sa.String),
    sa.column("status", sa.String),
    sa.column("indexed", sa.Integer),
    sa.column("revision", sa.Integer),
)


def _number(value: Any) -> float | None:
    """``value`` as a finite number, or None."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value) if math.isfinite(value) else None


def _stored(value: Any) -> str:
    return "空（无穷大或非数保存为空）" if value is None else json.dumps(value, allow_nan=True)


def _mend_numbers(question: dict[str, Any], data: dict[str, Any]) -> tuple[list[str], list[str]]:
    """``question``'s points and figures made readable: what was wrong that sets it aside (problems),
    and what was changed that leaves it served (notes)."""
    problems: list[str] = []
    notes: list[str] = []
    limit = f"{MAX_POINTS:g}"
    if "points" in question:
        points = _number(question["points"])
        if points is not None and points > MAX_POINTS:
            question["points"] = MAX_POINTS
            notes.append(f"分值原为 {_stored(data['points'])}，超出上限 {limit}，已按 {limit} 计。")
        elif points is None or points <= 0:
            question["points"] = 1.0
            problems.append(f"分值原为 {_stored(data['points'])}，不是大于 0、至多 {limit} 的有限数")
    parts = question.get("numeric")
    if isinstance(parts, list):
        kept = []
        for part in parts:
            if isinstance(part, dict) and _number(part.get("value")) is None:
                problems.append(f"数值答案 {json.dumps(part, ensure_ascii=False, allow_nan=True)} 不是有限数")
            else:
                kept.append(part)
        question["numeric"] = kept
    return problems, notes


def _mended(data: dict[str, Any]) -> dict[str, Any] | None:
    """The question mended, or None when it reads as it is."""
    question = dict(data)
    problems, notes = _mend_numbers(question, data)
    if not problems and not notes:
        return None
    for field in ("curator_note", "status_note") if notes else ():  # kept; and shown in the bank's detail
        question[field] = " ".join(filter(None, [str(question.get(field) or ""), *notes]))
    if problems:
        status = str(question.get("status") or "active")
        aside = "不出题" if status in _NOT_SERVABLE else "题目已搁置为草稿，不再出题"
        why = f"{'；'.join(problems)}。{aside}；请在题库文件中改正后重新上传。"
        question["status_note"] = " ".join([*notes, why])
        if status not in _NOT_SERVABLE:
            question["status"] = "draft"
            erratum = {"field": "status", "source": status, "corrected": "draft", "justification": why}
            erratum |= {"confidence": "high", "problem": "；".join(problems)}
            question["errata"] = [*(question.get("errata") or []), erratum]
    return question


def upgrade() -> None:
    connection = op.get_bind()
    _mend_banks(connection)
    if _mend_sessions(connection):
        frozen_tallies.rebuild(connection, scored_only=True)  # a finished session's score changed


def _pages(connection: sa.Connection, table: Any, json_column: str, *columns: Any) -> Iterator[Any]:
    """``table``'s rows (``columns``, then ``json_column`` as text) whose text may hold a number out of
    range, read 500 at a time by ``seq``: a store's every session is read once, never all at once, and
    only a row the pattern finds is parsed."""
    text = sa.cast(table.c[json_column], sa.Text)
    last = 0
    while True:
        page = connection.execute(
            sa.select(table.c.seq, *columns, text)
            .where(table.c.seq > last, table.c[json_column].is_not(None))
            .order_by(table.c.seq)
            .limit(_PAGE)
        ).all()
        if not page:
            return
        last = page[-1][0]
        yield from (row for row in page if row[-1] and _SUSPECT.search(row[-1]))


def _mend_banks(connection: sa.Connection) -> None:
    banks: set[str] = set()
    for seq, bank_id, stored in _pages(connection, _QUESTIONS, "data", _QUESTIONS.c.bank_id):
        data = json.loads(stored)  # as text: the standard parser reads NaN, Infinity and 1e400 (inf)
        question = _mended(data) if isinstance(data, dict) else None
        if question is None:
            continue
        connection.execute(
            sa.update(_QUESTIONS)
            .where(_QUESTIONS.c.seq == seq)
            .values(status=question.get("status") or "active", data=question)
        )
        banks.add(bank_id)
    if banks:
        connection.execute(
            sa.update(_BANKS)
            .where(_BANKS.c.id.in_(sorted(banks)))
            .values(status="indexing", indexed=0, revision=_BANKS.c.revision + 1)
        )


def _counted(question: dict[str, Any]) -> float | None:
    """What a copy counts in its plan (``counted_points`` at this revision), None when unreadable."""
    if str(question.get("status") or "active") != "active":
        return 0.0
    return _number(question.get("points", 1.0))


def _mend_sessions(connection: sa.Connection) -> bool:
    """Sessions' copies of such questions (drawn before the check) mended alike, so the sessions read
    again. An unanswered question counts in its plan what its copy counts now, as a correction would
    move it; an answered one keeps what its answer counted. Whether a finished session's score moved."""
    columns = (_SESSIONS.c.id, _SESSIONS.c.status, _SESSIONS.c.plan)
    finished_changed = False
    for _seq, session_id, status, plan, stored in _pages(connection, _SESSIONS, "questions", *columns):
        copies = json.loads(stored)
        if not isinstance(copies, dict):
            continue
        mended_copies = {
            qid: m for qid, copy in copies.items() if isinstance(copy, dict) and (m := _mended(copy))
        }
        if not mended_copies:
            continue
        answered = set(
            connection.execute(sa.select(_ANSWERS.c.question_id).where(_ANSWERS.c.session_id == session_id))
            .scalars()
            .all()
        )
        change = 0.0
        for qid, copy in mended_copies.items():
            before, after = _counted(copies[qid]), _counted(copy)
            if qid in (plan or []) and qid not in answered and before is not None and after is not None:
                change += after - before
        values: dict[str, Any] = {"questions": {**copies, **mended_copies}}
        if change:
            values["plan_points"] = _SESSIONS.c.plan_points + change
            finished_changed = finished_changed or status != "active"
        connection.execute(sa.update(_SESSIONS).where(_SESSIONS.c.id == session_id).values(**values))
    return finished_changed


def downgrade() -> None:
    """The mended questions stay (the old values could not be read)."""
