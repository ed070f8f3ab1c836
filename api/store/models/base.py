"""What every table builds on: the declarative ``Base`` (its column types), ``NotesEvents`` (a row whose
changes are events), and making rows — ids, and a new row with its defaults filled in (``new_row``)."""

from __future__ import annotations

import functools
import uuid
from collections.abc import Callable, Iterable
from datetime import datetime
from typing import Any, ClassVar, NamedTuple, TypeVar

from sqlalchemy import JSON, ColumnElement, inspect
from sqlalchemy.orm import ColumnProperty, DeclarativeBase, make_transient_to_detached
from sqlalchemy.orm.attributes import instance_state

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
    defaults = _row_defaults(mapped)
    row: RowT = defaults.manager.new_instance()
    filled = {key: value for key, value in defaults.fixed.items() if key not in values}
    for key, make in defaults.made:
        if key not in values:
            filled[key] = make()
    instance_state(row).dict.update(filled)
    fill_new_row(row, **values)
    return row


def stored_row(mapped: type[RowT], values: Iterable[tuple[str, Any]]) -> RowT:
    """A row of ``mapped`` as its caller's own statement read it (``values``: every column's, by
    attribute name), detached: not in any ORM session, each column loaded and unchanged, its identity
    its primary key's. Its changes are tracked as a loaded row's are; what writes them is the caller's
    (a row added to a session later is flushed with them). Made without the ORM's loading of an entity,
    which cost an answer turn more than its statement (bench/bench_turn_calls.py)."""
    row: RowT = _row_defaults(mapped).manager.new_instance()
    instance_state(row).dict.update(values)
    make_transient_to_detached(row)
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
    """Each column attribute of ``mapped`` with its column, in the mapper's order (``store.insert_session``
    leaves out the columns without a default that a new row leaves empty, as the ORM's INSERT does)."""
    attrs: Iterable[ColumnProperty[Any]] = inspect(mapped).column_attrs
    return tuple((attr.key, attr.columns[0]) for attr in attrs)


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


class _Fixed:
    """A column's default that is one value for every row (None for a column without a default)."""

    __slots__ = ("value",)

    def __init__(self, value: Any) -> None:
        self.value = value

    def __call__(self) -> Any:
        return self.value


def _default_maker(column: Any) -> Callable[[], Any] | None:
    default = column.default
    if column.primary_key or (default is None and column.server_default is not None):
        return None
    if default is None:
        return _Fixed(None)
    if default.is_callable:  # SQLAlchemy wraps a function of no arguments to take the execution context
        return functools.partial(default.arg, None)
    if not default.is_scalar:  # a SQL expression: the database's to make
        return None
    return _Fixed(default.arg)


class _RowDefaults(NamedTuple):
    """``column_defaults`` of a class as ``new_row`` uses them: the fixed values copied in one step,
    only the others made for each row; and the class's manager, which makes an instance without the
    constructor (found once, not through the inspection registry for every row)."""

    manager: Any
    fixed: dict[str, Any]
    made: tuple[tuple[str, Callable[[], Any]], ...]


_ROW_DEFAULTS: dict[type, _RowDefaults] = {}


def _row_defaults(mapped: type) -> _RowDefaults:
    known = _ROW_DEFAULTS.get(mapped)
    if known is None:
        defaults = column_defaults(mapped)
        fixed = {key: make.value for key, make in defaults if isinstance(make, _Fixed)}
        made = tuple((key, make) for key, make in defaults if not isinstance(make, _Fixed))
        known = _ROW_DEFAULTS[mapped] = _RowDefaults(inspect(mapped).class_manager, fixed, made)
    return known


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
