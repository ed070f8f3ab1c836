"""The ORM session every store's sessions are made of (``engine.sessionmaker_for``): its commit writes
the effects the transaction's changes noted (``api.store.effects``) before the rows are committed, in
the same transaction — the one step every writer's commit goes through, whether it calls ``commit()``
or leaves a ``begin()`` block.

The step flushes what is pending, then runs ``effect_writers`` in order: the item tallies here; an app
adds the outbox's events (``api.services.webhooks.install_session_events``, a subclass of its own). A
transaction that noted nothing costs a dictionary lookup.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from sqlalchemy import event
from sqlalchemy.orm import Session

from api.store import effects, tallies

EffectWriter = Callable[[Session, effects.Effects], None]


class UnitOfWork(Session):
    effect_writers: ClassVar[tuple[EffectWriter, ...]] = (tallies.write,)


def _write_effects(db: Session) -> None:
    noted = effects.take(db)
    if noted is None:
        return
    db.flush()  # the rows the effects are about, as they will be committed
    for write in type(db).effect_writers if isinstance(db, UnitOfWork) else ():
        write(db, noted)


event.listen(UnitOfWork, "before_commit", _write_effects)
