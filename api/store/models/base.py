"""What every table builds on: the declarative ``Base`` (its column types), ``NotesEvents`` (a row whose
changes are events), and making rows — ids, and a new row with its defaults filled in (``new_row``)."""

from __future__ import annotations

import functools
import uuid
from collections.abc import Callable, Iterable, Sequence
from datetime import datetime
from typing import Any, ClassVar, TypeVar

from sqlalchemy import JSON, ColumnElement, inspect
from sqlalchemy.orm import ColumnProperty, DeclarativeBase, Session, make_transient_to_detached
from sqlalchemy.orm.attributes import instance_state, set_committed_value

from api.store import effects
from api.store.types import UTCDateTime

RowT = TypeVar("RowT")


def new_id() -> str:
    return uuid.uuid4().hex


def new_row(mapped: type[RowT], **values: Any) -> RowT:
    """A new row of ``mapped`` holding ``values``, which pass the class's own validators (``@validates``)
    as the constructor's would, and every other column's default (``column_defaults``): the row holds
    each of its columns, as stored, before it is written — an explicit INSERT of it
    (``store.sessions.insert_answer``) leaves nothing for the ORM to fill in or load. Made without the
    constructor, which records each value as a change event — a cost paid for every answer row, in
    every answer turn, for nothing (``tests/integration/test_new_row.py``)."""
    row: RowT = inspect(mapped).class_manager.new_instance()
    filled = {key: make() for key, make in column_defaults(mapped) if key not in values}
    instance_state(row).dict.update(filled)
    fill_new_row(row, **values)
    return row


def fill_new_row(row: object, **values: Any) -> None:
    """More columns of a row made by ``new_row`` and not stored yet, set as ``new_row`` sets them: through
    the class's validators, without change events (nothing reads them: its INSERT stores the row as it
    holds it). A row stored already raises ``ValueError``: its changes must be seen by the flush."""
    state = instance_state(row)
    if not state.transient:
        raise ValueError(f"{type(row).__name__} is stored already: set its attributes instead")
    mapper: Any = state.mapper  # its ``validators`` are typed as names, but hold the methods
    unknown = values.keys() - mapper.attrs.keys()
    if unknown:
        raise TypeError(f"{mapper.class_.__name__} has no attribute {sorted(unknown)[0]!r}")
    for key, (validator, _options) in mapper.validators.items():
        if key in values:
            values[key] = validator(row, key, values[key])
    state.dict.update(values)


def column_keys(mapped: type) -> tuple[tuple[str, ColumnElement[Any]], ...]:
    """Each column attribute of ``mapped`` with its column, in the mapper's order: what a Core statement
    selects to read whole rows (``loaded_row``)."""
    attrs: Iterable[ColumnProperty[Any]] = inspect(mapped).column_attrs
    return tuple((attr.key, attr.columns[0]) for attr in attrs)


def loaded_row(db: Session, mapped: type[RowT], values: Sequence[Any], keys: Sequence[str]) -> RowT:
    """The row of ``mapped`` a Core statement read (``values`` of the column attributes ``keys``: every
    one), kept in ``db`` as the ORM keeps a row it loads: persistent, every attribute loaded and
    committed, nothing to flush. A row of that identity in ``db`` already is the one returned, as the
    ORM returns it, with only its unloaded attributes filled in from ``values``. Through the ORM's
    loading, reading one whole session cost a turn about a tenth of its Python calls
    (bench/bench_turn_calls.py); ``make_transient_to_detached`` is SQLAlchemy's own way to make a row
    look loaded without SQL."""
    mapper: Any = inspect(mapped)
    found = dict(zip(keys, values, strict=True))
    held = db.identity_map.get(
        mapper.identity_key_from_primary_key([found[key] for key in primary_keys(mapped)])
    )
    if held is not None:
        state = instance_state(held)
        for key in state.unloaded & found.keys():
            set_committed_value(held, key, found[key])
        return held
    row: RowT = mapper.class_manager.new_instance()
    instance_state(row).dict.update(found)
    make_transient_to_detached(row)
    db.add(row)
    return row


_PRIMARY: dict[type, tuple[str, ...]] = {}


def primary_keys(mapped: type) -> tuple[str, ...]:
    """The attribute keys of ``mapped``'s primary key, in order (``loaded_row`` looks rows up by it)."""
    known = _PRIMARY.get(mapped)
    if known is None:
        mapper: Any = inspect(mapped)
        known = _PRIMARY[mapped] = tuple(mapper.get_property_by_column(c).key for c in mapper.primary_key)
    return known


_DEFAULTS: dict[type, tuple[tuple[str, Callable[[], Any]], ...]] = {}


def column_defaults(mapped: type) -> tuple[tuple[str, Callable[[], Any]], ...]:
    """The column attributes of ``mapped`` a new row fills in, each with what makes its default (a fixed
    value, a function such as ``utcnow`` or ``dict``; ``None`` for a column without one), worked out
    once per class. Left out: the primary key, and a column whose default the database makes (the
    INSERT leaves those to it)."""
    known = _DEFAULTS.get(mapped)
    if known is None:
        attrs: Iterable[ColumnProperty[Any]] = inspect(mapped).column_attrs
        made = ((attr.key, _default_maker(attr.columns[0])) for attr in attrs)
        known = _DEFAULTS[mapped] = tuple((key, make) for key, make in made if make is not None)
    return known


def _default_maker(column: Any) -> Callable[[], Any] | None:
    default = column.default
    if column.primary_key or (default is None and column.server_default is not None):
        return None
    if default is None:
        return lambda: None
    if default.is_callable:  # SQLAlchemy wraps a function of no arguments to take the execution context
        return functools.partial(default.arg, None)
    if not default.is_scalar:  # a SQL expression: the database's to make
        return None
    value = default.arg
    return lambda: value


class Base(DeclarativeBase):
    type_annotation_map: ClassVar[dict[Any, Any]] = {
        datetime: UTCDateTime,
        dict[str, Any]: JSON,
        list[str]: JSON,
    }


class NotesEvents:
    """What a change of a row means beyond its columns (a session started or closed, an answer recorded),
    noted by the code that makes the change: the transaction's commit writes the outbox's events
    (``api.store.effects``, ``api/services/webhooks/_events.py``). Every event is named where it
    happens, never inferred from which columns changed."""

    def note(self, event: str) -> None:
        effects.note_event(self, event)
