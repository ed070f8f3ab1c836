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
so a change undone announces nothing and tallies nothing. A row must belong to a ``UnitOfWork`` to be
noted (an effect no commit writes would be lost): be in it, or be written by the caller's own statements
in its transaction and kept out of its identity map (``keep_outside``: an answer turn's session row).
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, ClassVar, NamedTuple

from sqlalchemy import event
from sqlalchemy.orm import Session, SessionTransaction, object_session

_KEY = "noted_effects"  # Session.info: the Effects of the session's current transaction
# rows kept out of a unit of work's identity map, with the unit of work whose transaction writes them;
# weakly both ways: the effects noted in that unit of work hold the row, so a strong reference to the
# unit of work here would keep both alive for ever once a transaction noting one rolled back
_OUTSIDE: weakref.WeakKeyDictionary[Any, weakref.ref[Session]] = weakref.WeakKeyDictionary()


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


def keep_outside(db: Session, row: Any) -> None:
    """``row`` (detached: read and written by the caller's own statements in ``db``'s transaction, never
    flushed) belongs to ``db`` for its effects: what its changes mean is noted in ``db``'s transaction as
    for a row in it. Out of ``db`` (``release``, or ``Session.add``: then it is in it), it is forgotten."""
    _OUTSIDE[row] = weakref.ref(db)


def _owner(row: Any) -> Session | None:
    owner = _OUTSIDE.get(row)
    return None if owner is None else owner()


def release(row: Any) -> None:
    """``row`` no longer belongs to the unit of work it was kept outside of (erased)."""
    _OUTSIDE.pop(row, None)


def holds(db: Session, row: Any) -> bool:
    """Whether ``row`` belongs to ``db``: in it, or kept outside it (``keep_outside``)."""
    return row in db or _owner(row) is db


def kept_outside(db: Session) -> Iterator[Any]:
    """The rows kept outside ``db`` (``keep_outside``) that are not in it since."""
    return (row for row, owner in list(_OUTSIDE.items()) if owner() is db and row not in db)


def _session_of(row: Any) -> Session:
    db = object_session(row) or _owner(row)
    if db is None:
        raise RuntimeError(f"{type(row).__name__} is in no ORM session: add it before noting its effects")
    return db


def note_event(row: Any, event: str) -> None:
    """``row``'s change means ``event`` (announced when the transaction commits)."""
    noted(_session_of(row)).events.append((event, row))


def session_over(session: Any) -> None:
    """``session`` has just become over (it was running, so it counts in no tally yet)."""
    noted(_session_of(session)).closed.append(session)
