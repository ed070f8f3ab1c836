"""The answer turn's write, compiled once per dialect (``api/store/answer_turns.py`` runs it): the session
moved on if it is still as the turn found it, the answer recorded, and the notebook card written."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sqlalchemy import Table, Text, bindparam, cast, exists, func, insert, select, update
from sqlalchemy.engine import Dialect

from api.store.compiled import Compiled
from api.store.models import Answer, InterviewSession, NotebookCard

# the card written ("", "new", "changed"), whether the answer has flags, whether it ends the session
SaveKind = tuple[str, bool, bool]
SAVE_KINDS: list[SaveKind] = [
    (card, flagged, ends)
    for card in ("", "new", "changed")
    for flagged in (False, True)
    for ends in (False, True)
]

SESSIONS: Table = InterviewSession.__table__  # type: ignore[assignment]
ANSWERS: Table = Answer.__table__  # type: ignore[assignment]
CARDS: Table = NotebookCard.__table__  # type: ignore[assignment]
# What the session's guard compares (its points too: a regrade meanwhile changes them), and what moving
# on changes (``answers.advance``, ``count_answer``); the last answer ends the session (``ENDED``: set only
# then, as the ORM sets only what changed: a column in SET rewrites its indexes' entries, changed or not,
# which tripled the pages a mid-session turn wrote on SQLite).
GUARDED = ("position", "hints_used", "shown_at", "points_awarded")
ADVANCED = ("position", "hints_used", "shown_at", "answered", "points_awarded")
ENDED = ("status", "finished_at")
# What a recorded answer row holds (``grading.grade_answer`` and ``answers.fill_answer``); ``flags`` too
# when it has some, and the rest (``regrade``) is left to the table's defaults, as the ORM leaves it.
RECORDED = (
    "session_id",
    "position",
    "question_id",
    "idempotency_key",
    "answer",
    "shown",
    "parsed",
    "verdict",
    "score",
    "points",
    "points_awarded",
    "rationale",
    "grader",
    "hints_used",
    "skipped",
    "timed_out",
    "shown_at",
    "answered_at",
    "time_taken_ms",
)
# A notebook card as ``notebook.practiced`` leaves it: all of a new one, what a review changes of one kept.
CARD_NEW = ("candidate_id", "question_id", "card", "due", "lapses", "created_at", "updated_at")
CARD_CHANGED = ("card", "due", "lapses", "updated_at")


def compile_save(card: str, flagged: bool, ends: bool, dialect: Dialect) -> list[Compiled]:
    """The writes of a turn that writes no card (``""``), a ``new`` one or a ``changed`` one, of an answer
    with flags or without, that ends the session or not: one statement on PostgreSQL, the guarded UPDATE
    first and then the rest on SQLite."""
    moved = (*ADVANCED, *ENDED) if ends else ADVANCED
    advance = (
        update(SESSIONS)
        .where(
            SESSIONS.c.seq == bindparam("w_seq"),
            SESSIONS.c.status == bindparam("w_status"),
            # no signal pending (as the turn found it): stored as SQL NULL, or as JSON null once consumed
            func.coalesce(cast(SESSIONS.c.pending_flags, Text), bindparam("w_none")) == bindparam("w_none"),
            *(SESSIONS.c[name] == bindparam(f"w_{name}", type_=SESSIONS.c[name].type) for name in GUARDED),
        )
        .values({name: bindparam(f"v_{name}", type_=SESSIONS.c[name].type) for name in moved})
    )
    recorded = (*RECORDED, "flags") if flagged else RECORDED
    record = [bindparam(f"a_{name}", type_=ANSWERS.c[name].type) for name in recorded]
    carded = {name: bindparam(f"c_{name}", type_=CARDS.c[name].type) for name in CARD_NEW}
    changed = update(CARDS).values({name: carded[name] for name in CARD_CHANGED})
    if dialect.name != "postgresql":
        steps = [advance, insert(ANSWERS).values(dict(zip(recorded, record, strict=True)))]
        if card == "new":
            steps.append(insert(CARDS).values(carded))
        elif card == "changed":
            steps.append(changed.where(CARDS.c.seq == bindparam("c_seq")))
        return [Compiled(step, dialect) for step in steps]
    advanced = advance.returning(SESSIONS.c.seq).cte("advanced")
    both = (
        insert(ANSWERS)
        .from_select(list(recorded), select(*record).select_from(advanced))
        .returning(ANSWERS.c.seq)
        .add_cte(advanced)
    )
    if card == "new":
        picked = select(*(carded[name] for name in CARD_NEW)).select_from(advanced)
        both = both.add_cte(insert(CARDS).from_select(list(CARD_NEW), picked).cte("carded"))
    elif card == "changed":
        moved_on = exists(select(advanced.c.seq))  # the card changes only with the session
        both = both.add_cte(changed.where(CARDS.c.seq == bindparam("c_seq"), moved_on).cte("carded"))
    return [Compiled(both, dialect)]


# each value's parameter name in ``compile_save``'s statements, made once
_GUARD_KEYS = [(f"w_{name}", name) for name in GUARDED]
_MOVE_KEYS = [(f"v_{name}", name) for name in (*ADVANCED, *ENDED)]
_ANSWER_KEYS = [(f"a_{name}", name) for name in RECORDED]
_CARD_KEYS = [(f"c_{name}", name) for name in CARD_NEW]


def save_values(
    before: Mapping[str, Any], session: InterviewSession, answer: Answer, card: NotebookCard | None
) -> tuple[SaveKind, dict[str, Any]]:
    """Which write (``compile_save``), and its values: the session's guard (``before``) and where it moves
    on, the answer, the card."""
    values: dict[str, Any] = {"w_seq": session.seq, "w_status": "active", "w_none": "null"}
    values.update({key: before[name] for key, name in _GUARD_KEYS})
    values.update({key: getattr(session, name) for key, name in _MOVE_KEYS})
    values.update({key: getattr(answer, name) for key, name in _ANSWER_KEYS})
    values["a_flags"] = answer.flags
    kind = "" if card is None else ("new" if card.seq is None else "changed")
    if card is not None:
        values.update({key: getattr(card, name) for key, name in _CARD_KEYS})
        values["c_seq"] = card.seq
    return (kind, bool(answer.flags), session.status != "active"), values
