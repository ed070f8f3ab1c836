"""What a transaction's changes mean beyond their rows, named by the code that makes them and written by
the transaction's commit.

Two kinds of effect, each noted explicitly where the change is made, never inferred from which columns
changed:

- events (``note_event``): a session started or closed, an answer recorded — what the outbox announces;
- sessions whose item tallies change (``session_over``, and ``api.store.tallies.changing`` for a change
  to a session already over): their contribution is out of the sums until the commit adds it back.

The store's ORM sessions are ``UnitOfWork``s (``engine.sessionmaker_for``): the commit — the one step
every writer's transaction ends with, whether it calls ``commit()`` or leaves a ``begin()`` block —
flushes what is pending and then runs the class's ``effect_writers`` in order (the item tallies; in the
app, the outbox's events too: ``api.services.webhooks.install_session_events``), in the same
transaction. A transaction that noted nothing costs its commit a dictionary lookup.

What is noted belongs to the transaction it was noted in: a rollback discards it with the transaction,
so a change undone announces nothing and tallies nothing. A row must be in a ``UnitOfWork`` to be noted
(an effect no commit writes would be lost).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar, NamedTuple

from sqlalchemy import event
from sqlalchemy.orm import Session, SessionTransaction, object_session

_KEY = "noted_effects"  # Session.info: the Effects of the session's current transaction


@dataclass
class Effects:
    """One transaction's noted effects, written when it commits."""

    transaction: SessionTransaction
    events: list[tuple[str, Any]] = field(default_factory=list)  # (event, row), in the order noted
    # sessions counted out of the tallies (or never in them), added back as the commit holds them
    untallied: set[str] = field(default_factory=set)
    closed: list[Any] = field(default_factory=list)  # sessions that became over (their ids may be unset)

    def untallied_ids(self) -> set[str]:
        return self.untallied | {session.id for session in self.closed}

    def ended_elsewhere(self, session: Any, status: str) -> None:
        """``session``, closed here as ``status``, was ended by another transaction first: its end is
        that one's, neither announced nor counted here (``api.store.tallies.claim_ends``)."""
        self.closed.remove(session)
        self.events = [(event, row) for event, row in self.events if row is not session or event != status]


EffectWriter = Callable[[Session, Effects], None]


class UnitOfWork(Session):
    """An ORM session whose commit writes what its transaction noted, with ``effect_writers``."""

    effect_writers: ClassVar[tuple[EffectWriter, ...]] = ()


def _write_effects(db: Session) -> None:
    if current(db) is None:
        return
    db.flush()  # the rows the effects are about, as they will be committed (what it notes included)
    noted = take(db)
    if noted is None:
        return
    for write in type(db).effect_writers if isinstance(db, UnitOfWork) else ():
        write(db, noted)


event.listen(UnitOfWork, "before_commit", _write_effects)


def noted(db: Session) -> Effects:
    """The effects of ``db``'s transaction (begun if none is), noted so far."""
    if not isinstance(db, UnitOfWork):  # its commit would drop them
        raise RuntimeError("effects are noted in the store's sessions only (engine.sessionmaker_for)")
    transaction = db.get_transaction() or db.begin()
    effects: Effects | None = db.info.get(_KEY)
    if effects is None or effects.transaction is not transaction:  # none yet, or a rolled-back one's
        effects = db.info[_KEY] = Effects(transaction)
    return effects


def current(db: Session) -> Effects | None:
    """The effects noted so far in ``db``'s current transaction; None when it noted none."""
    effects: Effects | None = db.info.get(_KEY)
    return effects if effects is not None and effects.transaction is db.get_transaction() else None


def take(db: Session) -> Effects | None:
    """The effects to write (the transaction is committing), forgotten here."""
    effects: Effects | None = db.info.pop(_KEY, None)
    if effects is None or effects.transaction is not db.get_transaction():
        return None
    return effects


class Mark(NamedTuple):
    """How much a transaction had noted at some point (``mark``)."""

    events: int
    closed: int


def mark(db: Session) -> Mark:
    """How much ``db``'s transaction has noted so far, for ``forget_since``."""
    effects = current(db)
    return Mark(0, 0) if effects is None else Mark(len(effects.events), len(effects.closed))


def forget_since(db: Session, since: Mark) -> None:
    """What ``db``'s transaction noted after ``since`` is forgotten: the changes that noted it were undone
    before the commit (a change made again on a row read anew), so they mean nothing."""
    effects = current(db)
    if effects is not None:
        del effects.events[since.events :]
        del effects.closed[since.closed :]


def _session_of(row: Any) -> Session:
    db = object_session(row)
    if db is None:
        raise RuntimeError(f"{type(row).__name__} is in no ORM session: add it before noting its effects")
    return db


def note_event(row: Any, event: str) -> None:
    """``row``'s change means ``event`` (announced when the transaction commits)."""
    noted(_session_of(row)).events.append((event, row))


def session_over(session: Any) -> None:
    """``session`` has just become over (it was running, so it counts in no tally yet)."""
    noted(_session_of(session)).closed.append(session)
